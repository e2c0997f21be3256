import Foundation
import SwiftSyntax

/// Key-value coding and observing by string, which need the Objective-C runtime.
/// - `X.value(forKeyPath: #keyPath(X.shared))` — the way extension-safe code reaches
///   `UIApplication.shared` — and `object.value(forKey: #keyPath(Type.property))` read the
///   property directly: `(X.shared as Any?)`, `(object.property as Any?)` (`value(forKey:)`
///   returns `Any?`, so the code around keeps its casts).
/// - `#keyPath(UIScrollView.contentOffset)` elsewhere becomes the key path's string,
///   `"contentOffset"`, which `addObserver(_:forKeyPath:options:context:)` takes (OpenUIKit's
///   objects observe their properties by name; `observe(\.keyPath)` needs no rewrite).
/// - A stored `dynamic` property of a class whose chain starts at `NSObject` (or a UIKit or Core
///   Animation class) tells its observers of each change, as the Objective-C runtime's automatic
///   notifications do: it gets `willSet { willChangeValue(forKey: "name") }` and
///   `didSet { didChangeValue(forKey: "name") }`, which `addObserver(_:forKeyPath:…)` hears.
/// - `override func observeValue(forKeyPath:of:change:context:)` in a class whose chain starts
///   at `NSObject` (or a non-responder UIKit class): iOS declares it on `NSObject`, OpenUIKit on
///   `UIResponder`, so the first such class of the chain loses `override` and adopts
///   `NSKeyValueObserving`; its `super` call, which `NSObject` would answer by raising, goes.
extension BridgeRewriter {
    /// `#keyPath(Type.a.b)` → `"a.b"` (a leading type name dropped), `#keyPath(a.b)` → `"a.b"`.
    func rewriteKeyPathMacro(_ node: MacroExpansionExprSyntax) -> Bool {
        guard node.macroName.text == "keyPath", node.arguments.count == 1, let path = node.arguments.first?.expression.trimmedDescription else {
            return false
        }
        var components = path.split(separator: ".").map(String.init)
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        let replacement = "\"\(components.joined(separator: "."))\""
        replace(node, with: replacement)
        report(node, .rewritten, "#keyPath(\(path)) → \(replacement) (key paths are strings without the Objective-C runtime)")
        return true
    }

    /// `@objc dynamic var name = value` → `var name = value { willSet { willChangeValue(forKey:
    /// "name") } didSet { didChangeValue(forKey: "name") } }` (the modifiers go elsewhere). A
    /// property with observers of its own keeps them and gets the calls too (`didChangeValue` in
    /// a `defer`, so it runs after the observer's code, early returns included).
    func rewriteDynamicStoredProperty(_ node: VariableDeclSyntax) {
        let modifiers = node.modifiers.map(\.name.text)
        guard modifiers.contains("dynamic"), !modifiers.contains("static"), !modifiers.contains("class"), !modifiers.contains("lazy"),
              node.bindingSpecifier.text == "var", node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = typeStack.last, index.classes.contains(type) else { return }
        switch connectionsBase(of: type) {
        case .objectRoot, .uikit:
            break
        case let .unsupported(parent):
            guard let parent, parent.hasPrefix("CA") || parent.hasPrefix("NS") else { return }
        }
        let key = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let willChange = "willChangeValue(forKey: \"\(key)\")"
        let didChange = "didChangeValue(forKey: \"\(key)\")"
        if let block = binding.accessorBlock {
            // Only a stored property's observers; a computed property reports nothing (as on iOS
            // without dependent keys).
            guard case let .accessors(accessors) = block.accessors,
                  accessors.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { return }
            let willSet = accessors.first { $0.accessorSpecifier.text == "willSet" }
            let didSet = accessors.first { $0.accessorSpecifier.text == "didSet" }
            if let body = willSet?.body {
                insert(" \(willChange);", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                insert(" willSet { \(willChange) }", at: block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            if let body = didSet?.body {
                insert(" defer { \(didChange) };", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                insert(" didSet { \(didChange) } ", at: block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        } else {
            insert(" { willSet { \(willChange) } didSet { \(didChange) } }", at: binding.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        report(binding, .rewritten, "dynamic property \(key) tells its key-value observers of each change (willChangeValue/didChangeValue, which the Objective-C runtime adds to its setter)")
    }

    private func insert(_ text: String, at offset: Int) {
        edits.append(TextEdit(start: offset, end: offset, replacement: text))
    }

    /// The first `observeValue(forKeyPath:of:change:context:)` override of a chain that does not
    /// start at a responder adopts `NSKeyValueObserving` instead.
    func rewriteObserveValueOverride(_ node: FunctionDeclSyntax) {
        guard node.name.text == "observeValue",
              node.signature.parameterClause.parameters.map(\.firstName.text) == ["forKeyPath", "of", "change", "context"],
              let type = typeStack.last, index.classes.contains(type) else { return }
        switch connectionsBase(of: type) {
        case .objectRoot:
            break
        case .uikit, .unsupported:
            let parent = index.firstSuperclassOutsideModule(of: type) ?? ""
            // UIKit's responders declare it here; its other classes (recognizers, presentation
            // controllers, animators…) do not.
            guard !Self.isResponderClass(parent) else { return }
        }
        guard adoptInsteadOfOverriding(node, in: type, fullName: "observeValue(forKeyPath:of:change:context:)",
                                       protocolName: "NSKeyValueObserving") else { return }
        if let body = node.body {
            // Every `super.observeValue(…)` statement, nested in `if`/`guard` blocks too.
            for member in Self.superAccesses(named: "observeValue", in: body) {
                guard let call = member.parent?.as(FunctionCallExprSyntax.self),
                      let statement = call.parent?.as(CodeBlockItemSyntax.self) else { continue }
                replace(statement, with: "_ = ()  // super.observeValue: NSObject's would raise for an unhandled key path (source bridge)")
            }
        }
        report(node.name, .rewritten, "\(type).observeValue(forKeyPath:of:change:context:) adopts NSKeyValueObserving (UIKit declares it on NSObject; OpenUIKit on UIResponder): override removed")
    }

    /// `override func getObjectValue(_:for:range:)` in a formatter subclass: Linux's Foundation
    /// keeps the method internal, so the class adopts `FormatterObjectValueParsing`, which
    /// `getObjectValue(_:for:errorDescription:)` calls.
    func rewriteFormatterObjectValueOverride(_ node: FunctionDeclSyntax) {
        guard node.name.text == "getObjectValue",
              node.signature.parameterClause.parameters.map(\.firstName.text) == ["_", "for", "range"],
              let type = typeStack.last, index.classes.contains(type),
              index.firstSuperclassOutsideModule(of: type)?.hasSuffix("Formatter") == true,
              adoptInsteadOfOverriding(node, in: type, fullName: "getObjectValue(_:for:range:)", protocolName: "FormatterObjectValueParsing")
        else { return }
        report(node.name, .rewritten, "\(type).getObjectValue(_:for:range:) adopts FormatterObjectValueParsing (Linux's Foundation keeps the method internal): override removed")
    }

    /// Whether a UIKit class is a responder (a view, a controller, a window, the application).
    static func isResponderClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI"), !name.hasSuffix("PresentationController"), !name.hasSuffix("GestureRecognizer") else { return false }
        return ["View", "Controller", "Cell", "Bar", "Window", "Application", "Control", "Button", "Label", "Field", "Responder",
                "Switch", "Slider", "Stepper", "Picker", "Scene", "Indicator", "Stack"].contains { name.hasSuffix($0) }
    }

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
}
