import SwiftParser
import SwiftSyntax

/// Methods a module declares in an extension of a class and overrides in subclasses:
/// `extension UIView { @objc func setUp() }` with `override func setUp()` in
/// `extension UITableViewCell` or in `class ProfileCell: UIView`. Objective-C dispatches such an
/// override; Swift without the Objective-C runtime cannot override a member declared in an
/// extension, so the module does not compile.
///
/// The bridge dispatches by hand, the way the Objective-C runtime would:
/// - the extension's method keeps its name and signature, and calls `_bridgedDispatch_setUp`;
/// - that method finds the most derived class, among those overriding it, that the object is an
///   instance of (`_bridgeMostDerivedOverride`, at run time: the classes may be UIKit's, whose
///   hierarchy the bridge does not know), and calls its override, or else the extension's own
///   code, kept as `_bridgedBase_setUp`;
/// - each override loses `override` and becomes `_bridgedOverride_<Class>_setUp`, where it was
///   (so it keeps its file's private declarations); its `super.setUp()` calls the dispatch
///   for the classes above its own.
///
/// Variadic parameters reach the renamed methods as arrays. Methods with generic or unnamed
/// parameters, static methods, and overrides in generic classes are reported instead.
struct ExtensionMemberOverrides {
    let index: ModuleIndex
    let trees: [SourceFileSyntax]
    let paths: [String]
    var findings: [SourceBridge.Finding] = []
    /// The methods classes declare in their bodies, which overrides below them override instead.
    private var declaredInClassBodies: Set<ClassMember> = []

    static let dispatchPrefix = "_bridgedDispatch_"
    static let basePrefix = "_bridgedBase_"
    static let overridePrefix = "_bridgedOverride_"
    static let aboveLabel = "_bridgedAbove"

    init(index: ModuleIndex, trees: [SourceFileSyntax], paths: [String]) {
        self.index = index
        self.trees = trees
        self.paths = paths
    }

    /// The files with these overrides dispatched (parsed again), or the same trees when there are none.
    mutating func run() -> [SourceFileSyntax] {
        var bases: [Signature: [Member]] = [:]
        var overrides: [Member] = []
        for (file, tree) in trees.enumerated() {
            let collector = MemberCollector(file: file)
            collector.walk(tree)
            for member in collector.members {
                if member.isOverride {
                    overrides.append(member)
                } else if member.inExtension {
                    bases[member.signature, default: []].append(member)
                } else {
                    declaredInClassBodies.insert(ClassMember(owner: member.owner, signature: member.signature))
                }
            }
        }
        // Each base with the overrides that override it.
        var overridesOfBase: [[Member]] = []
        var baseList: [Member] = []
        for candidates in bases.values {
            for base in candidates {
                let matching = overrides.filter { $0.signature == base.signature && canOverride(base.signature, of: base.owner, from: $0.owner) }
                guard !matching.isEmpty else { continue }
                baseList.append(base)
                overridesOfBase.append(matching)
            }
        }
        guard !baseList.isEmpty else { return trees }
        var edits: [[TextEdit]] = Array(repeating: [], count: trees.count)
        for (base, matching) in zip(baseList, overridesOfBase) {
            let baseLocation = location(of: base)
            if let reason = unsupported(base, matching) {
                findings.append(SourceBridge.Finding(path: paths[base.file], line: baseLocation.line, column: baseLocation.column, kind: .notBridged,
                                                     message: "\(base.function.name.text) is declared in an extension of \(base.owner) and overridden in \(matching.map(\.owner).joined(separator: ", ")), which needs Objective-C dispatch; it cannot be dispatched by hand because \(reason)"))
                continue
            }
            let owners = matching.map(\.owner)
            edits[base.file].append(TextEdit(start: base.function.position.utf8Offset, end: base.function.endPosition.utf8Offset,
                                             replacement: baseReplacement(base, overriddenIn: owners)))
            findings.append(SourceBridge.Finding(path: paths[base.file], line: baseLocation.line, column: baseLocation.column, kind: .rewritten,
                                                 message: "\(base.function.name.text) is overridden in \(owners.joined(separator: ", ")): it now calls their overrides itself, as Objective-C dispatch would"))
            for member in matching {
                let location = location(of: member)
                edits[member.file].append(TextEdit(start: member.function.position.utf8Offset, end: member.function.endPosition.utf8Offset,
                                                   replacement: overrideReplacement(member)))
                findings.append(SourceBridge.Finding(path: paths[member.file], line: location.line, column: location.column, kind: .rewritten,
                                                     message: "override of \(base.owner).\(base.function.name.text) from an extension renamed \(Self.overrideName(member)), which \(base.owner).\(base.function.name.text) calls for \(member.owner)"))
            }
        }
        return trees.enumerated().map { file, tree in
            guard !edits[file].isEmpty else { return tree }
            return Parser.parseForBridge(edits[file].applied(to: tree.description).text)
        }
    }

    // MARK: - Which overrides override which extension member

    /// Whether `owner`'s override of `signature` overrides the method declared in an extension
    /// of `base`: `base` is a class (not one of the module's protocols or structures), no class
    /// between them declares the method in its body (the override would override that one),
    /// and `base` is up `owner`'s superclass chain, or the chain leaves the module before it is
    /// known (UIKit's classes) and `base` is not one of the module's classes.
    private func canOverride(_ signature: Signature, of base: String, from owner: String) -> Bool {
        guard owner != base, index.classes.contains(base) || !index.declaredTypeNames.contains(base) else { return false }
        let chain = index.superclassChain(of: owner)
        for ancestor in chain.dropFirst() {
            if ancestor == base { return true }
            if declaredInClassBodies.contains(ClassMember(owner: ancestor, signature: signature)) { return false }
        }
        guard let top = chain.last else { return false }
        let chainIsWhollyKnown = index.classes.contains(top) && index.superclasses[top] == nil
        return !chainIsWhollyKnown && !index.classes.contains(base)
    }

    private func unsupported(_ base: Member, _ matching: [Member]) -> String? {
        for member in [base] + matching {
            let function = member.function
            if function.genericParameterClause != nil { return "\(member.owner).\(function.name.text) is generic" }
            if function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { return "it is a type method" }
            if function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "_" && $0.secondName == nil }) {
                return "a parameter has no name"
            }
        }
        if let generic = matching.first(where: { index.classInfo[$0.owner]?.isGeneric == true }) { return "\(generic.owner) is generic" }
        return nil
    }

    // MARK: - The rewritten members

    /// The extension's method, calling the dispatch; the dispatch; and the extension's code under
    /// another name.
    private func baseReplacement(_ base: Member, overriddenIn owners: [String]) -> String {
        let function = base.function
        let name = function.name.text
        let arguments = function.forwardingArguments
        let call = function.forwardingCallPrefix
        let indentation = String(function.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        let entry = function.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
            + " { return \(call)\(Self.dispatchPrefix)\(name)(\(([Self.aboveLabel + ": nil"] + arguments).joined(separator: ", "))) }"
        let cases = owners.enumerated().map { position, owner in
            "    case \(position)?: return \(call)(self as! \(owner)).\(Self.overrideName(owner: owner, name: name))(\(arguments.joined(separator: ", ")))"
        }
        let dispatch = [
            Self.dispatchHeader(of: function) + " {",
            "    switch _bridgeMostDerivedOverride(of: self, among: [\(owners.map { "\($0).self" }.joined(separator: ", "))], above: \(Self.aboveLabel)) {",
        ] + cases + [
            "    default: return \(call)\(Self.basePrefix)\(name)(\(arguments.joined(separator: ", ")))",
            "    }",
            "}",
        ]
        let baseCode = Self.renamed(function, to: Self.basePrefix + name, keepingAttributes: false).description
        return function.leadingTrivia.description + entry + "\n\n"
            + dispatch.map { indentation + $0 }.joined(separator: "\n") + "\n\n"
            + indentation + baseCode
    }

    /// The override under its new name, without `override`, its `super` calls sent to the
    /// dispatch for the classes above its own.
    private func overrideReplacement(_ member: Member) -> String {
        let name = member.function.name.text
        let superCalls = SuperCallRewriter(name: name, owner: member.owner)
        let body = member.function.body.map { superCalls.rewrite($0).cast(CodeBlockSyntax.self) }
        let function = member.function.with(\.body, body)
        return member.function.leadingTrivia.description + Self.renamed(function, to: Self.overrideName(member), keepingAttributes: true).description
    }

    private static func overrideName(_ member: Member) -> String { overrideName(owner: member.owner, name: member.function.name.text) }

    private static func overrideName(owner: String, name: String) -> String {
        overridePrefix + owner.replacingOccurrences(of: ".", with: "_") + "_" + name
    }

    /// The function renamed, without `override`, `open`, Objective-C attributes or availability
    /// (the dispatch calls it; a deprecation would warn there), variadic parameters as arrays,
    /// without leading trivia.
    private static func renamed(_ function: FunctionDeclSyntax, to name: String, keepingAttributes: Bool) -> FunctionDeclSyntax {
        var copy = function.with(\.name, .identifier(name))
        copy.modifiers = copy.modifiers.filter { !["override", "open", "dynamic", "optional"].contains($0.name.text) }
        copy.attributes = copy.attributes.filter { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let attributeName = attribute.attributeName.trimmedDescription
            if ["objc", "nonobjc", "IBAction", "IBSegueAction", "available"].contains(attributeName) { return false }
            return keepingAttributes || attributeName == "discardableResult"
        }
        if !copy.attributes.isEmpty { copy.attributes = copy.attributes.with(\.trailingTrivia, .space) }
        copy.signature.parameterClause.parameters = arrayParameters(copy.signature.parameterClause.parameters)
        return copy.with(\.leadingTrivia, [])
    }

    /// The dispatch's declaration: the function's signature renamed, with the class to look
    /// above as its first parameter.
    private static func dispatchHeader(of function: FunctionDeclSyntax) -> String {
        var copy = renamed(function.with(\.body, nil), to: dispatchPrefix + function.name.text, keepingAttributes: false)
        var parameters = copy.signature.parameterClause.parameters
        let above = FunctionParameterSyntax(firstName: .identifier(aboveLabel), colon: .colonToken(trailingTrivia: .space),
                                            type: TypeSyntax(OptionalTypeSyntax(wrappedType: IdentifierTypeSyntax(name: .identifier("AnyClass")))),
                                            trailingComma: parameters.isEmpty ? nil : .commaToken(trailingTrivia: .space))
        parameters.insert(above, at: parameters.startIndex)
        copy.signature.parameterClause.parameters = parameters
        return copy.trimmedDescription
    }

    private static func arrayParameters(_ parameters: FunctionParameterListSyntax) -> FunctionParameterListSyntax {
        FunctionParameterListSyntax(parameters.map { parameter in
            guard parameter.ellipsis != nil else { return parameter }
            let element = parameter.type.trimmed
            return parameter.with(\.ellipsis, nil).with(\.type, TypeSyntax(ArrayTypeSyntax(element: element)))
        })
    }

    private func location(of member: Member) -> SourceLocation {
        SourceLocationConverter(fileName: paths[member.file], tree: trees[member.file])
            .location(for: member.function.positionAfterSkippingLeadingTrivia)
    }
}

extension ExtensionMemberOverrides {
    /// What makes two declarations the same method: name, argument labels and parameter types.
    struct Signature: Hashable {
        var name: String
        var labels: [String]
        var types: [String]

        init(_ function: FunctionDeclSyntax) {
            name = function.name.text
            labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            types = function.signature.parameterClause.parameters.map { $0.type.trimmedDescription + ($0.ellipsis == nil ? "" : "...") }
        }
    }

    struct ClassMember: Hashable {
        var owner: String
        var signature: Signature
    }

    /// An instance method that is a direct member of a class or an extension.
    struct Member {
        var file: Int
        /// The extended type, or the class's name with its enclosing types.
        var owner: String
        var inExtension: Bool
        var function: FunctionDeclSyntax
        var signature: Signature { Signature(function) }
        var isOverride: Bool { function.modifiers.contains { $0.name.text == "override" } }
    }

    final class MemberCollector: EnclosingTypeVisitor {
        let file: Int
        var members: [Member] = []

        init(file: Int) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            // Members of classes and extensions (not of structures, enumerations or protocols).
            guard let kind = typeKindStack.last, kind == .classType || kind == .extensionType, Self.isDirectMember(node) else { return .skipChildren }
            let inExtension = kind == .extensionType
            let owner = inExtension ? typeStack.last ?? "" : typeStack.joined(separator: ".")
            members.append(Member(file: file, owner: owner, inExtension: inExtension, function: node))
            return .skipChildren
        }

        /// A member of a type's body (possibly inside `#if`), not a function nested in code.
        private static func isDirectMember(_ node: FunctionDeclSyntax) -> Bool {
            var current = node.parent
            while let parent = current {
                if parent.is(MemberBlockSyntax.self) { return true }
                if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
                current = parent.parent
            }
            return false
        }
    }

    /// `super.name(…)` inside an override becomes the dispatch for the classes above `owner`.
    final class SuperCallRewriter: SyntaxRewriter {
        let name: String
        let owner: String

        init(name: String, owner: String) {
            self.name = name
            self.owner = owner
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
            guard let member = visited.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
                  member.declName.baseName.text == name else { return ExprSyntax(visited) }
            var arguments = visited.arguments
            let above = LabeledExprSyntax(label: .identifier(ExtensionMemberOverrides.aboveLabel), colon: .colonToken(trailingTrivia: .space),
                                          expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(owner + ".self"))),
                                          trailingComma: arguments.isEmpty ? nil : .commaToken(trailingTrivia: .space))
            arguments.insert(above, at: arguments.startIndex)
            return ExprSyntax(visited
                .with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(ExtensionMemberOverrides.dispatchPrefix + name))
                    .with(\.leadingTrivia, member.leadingTrivia)))
                .with(\.leftParen, visited.leftParen ?? .leftParenToken())
                .with(\.rightParen, visited.rightParen ?? .rightParenToken())
                .with(\.arguments, arguments))
        }
    }
}
