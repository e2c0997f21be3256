import SwiftSyntax

/// What the bridge needs to know about a whole module before rewriting one file: the methods
/// of each type (to resolve selectors), classes and their superclasses, optional protocol
/// requirements and which types adopt which protocols.
struct ModuleIndex {
    /// A method's base name and its full name (`handlePan(_:)`).
    struct Method: Hashable {
        var baseName: String
        var fullName: String
        var parameterCount: Int
        /// The parameters' types as written.
        var parameterTypes: [String] = []
    }

    /// An `@objc optional` requirement of a protocol.
    struct OptionalRequirement {
        var protocolName: String
        var baseName: String
        var fullName: String
        /// The return type as written, nil for `Void`.
        var returnType: String?
        /// The declaration without attributes and modifiers (`func a(_ x: Int) -> Int`).
        var signature: String
        var isProperty: Bool
    }

    private(set) var methods: [String: Set<Method>] = [:]
    private(set) var superclasses: [String: String] = [:]
    private(set) var classes: Set<String> = []
    private(set) var optionalRequirements: [OptionalRequirement] = []
    /// Type name → the protocols it declares it adopts (in its declaration or extensions).
    private(set) var conformances: [String: Set<String>] = [:]

    init(trees: [SourceFileSyntax]) {
        for tree in trees {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for (type, found) in collector.methods { methods[type, default: []].formUnion(found) }
            superclasses.merge(collector.superclasses) { first, _ in first }
            classes.formUnion(collector.classes)
            optionalRequirements += collector.optionalRequirements
            for (type, protocols) in collector.conformances { conformances[type, default: []].formUnion(protocols) }
        }
    }

    /// The methods of `type` and of its superclasses declared in the module.
    func methods(of type: String) -> [Method] {
        var result: [Method] = []
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            result += methods[name] ?? []
            current = superclasses[name]
        }
        return result
    }

    /// The first class up `type`'s superclass chain that this module does not declare (where an
    /// undeclared method may come from), or nil when the whole chain is the module's.
    func firstSuperclassOutsideModule(of type: String) -> String? {
        guard classes.contains(type) || methods[type] != nil else { return type }
        var current = type
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let parent = superclasses[current] else { return classes.contains(current) ? nil : current }
            guard classes.contains(parent) else { return parent }
            current = parent
        }
        return nil
    }

    /// Whether `name` is an optional requirement's base name with these argument labels.
    func optionalRequirement(named baseName: String, labels: [String?]) -> OptionalRequirement? {
        optionalRequirements.first { requirement in
            guard requirement.baseName == baseName, !requirement.isProperty else { return false }
            return Self.labels(ofFullName: requirement.fullName) == labels.map { $0 ?? "_" }
        }
    }

    /// The labels of a full name: `a(_:b:)` → `["_", "b"]`.
    static func labels(ofFullName fullName: String) -> [String] {
        guard let open = fullName.firstIndex(of: "(") else { return [] }
        return fullName[fullName.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// `name(a:_:)` for a function declaration.
    static func fullName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    /// Walks declarations, keeping track of the enclosing type.
    private final class Collector: EnclosingTypeVisitor {
        var methods: [String: Set<Method>] = [:]
        var superclasses: [String: String] = [:]
        var classes: Set<String> = []
        var optionalRequirements: [OptionalRequirement] = []
        var conformances: [String: Set<String>] = [:]

        private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            classes.insert(name)
            let parents = inherited(node.inheritanceClause)
            if let first = parents.first { superclasses[name] = first }
            conformances[name, default: []].formUnion(parents)
            return super.visit(node)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            conformances[node.name.text, default: []].formUnion(inherited(node.inheritanceClause))
            return super.visit(node)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            conformances[node.extendedType.trimmedDescription, default: []].formUnion(inherited(node.inheritanceClause))
            return super.visit(node)
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            _ = super.visit(node)
            let name = node.name.text
            for member in node.memberBlock.members {
                let isOptional = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "optional" } ?? false
                guard isOptional else { continue }
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    let returnType = function.signature.returnClause?.type.trimmedDescription
                    let isVoid = returnType == nil || returnType == "Void" || returnType == "()"
                    optionalRequirements.append(OptionalRequirement(
                        protocolName: name, baseName: function.name.text, fullName: ModuleIndex.fullName(of: function),
                        returnType: isVoid ? nil : returnType, signature: ModuleIndex.bareSignature(of: function), isProperty: false))
                } else if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
                    optionalRequirements.append(OptionalRequirement(
                        protocolName: name, baseName: binding.pattern.trimmedDescription, fullName: binding.pattern.trimmedDescription,
                        returnType: binding.typeAnnotation?.type.trimmedDescription, signature: variable.trimmedDescription, isProperty: true))
                }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = typeStack.last {
                methods[type, default: []].insert(Method(baseName: node.name.text, fullName: ModuleIndex.fullName(of: node),
                                                         parameterCount: node.signature.parameterClause.parameters.count,
                                                         parameterTypes: node.signature.parameterClause.parameters.map { $0.type.trimmedDescription }))
            }
            return .skipChildren
        }
    }

    /// `func a(_ x: Int) -> Int` (no attributes, modifiers or body).
    static func bareSignature(of function: FunctionDeclSyntax) -> String {
        "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(function.signature.trimmedDescription)"
    }
}
