import Foundation
import SwiftSyntax

/// `@objc optional` requirements: the `optional` goes, a protocol extension gives each one a
/// default implementation (nothing for `Void`, `nil` for a value — such requirements and their
/// implementations then return an optional), and call sites `delegate?.method?(…)` become
/// `delegate?.method(…)`, which has the same type and the same effect.
extension BridgeRewriter {
    func rewriteOptionalRequirements(of node: ProtocolDeclSyntax) {
        var defaults: [String] = []
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  let optional = modifiers.first(where: { $0.name.text == "optional" }) else { continue }
            remove(optional)
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let signature = ModuleIndex.bareSignature(of: function)
                if let returnType = function.signature.returnClause?.type, !Self.isVoid(returnType.trimmedDescription) {
                    let optionalType = returnType.is(OptionalTypeSyntax.self) ? returnType.trimmedDescription : Self.optional(returnType.trimmedDescription)
                    if !returnType.is(OptionalTypeSyntax.self) { replace(returnType, with: optionalType) }
                    let defaultSignature = signature.replacingOccurrences(of: "-> \(returnType.trimmedDescription)", with: "-> \(optionalType)")
                    defaults.append("    \(defaultSignature) { nil }")
                    report(function, .rewritten, "optional requirement \(ModuleIndex.fullName(of: function)) returns \(optionalType), nil when a conforming type does not implement it")
                } else {
                    defaults.append("    \(signature) {}")
                    report(function, .rewritten, "optional requirement \(ModuleIndex.fullName(of: function)) has an empty default implementation")
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                report(variable, .notBridged, "an optional property requirement cannot be given a default here; conforming types must now implement it")
            }
        }
        guard !defaults.isEmpty else { return }
        let access = node.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
        let prefix = access.map { "\($0.name.text) " } ?? ""
        let text = "\n\n/// Default implementations of \(node.name.text)'s optional requirements (source bridge).\n\(prefix)extension \(node.name.text) {\n\(defaults.joined(separator: "\n"))\n}"
        edits.append(TextEdit(start: node.contentEnd, end: node.contentEnd, replacement: text))
    }

    static func isVoid(_ type: String) -> Bool { type == "Void" || type == "()" }

    // MARK: Call sites

    func handleCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        rewriteSelectorCall(node)
        rewriteLegacyFunction(node)
        // `delegate?.method?(…)`: the called expression is `delegate?.method` followed by `?`.
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self) ?? nil,
           let member = chained.expression.as(MemberAccessExprSyntax.self) {
            let labels = node.arguments.map { $0.label?.text }
            if index.optionalRequirement(named: member.declName.baseName.text, labels: labels) != nil {
                edits.append(TextEdit(start: chained.questionMark.contentStart, end: chained.questionMark.contentEnd, replacement: ""))
                report(chained.questionMark, .rewritten, "call of the optional requirement \(member.declName.baseName.text) made plain (its default runs when it is not implemented)")
            }
        }
        return .visitChildren
    }

    func handleReference(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.baseName.text {
        case "responds" where node.parent?.is(MemberAccessExprSyntax.self) == false:
            report(node, .notBridged, "responds(to:) has no Objective-C runtime to ask on Linux")
        case "method_exchangeImplementations", "class_getInstanceMethod", "class_addMethod", "method_setImplementation":
            report(node, .notBridged, "method swizzling needs the Objective-C runtime")
        default:
            break
        }
        renameLegacyType(node)
        return .skipChildren
    }

    func handleMemberAccess(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.declName.baseName.text {
        case "responds":
            report(node.declName, .notBridged, "responds(to:) has no Objective-C runtime to ask on Linux")
        default:
            break
        }
        return .visitChildren
    }
}
