import SwiftSyntax

/// An override declared in an extension, split in two (`ExtensionOverrideMover`): the
/// extension keeps the code as a plain member under another name, and the class's body gets an
/// override with the same signature that calls it.
struct OverrideForwarding {
    /// What replaces the member in the extension.
    let renamedMember: String
    /// The override for the class's body.
    let forwarder: String
    let renamedName: String

    static let prefix = "_bridgedOverride_"

    /// `nil` for what cannot forward: initializers, subscripts, properties with observers or
    /// without a type, methods with variadic parameters.
    init?(_ decl: DeclSyntax, extensionModifiers: DeclModifierListSyntax) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard case .identifier = function.name.tokenKind else { return nil }
            let parameters = function.signature.parameterClause.parameters
            guard !parameters.contains(where: { $0.ellipsis != nil }) else { return nil }
            let name = function.name.text
            renamedName = Self.prefix + name
            renamedMember = Self.withoutOverride(function.with(\.name, .identifier(renamedName)), leading: function.leadingTrivia)
            let call = function.forwardingCallPrefix + "\(renamedName)(\(function.forwardingArguments.joined(separator: ", ")))"
            let kept = function.attributes.filter { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return false }
                return !["objc", "nonobjc", "IBAction", "IBSegueAction"].contains(attribute.attributeName.trimmedDescription)
            }
            let header = function.with(\.body, nil).with(\.leadingTrivia, []).with(\.attributes, kept)
                .with(\.modifiers, Self.forwarderModifiers(function.modifiers, extensionModifiers: extensionModifiers))
            forwarder = "    \(header.trimmedDescription) { \(call) }"
        } else if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation {
            let accessors = binding.accessorBlock?.accessors
            var setter = false
            if case .accessors(let list)? = accessors {
                let kinds = list.map(\.accessorSpecifier.text)
                guard !kinds.contains(where: { ["willSet", "didSet"].contains($0) }) else { return nil }
                setter = kinds.contains("set")
            } else if accessors == nil {
                return nil
            }
            let name = identifier.identifier.text
            renamedName = Self.prefix + name
            let renamedBinding = binding.with(\.pattern, PatternSyntax(identifier.with(\.identifier, .identifier(renamedName))))
            renamedMember = Self.withoutOverride(variable.with(\.bindings, [renamedBinding]), leading: variable.leadingTrivia)
            let modifiers = Self.forwarderModifiers(variable.modifiers, extensionModifiers: extensionModifiers).trimmedDescription
            let body = setter ? "get { \(renamedName) } set { \(renamedName) = newValue }" : renamedName
            forwarder = "    \(modifiers) var \(name)\(type.trimmedDescription) { \(body) }"
        } else {
            return nil
        }
    }

    /// The member without `override` (and without attributes only the override needs).
    private static func withoutOverride<D: DeclSyntaxProtocol & WithModifiersSyntax>(_ decl: D, leading: Trivia) -> String {
        var copy = decl
        copy.modifiers = copy.modifiers.filter { $0.name.text != "override" }
        let text = copy.with(\.leadingTrivia, []).description
        return leading.description + text
    }

    /// The forwarder's modifiers: the member's, with the extension's access level when the
    /// member names none (a `public extension`'s members are public).
    private static func forwarderModifiers(_ modifiers: DeclModifierListSyntax, extensionModifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        let accessNames: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]
        var result = modifiers.with(\.leadingTrivia, [])
        if !modifiers.contains(where: { accessNames.contains($0.name.text) && $0.detail == nil }),
           let access = extensionModifiers.first(where: { accessNames.contains($0.name.text) }) {
            result.insert(access.with(\.leadingTrivia, []).with(\.trailingTrivia, .space), at: result.startIndex)
        }
        return result
    }
}

extension FunctionDeclSyntax {
    /// The arguments that pass this function's parameters on to a function of the same
    /// signature (`subviews`, `for: key`, `&value`).
    var forwardingArguments: [String] {
        signature.parameterClause.parameters.map { parameter in
            let inner = (parameter.secondName ?? parameter.firstName).text
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            let value = isInout ? "&\(inner)" : inner
            return parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)"
        }
    }

    /// What a call forwarding to a function of the same effects starts with: `try `, `await `,
    /// both or nothing.
    var forwardingCallPrefix: String {
        let effects = signature.effectSpecifiers
        return (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
    }
}
