import SwiftSyntax

/// SwiftUI previews (PreviewIndex): removed, and `import SwiftUI` with them when nothing else in
/// the file needs SwiftUI.
extension BridgeRewriter {
    /// Names whose use means a file needs SwiftUI for more than previews.
    static let swiftUIMarkers: Set<String> = [
        "View", "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "PreviewProvider",
        "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "ViewBuilder",
        "VStack", "HStack", "ZStack", "NavigationView", "NavigationStack", "ObservableObject", "AnyView",
    ]

    /// SwiftUI's protocols a UIKit library's SwiftUI conveniences extend or adopt.
    static let swiftUIProtocols: Set<String> = [
        "View", "SwiftUI.View", "ViewModifier", "SwiftUI.ViewModifier", "Shape", "SwiftUI.Shape", "UIViewRepresentable",
        "SwiftUI.UIViewRepresentable", "UIViewControllerRepresentable", "SwiftUI.UIViewControllerRepresentable", "App", "SwiftUI.App",
    ]

    /// Removes a SwiftUI convenience of a file that imports SwiftUI (`extension View { … }`, a
    /// `UIViewRepresentable` wrapper of the library's view): Linux has no SwiftUI, and the UIKit
    /// part of the file can build without it. Answers whether it did. Names the module declares
    /// itself (a `typealias View = UIView`) are left alone.
    func removeIfSwiftUIDeclaration(_ node: some DeclSyntaxProtocol) -> Bool {
        guard !swiftUIImports.isEmpty else { return false }
        let names: [String]
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            names = [extensionDecl.extendedType.trimmedDescription]
        } else {
            names = PreviewIndex.inheritedNames(of: node)
        }
        guard let adopted = names.first(where: { Self.swiftUIProtocols.contains($0) && !index.declaredTypeNames.contains($0) }) else { return false }
        removeWithComments(node)
        let what = node.is(ExtensionDeclSyntax.self) ? "extension \(adopted)" : "\(PreviewIndex.typeName(of: node) ?? "a type") (a SwiftUI \(adopted))"
        report(node, .rewritten, "\(what) removed: Linux has no SwiftUI (OpenUIKit bridges UIKit only)")
        removedSwiftUIDeclarations += 1
        return true
    }

    /// Removes a member of a file that imports SwiftUI whose declaration names a SwiftUI type
    /// in its signature, generic constraints or declared type (`func finder<V: View>(…) where
    /// UIHostingController<V> == VC`): it can be called only from SwiftUI code, which Linux cannot
    /// build, and the rest of its type builds without it. A member whose body alone uses SwiftUI
    /// stays, and keeps the file from building (it is reported). Answers whether it removed it.
    func removeIfSwiftUIMember(_ node: some DeclSyntaxProtocol, named name: String) -> Bool {
        guard !swiftUIImports.isEmpty,
              node.parent?.is(MemberBlockItemSyntax.self) == true || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        else { return false }
        let declaration: [Syntax?]
        if let function = node.as(FunctionDeclSyntax.self) {
            declaration = [function.genericParameterClause.map(Syntax.init), Syntax(function.signature), function.genericWhereClause.map(Syntax.init)]
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            declaration = [initializer.genericParameterClause.map(Syntax.init), Syntax(initializer.signature), initializer.genericWhereClause.map(Syntax.init)]
        } else if let variable = node.as(VariableDeclSyntax.self) {
            declaration = variable.bindings.map { $0.typeAnnotation.map(Syntax.init) }
        } else {
            declaration = []
        }
        let named = declaration.compactMap { $0 }.flatMap { $0.tokens(viewMode: .sourceAccurate) }
            .first { token in
                // A type named on its own (`View`, not `UIControl.State`) that the module does not declare.
                token.parent?.is(IdentifierTypeSyntax.self) == true && Self.swiftUIMarkers.contains(token.text)
                    && !index.declaredTypeNames.contains(token.text)
            }
        guard let named else { return false }
        removeLinesWithComments(node)
        report(node, .rewritten, "\(name) removed: its declaration needs SwiftUI's \(named.text), and Linux has no SwiftUI (OpenUIKit bridges UIKit only)")
        removedSwiftUIDeclarations += 1
        return true
    }

    /// Removes `node` if it is a preview; answers whether it did.
    func removeIfPreview(_ node: some DeclSyntaxProtocol) -> Bool {
        guard previews.isPreview(node) else { return false }
        removeWithComments(node)
        let name = PreviewIndex.typeName(of: node).map { " \($0)" } ?? ""
        let what = node.is(MacroExpansionDeclSyntax.self) ? "#Preview" : (node.is(ExtensionDeclSyntax.self) ? "preview extension\(name)" : "SwiftUI preview\(name)")
        report(node, .rewritten, "\(what) removed: previews are for Xcode's canvas, and Linux has no SwiftUI")
        removedSwiftUIDeclarations += 1
        return true
    }

    /// A top-level `#Preview { … }` (parsed as an expression statement) goes with its line.
    func removeIfPreviewMacro(_ node: MacroExpansionExprSyntax) -> Bool {
        guard node.macroName.text == "Preview", let statement = node.parent?.as(CodeBlockItemSyntax.self),
              statement.parent?.parent?.is(SourceFileSyntax.self) == true else { return false }
        removeWithComments(statement)
        report(node, .rewritten, "#Preview removed: previews are for Xcode's canvas, and Linux has no SwiftUI")
        removedSwiftUIDeclarations += 1
        return true
    }

    /// Removes a declaration with the comments written above it (its documentation).
    private func removeWithComments(_ node: some SyntaxProtocol) {
        var start = node.position.utf8Offset
        var sawComment = false
        for piece in node.leadingTrivia {
            if piece.isComment { sawComment = true; break }
            start += piece.sourceLength.utf8Length
        }
        if !sawComment { start = node.contentStart }
        edits.append(TextEdit(start: start, end: node.removalEnd, replacement: ""))
    }

    /// Removes a member with its documentation, whole lines.
    private func removeLinesWithComments(_ node: some SyntaxProtocol) {
        let range = node.wholeLinesRange
        edits.append(TextEdit(start: range.lowerBound, end: range.upperBound, replacement: ""))
    }

    /// Notes a name that needs SwiftUI.
    func noteSwiftUIUse(_ name: String) {
        if Self.swiftUIMarkers.contains(name) { usesSwiftUIBeyondPreviews = true }
    }

    /// At the end of the file: `import SwiftUI` goes when previews went and nothing else needs it.
    func removeSwiftUIImportsIfUnused() {
        if usesSwiftUIBeyondPreviews {
            for node in swiftUIImports {
                report(node, .notBridged, "this file uses SwiftUI beyond previews, and Linux has no SwiftUI (OpenUIKit bridges UIKit only)")
            }
            return
        }
        guard removedSwiftUIDeclarations > 0 else { return }
        for node in swiftUIImports {
            edits.append(TextEdit(start: node.position.utf8Offset, end: node.contentEnd, replacement: ""))
            report(node, .rewritten, "import SwiftUI removed with the file's previews and SwiftUI conveniences")
        }
    }
}
