import SwiftSyntax

/// A syntax visitor that knows which type it is in: the names of the enclosing type
/// declarations, extensions and protocols, innermost last, and what each is. Subclasses that
/// override one of these visits call `super` (which pushes the name; `visitPost` pops it).
class EnclosingTypeVisitor: SyntaxVisitor {
    enum TypeKind { case classType, structType, enumType, actorType, extensionType, protocolType }

    var typeStack: [String] = []
    /// What each entry of `typeStack` is.
    var typeKindStack: [TypeKind] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .classType) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .structType) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .enumType) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .actorType) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription, .extensionType) }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, .protocolType) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

    private func enter(_ name: String, _ kind: TypeKind) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        typeKindStack.append(kind)
        return .visitChildren
    }

    private func leave() {
        typeStack.removeLast()
        typeKindStack.removeLast()
    }
}
