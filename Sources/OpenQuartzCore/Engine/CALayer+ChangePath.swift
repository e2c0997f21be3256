extension CALayer {
    // MARK: The change path of animatable properties

    /// Applies a change of an animatable plain-value property: looks up the action while the old
    /// value is still in place, changes the model, then runs the action.
    @inline(__always)
    func change(_ property: LayerProperty, _ apply: (inout LayerValues) -> Void) {
        // One read of the shared stack (each read of a static goes through `swift_once`).
        let stack = TransactionStack.shared
        guard stack.changeMayRunAction(of: property, on: self) else {
            apply(&core.pointee.model)
            core.pointee.presentationIsStale = true
            notifyKeyValueObservers()
            return
        }
        let pending = stack.prepareChange(of: property, on: self)
        apply(&core.pointee.model)
        core.pointee.presentationIsStale = true
        if let pending { stack.runAction(pending, on: self) }
        notifyKeyValueObservers()
    }

    /// The same for object-valued properties.
    func change(_ property: LayerProperty, objects apply: (inout LayerObjects) -> Void) {
        // One read of the shared stack (each read of a static goes through `swift_once`).
        let stack = TransactionStack.shared
        guard stack.changeMayRunAction(of: property, on: self) else {
            apply(&objects)
            core.pointee.presentationIsStale = true
            notifyKeyValueObservers()
            return
        }
        let pending = stack.prepareChange(of: property, on: self)
        apply(&objects)
        core.pointee.presentationIsStale = true
        if let pending { stack.runAction(pending, on: self) }
        notifyKeyValueObservers()
    }

    /// A model value changed: observations of this layer, and of the view it backs, re-check.
    @inline(__always)
    func notifyKeyValueObservers() {
        if let list = keyValueObserverStorage { list.objectDidChange() }
        if let list = delegateKeyValueObservers { list.objectDidChange() }
    }
}
