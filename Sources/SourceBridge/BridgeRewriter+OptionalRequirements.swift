import Foundation
import SwiftSyntax

/// `@objc optional` requirements: the `optional` goes, a protocol extension gives each one a
/// default implementation (nothing for `Void`, `nil` for a value — such requirements and their
/// implementations then return an optional), and call sites `delegate?.method?(…)` become
/// `delegate?.method(…)`, which has the same type and the same effect.
extension BridgeRewriter {
    func rewriteOptionalRequirements(of node: ProtocolDeclSyntax) {
        let hasOptionalRequirements = node.memberBlock.members.contains {
            $0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "optional" } == true
        }
        // responds(to:) for the optional requirements (see BridgeRewriter+Responds.swift): the
        // protocol refines `_BridgeResponding`, which is class-bound as @objc made it, and
        // whose one default a type adopting several such protocols inherits once.
        if hasOptionalRequirements { refineBridgeResponding(node) } else { keepClassBound(node) }
        var defaults: [String] = []
        for member in node.memberBlock.members {
            guard let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  let optional = modifiers.first(where: { $0.name.text == "optional" }) else { continue }
            remove(optional)
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let signature = ModuleIndex.bareSignature(of: function)
                if let returnType = function.signature.returnClause?.type, !Self.isVoid(returnType.trimmedDescription) {
                    if returnType.is(OptionalTypeSyntax.self) {
                        defaults.append("    \(signature) { nil }")
                    } else {
                        // Renamed, with a forwarder under the old name (see `optionalWitnessName`
                        // and `rewriteOptionalMethodImplementation`).
                        let optionalType = Self.optional(returnType.trimmedDescription)
                        let witnessName = Self.optionalWitnessName(function.name.text)
                        replace(returnType, with: optionalType)
                        replace(function.name, with: witnessName)
                        let named = Self.withNamedParameters(function)
                        let witness = named.with(\.name, .identifier(witnessName))
                        defaults.append("    \(ModuleIndex.bareSignature(of: Self.returning(optionalType, witness))) { nil }")
                        let call = named.forwardingCallPrefix + "\(witnessName)(\(named.forwardingArguments.joined(separator: ", ")))"
                        defaults.append("    \(ModuleIndex.bareSignature(of: Self.returning(optionalType, named))) { \(call) }")
                    }
                    report(function, .rewritten, "optional requirement \(ModuleIndex.fullName(of: function)) returns \(Self.optional(returnType.trimmedDescription)) through the protocol, nil when a conforming type does not implement it")
                } else {
                    defaults.append("    \(signature) {}")
                    report(function, .rewritten, "optional requirement \(ModuleIndex.fullName(of: function)) has an empty default implementation")
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                if let requirement = Self.optionalPropertyDefault(variable) {
                    if let replacement = requirement.replacement {
                        replace(replacement.node, with: replacement.text)
                        replace(replacement.name, with: Self.optionalWitnessName(requirement.name))
                    }
                    defaults.append(contentsOf: requirement.defaultDeclarations.map { "    \($0)" })
                    report(variable, .rewritten, "optional property requirement \(requirement.name) is \(requirement.type), nil when a conforming type does not implement it")
                } else {
                    report(variable, .notBridged, "an optional settable property requirement cannot be given a default; conforming types must now implement it")
                }
            }
        }
        guard !defaults.isEmpty else { return }
        // The protocol's access goes on each default (a private protocol's stay file-private).
        let access = node.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }?.name.text
        let memberAccess = access.map { $0 == "private" ? "fileprivate" : $0 }.map { "\($0) " } ?? ""
        let members = defaults.map { "    \(memberAccess)" + $0.dropFirst(4) }
        let text = "\n\n/// Default implementations of \(node.name.text)'s optional requirements (source bridge).\nextension \(node.name.text) {\n\(members.joined(separator: "\n"))\n}"
        edits.append(TextEdit(start: node.contentEnd, end: node.contentEnd, replacement: text))
    }

    static func isVoid(_ type: String) -> Bool { type == "Void" || type == "()" }

    /// The protocols the type around `node` adopts: the module index's (its declaration and
    /// extensions), or, for a type the index does not list (one declared inside a function, as
    /// tests declare their helper delegates), its own declaration's inheritance clause.
    func adoptedProtocols(around node: some SyntaxProtocol) -> Set<String>? {
        guard let type = typeStack.last else { return nil }
        if let known = index.conformances[type] { return known }
        var current = node.parent
        while let syntax = current {
            if let declaration = syntax.as(ClassDeclSyntax.self) { return Self.inheritedNames(declaration.inheritanceClause) }
            if let declaration = syntax.as(StructDeclSyntax.self) { return Self.inheritedNames(declaration.inheritanceClause) }
            if syntax.is(ExtensionDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    private static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> Set<String>? {
        guard let clause else { return nil }
        return Set(clause.inheritedTypes.map { $0.type.trimmedDescription })
    }

    /// A get-only optional property requirement: its type as an optional (an `@objc optional`
    /// property reads as one through the protocol on iOS) and its defaults.
    ///
    /// A non-optional requirement `var x: T { get }` becomes the requirement
    /// `var _bridgeOptional_x: T? { get }` (nil by default) and the protocol extension's
    /// `var x: T? { _bridgeOptional_x }`: read through the protocol, `x` is `T?` as on iOS, and a
    /// conforming type keeps its own `x: T` (read on the type itself it is `T`, as on iOS), with a
    /// witness added beside it (`rewriteOptionalPropertyImplementation`).
    static func optionalPropertyDefault(_ variable: VariableDeclSyntax)
        -> (name: String, type: String, replacement: (node: TypeSyntax, name: PatternSyntax, text: String)?, defaultDeclarations: [String])? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let type = binding.typeAnnotation?.type else { return nil }
        if let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self),
           accessors.contains(where: { $0.accessorSpecifier.text != "get" }) { return nil }
        let name = binding.pattern.trimmedDescription
        let isOptional = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        let optionalType = isOptional ? type.trimmedDescription : optional(type.trimmedDescription)
        let keyword = variable.modifiers.contains { $0.name.text == "static" } ? "static var" : "var"
        guard !isOptional else { return (name, optionalType, nil, ["\(keyword) \(name): \(optionalType) { nil }"]) }
        let witness = optionalWitnessName(name)
        return (name, optionalType, (type, binding.pattern, optionalType),
                ["\(keyword) \(witness): \(optionalType) { nil }", "\(keyword) \(name): \(optionalType) { \(witness) }"])
    }

    /// The requirement that stands for the optional requirement `name` of a non-optional type.
    static func optionalWitnessName(_ name: String) -> String { "_bridgeOptional_\(name)" }

    /// The function with a name for every parameter (`_: Int` becomes `_ argument1: Int`), so
    /// a forwarder can pass them on.
    static func withNamedParameters(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        var parameters = function.signature.parameterClause.parameters
        for (offset, index) in parameters.indices.enumerated() {
            let parameter = parameters[index]
            let inner = parameter.secondName ?? parameter.firstName
            guard inner.text == "_" else { continue }
            parameters[index] = parameter.with(\.secondName, .identifier("argument\(offset + 1)", leadingTrivia: .space))
        }
        return function.with(\.signature.parameterClause.parameters, parameters)
    }

    /// A conforming type's implementation of an optional method requirement whose return type
    /// the bridge made optional: it keeps its type, and a witness of the renamed requirement is
    /// added after it, calling it as its own type.
    func rewriteOptionalMethodImplementation(_ node: FunctionDeclSyntax) {
        guard let returnType = node.signature.returnClause?.type,
              let protocols = adoptedProtocols(around: node), !returnType.is(OptionalTypeSyntax.self),
              !returnType.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
              !node.modifiers.contains(where: { $0.name.text == "override" }) else { return }
        let fullName = ModuleIndex.fullName(of: node)
        let matches = index.optionalRequirements.contains {
            !$0.isProperty && $0.returnType != nil && !($0.returnType ?? "").hasSuffix("?") && protocols.contains($0.protocolName) && $0.fullName == fullName
        }
        guard matches else { return }
        let named = Self.withNamedParameters(node)
        let typeText = returnType.trimmedDescription
        let optionalType = Self.optional(typeText)
        let witness = named.with(\.name, .identifier(Self.optionalWitnessName(node.name.text)))
        let call = named.forwardingCallPrefix + "\(node.name.text)(\(named.forwardingArguments.joined(separator: ", "))) as \(typeText)"
        let text = "\n\(node.leadingTrivia.lineIndentation)\(Self.witnessModifiers(node.modifiers))\(ModuleIndex.bareSignature(of: Self.returning(optionalType, witness))) { \(call) }"
        // Unnamed parameters get the names the witness passes on.
        for (parameter, namedParameter) in zip(node.signature.parameterClause.parameters, named.signature.parameterClause.parameters) {
            guard let name = namedParameter.secondName, parameter.secondName?.text != name.text else { continue }
            if let unnamed = parameter.secondName {
                replace(unnamed, with: name.text)
            } else {
                edits.append(TextEdit(start: parameter.firstName.contentEnd, end: parameter.firstName.contentEnd, replacement: " \(name.text)"))
            }
        }
        edits.append(TextEdit(start: node.contentEnd, end: node.contentEnd, replacement: text))
        report(returnType, .rewritten, "\(fullName) implements an optional requirement: a witness of it returning \(optionalType) is added (called through the protocol it returns an optional, as on iOS)")
    }

    /// The function returning `type` instead.
    static func returning(_ type: String, _ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        guard let clause = function.signature.returnClause else { return function }
        return function.with(\.signature.returnClause, clause.with(\.type, TypeSyntax(IdentifierTypeSyntax(name: .identifier(type)))))
    }

    /// The modifiers a witness added beside a member keeps: its access (`open` as `public`)
    /// and whether it is static.
    static func witnessModifiers(_ modifiers: DeclModifierListSyntax) -> String {
        let kept: Set<String> = ["public", "package", "internal", "fileprivate", "private", "static", "class", "nonisolated"]
        return modifiers.compactMap { modifier -> String? in
            let text = modifier.name.text == "open" ? "public" : modifier.name.text
            return kept.contains(text) && modifier.detail == nil ? text + " " : nil
        }.joined()
    }

    /// A conforming type's implementation of an optional property requirement whose type the
    /// bridge made optional: it keeps its type, and a witness of the renamed requirement is
    /// added after it, reading it as its own type (`x as T`, so the protocol extension's `x: T?`
    /// is not chosen).
    func rewriteOptionalPropertyImplementation(_ node: VariableDeclSyntax) {
        guard let protocols = adoptedProtocols(around: node),
              node.bindings.count == 1, let binding = node.bindings.first,
              let annotation = binding.typeAnnotation?.type,
              !annotation.is(OptionalTypeSyntax.self), !annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
              !node.modifiers.contains(where: { $0.name.text == "override" }) else { return }
        let name = binding.pattern.trimmedDescription
        let matches = index.optionalRequirements.contains {
            $0.isProperty && $0.baseName == name && protocols.contains($0.protocolName)
                && !($0.returnType ?? "").hasSuffix("?") && !($0.returnType ?? "").hasSuffix("!")
        }
        guard matches else { return }
        let typeText = annotation.trimmedDescription
        let witness = "\n\(node.leadingTrivia.lineIndentation)\(Self.witnessModifiers(node.modifiers))var \(Self.optionalWitnessName(name)): \(Self.optional(typeText)) { \(name) as \(typeText) }"
        edits.append(TextEdit(start: node.contentEnd, end: node.contentEnd, replacement: witness))
        report(annotation, .rewritten, "\(name) implements an optional property requirement: a witness of it as \(Self.optional(typeText)) is added (read through the protocol it is optional, as on iOS)")
    }

    /// `protocol P` → `protocol P: _BridgeResponding` (after what it inherits already).
    func refineBridgeResponding(_ node: ProtocolDeclSyntax) {
        if let clause = node.inheritanceClause {
            edits.append(TextEdit(start: clause.contentEnd, end: clause.contentEnd, replacement: ", \(Self.respondingProtocol)"))
        } else {
            edits.append(TextEdit(start: node.name.contentEnd, end: node.name.contentEnd, replacement: ": \(Self.respondingProtocol)"))
        }
        report(node.name, .rewritten, "\(node.name.text) refines \(Self.respondingProtocol) (class-bound, as @objc made it; answers responds(to:) for its optional requirements)")
    }

    /// An `@objc` protocol is class-bound (its adopters can be held `weak`); without `@objc` it
    /// says so with `AnyObject` unless it already inherits a class-bound protocol.
    func keepClassBound(_ node: ProtocolDeclSyntax) {
        guard node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }) else { return }
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let classBound: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
        let protocolsInModule = Set(index.optionalRequirements.map(\.protocolName))
        guard !inherited.contains(where: { classBound.contains($0) || $0.hasPrefix("UI") || $0.hasPrefix("CA") || protocolsInModule.contains($0) }) else { return }
        if let clause = node.inheritanceClause {
            edits.append(TextEdit(start: clause.contentEnd, end: clause.contentEnd, replacement: ", AnyObject"))
        } else {
            edits.append(TextEdit(start: node.name.contentEnd, end: node.name.contentEnd, replacement: ": AnyObject"))
        }
        report(node.name, .rewritten, "\(node.name.text) made class-bound (AnyObject), as @objc made it")
    }

    // MARK: Call sites

    func handleCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if rewriteClassDescription(node) { return .skipChildren }
        rewriteDiscardedFoundationResult(node)
        let narrowed = rewriteNarrowedDelegateCall(node)
        rewriteTargetPerform(node)
        rewriteSelectorCall(node)
        rewriteLegacyFunction(node)
        rewriteLegacyLabels(node)
        rewriteMetatypeInitializerCall(node)
        rewriteKindQuery(node)
        if rewriteRespondsToUIKitRequirement(node) || rewriteRespondsToModuleRequirement(node) { return .skipChildren }
        if rewriteKeyPathValueLookup(node) { return .skipChildren }
        // `x.animationEnded!(…)` of UIKit's optional requirements.
        if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
           let member = forced.expression.as(MemberAccessExprSyntax.self),
           Self.uikitOptionalRequirements.contains(member.declName.baseName.text) {
            edits.append(TextEdit(start: forced.exclamationMark.contentStart, end: forced.exclamationMark.contentEnd, replacement: ""))
            report(forced.exclamationMark, .rewritten, "\(member.declName.baseName.text)!(…) made a plain call (OpenUIKit gives UIKit's optional requirements defaults)")
        }
        // `delegate?.method?(…)`: the called expression is `delegate?.method` followed by `?`.
        if !narrowed, let chained = node.calledExpression.as(OptionalChainingExprSyntax.self) ?? nil,
           let member = chained.expression.as(MemberAccessExprSyntax.self) {
            let labels = node.arguments.map { $0.label?.text }
            let requirement = index.optionalRequirement(named: member.declName.baseName.text, labels: labels)
            if requirement != nil || Self.uikitOptionalRequirements.contains(member.declName.baseName.text) {
                edits.append(TextEdit(start: chained.questionMark.contentStart, end: chained.questionMark.contentEnd, replacement: ""))
                report(chained.questionMark, .rewritten, "call of the optional requirement \(member.declName.baseName.text) made plain (its default runs when it is not implemented)")
            }
            if let requirement { castAnyObjectReceiver(of: member, to: requirement.protocolName) }
        }
        return .visitChildren
    }

    /// `delegate?.circleMenu?(…)` where `delegate` is a property of this type declared
    /// `AnyObject?` (so Interface Builder can connect any object): Objective-C finds the method
    /// on any object; Swift needs the protocol, so the receiver is cast to the one protocol of
    /// the module that has this optional requirement: `(delegate as? any CircleMenuDelegate)?`.
    private func castAnyObjectReceiver(of member: MemberAccessExprSyntax, to protocolName: String) {
        let receiver: ExprSyntax
        if let chained = member.base?.as(OptionalChainingExprSyntax.self) {
            receiver = chained.expression
        } else if let forced = member.base?.as(ForceUnwrapExprSyntax.self) {
            receiver = forced.expression
        } else {
            return
        }
        let name: String?
        if let reference = receiver.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = receiver.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            name = access.declName.baseName.text
        } else {
            name = nil
        }
        guard let name, let type = typeStack.last,
              index.superclassChain(of: type).contains(where: { index.anyObjectProperties[$0]?.contains(name) == true }) else { return }
        edits.append(TextEdit(start: receiver.contentStart, end: receiver.contentStart, replacement: "("))
        edits.append(TextEdit(start: receiver.contentEnd, end: receiver.contentEnd, replacement: " as? any \(protocolName))"))
        report(receiver, .rewritten, "\(receiver.trimmedDescription), declared AnyObject, cast to \(protocolName) to call its optional requirement (Objective-C finds the method on any object)")
    }

    func handleReference(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        noteSwiftUIUse(node.baseName.text)
        // A type used as the base of a member (`UIView.animate`, `UIColor.red`).
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { noteTypeName(node.baseName.text) }
        // A member's name is renamed where the member access is (`handleMemberAccess`); a bare
        // reference (implicit `self`) is renamed here, also as the base of a member access
        // (`childViewControllers.contains(x)`).
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
           !Self.isDeclaredInEnclosingScope(node.baseName.text, around: Syntax(node)) {
            renameLegacyMember(node.baseName)
        }
        switch node.baseName.text {
        case "XCTContext":
            namesXCTContext = true
        case "responds" where node.parent?.is(MemberAccessExprSyntax.self) == false:
            report(node, .notBridged, "responds(to:) has no Objective-C runtime to ask on Linux: OpenUIKit answers whether the object is of the type of the selector's method (false for a selector that is only a name)")
        case "method_exchangeImplementations", "class_addMethod":
            report(node, .notBridged, "method swizzling (\(node.baseName.text)) needs the Objective-C runtime, which Linux does not have, so this line will not compile: replace the method with method_setImplementation (OpenUIKit lets code replace the UIKit methods ReplaceableMethods lists), call the replacement directly (a subclass override or a wrapper), or leave this file out with \"exclude\" in source-bridge.json")
        default:
            break
        }
        renameLegacyType(node)
        return .skipChildren
    }

    func handleMemberAccess(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.declName.baseName.text {
        case "responds" where !handledResponds.contains(node.id):
            report(node.declName, .notBridged, "responds(to:) has no Objective-C runtime to ask on Linux: OpenUIKit answers whether the object is of the type of the selector's method (false for a selector that is only a name)")
        default:
            renameLegacyMember(node.declName.baseName)
        }
        return .visitChildren
    }

    /// `target.isKind(of: UIView.self)` → `_bridgeIsKind(target, of: UIView.self)` (and
    /// `isMember(of:)`): Objective-C answers them on any object, also one typed `AnyObject`,
    /// which Swift on Linux cannot look members up on. Left alone on `super` and after `?.`
    /// (whose result is optional).
    func rewriteKindQuery(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              ["isKind", "isMember"].contains(member.declName.baseName.text),
              node.arguments.count == 1, node.arguments.first?.label?.text == "of", let leftParen = node.leftParen,
              !base.is(SuperExprSyntax.self), !base.is(OptionalChainingExprSyntax.self) else { return }
        let function = member.declName.baseName.text == "isKind" ? "_bridgeIsKind" : "_bridgeIsMember"
        edits.append(TextEdit(start: base.contentStart, end: base.contentStart, replacement: "\(function)("))
        edits.append(TextEdit(start: member.period.contentStart, end: leftParen.contentEnd, replacement: ", "))
        report(member.declName, .rewritten, "\(member.declName.baseName.text)(of:) → \(function)(_:of:) (Objective-C answers it on any object, also one typed AnyObject)")
    }

    /// `x.responds(to: #selector(UIViewControllerAnimatedTransitioning.animationEnded(_:)))` → `true`.
    func rewriteRespondsToUIKitRequirement(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "responds",
              node.arguments.count == 1, node.arguments.first?.label?.text == "to",
              let selector = node.arguments.first?.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
              let reference = selector.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              let type = reference.base?.trimmedDescription, type.hasPrefix("UI"),
              Self.uikitOptionalRequirements.contains(reference.declName.baseName.text) else { return false }
        handledResponds.insert(member.id)
        handledSelectors.insert(selector.id)
        replace(node, with: "true")
        report(node, .rewritten, "responds(to:) for \(type).\(reference.declName.baseName.text) → true (OpenUIKit gives UIKit's optional requirements defaults that do what an absent method would)")
        return true
    }
}
