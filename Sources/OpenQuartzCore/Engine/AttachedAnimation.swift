/// An animation attached to a layer: the copy the app can read back, its compiled program, its
/// resolved timing and its delivery state (start/stop notifications, completion groups).
@MainActor
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    let program: AnimationProgram
    /// The program's timing with `beginTime` resolved at commit.
    @exclusivity(unchecked) var timing: MediaTimingValues
    /// `beginTime` was 0 and the animation has not been committed yet: it starts "now".
    @exclusivity(unchecked) var isPendingBegin: Bool
    /// The layer, unretained: cleared by the layer's deinit (not weak: see
    /// `CALayer.internalSuperlayer`). The run loop driver's per-frame checks read it without
    /// retaining the layer.
    @exclusivity(unchecked) var layerReference: Unmanaged<CALayer>?
    var layer: CALayer? {
        get { layerReference?.takeUnretainedValue() }
        set {
            if let newValue { layerReference = .passUnretained(newValue) } else { layerReference = nil }
        }
    }
    @exclusivity(unchecked) var didStart = false
    /// Whether the stop has been decided (delivered or queued).
    @exclusivity(unchecked) var didStop = false
    /// Transaction completion groups waiting for this animation.
    @exclusivity(unchecked) var completionGroups: [TransactionCompletionGroup] = []

    init(key: String?, animation: CAAnimation, program: AnimationProgram, layer: CALayer) {
        self.key = key
        self.animation = animation
        self.program = program
        self.timing = program.timing
        self.isPendingBegin = program.timing.beginTime == 0
        self.layer = layer
    }
}

/// The completion block of one transaction, waiting for the animations added after it was set.
@MainActor
final class TransactionCompletionGroup {
    let block: () -> Void
    @exclusivity(unchecked) var pendingAnimations = 0
    /// Sealed when its transaction commits (or the block is replaced): no more animations join.
    @exclusivity(unchecked) var isSealed = false
    @exclusivity(unchecked) var hasFired = false

    init(block: @escaping () -> Void) {
        self.block = block
    }

    var isReadyToFire: Bool { isSealed && pendingAnimations == 0 && !hasFired }
}

extension AttachedAnimation {
    /// Between tests: takes the animation off its layer without a stop event. An animation left
    /// running holds its delegate and completion (often a transition context, and through it the
    /// views whose layers hold the animation): left attached, that cycle would never be freed.
    func detachOnReset() {
        didStop = true
        completionGroups = []
        guard let layer else { return }
        layer.attachedAnimations.removeAll(ofObject: self)
        layer.rebuildActivePrograms()
        self.layer = nil
    }
}
