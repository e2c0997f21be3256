import SwiftSyntax

/// `type(of: object).description()` asks the Objective-C runtime for a class's name (NSObject's
/// class method, which a metatype existential does not have in Swift on Linux). It becomes
/// `String(reflecting: type(of: object))`, the module-qualified name the runtime gives a Swift
/// class.
extension BridgeRewriter {
    func rewriteClassDescription(_ node: FunctionCallExprSyntax) -> Bool {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "description",
              let base = member.base?.as(FunctionCallExprSyntax.self),
              base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              base.arguments.count == 1, base.arguments.first?.label?.text == "of" else { return false }
        replace(node, with: "String(reflecting: \(base.trimmedDescription))")
        report(node, .rewritten, "\(node.trimmedDescription) → String(reflecting: \(base.trimmedDescription)) (a class's name without the Objective-C runtime)")
        return true
    }
}
