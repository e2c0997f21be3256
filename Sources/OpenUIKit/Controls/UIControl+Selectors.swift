/// iOS's target-action spellings with a `Selector`: the selectors the source bridge writes for
/// `#selector` (`Selector(Self.tapped(_:), name: "tapped:")`), and selectors an app keeps in a
/// property or passes through its own functions, call their method. A selector made from a name
/// alone cannot be called on Linux and is reported.
extension UIControl {
    /// Registers the selector's method of `target` for `controlEvents`. The target is held
    /// weakly. A `nil` target sends the action up the responder chain from the control, to the
    /// first responder of the method's type.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let owner = "\(type(of: self)).addTarget"
        guard let target else {
            guard let method = action.callableMethod(owner: owner, consequence: "It was not added.") else { return }
            registrations.append(Registration(target: .method(object: { nil }, call: { control, event in
                guard let receiver = control.responderChainReceiver(ofType: method.receiverType, where: method.accepts) else { return }
                control.send(method, named: action.name, to: receiver, event: event)
            }), events: controlEvents, selectorName: action.name, isResponderChainAction: true))
            return
        }
        let object = target as AnyObject
        guard let method = action.method(for: object, owner: owner, consequence: "It was not added.", code: .viewMisuse) else { return }
        registrations.append(Registration(target: .method(object: { [weak object] in object }, call: { [weak object] control, event in
            if let object { control.send(method, named: action.name, to: object, event: event) }
        }), events: controlEvents, selectorName: action.name))
    }

    /// Removes `target`'s registrations of `action` for `controlEvents` (every action of the
    /// target when `action` is `nil`; every target's when `target` is `nil`). Registrations made
    /// with method references have no name and go with any `action`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        registrations.removeAll { registration in
            guard case .method(let registered, _) = registration.target,
                  registration.events.isSubset(of: controlEvents) || controlEvents == .allEvents else { return false }
            guard object == nil || registered() === object else { return false }
            guard let action, let name = registration.selectorName else { return true }
            return name == action.name
        }
    }

    /// The objects registered as targets, each once (`NSNull()` for actions sent up the
    /// responder chain), as iOS answers it.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for registration in registrations {
            guard case .method(let object, _) = registration.target else { continue }
            guard let target = object() else {
                if registration.isResponderChainAction { targets.insert(AnyHashable(NSNull())) }
                continue
            }
            targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
        }
        return targets
    }

    /// The selector names of `target`'s actions for `controlEvent` (`"tapped:"`), in the order
    /// they were added; nil when it has none. A `nil` or `NSNull` target asks for the actions
    /// sent up the responder chain.
    ///
    /// - Note: OpenUIKit differs: actions registered with a method reference rather than a
    ///   `Selector` have no name and are not listed.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let base = (target as? AnyHashable)?.base ?? target
        let wanted: AnyObject? = base is NSNull ? nil : base.map { $0 as AnyObject }
        let names = registrations.compactMap { registration -> String? in
            guard case .method(let object, _) = registration.target, !registration.events.isDisjoint(with: controlEvent),
                  let name = registration.selectorName else { return nil }
            if let wanted {
                return object() === wanted ? name : nil
            }
            return registration.isResponderChainAction ? name : nil
        }
        return names.isEmpty ? nil : names
    }

    /// Calls the method with the control as its sender (and the event, for an action of two
    /// arguments: `tapped(_:forEvent:)`).
    private func send(_ method: SelectorMethod, named name: String, to receiver: AnyObject, event: UIEvent?) {
        let second: Any? = method.secondArgumentType == nil ? nil : UIEvent.forAction(event)
        guard method.call(on: receiver, with: self, and: second) else {
            OpenUIKitDiagnostics.report(.viewMisuse, "\(Swift.type(of: self)): the action \"\(name)\" takes \(method.argumentDescription), not the control; it was not called.")
            return
        }
    }
}
