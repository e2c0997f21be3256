import SwiftParser
import SwiftSyntax

/// Members a module declares in extensions of classes that other modules may override:
/// `extension UIViewController { @objc var fp_safeAreaInsets: UIEdgeInsets { … } }`, overridden
/// by a test target's `FloatingPanelController` subclass; `extension UICollectionView { @objc
/// open func registerViews(…) }`, overridden by a test's collection view. Objective-C dispatches
/// such overrides; Swift without its runtime cannot override a member declared in an extension
/// at all, and the other module's override does not compile.
///
/// The bridge dispatches through a protocol, which works across modules:
/// - the declaring module gets `protocol _BridgedOverridable_<name>` with one requirement,
///   `_bridgedOverridden_<name>`, of the member's signature;
/// - the member keeps its name and signature and calls that requirement when the object adopts
///   the protocol, else its own code, kept as `_bridgedInherited_<name>`;
/// - an override in another module (ported with this module's `OverridableMember`s) loses
///   `override`, is renamed `_bridgedOverridden_<name>`, and its class adopts the protocol; its
///   `super.<name>` calls `_bridgedInherited_<name>`.
///
/// Candidates are the instance methods and read-only computed properties of class extensions
/// that are `@objc`, `dynamic` or `open` (what iOS lets another module override), not
/// private, generic or already dispatched within the module (`ExtensionMemberOverrides`).
struct CrossModuleOverridables {
    let index: ModuleIndex
    let trees: [SourceFileSyntax]
    let paths: [String]
    var findings: [SourceBridge.Finding] = []
    /// What other modules may override, for their ports.
    var members: [SourceBridge.OverridableMember] = []

    static let protocolPrefix = "_BridgedOverridable_"
    static let overriddenPrefix = "_bridgedOverridden_"
    static let inheritedPrefix = "_bridgedInherited_"

    init(index: ModuleIndex, trees: [SourceFileSyntax], paths: [String]) {
        self.index = index
        self.trees = trees
        self.paths = paths
    }

    /// The protocol's name for a member: its name and argument labels.
    static func protocolName(name: String, labels: [String]) -> String {
        protocolPrefix + ([name] + labels.map { $0 == "_" ? "" : $0 }).joined(separator: "_")
    }

    mutating func run() -> [SourceFileSyntax] {
        var edits: [[TextEdit]] = Array(repeating: [], count: trees.count)
        var declared: Set<String> = []  // protocol names, each declared once
        var conflicting: Set<String> = []
        var candidates: [(file: Int, candidate: Candidate)] = []
        for (file, tree) in trees.enumerated() {
            let collector = CandidateCollector(index: index)
            collector.walk(tree)
            candidates += collector.candidates.map { (file, $0) }
        }
        // Same name and labels with different types (or static-ness) cannot share one protocol.
        var requirementOf: [String: String] = [:]
        for (_, candidate) in candidates {
            if let existing = requirementOf[candidate.protocolName], existing != candidate.requirement { conflicting.insert(candidate.protocolName) }
            requirementOf[candidate.protocolName] = candidate.requirement
        }
        for (file, candidate) in candidates {
            let location = SourceLocationConverter(fileName: paths[file], tree: trees[file]).location(for: candidate.start)
            guard !conflicting.contains(candidate.protocolName) else {
                findings.append(SourceBridge.Finding(path: paths[file], line: location.line, column: location.column, kind: .notBridged,
                                                     message: "\(candidate.displayName) is declared in several extensions with different types; overrides of it from other modules are not dispatched"))
                continue
            }
            edits[file].append(TextEdit(start: candidate.start.utf8Offset, end: candidate.end.utf8Offset, replacement: candidate.replacement))
            if declared.insert(candidate.protocolName).inserted {
                let end = trees[file].endPosition.utf8Offset
                let text = "\n/// Overrides of \(candidate.displayName) from other modules (source bridge: Objective-C dispatched them).\n"
                    + "\(candidate.access)protocol \(candidate.protocolName): AnyObject {\n    \(candidate.requirement)\n}\n"
                edits[file].append(TextEdit(start: end, end: end, replacement: text))
                members.append(SourceBridge.OverridableMember(name: candidate.name, labels: candidate.labels, isProperty: candidate.isProperty,
                                                              protocolName: candidate.protocolName))
            }
            findings.append(SourceBridge.Finding(path: paths[file], line: location.line, column: location.column, kind: .rewritten,
                                                 message: "\(candidate.owner).\(candidate.displayName) calls overrides of it from other modules (\(candidate.protocolName)), as Objective-C dispatch would"))
        }
        return trees.enumerated().map { file, tree in
            guard !edits[file].isEmpty else { return tree }
            return Parser.parseForBridge(edits[file].applied(to: tree.description).text)
        }
    }
}

extension CrossModuleOverridables {
    /// A member to dispatch, with its rewritten text.
    struct Candidate {
        var owner: String
        var name: String
        var labels: [String]
        var isProperty: Bool
        var start: AbsolutePosition
        var end: AbsolutePosition
        var replacement: String
        var requirement: String
        var access: String
        var protocolName: String { CrossModuleOverridables.protocolName(name: name, labels: labels) }
        var displayName: String { isProperty ? name : "\(name)(\(labels.map { "\($0):" }.joined()))" }
    }

    final class CandidateCollector: EnclosingTypeVisitor {
        let index: ModuleIndex
        var candidates: [Candidate] = []

        init(index: ModuleIndex) {
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        /// The extended type, when the member is a direct member of an extension of a class
        /// (one of the module's, or one from outside it, such as UIKit's).
        private func extendedClass(of node: some SyntaxProtocol) -> String? {
            guard typeKindStack.last == .extensionType, let owner = typeStack.last, node.parent?.parent?.is(MemberBlockItemListSyntax.self) == true
            else { return nil }
            if index.classes.contains(owner) { return owner }
            // A type from outside the module: UIKit's classes (`UI…`, `NS…`, `CA…`).
            if index.declaredTypeNames.contains(owner) { return nil }
            return ["UI", "NS", "CA"].contains { owner.hasPrefix($0) } ? owner : nil
        }

        private static func isOverridable(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
            let names = modifiers.map(\.name.text)
            if names.contains(where: { ["private", "fileprivate", "static", "class", "final", "override"].contains($0) }) { return false }
            let objc = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
            return objc || names.contains("dynamic") || names.contains("open")
        }

        /// The inherited code's modifiers: an open member's is public (a subclass in another
        /// module calls it from its override's `super`), and nothing overrides it.
        private static func baseModifiers(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
            DeclModifierListSyntax(modifiers.compactMap { modifier -> DeclModifierSyntax? in
                switch modifier.name.text {
                case "dynamic", "override": return nil
                case "open": return modifier.with(\.name, .keyword(.public, trailingTrivia: modifier.name.trailingTrivia))
                default: return modifier
                }
            })
        }

        /// The inherited code's attributes: no Objective-C exposure, action or availability (the
        /// member that calls it keeps them).
        private static func baseAttributes(_ attributes: AttributeListSyntax) -> AttributeListSyntax {
            let kept = attributes.filter { element in
                element.as(AttributeSyntax.self).map { !["objc", "nonobjc", "IBAction", "available"].contains($0.attributeName.trimmedDescription) } ?? true
            }
            return kept.isEmpty ? kept : kept.with(\.trailingTrivia, .space)
        }

        /// The access a protocol and its requirement need: public for a public or open member.
        private static func access(_ modifiers: DeclModifierListSyntax) -> String {
            modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = extendedClass(of: node), Self.isOverridable(node.attributes, node.modifiers), node.genericParameterClause == nil,
                  let body = node.body, !node.name.text.hasPrefix("_bridged"),
                  !node.signature.parameterClause.parameters.contains(where: { $0.ellipsis != nil }) else { return .skipChildren }
            let named = BridgeRewriter.withNamedParameters(node)
            let name = node.name.text
            let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
            let protocolName = CrossModuleOverridables.protocolName(name: name, labels: labels)
            let call = named.forwardingCallPrefix
            let arguments = named.forwardingArguments.joined(separator: ", ")
            let indentation = String(node.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            let entryHeader = named.with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
            let entry = entryHeader + " {\n"
                + indentation + "    if let overriding = self as? \(protocolName) { return \(call)overriding.\(CrossModuleOverridables.overriddenPrefix)\(name)(\(arguments)) }\n"
                + indentation + "    return \(call)\(CrossModuleOverridables.inheritedPrefix)\(name)(\(arguments))\n"
                + indentation + "}"
            var base = named.with(\.name, .identifier(CrossModuleOverridables.inheritedPrefix + name))
            base.modifiers = Self.baseModifiers(base.modifiers)
            base.attributes = Self.baseAttributes(base.attributes)
            let baseText = base.with(\.body, body).with(\.leadingTrivia, []).description
            let requirementFunction = named.with(\.name, .identifier(CrossModuleOverridables.overriddenPrefix + name)).with(\.body, nil)
                .with(\.attributes, []).with(\.modifiers, []).with(\.leadingTrivia, [])
            candidates.append(Candidate(owner: owner, name: name, labels: labels, isProperty: false,
                                        start: node.positionAfterSkippingLeadingTrivia, end: node.endPositionBeforeTrailingTrivia,
                                        replacement: entry + "\n\n" + indentation + baseText,
                                        requirement: requirementFunction.trimmedDescription, access: Self.access(node.modifiers)))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = extendedClass(of: node), Self.isOverridable(node.attributes, node.modifiers), node.bindings.count == 1,
                  let binding = node.bindings.first, let type = binding.typeAnnotation?.type, let accessors = binding.accessorBlock,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !name.hasPrefix("_bridged") else { return .skipChildren }
            // Read-only: a getter block, or a `get` alone.
            if let list = accessors.accessors.as(AccessorDeclListSyntax.self), list.contains(where: { $0.accessorSpecifier.text != "get" }) {
                return .skipChildren
            }
            let protocolName = CrossModuleOverridables.protocolName(name: name, labels: [])
            let indentation = String(node.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            let header = node.with(\.bindings, PatternBindingListSyntax([binding.with(\.accessorBlock, nil).with(\.trailingTrivia, [])]))
                .with(\.leadingTrivia, []).trimmedDescription
            let entry = header + " {\n"
                + indentation + "    if let overriding = self as? \(protocolName) { return overriding.\(CrossModuleOverridables.overriddenPrefix)\(name) }\n"
                + indentation + "    return \(CrossModuleOverridables.inheritedPrefix)\(name)\n"
                + indentation + "}"
            var base = node.with(\.bindings, PatternBindingListSyntax([binding.with(\.pattern, PatternSyntax(IdentifierPatternSyntax(identifier: .identifier(CrossModuleOverridables.inheritedPrefix + name))))]))
            base.modifiers = Self.baseModifiers(base.modifiers)
            base.attributes = Self.baseAttributes(base.attributes)
            candidates.append(Candidate(owner: owner, name: name, labels: [], isProperty: true,
                                        start: node.positionAfterSkippingLeadingTrivia, end: node.endPositionBeforeTrailingTrivia,
                                        replacement: entry + "\n\n" + indentation + base.with(\.leadingTrivia, []).description,
                                        requirement: "var \(CrossModuleOverridables.overriddenPrefix)\(name): \(type.trimmedDescription) { get }",
                                        access: Self.access(node.modifiers)))
            return .skipChildren
        }
    }
}
