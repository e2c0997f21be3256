/// A `CATransition` in progress on a layer.
struct TransitionState: Equatable {
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    /// 0 shows the old content, 1 the new.
    var progress: Double
    var transitionID: ObjectIdentifier
}

/// An animation compiled for evaluation: its timing as plain values and what it writes.
///
/// Built once when the animation is added to a layer (as Core Animation copies an animation on
/// add), so evaluating a frame never parses key paths or converts `Any` values. Subclasses
/// implement the body; a plain `AnimationProgram` has no visible effect (an animation whose key
/// path OpenUIKit cannot animate, reported when it was added).
@MainActor
class AnimationProgram {
    let timing: MediaTimingValues
    /// The basic duration with 0 replaced by the transaction's duration.
    let basicDuration: CFTimeInterval
    let timingFunction: UnitBezier?
    /// The properties the program writes (bits of `LayerProperty.bit`).
    let targets: UInt64
    /// When set, the program ignores time and shows the driver's progress (property animators).
    @exclusivity(unchecked) final var progressDriver: AnimationProgressDriver?

    init(timing: MediaTimingValues, basicDuration: CFTimeInterval, timingFunction: UnitBezier?, targets: UInt64 = 0) {
        self.timing = timing
        self.basicDuration = basicDuration
        self.timingFunction = timingFunction
        self.targets = targets
    }

    /// Whether the program writes object-valued properties (contents, paths, gradient arrays).
    final var touchesObjects: Bool { targets & LayerProperty.objectValuedMask != 0 }

    /// Applies the animation's value at `parentTime` (the layer's local time, or its group's)
    /// with `timing` (the program's own, its begin time resolved by the layer).
    @inline(__always)
    final func apply(parentTime: CFTimeInterval, timing: MediaTimingValues,
                             core: UnsafeMutablePointer<LayerCore>, layer: CALayer) {
        if let driver = progressDriver {
            let progress = driver.progress(for: self)
            applyBody(progress: progress, localTime: progress * basicDuration, iteration: 0, core: core, layer: layer)
            return
        }
        let sample = MediaTimingModel.sample(timing, basicDuration: basicDuration, parentTime: parentTime)
        guard sample.isApplied else { return }
        let linear = sample.basicTime / basicDuration
        // Optional chaining, not `Optional.map` (a main-actor closure is checked for isolation on
        // every call) nor `if let` (which copies the curve out of the program).
        let eased = timingFunction?.value(atProgress: linear) ?? linear
        applyBody(progress: eased, localTime: sample.basicTime, iteration: sample.iteration, core: core, layer: layer)
    }

    /// Writes the animation's effect.
    ///
    /// - Parameters:
    ///   - progress: eased progress through the current cycle, 0...1.
    ///   - localTime: seconds into the current cycle (springs run on real time, not progress).
    ///   - iteration: completed cycles (for cumulative animations).
    func applyBody(progress: Double, localTime: CFTimeInterval, iteration: Int,
                           core: UnsafeMutablePointer<LayerCore>, layer: CALayer) {}
}

/// A `CAAnimationGroup`: children evaluated in the group's (eased) local time.
@MainActor
final class GroupProgram: AnimationProgram {
    let children: [AnimationProgram]

    init(timing: MediaTimingValues, basicDuration: CFTimeInterval, timingFunction: UnitBezier?, children: [AnimationProgram]) {
        self.children = children
        super.init(timing: timing, basicDuration: basicDuration, timingFunction: timingFunction,
                   targets: children.reduce(0) { $0 | $1.targets })
    }

    override func applyBody(progress: Double, localTime: CFTimeInterval, iteration: Int,
                                     core: UnsafeMutablePointer<LayerCore>, layer: CALayer) {
        let childTime = progress * basicDuration
        for child in children {
            child.apply(parentTime: childTime, timing: child.timing, core: core, layer: layer)
        }
    }
}

/// A `CATransition`: records its progress for the renderer.
@MainActor
final class TransitionProgram: AnimationProgram {
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    let startProgress: Double
    let endProgress: Double

    init(timing: MediaTimingValues, basicDuration: CFTimeInterval, timingFunction: UnitBezier?,
                 type: CATransitionType, subtype: CATransitionSubtype?, start: Double, end: Double) {
        self.type = type
        self.subtype = subtype
        self.startProgress = start
        self.endProgress = end
        super.init(timing: timing, basicDuration: basicDuration, timingFunction: timingFunction, targets: LayerCore.transitionBit)
    }

    override func applyBody(progress: Double, localTime: CFTimeInterval, iteration: Int,
                                     core: UnsafeMutablePointer<LayerCore>, layer: CALayer) {
        layer.presentationTransition = TransitionState(
            type: type, subtype: subtype, progress: startProgress + (endProgress - startProgress) * progress,
            transitionID: ObjectIdentifier(self)
        )
    }
}

/// Any property animation, through typed `AnimationValue`s (every kind, every combination of
/// values, keyframes, paths, value functions).
@MainActor
final class PropertyProgram: AnimationProgram {
    let track: PropertyTrack

    init(timing: MediaTimingValues, basicDuration: CFTimeInterval, timingFunction: UnitBezier?, track: PropertyTrack) {
        self.track = track
        super.init(timing: timing, basicDuration: basicDuration, timingFunction: timingFunction,
                   targets: track.target.property.bit | (track.alsoWritesTransform ? LayerProperty.transform.bit : 0))
    }

    override func applyBody(progress: Double, localTime: CFTimeInterval, iteration: Int,
                                     core: UnsafeMutablePointer<LayerCore>, layer: CALayer) {
        track.apply(progress: progress, localTime: localTime, iteration: iteration, values: &core.pointee.presentation, layer: layer)
    }
}
