import SwiftSyntax

/// The Objective-C runtime idioms the bridge can carry to Linux:
/// - `override func responds(to:)` and `override func forwardingTarget(for:)` in an `NSObject`
///   subclass (a delegate router that answers for, and forwards to, other objects). OpenUIKit
///   declares both on `NSObject` in an extension, which Swift cannot override, so the method is
///   renamed (`_respondsOverride(to:)`, `_forwardingTargetOverride(for:)`) and the class adopts
///   the protocol through which `NSObject`'s own method asks it
///   (`_RespondsToSelectorOverriding`, `_MessageForwarding`). `super.responds(to:)` in it becomes
///   `_inheritedResponds(to:)` and `super.forwardingTarget(for:)` `_inheritedForwardingTarget(for:)`,
///   `NSObject`'s answers.
/// - `@convention(c)` on the type of a method implementation (`(AnyObject, Selector, …) -> R`,
///   what an `IMP` is cast to): Linux cannot give a C function an object, and OpenUIKit's `IMP`
///   casts to the plain function type (`unsafeBitCast(_:to:)`'s overload for `IMP`).
extension BridgeRewriter {
    /// The renamed method and the protocol for each overridable runtime method, by full name.
    static let runtimeOverrides: [String: (renamed: String, protocolName: String)] = [
        "responds(to:)": ("_respondsOverride", "_RespondsToSelectorOverriding"),
        "forwardingTarget(for:)": ("_forwardingTargetOverride", "_MessageForwarding"),
    ]

    func rewriteRuntimeOverride(_ node: FunctionDeclSyntax) {
        let fullName = ModuleIndex.fullName(of: node)
        guard let (renamed, protocolName) = Self.runtimeOverrides[fullName], let type = typeStack.last, index.classes.contains(type),
              let modifier = node.modifiers.first(where: { $0.name.text == "override" }) else { return }
        // A superclass in this module overrode it too: its renamed method is overridden.
        let overridesModuleClass = superclassInModuleDeclares(fullName, above: type)
        if !overridesModuleClass {
            remove(modifier)
            addConformance(of: type, to: protocolName)
        }
        replace(node.name, with: renamed)
        // `super.responds(to:)` / `super.forwardingTarget(for:)` reach NSObject's own answer (its
        // method would ask this override again), or the module superclass's renamed override.
        let baseName = node.name.text
        let inherited = baseName == "responds" ? "_inheritedResponds" : "_inheritedForwardingTarget"
        for member in node.body.map({ Self.superAccesses(named: baseName, in: $0) }) ?? [] {
            replace(member, with: overridesModuleClass ? "super.\(renamed)" : "self.\(inherited)")
            handledResponds.insert(member.id)
        }
        report(node.name, .rewritten, "\(type).\(fullName) becomes \(renamed)(…), which NSObject's \(fullName) asks through \(protocolName) (OpenUIKit declares it in an extension, which Swift cannot override)")
    }

    /// `@convention(c) (AnyObject, Selector, …) -> R` → `(AnyObject, Selector, …) -> R`.
    func rewriteImplementationConvention(_ node: AttributeSyntax) -> Bool {
        guard node.attributeName.trimmedDescription == "convention",
              node.arguments?.trimmedDescription == "c",
              let attributed = node.parent?.parent?.as(AttributedTypeSyntax.self),
              let function = attributed.baseType.as(FunctionTypeSyntax.self) else { return false }
        let parameters = Array(function.parameters)
        guard parameters.count >= 2, parameters[1].type.trimmedDescription == "Selector" else { return false }
        remove(node)
        report(node, .rewritten, "@convention(c) removed from a method implementation's type (an IMP is an object on Linux; unsafeBitCast(imp, to:) gives this function type)")
        return true
    }
}
