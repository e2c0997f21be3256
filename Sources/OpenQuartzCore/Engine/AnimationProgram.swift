/// The presentation values of one layer while animations are applied to it.
package struct PresentationState {
    package var values: LayerValues
    package var objects: LayerObjects
    /// The progress of a running `CATransition`, if any.
    package var transition: TransitionState?

    package init(values: LayerValues, objects: LayerObjects, transition: TransitionState? = nil) {
        self.values = values
        self.objects = objects
        self.transition = transition
    }
}

/// A `CATransition` in progress on a layer.
package struct TransitionState: Equatable {
    package var type: CATransitionType
    package var subtype: CATransitionSubtype?
    /// 0 shows the old content, 1 the new.
    package var progress: Double
    package var transitionID: ObjectIdentifier
}

/// An animation compiled for evaluation: its timing as plain values and a typed body.
///
/// Built once when the animation is added to a layer (as Core Animation copies an animation on
/// add), so evaluating a frame never parses key paths or converts `Any` values.
@MainActor
package final class AnimationProgram {
    package enum Body {
        case property(PropertyTrack)
        case group([AnimationProgram])
        case transition(type: CATransitionType, subtype: CATransitionSubtype?, start: Double, end: Double)
        /// Accepted but without a visible effect (an unknown key path, reported when added).
        case inert
    }

    package let timing: MediaTimingValues
    /// The basic duration with 0 replaced by the transaction's duration.
    package let basicDuration: CFTimeInterval
    package let timingFunction: UnitBezier?
    package let body: Body
    /// Which plain or object properties the program writes (for resetting them each frame).
    package let targets: [LayerProperty]

    package init(timing: MediaTimingValues, basicDuration: CFTimeInterval, timingFunction: UnitBezier?, body: Body) {
        self.timing = timing
        self.basicDuration = basicDuration
        self.timingFunction = timingFunction
        self.body = body
        switch body {
        case .property(let track): targets = [track.target.property] + (track.alsoWritesTransform ? [.transform] : [])
        case .group(let children): targets = children.flatMap(\.targets)
        case .transition, .inert: targets = []
        }
    }

    /// Whether the program writes object-valued properties (contents, paths, gradient arrays).
    package var touchesObjects: Bool { targets.contains { $0.isObjectValued } }

    /// Applies the animation's value at `parentTime` (the layer's local time, or the group's).
    @inline(__always)
    package func apply(parentTime: CFTimeInterval, to state: inout PresentationState) {
        apply(parentTime: parentTime, timing: timing, to: &state)
    }

    /// The same with the top-level timing resolved by the layer (its begin time set at commit).
    @inline(__always)
    package func apply(parentTime: CFTimeInterval, timing: MediaTimingValues, to state: inout PresentationState) {
        let sample = MediaTimingModel.sample(timing, basicDuration: basicDuration, parentTime: parentTime)
        guard sample.isApplied else { return }
        let linear = sample.basicTime / basicDuration
        let eased = timingFunction.map { $0.value(atProgress: linear) } ?? linear
        switch body {
        case .property(let track):
            track.apply(progress: eased, localTime: sample.basicTime, iteration: sample.iteration, to: &state)
        case .group(let children):
            // Children see the group's (eased) local time.
            let childTime = eased * basicDuration
            for child in children { child.apply(parentTime: childTime, to: &state) }
        case .transition(let type, let subtype, let start, let end):
            state.transition = TransitionState(
                type: type, subtype: subtype, progress: start + (end - start) * eased,
                transitionID: ObjectIdentifier(self)
            )
        case .inert:
            break
        }
    }
}
