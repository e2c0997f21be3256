import SwiftSyntax

/// Foundation's types that Linux's Foundation declares but cannot use (the type or every member
/// unavailable), which OpenUIKit provides under the same names: `NSComparisonPredicate` and
/// `NSExpression` (what `NSPredicate(format:)` makes and what code reads back from it), and
/// `DateComponentsFormatter`. In a file
/// that imports Foundation and UIKit the bare name is ambiguous, so the port names OpenUIKit's,
/// `UIKit.NSExpression`, and makes sure the file imports UIKit.
extension BridgeRewriter {
    static let foundationStandInTypeNames: Set<String> = ["NSComparisonPredicate", "NSExpression", "DateComponentsFormatter"]

    /// `NSExpression` → `UIKit.NSExpression` in a type position or an expression, unless the
    /// module declares a type of that name or the name is already qualified.
    func qualifyFoundationStandIn(_ name: TokenSyntax, in node: some SyntaxProtocol) {
        guard Self.foundationStandInTypeNames.contains(name.text), !index.declaredTypeNames.contains(name.text) else { return }
        replace(name, with: "UIKit.\(name.text)")
        needsUIKitImport = true
        report(node, .rewritten, "\(name.text) → UIKit.\(name.text): Linux's Foundation declares it without its members or unavailable; OpenUIKit's has them")
    }
}
