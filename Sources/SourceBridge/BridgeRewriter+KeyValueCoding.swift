import SwiftSyntax

/// Key-value coding and observing by string, which need the Objective-C runtime.
/// - `X.value(forKeyPath: #keyPath(X.shared))` — the way extension-safe code reaches
///   `UIApplication.shared` — and `object.value(forKey: #keyPath(Type.property))` read the
///   property directly: `(X.shared as Any?)`, `(object.property as Any?)` (`value(forKey:)`
///   returns `Any?`, so the code around keeps its casts).
/// - `addObserver(_:forKeyPath:options:context:)` is reported; `observe(\.keyPath)` needs no
///   rewrite (OpenUIKit's objects implement it).
extension BridgeRewriter {
    func rewriteKeyPathValueLookup(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "value", let receiver = member.base,
              node.arguments.count == 1, let argument = node.arguments.first,
              argument.label?.text == "forKey" || argument.label?.text == "forKeyPath",
              let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath",
              macro.arguments.count == 1, let path = macro.arguments.first?.expression.trimmedDescription
        else { return false }
        let components = path.split(separator: ".").map(String.init)
        let receiverText = receiver.trimmedDescription
        // `#keyPath(Type.a.b)` names the type first; a lookup on the type itself keeps it.
        let properties = components.first == receiverText ? components.dropFirst() : (components.count > 1 ? components.dropFirst() : components[...])
        guard !properties.isEmpty else { return false }
        replace(node, with: "(\(receiverText).\(properties.joined(separator: ".")) as Any?)")
        report(node, .rewritten, "\(member.declName.baseName.text)(\(argument.label?.text ?? ""): #keyPath(\(path))) reads the property directly (key-value coding by name needs the Objective-C runtime)")
        return true
    }

    /// Observing by key-path string is reported.
    func reportKeyValueObserving(_ node: FunctionCallExprSyntax) {
        let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let labels = node.arguments.map { $0.label?.text }
        if called == "addObserver", labels.contains("forKeyPath") {
            report(node, .notBridged, "key-value observing by key-path string needs the Objective-C runtime; use observe(\\.property) { object, change in … }, which OpenUIKit's objects support")
        }
    }
}
