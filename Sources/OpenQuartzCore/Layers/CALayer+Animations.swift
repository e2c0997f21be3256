extension CALayer {
    /// Adds a copy of `anim` to the layer. An animation already attached under the same `key` is
    /// removed (its delegate hears `finished: false`). A `beginTime` of 0 means "when the current
    /// transaction commits".
    ///
    /// - Parameters:
    ///   - anim: the animation; it is copied, later changes to it have no effect.
    ///   - key: a name to find or replace the animation by, or `nil`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard presentationSource == nil else {
            OpenUIKitDiagnostics.report(.invalidAnimation, "add(_:forKey:) on a presentation layer has no effect; add animations to the model layer.")
            return
        }
        attach(anim.copy() as! CAAnimation, forKey: key)
    }

    /// Adds an animation the engine built for this layer alone and never hands out before
    /// (a view animation block's), without the copy `add(_:forKey:)` makes.
    func addOwned(_ anim: CAAnimation, forKey key: String?) {
        guard presentationSource == nil else { return add(anim, forKey: key) }
        attach(anim, forKey: key)
    }

    private func attach(_ copy: CAAnimation, forKey key: String?) {
        Transactions.ensureTransaction()
        // The transaction's duration only matters to an animation without one of its own (looking
        // it up searches the open transactions' values).
        let ownDuration = copy.duration
        let defaultDuration = ownDuration > 0 && ownDuration.isFinite ? ownDuration : Transactions.animationDuration
        let program = AnimationCompiler.compile(copy, defaultDuration: defaultDuration, layer: self)
        if let key, let existing = attached(forKey: key) { removeAttached(existing) }
        let attached = AttachedAnimation(key: key, animation: copy, program: program, layer: self)
        attachedAnimations.append(attached)
        rebuildActivePrograms()
        Transactions.didAdd(attached)
        FrameScheduler.animationWasAdded(to: self)
    }

    /// The attached animation for `key` (the copy made by `add(_:forKey:)`; do not modify it).
    public func animation(forKey key: String) -> CAAnimation? {
        attached(forKey: key)?.animation
    }

    /// Whether an animation is attached for `key`.
    func hasAnimation(forKey key: String) -> Bool { attached(forKey: key) != nil }

    /// The attached animation for `key` (a loop: a closure made here would check the executor
    /// on every call, ObjectIdentitySearch.swift).
    private func attached(forKey key: String) -> AttachedAnimation? {
        for attached in attachedAnimations where attached.key == key { return attached }
        return nil
    }

    /// The keys of the attached animations, in the order they were added; `nil` when none.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let existing = attached(forKey: key) else { return }
        removeAttached(existing)
    }

    /// Removes every attached animation; their delegates hear `finished: false`.
    public func removeAllAnimations() {
        for attached in attachedAnimations { removeAttached(attached) }
    }

    // MARK: Package

    /// Adds a copy of `anim` whose progress comes from `driver` instead of time (property
    /// animators). It never ends by itself: the owner removes it.
    func add(_ anim: CAAnimation, forKey key: String?, drivenBy driver: AnimationProgressDriver, startingAt start: Double = 0) {
        guard presentationSource == nil else { return }
        Transactions.ensureTransaction()
        let copy = anim.copy() as! CAAnimation
        copy.repeatCount = .infinity
        let program = AnimationCompiler.compile(copy, defaultDuration: Transactions.animationDuration, allowsFastPath: false, layer: self)
        program.progressDriver = driver
        driver.setStart(start, for: program)
        if let key, let existing = attached(forKey: key) { removeAttached(existing) }
        let attached = AttachedAnimation(key: key, animation: copy, program: program, layer: self)
        attachedAnimations.append(attached)
        rebuildActivePrograms()
        Transactions.didAdd(attached)
        FrameScheduler.animationWasAdded(to: self)
    }

    /// Takes an animation off the layer without notifying anyone (it ended). The animation no
    /// longer points at the layer: its unowned back pointer would dangle once the layer goes.
    func detach(_ attached: AttachedAnimation) {
        attachedAnimations.removeAll(ofObject: attached)
        attached.layer = nil
        rebuildActivePrograms()
    }

    private func removeAttached(_ attached: AttachedAnimation) {
        detach(attached)
        FrameScheduler.animationWasRemoved(attached)
    }
}
