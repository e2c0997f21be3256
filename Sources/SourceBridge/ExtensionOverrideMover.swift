import SwiftParser
import SwiftSyntax

/// Overrides declared in extensions (`extension MyController { override func viewDidLoad() }`)
/// need Objective-C dispatch; without it they do not compile. For classes declared in the
/// module, the class's body (in whichever file it is) gets the override, forwarding to the
/// extension's code, which stays where it was under another name (`_bridgedOverride_viewDidLoad`)
/// and so keeps its access to that file's private declarations. Initializers, subscripts,
/// properties with observers and methods with variadic parameters cannot forward; they move
/// into the class's body whole.
struct ExtensionOverrideMover {
    let index: ModuleIndex
    let trees: [SourceFileSyntax]
    let paths: [String]
    var findings: [SourceBridge.Finding] = []

    init(index: ModuleIndex, trees: [SourceFileSyntax], paths: [String]) {
        self.index = index
        self.trees = trees
        self.paths = paths
    }

    /// The files with the overrides moved (parsed again), or the same trees when nothing moves.
    mutating func run() -> [SourceFileSyntax] {
        // Where each class's body closes: file and byte offset of its right brace.
        var classBodies: [String: (file: Int, offset: Int)] = [:]
        for (file, tree) in trees.enumerated() {
            for declaration in Self.classes(in: tree) where classBodies[declaration.name.text] == nil {
                classBodies[declaration.name.text] = (file, declaration.memberBlock.rightBrace.contentStart)
            }
        }
        var edits: [[TextEdit]] = Array(repeating: [], count: trees.count)
        // What each class body receives, in source order (one edit per body).
        var insertions: [String: String] = [:]
        for (file, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: paths[file], tree: tree)
            for extensionDecl in Self.extensions(in: tree.statements) {
                let typeName = extensionDecl.extendedType.trimmedDescription
                for member in extensionDecl.memberBlock.members {
                    guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                          modifiers.contains(where: { $0.name.text == "override" }) else { continue }
                    let location = converter.location(for: member.decl.positionAfterSkippingLeadingTrivia)
                    guard let body = classBodies[typeName] else {
                        findings.append(SourceBridge.Finding(path: paths[file], line: location.line, column: location.column, kind: .notBridged,
                                                             message: "an override in an extension of \(typeName), which is not declared in this module, cannot be moved into its class"))
                        continue
                    }
                    if let forwarding = OverrideForwarding(member.decl, extensionModifiers: extensionDecl.modifiers) {
                        edits[file].append(TextEdit(start: member.position.utf8Offset, end: member.endPosition.utf8Offset, replacement: forwarding.renamedMember))
                        insertions[typeName, default: ""] += "\n" + forwarding.forwarder + "\n"
                        findings.append(SourceBridge.Finding(path: paths[file], line: location.line, column: location.column, kind: .rewritten,
                                                             message: "override declared in the body of \(typeName) (\(paths[body.file])), calling this code, renamed \(forwarding.renamedName)"))
                        continue
                    }
                    edits[file].append(TextEdit(start: member.position.utf8Offset, end: member.endPosition.utf8Offset, replacement: ""))
                    let text = member.description.hasPrefix("\n") ? member.description : "\n" + member.description
                    insertions[typeName, default: ""] += text + "\n"
                    findings.append(SourceBridge.Finding(path: paths[file], line: location.line, column: location.column, kind: .rewritten,
                                                         message: "override moved from an extension into the declaration of \(typeName) (\(paths[body.file]))"))
                }
            }
        }
        for (typeName, text) in insertions.sorted(by: { $0.key < $1.key }) {
            guard let body = classBodies[typeName] else { continue }
            edits[body.file].append(TextEdit(start: body.offset, end: body.offset, replacement: text))
        }
        return trees.enumerated().map { file, tree in
            guard !edits[file].isEmpty else { return tree }
            return Parser.parseForBridge(edits[file].applied(to: tree.description).text)
        }
    }

    /// The extensions at the top level of a file, including those inside `#if` blocks (libraries
    /// wrap whole files in `#if canImport(UIKit)`).
    private static func extensions(in statements: CodeBlockItemListSyntax) -> [ExtensionDeclSyntax] {
        statements.flatMap { statement -> [ExtensionDeclSyntax] in
            if let extensionDecl = statement.item.as(ExtensionDeclSyntax.self) { return [extensionDecl] }
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [ExtensionDeclSyntax] in
                guard case .statements(let inner)? = clause.elements else { return [] }
                return extensions(in: inner)
            }
        }
    }

    /// Class declarations anywhere in a file (nested ones too).
    private static func classes(in tree: SourceFileSyntax) -> [ClassDeclSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [ClassDeclSyntax] = []
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}
