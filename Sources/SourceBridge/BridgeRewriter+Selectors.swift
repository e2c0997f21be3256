import SwiftSyntax

/// `#selector(…)` becomes an unapplied method reference (`Self.handlePan(_:)`,
/// `Type.method`), the form OpenUIKit's target-action APIs take; the Foundation APIs that take a
/// selector on iOS but not on Linux (`Timer`'s target/selector initialisers,
/// `NotificationCenter.addObserver(_:selector:name:object:)`) become their closure forms, and
/// `perform(#selector(m))` / `perform(_:with:)` direct calls. `perform(_:with:afterDelay:)`
/// stays a call of OpenUIKit's own (cancellable with `cancelPreviousPerformRequests`).
extension BridgeRewriter {
    /// A selector's method: the reference to write and the method's argument count if known.
    struct SelectorTarget {
        var reference: String
        var baseName: String
        var argumentCount: Int?
        /// The type of the method's one parameter, when the module declares it.
        var parameterType: String?
        /// The label of the method's one parameter (nil for `_` or when unknown).
        var argumentLabel: String? = nil
        /// The method's name as Objective-C spells it (`handlePan:`, `closeWithSender:`).
        var objectiveCName: String = ""

        /// The `Selector` the bridge writes for a `#selector`: the method and its name.
        var selectorExpression: String { "Selector(\(reference), name: \"\(objectiveCName)\")" }
    }

    /// The Objective-C name Swift gives a method (`ModuleIndex.objectiveCName(baseName:labels:)`).
    static func objectiveCName(baseName: String, labels: [String]) -> String {
        ModuleIndex.objectiveCName(baseName: baseName, labels: labels)
    }

    func handleMacro(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if removeIfPreviewMacro(node) || rewriteKeyPathMacro(node) { return .skipChildren }
        guard node.macroName.text == "selector", !handledSelectors.contains(node.id) else { return .visitChildren }
        if let accessor = Self.accessorSelectorName(node) {
            let replacement = "Selector(\"\(accessor)\")"
            replace(node, with: replacement)
            report(node, .rewritten, "\(node.trimmedDescription) → \(replacement): names the accessor (equality, description, key paths); Linux cannot call it by name")
            return .skipChildren
        }
        if let target = selectorTarget(node) {
            replace(node, with: target.selectorExpression)
            report(node, .rewritten, "\(node.trimmedDescription) → \(target.selectorExpression)")
        }
        return .skipChildren
    }

    /// The Objective-C name of `#selector(getter: Type.property)` (`property`) or
    /// `#selector(setter: Type.property)` (`setProperty:`); nil for any other selector.
    static func accessorSelectorName(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let argument = node.arguments.first, let label = argument.label?.text,
              label == "getter" || label == "setter" else { return nil }
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name, !name.isEmpty, !isCalledThrough(node) else { return nil }
        return label == "getter" ? name : "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
    }

    /// Whether the selector is handed to an API that would call or look up its method
    /// (`responds(to:)`, `perform`, target-action), where a name alone cannot work on Linux.
    static func isCalledThrough(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return ["responds", "perform", "addTarget", "init", "Timer", "scheduledTimer", "CADisplayLink", "UIBarButtonItem"].contains(called ?? "")
            || node.parent?.as(LabeledExprSyntax.self)?.label?.text == "action" || node.parent?.as(LabeledExprSyntax.self)?.label?.text == "selector"
    }

    /// Resolves `#selector(method(_:))`, `#selector(self.method)`, `#selector(Type.method(_:))`.
    func selectorTarget(_ node: MacroExpansionExprSyntax) -> SelectorTarget? {
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            report(node, .notBridged, "\(node.trimmedDescription): not a selector the bridge can read")
            return nil
        }
        if let label = argument.label?.text {
            report(node, .notBridged, "#selector(\(label): …) names a property accessor; OpenUIKit has no selector for it")
            return nil
        }
        let expression = argument.expression
        var typeName: String?
        var declName: DeclReferenceExprSyntax?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            declName = reference
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            declName = member.declName
            let baseText = base.trimmedDescription
            if baseText == "super" {
                report(node, .notBridged, "#selector(super.…) cannot be a method reference")
                return nil
            }
            // `self.method` and `Self.method` name the enclosing type's method.
            if baseText != "self" && baseText != "Self" { typeName = baseText }
        }
        guard let declName else {
            report(node, .notBridged, "\(node.trimmedDescription): not a selector the bridge can read")
            return nil
        }
        let owner = typeName ?? typeStack.last
        guard let owner else {
            report(node, .notBridged, "\(node.trimmedDescription) outside a type: name the type (#selector(Type.method))")
            return nil
        }
        let baseName = declName.baseName.text
        let labels = declName.argumentNames.map { names in names.arguments.map { "\($0.name.text):" }.joined() }
        let candidates = index.methods(of: owner).filter { $0.baseName == baseName && (labels == nil || $0.fullName == "\(baseName)(\(labels!))") }
        if candidates.isEmpty {
            if let inheritedFrom = index.firstSuperclassOutsideModule(of: owner) {
                report(node, .rewritten, "\(node.trimmedDescription): \(declName.trimmedDescription) is not declared in this module; taken to be inherited from \(inheritedFrom)")
            } else {
                report(node, .notBridged, "\(node.trimmedDescription): no method \(declName.trimmedDescription) in \(owner) or its superclasses; the reference is written anyway and the compiler will say if it does not exist")
            }
        } else if labels == nil, Set(candidates.map(\.fullName)).count > 1 {
            report(node, .notBridged, "\(node.trimmedDescription): \(owner) has several methods named \(baseName); the reference is ambiguous — spell the labels")
        }
        // `Self` cannot appear in a stored property's initial value: there the type is named.
        let receiverName = typeName ?? (Self.isInStoredPropertyInitializer(node) ? owner : "Self")
        let reference = "\(receiverName).\(declName.trimmedDescription)"
        let count = declName.argumentNames?.arguments.count ?? (Set(candidates.map(\.parameterCount)).count == 1 ? candidates.first?.parameterCount : nil)
        let parameterType = candidates.count == 1 && candidates[0].parameterTypes.count == 1 ? candidates[0].parameterTypes[0] : nil
        // The one argument's label, from the selector's spelling or the method the module declares.
        let spelledLabels = declName.argumentNames.map { $0.arguments.map(\.name.text) }
        let declaredLabels = Set(candidates.map { ModuleIndex.labels(ofFullName: $0.fullName) }).count == 1
            ? candidates.first.map { ModuleIndex.labels(ofFullName: $0.fullName) } : nil
        let argumentLabel = (spelledLabels ?? declaredLabels).flatMap { $0.count == 1 && $0[0] != "_" ? $0[0] : nil }
        let nameLabels = spelledLabels ?? declaredLabels ?? count.map { Array(repeating: "_", count: $0) } ?? []
        // A method that names itself with `@objc(name)` has that selector, as on iOS.
        let explicitNames = Set(candidates.map(\.explicitObjectiveCName))
        let explicitName = explicitNames.count == 1 ? explicitNames.first ?? nil : nil
        return SelectorTarget(reference: reference, baseName: baseName, argumentCount: count, parameterType: parameterType, argumentLabel: argumentLabel,
                              objectiveCName: explicitName ?? Self.objectiveCName(baseName: baseName, labels: nameLabels))
    }

    /// Whether `node` is part of the initial value of a type's stored property, also inside a
    /// closure there (`static let setUp: Void = { … }()`), where `Self` cannot be named either;
    /// not inside an accessor, a function or a `lazy` property's value (which may name `Self`).
    static func isInStoredPropertyInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = node.parent
        while let syntax = current {
            if syntax.is(AccessorBlockSyntax.self) || syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(DeinitializerDeclSyntax.self) || syntax.is(SubscriptDeclSyntax.self) {
                return false
            }
            if syntax.is(InitializerClauseSyntax.self), let variable = syntax.parent?.parent?.parent?.as(VariableDeclSyntax.self),
               variable.modifiers.contains(where: { $0.name.text == "lazy" }) {
                return false
            }
            if syntax.is(InitializerClauseSyntax.self), let binding = syntax.parent?.as(PatternBindingSyntax.self),
               binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// The selector argument labelled `label` of a call, if it is a `#selector`.
    private func selectorArgument(_ call: FunctionCallExprSyntax, label: String?) -> MacroExpansionExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression.as(MacroExpansionExprSyntax.self).flatMap { $0.macroName.text == "selector" ? $0 : nil }
    }

    private func argument(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
        call.arguments.first { $0.label?.text == label }?.expression.trimmedDescription
    }

    /// A capture list keeping `expression` and the name to call the method on.
    private func capture(_ expression: String, weak: Bool = false) -> (list: String, name: String) {
        let isName = expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let name = isName ? expression : "target"
        let strength = weak ? "weak " : ""
        return (isName && !weak ? "[\(expression)]" : "[\(strength)\(name) = \(expression)]", name)
    }

    /// A call of the method on `receiver` with the closure's parameter when it takes one.
    private func call(_ target: SelectorTarget, on receiver: String, passing parameter: String) -> String? {
        switch target.argumentCount {
        case 0: return "\(receiver).\(target.baseName)()"
        case 1: return "\(receiver).\(target.baseName)(\(target.argumentLabel.map { "\($0): " } ?? "")\(parameter))"
        default: return nil
        }
    }

    func rewriteSelectorCall(_ node: FunctionCallExprSyntax) {
        let called = node.calledExpression.trimmedDescription
        let name = called.split(separator: ".").last.map(String.init) ?? called
        // Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) and Timer(…)
        if name == "scheduledTimer" || called == "Timer", let selector = selectorArgument(node, label: "selector"),
           let interval = argument(node, "timeInterval"), let target = argument(node, "target"), let repeats = argument(node, "repeats") {
            handledSelectors.insert(selector.id)
            guard let method = selectorTarget(selector) else { return }
            if let info = argument(node, "userInfo"), info != "nil" {
                report(node, .notBridged, "a Timer's userInfo has no closure form on Linux: pass the value another way")
                return
            }
            let kept = capture(target)
            guard let body = call(method, on: kept.name, passing: "timer") else {
                report(node, .notBridged, "\(method.reference): a timer's method takes the timer or nothing")
                return
            }
            let receiver = name == "scheduledTimer" ? called : "Timer"
            let label = name == "scheduledTimer" ? "withTimeInterval" : "timeInterval"
            // The timer keeps its target, as on iOS; a scheduled timer fires on the main run loop.
            replace(node, with: "\(receiver)(\(label): \(interval), repeats: \(repeats)) { \(kept.list) timer in MainActor.assumeIsolated { \(body) } }")
            report(node, .rewritten, "Timer with a target and selector → its closure form calling \(method.reference)")
            return
        }
        // NotificationCenter.addObserver(_:selector:name:object:)
        if name == "addObserver", let selector = selectorArgument(node, label: "selector"),
           let observer = node.arguments.first.flatMap({ $0.label == nil ? $0.expression.trimmedDescription : nil }) {
            handledSelectors.insert(selector.id)
            guard let method = selectorTarget(selector) else { return }
            // A method taking the Objective-C `NSNotification` gets the notification bridged.
            let passed = method.parameterType == "NSNotification" ? "notification as NSNotification" : "notification"
            guard let body = call(method, on: "observer", passing: passed) else {
                report(node, .notBridged, "\(method.reference): an observer's method takes the notification or nothing")
                return
            }
            let center = called.dropLast("addObserver".count).dropLast(1)
            let receiver = center.isEmpty ? "NotificationCenter.default" : String(center)
            let nameArgument = argument(node, "name") ?? "nil"
            let object = argument(node, "object") ?? "nil"
            replace(node, with: "_ = \(receiver).addObserver(forName: \(nameArgument), object: \(object), queue: nil) { [weak observer = \(observer)] notification in observer.map { observer in _bridgeRunOnMainActor(observer, notification) { observer, notification in \(body) } } }")
            report(node, .rewritten, "addObserver(_:selector:name:object:) → the block form (it holds \(observer) weakly); removeObserver(\(observer)) does not remove a block observer: keep the token it returns to remove it")
            return
        }
        // perform(#selector(m)), perform(#selector(m), with: x). A delayed perform,
        // perform(…, afterDelay: t), stays a call of OpenUIKit's NSObject.perform(_:with:afterDelay:)
        // with only its #selector rewritten, so cancelPreviousPerformRequests can take it back.
        if name == "perform", argument(node, "afterDelay") == nil, let selector = selectorArgument(node, label: nil) {
            // perform(_:with:with:) of a method of two arguments: OpenUIKit's perform calls the
            // selector's method with both (only the #selector is rewritten).
            if node.arguments.filter({ $0.label?.text == "with" }).count == 2 { return }
            handledSelectors.insert(selector.id)
            guard let method = selectorTarget(selector) else { return }
            let receiver = called == "perform" ? "self" : String(called.dropLast("perform".count).dropLast(1))
            let given = argument(node, "with") ?? "nil"
            // Objective-C hands a nil object to a BOOL parameter as NO.
            let object = given == "nil" && method.argumentCount == 1 && method.parameterType == "Bool" ? "false" : given
            // perform(_:with:) hands over an object of any type: cast it to the parameter's type
            // (when it is not one, or nil for a non-optional parameter, the call is skipped).
            let typed = method.argumentCount == 1 && given != "nil" && method.parameterType.map { !$0.hasSuffix("?") && $0 != "Any" } == true
            if typed, let type = method.parameterType, let body = call(method, on: receiver, passing: "object") {
                replace(node, with: "{ if let object = (\(object) as Any?) as? \(type) { \(body) } }()")
                report(node, .rewritten, "perform(_:with:) → a direct call of \(method.reference) with the object cast to \(type)")
                return
            }
            guard let body = call(method, on: receiver, passing: object) else {
                report(node, .notBridged, "\(method.reference): perform(_:with:) calls methods with one argument at most (perform(_:with:with:) takes two)")
                return
            }
            replace(node, with: body)
            report(node, .rewritten, "perform(_:) → a direct call of \(method.reference)")
        }
    }
}
