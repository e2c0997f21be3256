import SwiftSyntax

/// On iOS, `UITableView.delegate` is a `UITableViewDelegate` (Objective-C narrows the scroll
/// view's property); Swift cannot narrow a stored property's type, so in OpenUIKit it stays a
/// `UIScrollViewDelegate`. Test helpers that call a table or collection delegate's methods
/// through it (`tableView.delegate?.tableView?(tableView, didSelectRowAt: path)`) get a cast:
/// `(tableView.delegate as? any UITableViewDelegate)?.tableView(…)`.
extension BridgeRewriter {
    static let narrowedDelegates = ["tableView": "UITableViewDelegate", "collectionView": "UICollectionViewDelegate"]

    /// Returns whether the call was rewritten (its `method?(` made a plain call too: every table
    /// and collection delegate method is an optional requirement with a default here).
    @discardableResult
    func rewriteNarrowedDelegateCall(_ node: FunctionCallExprSyntax) -> Bool {
        guard seesUIKit else { return false }
        var callee = ExprSyntax(node.calledExpression)
        if let chained = callee.as(OptionalChainingExprSyntax.self) { callee = chained.expression }
        if let forced = callee.as(ForceUnwrapExprSyntax.self) { callee = forced.expression }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
              let protocolName = Self.narrowedDelegates[member.declName.baseName.text] else { return false }
        var delegate = base
        if let chained = base.as(OptionalChainingExprSyntax.self) { delegate = chained.expression }
        else if let forced = base.as(ForceUnwrapExprSyntax.self) { delegate = forced.expression }
        let name = delegate.as(DeclReferenceExprSyntax.self)?.baseName.text ?? delegate.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard name == "delegate" else { return false }
        // Only a table's or collection view's own delegate: `delegate` inside a table or
        // collection view (extension or subclass), or `x.delegate` where x names one.
        let viewClass = member.declName.baseName.text == "tableView" ? "UITableView" : "UICollectionView"
        if let access = delegate.as(MemberAccessExprSyntax.self) {
            let owner = access.base?.trimmedDescription.lowercased() ?? ""
            guard owner.hasSuffix(member.declName.baseName.text.lowercased()) || owner.hasSuffix(viewClass.lowercased())
                    || owner.hasSuffix(member.declName.baseName.text == "tableView" ? "table" : "collection") else { return false }
        } else {
            guard let type = typeStack.last, isSubclass(type, of: viewClass) else { return false }
        }
        edits.append(TextEdit(start: delegate.contentStart, end: delegate.contentStart, replacement: "("))
        edits.append(TextEdit(start: delegate.contentEnd, end: delegate.contentEnd, replacement: " as? any \(protocolName))"))
        if let forced = base.as(ForceUnwrapExprSyntax.self) {
            edits.append(TextEdit(start: forced.exclamationMark.contentStart, end: forced.exclamationMark.contentEnd, replacement: "?"))
        }
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self) {
            edits.append(TextEdit(start: chained.questionMark.contentStart, end: chained.questionMark.contentEnd, replacement: ""))
        }
        report(delegate, .rewritten, "\(delegate.trimmedDescription) cast to \(protocolName): OpenUIKit's \(member.declName.baseName.text == "tableView" ? "UITableView" : "UICollectionView").delegate keeps UIScrollViewDelegate's type")
        return true
    }

    /// `item.target?.perform(item.action)`: a control's or bar item's `target` is an `AnyObject`,
    /// on which iOS finds NSObject's methods through Objective-C; here the target is cast to
    /// `NSObject` first: `(item.target as? NSObject)?.perform(item.action)`.
    func rewriteTargetPerform(_ node: FunctionCallExprSyntax) {
        guard seesUIKit else { return }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              ["perform", "performSelector"].contains(member.declName.baseName.text), let base = member.base else { return }
        var target = base
        var forced: ForceUnwrapExprSyntax?
        if let chained = base.as(OptionalChainingExprSyntax.self) { target = chained.expression }
        else if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { target = unwrapped.expression; forced = unwrapped }
        else { return }
        let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard name == "target" else { return }
        edits.append(TextEdit(start: target.contentStart, end: target.contentStart, replacement: "("))
        edits.append(TextEdit(start: target.contentEnd, end: target.contentEnd, replacement: " as? NSObject)"))
        if let forced { edits.append(TextEdit(start: forced.exclamationMark.contentStart, end: forced.exclamationMark.contentEnd, replacement: "?")) }
        report(target, .rewritten, "\(target.trimmedDescription) cast to NSObject for \(member.declName.baseName.text): on iOS an AnyObject target finds NSObject's methods through Objective-C")
    }

    /// Whether the file sees UIKit: it imports it, or XCTest, which brings UIKit on iOS.
    private var seesUIKit: Bool { importsUIKit || xctestImport != nil }

    private func isSubclass(_ type: String, of base: String) -> Bool {
        index.superclassChain(of: type).contains(base)
    }
}
