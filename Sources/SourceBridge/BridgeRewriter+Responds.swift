import SwiftSyntax

/// `responds(to:)` for the module's own `@objc` protocols with optional requirements, answered
/// truthfully without a runtime: each such protocol refines `_BridgeResponding`, whose
/// requirement `_bridgeResponds(to:) -> Bool` is false by default (one default, however many
/// such protocols a type adopts, also in another module), each conforming type in the module an
/// implementation listing the optional requirements it implements (adding its superclass's),
/// and `x.responds(to: #selector(P.method(_:)))` becomes `x._bridgeResponds(to: "method(_:)")`.
extension BridgeRewriter {
    static let respondsRequirement = "func _bridgeResponds(to name: String) -> Bool"
    static let respondingProtocol = "_BridgeResponding"

    /// The module's protocols with optional requirements.
    var protocolsWithOptionalRequirements: Set<String> { Set(index.optionalRequirements.map(\.protocolName)) }

    /// The optional requirements `type` implements (its own methods, not its superclasses').
    func implementedOptionalRequirements(of type: String) -> [String] {
        let protocols = (index.conformances[type] ?? []).intersection(protocolsWithOptionalRequirements)
        guard !protocols.isEmpty else { return [] }
        let own = Set((index.methods[type] ?? []).map(\.fullName))
        return index.optionalRequirements.filter { protocols.contains($0.protocolName) && own.contains($0.fullName) }.map(\.fullName).sorted()
    }

    /// Whether `type` (or a superclass in the module) adopts a protocol with optional requirements.
    func adoptsOptionalProtocol(_ type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if !(index.conformances[name] ?? []).intersection(protocolsWithOptionalRequirements).isEmpty { return true }
            current = index.superclasses[name]
        }
        return false
    }

    /// Adds `_bridgeResponds(to:)` to a class or struct that adopts such a protocol.
    func addRespondsImplementation(name: String, body: MemberBlockSyntax, isClass: Bool, modifiers: DeclModifierListSyntax) {
        guard adoptsOptionalProtocol(name) else { return }
        let superclass = isClass ? index.superclasses[name] : nil
        let inherits = superclass.map(adoptsOptionalProtocol) ?? false
        let names = implementedOptionalRequirements(of: name)
        guard !names.isEmpty || !inherits else {
            // Implements none of its own and inherits the superclass's implementation, which is
            // right. (A type that adopts a protocol itself always gets one, even an empty list:
            // a subclass's implementation overrides it.)
            return
        }
        let list = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        // A public or open type's implementation is public: it may satisfy a public protocol's
        // requirement (open for an open class, which other modules may subclass).
        let typeModifiers = modifiers.map(\.name.text)
        let access = typeModifiers.contains("open") ? "open " : typeModifiers.contains("public") ? "public " : ""
        let decl = inherits
            ? "\(access)override \(Self.respondsRequirement) { \(list).contains(name) || super._bridgeResponds(to: name) }"
            : "\(access)\(Self.respondsRequirement) { \(list).contains(name) }"
        let text = "\n    /// The optional requirements this type implements (source bridge: answers responds(to:)).\n    \(decl)\n"
        edits.append(TextEdit(start: body.rightBrace.contentStart, end: body.rightBrace.contentStart, replacement: text))
        report(body.rightBrace, .rewritten, "\(name) answers responds(to:) for the optional requirements it implements: \(names.isEmpty ? "none of its own" : names.joined(separator: ", "))")
    }

    /// `x.responds(to: #selector(P.method(_:)))` for a module protocol's optional requirement.
    func rewriteRespondsToModuleRequirement(_ node: FunctionCallExprSyntax) -> Bool {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == "responds", node.arguments.count == 1, node.arguments.first?.label?.text == "to",
              let selector = node.arguments.first?.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
              let expression = selector.arguments.first?.expression else { return false }
        let reference = expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self)
        guard let reference else { return false }
        let baseName = reference.baseName.text
        let labels = reference.argumentNames.map { $0.arguments.map { "\($0.name.text):" }.joined() }
        let matches = index.optionalRequirements.filter { requirement in
            !requirement.isProperty && requirement.baseName == baseName && (labels == nil || requirement.fullName == "\(baseName)(\(labels!))")
        }
        guard let requirement = matches.first, Set(matches.map(\.fullName)).count == 1 else { return false }
        if let member { handledResponds.insert(member.id) }
        handledSelectors.insert(selector.id)
        let receiver = member?.base.map { "\($0.trimmedDescription)." } ?? ""
        replace(node, with: "\(receiver)_bridgeResponds(to: \"\(requirement.fullName)\")")
        report(node, .rewritten, "responds(to:) for \(requirement.protocolName).\(requirement.fullName) → _bridgeResponds(to:), true when the conforming type implements it")
        return true
    }
}
