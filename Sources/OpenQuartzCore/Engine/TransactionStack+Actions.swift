/// An action found for a property change, run after the model has changed.
struct PendingAction {
    let key: String
    let action: any CAAction
    /// What was on screen before the change, for the default animation's `fromValue`.
    let previousValue: AnimationValue?
}

extension TransactionStack {
    /// Called before a property changes: opens the implicit transaction and tells whether an
    /// action may run for the change. When it says no, `prepareChange(of:on:)` would find none:
    /// the change skips it (and the optional `PendingAction` it returns, which is costly to
    /// copy and destroy even when empty).
    @inline(__always)
    func changeMayRunAction(of property: LayerProperty, on layer: CALayer) -> Bool {
        ensureTransaction()
        // A view's plain layer outside every animation context: the view answers "no action"
        // for every key, and nothing after it is asked (the common case, settled without the
        // lookup and without reading the transaction's values).
        if !owningDelegatesMayAct, layer.owningDelegateDecidesActions { return false }
        return property.hasImplicitAnimation && layer.presentationSource == nil && !disableActions
    }

    /// Called before a property changes, once `changeMayRunAction(of:on:)` said an action may
    /// run: finds the action while the old value is in place.
    func prepareChange(of property: LayerProperty, on layer: CALayer) -> PendingAction? {
        let found: (any CAAction)?
        // The lookup is by key, as Core Animation's API has it; `changingProperty` saves the
        // view's answer parsing the key back into the property.
        changingProperty = property
        defer { changingProperty = nil }
        if layer.isCommitted {
            found = layer.action(forKey: property.key)
        } else {
            // A layer created in this transaction has no presentation yet, so Core Animation's
            // own implicit animations do not apply; its delegate (a UIView inside an animation
            // block) still provides its explicit animation, as UIKit does.
            let delegateAction = layer.delegate?.action(for: layer, forKey: property.key)
            found = NoAction.isMarker(delegateAction) ? nil : delegateAction
        }
        guard let action = found else { return nil }
        var previous: AnimationValue?
        if let basic = action as? CABasicAnimation, basic.fromEndpoint.isNil, basic.toEndpoint.isNil, basic.byEndpoint.isNil {
            previous = layer.currentPresentationValue(of: property)
        }
        return PendingAction(key: property.key, action: action, previousValue: previous)
    }

    /// The same for a custom key: its action (the delegate's, `actions`, `style` or an
    /// `action(forKey:)` override; Core Animation has no default one) while the old value is in
    /// place, for a committed layer outside a presentation copy.
    func prepareChange(ofCustomKey key: String, on layer: CALayer) -> PendingAction? {
        ensureTransaction()
        guard layer.presentationSource == nil, !disableActions, layer.isCommitted, let action = layer.action(forKey: key) else { return nil }
        var previous: AnimationValue?
        if let basic = action as? CABasicAnimation, basic.fromEndpoint.isNil, basic.toEndpoint.isNil, basic.byEndpoint.isNil {
            // What is on screen: the animated value when the key is animated.
            if layer.core.pointee.animatedProperties & LayerCore.customKeyBit != 0 {
                layer.updatePresentation(localTime: layer.localTime(atMediaTime: MediaClock.shared.now))
            }
            if let current = layer.presentationUserValues?[key] ?? layer.value(forKey: key), let kind = CustomKeyValues.kind(of: current) {
                previous = AnimationValue(current, as: kind)
            }
        }
        return PendingAction(key: key, action: action, previousValue: previous)
    }

    /// Runs the action found by ``prepareChange(of:on:)``.
    func runAction(_ pending: PendingAction, on layer: CALayer) {
        if let previous = pending.previousValue, let basic = pending.action as? CABasicAnimation {
            // The default implicit animation: from what was on screen to the new model value, with
            // the transaction's timing (the system's default curve when the transaction has none —
            // OpenUIKit's reading of Core Animation's behaviour).
            let animation = basic.copy() as! CABasicAnimation
            if animation.keyPath == nil { animation.keyPath = pending.key }
            animation.fromEndpoint = .typed(previous)
            if animation.duration == 0 { animation.duration = animationDuration }
            if animation.timingFunction == nil {
                animation.timingFunction = animationTimingFunction ?? CAMediaTimingFunction(name: .default)
            }
            layer.add(animation, forKey: pending.key)
        } else {
            pending.action.run(forKey: pending.key, object: layer, arguments: nil)
        }
    }
}
