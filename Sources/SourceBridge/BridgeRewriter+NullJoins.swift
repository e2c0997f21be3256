import SwiftSyntax

/// `value != nil ? value! : NSNull()`, an optional or `NSNull` for a dictionary of `Any` (the
/// branch other than `NSNull()` a force unwrap): Swift
/// with the Objective-C runtime finds the two branches' common type (both bridge to
/// `AnyObject`); without it, a generic value and `NSNull` have none ("result values in '? :'
/// expression have mismatching types 'T' and 'NSNull'"). The port casts the other branch to
/// `Any`, the type the dictionary takes anyway.
extension BridgeRewriter {
    /// The source is not folded, so a conditional is a sequence `condition ? then : else`; the
    /// one whose `else` branch is the sequence's last element is the whole expression's.
    func handleNullJoin(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              let elseExpression = elements.last else { return .visitChildren }
        let isNull = { (expression: ExprSyntax) in expression.trimmedDescription == "NSNull()" }
        let other: ExprSyntax
        if isNull(elseExpression), !isNull(ternary.thenExpression) {
            other = ternary.thenExpression
        } else if isNull(ternary.thenExpression), !isNull(elseExpression) {
            other = elseExpression
        } else {
            return .visitChildren
        }
        // Only the unwrapped optional of the idiom: other joins (`nil`, an action) type-check
        // on Linux as they are, and code without Objective-C idioms is left byte for byte.
        guard other.is(ForceUnwrapExprSyntax.self) else { return .visitChildren }
        guard !other.is(AsExprSyntax.self), !other.trimmedDescription.hasSuffix("as Any") else { return .visitChildren }
        let end = other.endPositionBeforeTrailingTrivia.utf8Offset
        let needsParentheses = other.is(SequenceExprSyntax.self)
        if needsParentheses {
            let start = other.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(TextEdit(start: start, end: start, replacement: "("))
            edits.append(TextEdit(start: end, end: end, replacement: ") as Any"))
        } else {
            edits.append(TextEdit(start: end, end: end, replacement: " as Any"))
        }
        report(other, .rewritten, "\(other.trimmedDescription) as Any: a value and NSNull() join as Any (without the Objective-C runtime they have no common type)")
        return .visitChildren
    }
}
