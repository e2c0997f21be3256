import SwiftSyntax

/// Foundation methods whose result Objective-C lets callers drop, but whose Linux declarations
/// are not `@discardableResult`: a call used as a statement gets `_ = ` in front, so iOS code
/// builds without an unused-result warning.
extension BridgeRewriter {
    /// `NSMutableString.replaceOccurrences(of:with:options:range:)` (returns the count).
    static let discardableFoundationCalls: Set<String> = ["replaceOccurrences(of:with:options:range:)"]

    func rewriteDiscardedFoundationResult(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              node.parent?.is(CodeBlockItemSyntax.self) == true else { return }
        let name = "\(member.declName.baseName.text)(\(node.arguments.map { "\($0.label?.text ?? "_"):" }.joined()))"
        guard Self.discardableFoundationCalls.contains(name) else { return }
        edits.append(TextEdit(start: node.contentStart, end: node.contentStart, replacement: "_ = "))
        report(node, .rewritten, "_ = added: \(name) returns a count that Linux's Foundation does not mark @discardableResult")
    }
}
