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
        /// The Objective-C selector the method declares with `@objc(name)`, if it does.
        var explicitObjectiveCName: String? = nil
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

    /// An `@IBOutlet`, `@IBOutletCollection` or `@IBInspectable` property, or an `@IBAction` or
    /// `@IBSegueAction` method, that storyboards and nibs connect by name.
    struct InterfaceBuilderMember: Hashable {
        enum Kind: Hashable { case outlet, action, segueAction }
        var kind: Kind
        /// The property's name, or the method's Objective-C selector (`close:`).
        var name: String
        /// The property's name, or the method's full Swift name (`close(_:)`).
        var swiftName: String
        var parameterCount = 0
        /// Private to its file (so only code in that file can name it).
        var isFilePrivate = false
        var file = ""

        /// How code names the method: `close(_:)`, or `refresh` for one without parameters.
        var reference: String { parameterCount == 0 ? String(swiftName.prefix { $0 != "(" }) : swiftName }
    }

    /// What the bridge knows of a class declaration.
    struct ClassInfo {
        /// The name with its enclosing types (`Outer.Inner`).
        var qualifiedName: String
        var isGeneric: Bool
        /// Whether `Name()` makes one: no designated initializer, or one without parameters.
        var hasPlainInit: Bool
        /// The argument labels of its designated initializers (empty: it declares none and inherits them).
        var designatedInitializerLabels: Set<[String]> = []
        /// The argument labels of its convenience initializers.
        var convenienceInitializerLabels: Set<[String]> = []
        /// The argument labels of its failable initializers (`init?`).
        var failableInitializerLabels: Set<[String]> = []
        /// The argument labels of its `required` initializers.
        var requiredInitializerLabels: Set<[String]> = []
        var file: String
        /// Whether the class itself is marked `@MainActor`.
        var isMainActor = false
    }

    private(set) var methods: [String: Set<Method>] = [:]
    /// Interface Builder members by type name (its declaration and extensions).
    private(set) var interfaceBuilderMembers: [String: [InterfaceBuilderMember]] = [:]
    private(set) var classInfo: [String: ClassInfo] = [:]
    /// The types outlets are declared with (`TransitionAnimator` of `@IBOutlet var animator: TransitionAnimator!`).
    private(set) var outletTypes: Set<String> = []
    /// The properties each type declares as `AnyObject` (`weak var delegate: AnyObject?`, a
    /// delegate typed loosely so Interface Builder can connect it), by type name.
    private(set) var anyObjectProperties: [String: Set<String>] = [:]
    private(set) var superclasses: [String: String] = [:]
    private(set) var classes: Set<String> = []
    private(set) var optionalRequirements: [OptionalRequirement] = []
    /// Type name → the protocols it declares it adopts (in its declaration or extensions).
    private(set) var conformances: [String: Set<String>] = [:]
    /// Whether a file of the module imports UIKit (BridgeRewriter+Platforms.swift).
    private(set) var importsUIKit = false
    /// Every type and type alias the module declares, by its own name.
    private(set) var declaredTypeNames: Set<String> = []
    /// The module's type aliases: name → the type it stands for (`View` → `UIView`).
    private(set) var typeAliases: [String: String] = [:]
    /// The types whose class object the module names (`CardView.self`).
    private(set) var typesNamedBySelf: Set<String> = []

    /// `importedOptionalRequirements`: the optional requirements of the protocols of the modules
    /// this one imports, listed after the module's own.
    init(trees: [SourceFileSyntax], paths: [String] = [], importedOptionalRequirements: [OptionalRequirement] = []) {
        defer { optionalRequirements += importedOptionalRequirements }
        for (position, tree) in trees.enumerated() {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.file = position < paths.count ? paths[position] : ""
            collector.walk(tree)
            for (type, members) in collector.interfaceBuilderMembers { interfaceBuilderMembers[type, default: []] += members }
            classInfo.merge(collector.classInfo) { first, _ in first }
            outletTypes.formUnion(collector.outletTypes)
            for (type, names) in collector.anyObjectProperties { anyObjectProperties[type, default: []].formUnion(names) }
            for (type, found) in collector.methods { methods[type, default: []].formUnion(found) }
            superclasses.merge(collector.superclasses) { first, _ in first }
            classes.formUnion(collector.classes)
            optionalRequirements += collector.optionalRequirements
            for (type, protocols) in collector.conformances { conformances[type, default: []].formUnion(protocols) }
            importsUIKit = importsUIKit || collector.importsUIKit
            declaredTypeNames.formUnion(collector.declaredTypeNames)
            typeAliases.merge(collector.typeAliases) { first, _ in first }
            let references = ClassObjectReferences(viewMode: .sourceAccurate)
            references.walk(tree)
            typesNamedBySelf.formUnion(references.names)
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

    /// `type` and its superclasses up the chain the module knows (the first one it does not
    /// declare included, `XCTestCase` say), each once.
    func superclassChain(of type: String) -> [String] {
        var chain: [String] = []
        var current: String? = type
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = superclasses[name]
        }
        return chain
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

    /// Finds the types whose class object code names (`CardView.self`, `Outer.Inner.self`: the
    /// last name), everywhere, function bodies included.
    private final class ClassObjectReferences: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == "self", let base = node.base,
               let last = base.trimmedDescription.split(separator: ".").last, last.first?.isUppercase == true {
                names.insert(String(last))
            }
            return .visitChildren
        }

        // The class lists of the dispatch the bridge writes (ExtensionMemberOverrides) are not
        // the module's own references, so a second port leaves the classes as the first did.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            node.calledExpression.trimmedDescription == "_bridgeMostDerivedOverride" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            node.label?.text == ExtensionMemberOverrides.aboveLabel ? .skipChildren : .visitChildren
        }
    }

    /// Walks declarations, keeping track of the enclosing type.
    private final class Collector: EnclosingTypeVisitor {
        var methods: [String: Set<Method>] = [:]
        var superclasses: [String: String] = [:]
        var classes: Set<String> = []
        var optionalRequirements: [OptionalRequirement] = []
        var conformances: [String: Set<String>] = [:]
        var interfaceBuilderMembers: [String: [InterfaceBuilderMember]] = [:]
        var classInfo: [String: ClassInfo] = [:]
        var outletTypes: Set<String> = []
        var anyObjectProperties: [String: Set<String>] = [:]
        var importsUIKit = false
        var declaredTypeNames: Set<String> = []
        var typeAliases: [String: String] = [:]
        var file = ""

        /// The inherited types' names, without generic arguments (`Cell<T>` is the class `Cell`),
        /// so a generic superclass's chain is followed like any other.
        private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { entry in
                let name = entry.type.trimmedDescription
                return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
            } ?? []
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.first?.name.text == "UIKit" { importsUIKit = true }
            return .skipChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredTypeNames.insert(node.name.text)
            typeAliases[node.name.text] = node.initializer.value.trimmedDescription
            return .skipChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredTypeNames.insert(node.name.text)
            return super.visit(node)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            classes.insert(name)
            declaredTypeNames.insert(name)
            let parents = inherited(node.inheritanceClause)
            if let first = parents.first { superclasses[name] = first }
            conformances[name, default: []].formUnion(parents)
            let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            let isConvenience = { (initializer: InitializerDeclSyntax) in initializer.modifiers.contains { $0.name.text == "convenience" } }
            let designated = initializers.filter { !isConvenience($0) }
            let plain = designated.isEmpty || designated.contains { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
            let labels = { (initializer: InitializerDeclSyntax) in initializer.signature.parameterClause.parameters.map(\.firstName.text) }
            classInfo[name] = ClassInfo(qualifiedName: (typeStack + [name]).joined(separator: "."),
                                        isGeneric: node.genericParameterClause != nil, hasPlainInit: plain,
                                        designatedInitializerLabels: Set(designated.map(labels)),
                                        convenienceInitializerLabels: Set(initializers.filter(isConvenience).map(labels)),
                                        failableInitializerLabels: Set(initializers.filter { $0.optionalMark != nil }.map(labels)),
                                        requiredInitializerLabels: Set(initializers.filter { $0.modifiers.contains { $0.name.text == "required" } }.map(labels)),
                                        file: file, isMainActor: ModuleIndex.hasAttribute(node.attributes, ["MainActor"]))
            return super.visit(node)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = typeStack.last {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let annotation = binding.typeAnnotation?.type.trimmedDescription,
                          ["AnyObject", "AnyObject?", "AnyObject!"].contains(annotation) else { continue }
                    anyObjectProperties[type, default: []].insert(name)
                }
            }
            guard let type = typeStack.last,
                  ModuleIndex.hasAttribute(node.attributes, ["IBOutlet", "IBOutletCollection", "IBInspectable", "GKInspectable"]),
                  // Unavailable to Swift (`@available(*, unavailable)`, kept for Interface Builder's
                  // key-value coding): no key path can name it, so it is not registered.
                  !ModuleIndex.isUnavailable(node.attributes) else { return .skipChildren }
            let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let type = binding.typeAnnotation?.type.trimmedDescription {
                    outletTypes.insert(String(type.filter { !"!?[]".contains($0) }))
                }
                interfaceBuilderMembers[type, default: []].append(InterfaceBuilderMember(kind: .outlet, name: name, swiftName: name, isFilePrivate: isPrivate, file: file))
            }
            return .skipChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredTypeNames.insert(node.name.text)
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
            declaredTypeNames.insert(name)
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
            if let type = typeStack.last, let kind = ModuleIndex.interfaceBuilderKind(of: node) {
                let isPrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                interfaceBuilderMembers[type, default: []].append(InterfaceBuilderMember(
                    kind: kind, name: ModuleIndex.objectiveCSelector(of: node), swiftName: ModuleIndex.fullName(of: node),
                    parameterCount: node.signature.parameterClause.parameters.count, isFilePrivate: isPrivate, file: file))
            }
            if let type = typeStack.last {
                methods[type, default: []].insert(Method(baseName: node.name.text, fullName: ModuleIndex.fullName(of: node),
                                                         parameterCount: node.signature.parameterClause.parameters.count,
                                                         parameterTypes: node.signature.parameterClause.parameters.map { $0.type.trimmedDescription },
                                                         explicitObjectiveCName: ModuleIndex.explicitObjectiveCName(of: node)))
            }
            return .skipChildren
        }
    }

    static func hasAttribute(_ attributes: AttributeListSyntax, _ names: Set<String>) -> Bool {
        attributes.contains { element in
            element.as(AttributeSyntax.self).map { names.contains($0.attributeName.trimmedDescription) } ?? false
        }
    }

    /// Whether the attributes make the declaration unavailable (`@available(*, unavailable, …)`).
    static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                  let arguments = attribute.arguments else { return false }
            return arguments.tokens(viewMode: .sourceAccurate).contains { $0.text == "unavailable" }
        }
    }

    static func interfaceBuilderKind(of function: FunctionDeclSyntax) -> InterfaceBuilderMember.Kind? {
        guard !isUnavailable(function.attributes) else { return nil }
        if hasAttribute(function.attributes, ["IBAction"]) { return .action }
        if hasAttribute(function.attributes, ["IBSegueAction"]) { return .segueAction }
        return nil
    }

    /// The Objective-C selector Swift gives a method: an explicit `@objc(name:)` /
    /// `@IBAction(name:)`-style name, else the base name, `:` per parameter, the first label
    /// (if any) joined as `With<Label>`: `close(_:)` → `close:`, `unwind(segue:)` →
    /// `unwindWithSegue:`, `tapped(_:forEvent:)` → `tapped:forEvent:`.
    static func objectiveCSelector(of function: FunctionDeclSyntax) -> String {
        explicitObjectiveCName(of: function)
            ?? objectiveCName(baseName: function.name.text, labels: function.signature.parameterClause.parameters.map(\.firstName.text))
    }

    /// The name of `@objc(name)` on a method, if it has one.
    static func explicitObjectiveCName(of function: FunctionDeclSyntax) -> String? {
        for element in function.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let explicit = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !explicit.isEmpty { return explicit }
        }
        return nil
    }

    /// The Objective-C name Swift gives a method: `handlePan(_:)` → `handlePan:`,
    /// `close(sender:)` → `closeWithSender:`, `view(forKey:)` → `viewForKey:`, `move(_:to:)` →
    /// `move:to:`, `tick` → `tick`. The first label joins the base name, after "With" unless the
    /// label starts with a preposition or the base name ends with one (Swift's rule, with the
    /// prepositions of its naming guidelines).
    static func objectiveCName(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if first != "_" {
            if !isPreposition(firstWord(of: first)), !isPreposition(lastWord(of: baseName)) { name += "With" }
            name += first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    /// The words Swift's compiler treats as prepositions when it names selectors.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given", "in",
        "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until", "using", "via",
        "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool { prepositions.contains(word.lowercased()) }

    /// `forKey` → `for`.
    static func firstWord(of name: String) -> Substring {
        name.prefix { !$0.isUppercase }
    }

    /// `moveTo` → `To`, `close` → `close`.
    static func lastWord(of name: String) -> Substring {
        guard let start = name.lastIndex(where: \.isUppercase) else { return Substring(name) }
        return name[start...]
    }

    /// `func a(_ x: Int) -> Int` (no attributes, modifiers or body).
    static func bareSignature(of function: FunctionDeclSyntax) -> String {
        "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")\(function.signature.trimmedDescription)"
    }
}
