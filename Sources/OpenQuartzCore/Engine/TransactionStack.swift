/// The state behind `CATransaction`: nested transactions, their values and completion blocks,
/// and what happens when the outermost one commits.
///
/// A property change or animation outside any transaction opens an *implicit* transaction, which
/// the run loop driver commits at the end of the current turn (or `CATransaction.flush()`).
/// The outermost commit lays out layers that need it, resolves the begin time of new animations
/// (`beginTime == 0` becomes the layer's local time at the commit), hands them to the driver, and
/// seals completion blocks.
@MainActor
final class TransactionStack {
    static let shared = TransactionStack()

    private final class Frame {
        @exclusivity(unchecked) var isImplicit: Bool
        @exclusivity(unchecked) var values: [String: Any] = [:]
        /// `values[kCATransactionDisableActions]` read as a flag (`nil` when not set here): every
        /// property change asks, so it is kept typed.
        @exclusivity(unchecked) var disableActions: Bool?
        /// Set by `CATransaction.setDisableActions(_:)`: this frame's value for
        /// `kCATransactionDisableActions` is `disableActions` and is not kept in `values` (a
        /// dictionary made, hashed into and freed for every such call, which UIKit's own code
        /// makes often).
        @exclusivity(unchecked) var disableActionsIsTyped = false
        @exclusivity(unchecked) var completionGroup: TransactionCompletionGroup?
        init(isImplicit: Bool) { self.isImplicit = isImplicit }

        /// Back to a new frame's state (what it holds let go), for reuse.
        func clear() {
            if !values.isEmpty { values.removeAll(keepingCapacity: true) }
            disableActions = nil
            disableActionsIsTyped = false
            completionGroup = nil
        }
    }

    @exclusivity(unchecked) private var frames: [Frame] = []
    /// Frames of finished transactions kept for the next ones (UIKit opens several transactions
    /// per transition; a frame each was an allocation each).
    @exclusivity(unchecked) private var spareFrames: [Frame] = []

    private func makeFrame(isImplicit: Bool) -> Frame {
        // Spare frames were cleared when they were recycled.
        guard let frame = spareFrames.popLast() else { return Frame(isImplicit: isImplicit) }
        frame.isImplicit = isImplicit
        return frame
    }

    /// Keeps a frame that left the stack for reuse, when nothing else holds it.
    private func recycle(_ frame: inout Frame) {
        guard spareFrames.count < 8, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        spareFrames.append(frame)
    }
    /// Incremented by every outermost commit. A layer is committed once this exceeds its
    /// creation serial.
    @exclusivity(unchecked) private(set) var commitSerial = 0
    /// Animations added since the last outermost commit.
    @exclusivity(unchecked) private var uncommittedAnimations = RecycledList<AttachedAnimation>()
    /// The commit's list of layers whose animations got their begin time, kept for its storage.
    @exclusivity(unchecked) private var spareChangedLayers: [Unmanaged<CALayer>] = []
    /// Groups that fire (in order) once their animations are done.
    @exclusivity(unchecked) private var waitingGroups: [TransactionCompletionGroup] = []
    @exclusivity(unchecked) private var flushRequested = false
    /// Balance of `CATransaction.lock()`/`unlock()` calls.
    @exclusivity(unchecked) var lockDepth = 0
    @exclusivity(unchecked) private var isCommitting = false
    /// Whether an owning delegate (a view) may answer an action other than "none": UIKit sets
    /// it while an animation block or keyframe collection is open. While it is false, a
    /// change of a plain layer owned by its delegate (`CALayer.owningDelegateDecidesActions`)
    /// runs no action and looks none up.
    @exclusivity(unchecked) var owningDelegatesMayAct = false
    /// The property whose action is being looked up (`prepareChange(of:on:)`), so that an
    /// action lookup given its key need not parse it again; `nil` otherwise.
    @exclusivity(unchecked) var changingProperty: LayerProperty?
    /// Work the outermost commit runs first, in order (layout belongs here).

    /// Layers that asked for layout (held until the next commit lays them out).
    @exclusivity(unchecked) private var layersNeedingLayout = RecycledList<CALayer>()
    /// Layers that asked to be redrawn (held until the next commit displays them).
    @exclusivity(unchecked) private var layersNeedingDisplay = RecycledList<CALayer>()

    private init() {}

    // MARK: Transactions

    var isInTransaction: Bool { !frames.isEmpty }

    func begin() {
        frames.append(makeFrame(isImplicit: false))
    }

    func commit() {
        // (No binding of the last frame: it would keep the frame from being recycled.)
        guard frames.last?.isImplicit == false else {
            OpenUIKitDiagnostics.report(.transactionMisuse, "CATransaction.commit() without a matching begin(); ignored.")
            return
        }
        var finished = frames.removeLast()
        seal(finished)
        recycle(&finished)
        if frames.isEmpty {
            commitToRenderTree()
        } else if flushRequested, frames.count == 1, frames[0].isImplicit {
            flush()
        }
    }

    /// Commits the implicit transaction, unless explicit transactions are open (then it happens
    /// when they have all committed).
    func flush() {
        guard !frames.isEmpty else {
            // Nothing open, but layout or display may still be pending.
            if !layersNeedingLayout.isEmpty || !layersNeedingDisplay.isEmpty, !isCommitting { commitToRenderTree() }
            return
        }
        guard frames.count == 1, frames[0].isImplicit else {
            flushRequested = true
            return
        }
        flushRequested = false
        var finished = frames.removeLast()
        seal(finished)
        recycle(&finished)
        commitToRenderTree()
    }

    /// Opens the implicit transaction if none is open.
    @inline(__always)
    func ensureTransaction() {
        if frames.isEmpty { frames.append(makeFrame(isImplicit: true)) }
    }

    // MARK: Values

    func value(forKey key: String) -> Any? {
        for frame in frames.reversed() {
            if frame.disableActionsIsTyped, let flag = frame.disableActions, key == kCATransactionDisableActions { return flag }
            if !frame.values.isEmpty, let value = frame.values[key] { return value }
        }
        return nil
    }

    func setValue(_ value: Any?, forKey key: String) {
        ensureTransaction()
        let frame = frames[frames.count - 1]
        frame.values[key] = value
        if key == kCATransactionDisableActions {
            frame.disableActionsIsTyped = false
            if let value { frame.disableActions = (value as? Bool) ?? false } else { frame.disableActions = nil }
        }
    }

    /// `CATransaction.setDisableActions(_:)`: the same as setting the key's value to `flag`,
    /// kept typed only.
    func setDisableActions(_ flag: Bool) {
        ensureTransaction()
        let frame = frames[frames.count - 1]
        if !frame.values.isEmpty { frame.values.removeValue(forKey: kCATransactionDisableActions) }
        frame.disableActions = flag
        frame.disableActionsIsTyped = true
    }

    var animationDuration: CFTimeInterval {
        guard let value = AnimationValue.number(value(forKey: kCATransactionAnimationDuration)), value.isFinite, value >= 0 else {
            return 0.25
        }
        return value
    }

    var animationTimingFunction: CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// The innermost transaction's `disableActions` value (`false` when none set one, or set
    /// something other than a `Bool`).
    var disableActions: Bool {
        for frame in frames.reversed() {
            if let flag = frame.disableActions { return flag }
        }
        return false
    }

    var completionBlock: (() -> Void)? {
        frames.last?.completionGroup?.block
    }

    func setCompletionBlock(_ block: (() -> Void)?) {
        ensureTransaction()
        let frame = frames[frames.count - 1]
        if let previous = frame.completionGroup {
            // The replaced block no longer gains animations; it runs when those it has are done.
            sealGroup(previous)
        }
        if let block {
            let group = TransactionCompletionGroup(block: block)
            frame.completionGroup = group
            waitingGroups.append(group)
        } else {
            frame.completionGroup = nil
        }
    }

    // MARK: Animations

    /// Registers an animation just added to a layer with the open transactions.
    func didAdd(_ attached: AttachedAnimation) {
        ensureTransaction()
        uncommittedAnimations.append(attached)
        for frame in frames {
            guard let group = frame.completionGroup, !group.isSealed else { continue }
            group.pendingAnimations += 1
            attached.completionGroups.append(group)
        }
    }

    /// Called when an animation has stopped (finished or removed): releases its groups.
    func animationDidFinish(_ attached: AttachedAnimation) {
        // Most animations have no group waiting: nothing to take apart.
        if attached.completionGroups.isEmpty { return }
        let groups = attached.completionGroups
        attached.completionGroups = []
        for group in groups { group.pendingAnimations -= 1 }
        if !groups.isEmpty { fireReadyGroups() }
    }

    /// Holds back the completion blocks of the transactions open now, as an animation added
    /// now would, until the hold is released: for work that UIKit starts inside the transaction
    /// and OpenUIKit starts a turn later (a navigation transition). `nil` when no open
    /// transaction has a block waiting.
    func holdCompletions() -> TransactionCompletionHold? {
        var groups: [TransactionCompletionGroup] = []
        for frame in frames {
            guard let group = frame.completionGroup, !group.isSealed else { continue }
            group.pendingAnimations += 1
            groups.append(group)
        }
        return groups.isEmpty ? nil : TransactionCompletionHold(groups: groups)
    }

    /// Lets a hold's blocks run once nothing else holds them.
    fileprivate func release(_ groups: [TransactionCompletionGroup]) {
        for group in groups { group.pendingAnimations -= 1 }
        fireReadyGroups()
    }

    // MARK: Layout

    func layerNeedsLayout(_ layer: CALayer) {
        layersNeedingLayout.append(layer)
    }

    func layerNeedsDisplay(_ layer: CALayer) {
        layersNeedingDisplay.append(layer)
    }

    // MARK: Testing

    /// Whether the next frame's commit has work: an open transaction, animations to commit,
    /// layout or display pending, or a completion block ready to run. (Completion blocks that
    /// wait for animations run when those animations stop, not at a commit.)
    var needsCommit: Bool {
        !frames.isEmpty || !uncommittedAnimations.isEmpty || !layersNeedingLayout.isEmpty
            || !layersNeedingDisplay.isEmpty || firstReadyGroupIndex() != nil
    }

    /// Whether anything waits for a commit or a completion.
    var hasPendingWork: Bool {
        !frames.isEmpty || !uncommittedAnimations.isEmpty || waitingGroups.contains { !$0.hasFired }
            || !layersNeedingLayout.isEmpty || !layersNeedingDisplay.isEmpty
    }

    /// Drops all transaction state (between tests).
    func reset() {
        for attached in uncommittedAnimations.items { attached.detachOnReset() }
        frames = []
        uncommittedAnimations.removeAll()
        waitingGroups = []
        layersNeedingLayout.removeAll()
        layersNeedingDisplay.removeAll()
        flushRequested = false
        isCommitting = false
        owningDelegatesMayAct = false
    }

    // MARK: Private

    private func seal(_ frame: Frame) {
        guard let group = frame.completionGroup else { return }
        sealGroup(group)
    }

    /// Seals a group; groups fire in the order they were sealed (an inner transaction's block
    /// before its outer transaction's when the same animation releases both).
    private func sealGroup(_ group: TransactionCompletionGroup) {
        group.isSealed = true
        waitingGroups.removeAll(ofObject: group)
        waitingGroups.append(group)
        fireReadyGroups()
    }

    private func firstReadyGroupIndex() -> Int? {
        for index in waitingGroups.indices where waitingGroups[index].isReadyToFire { return index }
        return nil
    }

    private func commitToRenderTree() {
        guard !isCommitting else { return }
        isCommitting = true
        // Work done during the commit (layout) belongs to this commit.
        frames.append(makeFrame(isImplicit: true))
        layOutPendingLayers()
        displayPendingLayers()
        var finished = frames.removeLast()
        recycle(&finished)
        isCommitting = false

        let now = MediaClock.shared.now
        var animations = uncommittedAnimations.take()
        // Unretained: `animations` keeps each animation, and nothing here lets go of a layer.
        // Only a repeat of the last layer is skipped (a layer's animations are mostly added
        // together); another repeat rebuilds that layer's programs twice, which is harmless.
        var changedLayers: [Unmanaged<CALayer>] = []
        swap(&changedLayers, &spareChangedLayers)
        for index in animations.indices {
            unowned(unsafe) let attached = animations[index]
            guard !attached.didStop, let layer = attached.layerReference else { continue }
            if attached.isPendingBegin {
                attached.timing.beginTime = CALayer.localTime(of: layer, atMediaTime: now)
                attached.isPendingBegin = false
                if changedLayers.last?.toOpaque() != layer.toOpaque() { changedLayers.append(layer) }
            }
            RunLoopDriver.shared.track(animations[index])
        }
        uncommittedAnimations.recycle(&animations)
        for layer in changedLayers { layer.takeUnretainedValue().rebuildActivePrograms() }
        changedLayers.removeAll(keepingCapacity: true)
        swap(&changedLayers, &spareChangedLayers)
        commitSerial += 1
        InternalChecks.runAfterCommit()
    }

    private func layOutPendingLayers() {
        var rounds = 0
        while !layersNeedingLayout.isEmpty {
            rounds += 1
            if rounds > 100 {
                OpenUIKitDiagnostics.report(.layoutLoop, "Layout did not settle after 100 passes (layoutSublayers keeps invalidating layout); giving up for this commit.", level: .error)
                layersNeedingLayout.removeAll()
                break
            }
            var pending = layersNeedingLayout.take()
            var roots = DistinctObjects<CALayer>()
            // Most pending layers share one root (the window's layer): consecutive repeats are
            // skipped before the distinct-set search, and nothing is retained on the way.
            var lastRoot: Unmanaged<CALayer>?
            for index in pending.indices {
                let root = CALayer.root(of: .passUnretained(pending[index]))
                if let lastRoot, lastRoot.toOpaque() == root.toOpaque() { continue }
                lastRoot = root
                roots.insert(root.takeUnretainedValue())
            }
            layersNeedingLayout.recycle(&pending)
            for root in roots { root.layoutIfNeeded() }
        }
    }

    /// Draws the layers that asked for it, in the order they asked.
    private func displayPendingLayers() {
        var pending = layersNeedingDisplay.take()
        for layer in pending { layer.displayIfNeeded() }
        layersNeedingDisplay.recycle(&pending)
    }

    /// Runs groups that are sealed and have nothing left to wait for, in the order they were sealed.
    private func fireReadyGroups() {
        // Loops, not `firstIndex(where:)` and `removeAll(where:)`: a closure made here would
        // check the executor on every call (ObjectIdentitySearch.swift).
        while let index = firstReadyGroupIndex() {
            let group = waitingGroups.remove(at: index)
            group.hasFired = true
            group.block()
        }
        var kept = 0
        for index in waitingGroups.indices where !waitingGroups[index].hasFired {
            waitingGroups.swapAt(kept, index)
            kept += 1
        }
        waitingGroups.removeLast(waitingGroups.count - kept)
    }
}

/// What `TransactionStack.holdCompletions()` holds: released once (later releases do nothing).
@MainActor
final class TransactionCompletionHold {
    private var groups: [TransactionCompletionGroup]

    fileprivate init(groups: [TransactionCompletionGroup]) {
        self.groups = groups
    }

    func release() {
        let held = groups
        groups = []
        guard !held.isEmpty else { return }
        TransactionStack.shared.release(held)
    }
}
