import SwiftSyntax

/// SwiftUI previews in a module: design-time code (Xcode's canvas) with no place on Linux, where
/// there is no SwiftUI. The bridge removes them, so files that keep their previews beside their
/// UIKit code build as they are:
/// - types adopting `PreviewProvider` (and extensions adopting it),
/// - `#Preview` declarations,
/// - types adopting `UIViewRepresentable` / `UIViewControllerRepresentable` that nothing but
///   previews (and their own extensions) name — the wrappers that show a UIKit view in a preview.
struct PreviewIndex {
    /// The names of the representable wrappers only previews use.
    private(set) var previewOnlyTypes: Set<String> = []

    static let previewProtocols: Set<String> = ["PreviewProvider", "SwiftUI.PreviewProvider"]
    static let representableProtocols: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "SwiftUI.UIViewRepresentable", "SwiftUI.UIViewControllerRepresentable",
    ]

    init(trees: [SourceFileSyntax]) {
        let collector = PreviewCollector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        var candidates = collector.representables
        // A wrapper named anywhere else (outside previews, its declaration and its extensions)
        // is real code: it stays, and its file keeps `import SwiftUI`.
        for tree in trees {
            let uses = NameUseCollector(names: candidates)
            uses.walk(tree)
            candidates.subtract(uses.usedOutside)
        }
        previewOnlyTypes = candidates
    }

    /// Whether a declaration is a preview (or a wrapper only previews use) to remove.
    func isPreview(_ node: some DeclSyntaxProtocol) -> Bool {
        if let macro = node.as(MacroExpansionDeclSyntax.self) { return macro.macroName.text == "Preview" }
        if let name = Self.typeName(of: node), previewOnlyTypes.contains(name) { return true }
        return Self.inheritedNames(of: node).contains { Self.previewProtocols.contains($0) }
    }

    static func typeName(of node: some DeclSyntaxProtocol) -> String? {
        if let type = node.as(StructDeclSyntax.self) { return type.name.text }
        if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = node.as(ExtensionDeclSyntax.self) {
            // `Wrapper<T>` and `Wrapper` both extend `Wrapper`.
            return type.extendedType.as(IdentifierTypeSyntax.self)?.name.text ?? type.extendedType.trimmedDescription
        }
        return nil
    }

    static func inheritedNames(of node: some DeclSyntaxProtocol) -> [String] {
        let clause: InheritanceClauseSyntax? = node.as(StructDeclSyntax.self)?.inheritanceClause
            ?? node.as(ClassDeclSyntax.self)?.inheritanceClause
            ?? node.as(EnumDeclSyntax.self)?.inheritanceClause
            ?? node.as(ExtensionDeclSyntax.self)?.inheritanceClause
        return clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
}

/// Finds the representable wrappers declared in a module.
private final class PreviewCollector: SyntaxVisitor {
    var representables: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node); return .visitChildren }

    private func note(_ node: some DeclSyntaxProtocol) {
        guard PreviewIndex.inheritedNames(of: node).contains(where: { PreviewIndex.representableProtocols.contains($0) }),
              let name = PreviewIndex.typeName(of: node) else { return }
        representables.insert(name)
    }
}

/// Finds which of `names` appear outside previews, their own declarations and their extensions.
private final class NameUseCollector: SyntaxVisitor {
    let names: Set<String>
    var usedOutside: Set<String> = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    private func skipsOwnOrPreview(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
        if PreviewIndex.inheritedNames(of: node).contains(where: { PreviewIndex.previewProtocols.contains($0) }) { return .skipChildren }
        if let name = PreviewIndex.typeName(of: node), names.contains(name) { return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { skipsOwnOrPreview(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { skipsOwnOrPreview(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { skipsOwnOrPreview(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { skipsOwnOrPreview(node) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let text) = token.tokenKind, names.contains(text) { usedOutside.insert(text) }
        return .visitChildren
    }
}
