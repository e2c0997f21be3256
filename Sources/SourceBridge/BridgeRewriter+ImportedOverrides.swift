import SwiftSyntax

/// Overrides of members another module declares in class extensions (`CrossModuleOverridables`
/// there): `override var fp_safeAreaInsets` in a test's subclass of a library's controller.
/// The override becomes `_bridgedOverridden_<name>` without `override`, its class adopts the
/// member's protocol, and its `super.<name>` calls `_bridgedInherited_<name>`, the extension's
/// own code. A method override in a class whose superclass in this module declares it too
/// (overrode it, and was renamed) keeps `override` on the renamed member.
extension BridgeRewriter {
    func rewriteImportedOverride(_ node: FunctionDeclSyntax) {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        rewriteImportedOverride(name: node.name.text, labels: labels, isProperty: false, modifiers: node.modifiers, nameToken: node.name,
                                body: node.body.map(Syntax.init))
    }

    func rewriteImportedOverride(_ node: VariableDeclSyntax) {
        guard node.bindings.count == 1, let binding = node.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return }
        rewriteImportedOverride(name: identifier.text, labels: [], isProperty: true, modifiers: node.modifiers, nameToken: identifier,
                                body: binding.accessorBlock.map(Syntax.init))
    }

    private func rewriteImportedOverride(name: String, labels: [String], isProperty: Bool, modifiers: DeclModifierListSyntax,
                                         nameToken: TokenSyntax, body: Syntax?) {
        guard !importedOverridables.isEmpty, let modifier = modifiers.first(where: { $0.name.text == "override" }),
              let type = typeStack.last, index.classes.contains(type),
              let member = importedOverridables.first(where: { $0.name == name && $0.labels == labels && $0.isProperty == isProperty })
        else { return }
        let fullName = isProperty ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
        // A superclass of this module that declares it too overrode it already (and was
        // renamed): this override overrides the renamed member.
        let overridesModuleClass = !isProperty && superclassInModuleDeclares(fullName, above: type)
        let renamed = CrossModuleOverridables.overriddenPrefix + name
        if !overridesModuleClass {
            remove(modifier)
            addConformance(of: type, to: member.protocolName)
        }
        replace(nameToken, with: renamed)
        for access in body.map({ Self.superAccesses(named: name, in: $0) }) ?? [] {
            replace(access.declName.baseName, with: overridesModuleClass ? renamed : CrossModuleOverridables.inheritedPrefix + name)
        }
        report(nameToken, .rewritten, "\(type).\(fullName) overrides a member another module declares in an extension: renamed \(renamed), called through \(member.protocolName), as Objective-C dispatch would")
    }
}
