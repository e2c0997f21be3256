/// An interactor that drives the animator's animations by a percentage (usually from a pan).
///
/// Two ways, as on iOS (docs/transition-engine.md, "Percent-driven interactors"):
/// - **Layer time** (the animator has no `interruptibleAnimator(using:)`): after
///   `animateTransition(using:)` the container's layer is frozen (`speed = 0`) and `update(_:)`
///   sets its `timeOffset` to `percent × duration`, scrubbing every animation inside — UIView,
///   keyframe and Core Animation alike, each with its own curve. `finish()` runs the rest,
///   `(1 − p) × duration / completionSpeed`, and `cancel()` runs back to the start,
///   `p × duration / completionSpeed`, both along `completionCurve`, without a jump; then layer
///   time resumes and the animations' completions run.
/// - **Interruptible animator**: `update(_:)` sets its `fractionComplete`; finish and cancel
///   reverse it as needed and continue it with `timingCurve` and the completion speed.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    /// The animator's duration, read when the transition started.
    @exclusivity(unchecked) open private(set) var duration: CGFloat = 0
    /// The last value given to `update(_:)`.
    @exclusivity(unchecked) open private(set) var percentComplete: CGFloat = 0
    /// How fast the automatic rest runs (must be > 0).
    @exclusivity(unchecked) open var completionSpeed: CGFloat = 1
    /// The curve of the automatic rest.
    @exclusivity(unchecked) open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest on the interruptible path (`nil` keeps the animator's).
    @exclusivity(unchecked) open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive (interruptible animators may start running).
    @exclusivity(unchecked) open var wantsInteractiveStart = true
    /// Set by OpenUIKit's own drags (a sheet's): the layer-time rest runs on a critically damped
    /// spring of `frequency` per second, starting at `velocity` (animation seconds per second),
    /// instead of along `completionCurve`.
    package var settlingSpring: (frequency: Double, velocity: Double)?

    @exclusivity(unchecked) private var context: (any UIViewControllerContextTransitioning)?
    @exclusivity(unchecked) private var interruptible: (any UIViewImplicitlyAnimating)?
    @exclusivity(unchecked) private var frozenLayers: [CALayer] = []
    @exclusivity(unchecked) private var pendingEnd: Bool?
    @exclusivity(unchecked) private var completionLink: CADisplayLink?
    /// The container's local time when the animations began: 0 when frozen from the start,
    /// the moment they started for a transition that began non-interactively.
    @exclusivity(unchecked) private var scrubOrigin: CFTimeInterval = 0

    override public init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard context == nil else {
            OpenUIKitDiagnostics.report(.transitionMisuse, "Unsupported path when one interactor is driving multiple (2) transitions.", level: .error)
            // UIKit leaves the second transition stuck at 0 %; OpenUIKit runs it on its own, not
            // interactively, so no controller is left half presented [R].
            if let second = transitionContext as? any EngineTransitionContext, let animator = second.animator {
                second.finishInteractiveTransition()
                animator.animateTransition(using: transitionContext)
            }
            return
        }
        guard let engineContext = transitionContext as? any EngineTransitionContext, let animator = engineContext.animator else {
            OpenUIKitDiagnostics.report(.transitionMisuse, "Attempt to start a percent driven interactive transition but there is no animator!", level: .error)
            return
        }
        context = transitionContext
        percentComplete = 0
        // However the transition ends, frozen layer time runs again, and the interactor is free
        // for the next transition (one that ran on its own held nothing frozen).
        engineContext.whenComplete { [weak self, weak engineContext] in
            guard let self else { return }
            if !frozenLayers.isEmpty {
                resumeLayerTime()
            } else if let engineContext, context === engineContext {
                releaseContext()
            }
        }
        // A duration that cannot be scrubbed (NaN, infinite, negative; reported by the engine)
        // scrubs nothing: every percentage shows the start, and finish runs the animations.
        duration = engineContext.duration.isFinite && engineContext.duration > 0 ? CGFloat(engineContext.duration) : 0
        if let animator = engineContext.interruptibleAnimatorIfAny {
            interruptible = animator
            if transitionContext.isInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
        } else if transitionContext.isInteractive {
            engineContext.animateWatchingOutsideContainer(animator)
            freeze(transitionContext.containerView.layer)
            scrubOrigin = 0
            // Commit now, frozen: the animations begin at the container's time 0, whatever
            // percentage the first update brings before the run loop would have committed.
            CATransaction.flush()
        } else {
            // `wantsInteractiveStart == false`: the animations run on their own, as for a
            // non-interactive transition, until `pause()` makes the transition interactive.
            let layer = transitionContext.containerView.layer
            scrubOrigin = layer.convertTime(CACurrentMediaTime(), from: nil)
            animator.animateTransition(using: transitionContext)
        }
        if let finishing = pendingEnd {
            pendingEnd = nil
            finishing ? finish() : cancel()
        }
    }

    /// Moves the transition to `percentComplete` (0...1) while interactive.
    open func update(_ percentComplete: CGFloat) {
        guard let context, context.isInteractive else { return }
        let clamped = min(max(percentComplete.isNaN ? 0 : percentComplete, 0), 1)
        self.percentComplete = clamped
        context.updateInteractiveTransition(clamped)
        if let interruptible {
            interruptible.fractionComplete = clamped
        } else {
            freezeOutsideAlongsideViews()
            // A hair before the end at 100 %: the animations look finished but do not end
            // (and complete the transition) until finish().
            let offset = scrubOrigin + min(Double(duration * clamped), max(0, Double(duration) - 0.0001))
            for layer in frozenLayers { layer.timeOffset = offset }
            context.containerView.layoutIfNeeded()
        }
    }

    /// Finishes the transition from where it is (remembered if called before the start).
    open func finish() { end(finishing: true) }

    /// Cancels the transition, running back to the start (remembered if called before the start).
    open func cancel() { end(finishing: false) }

    /// Pauses a running transition (one that started non-interactively, or was finished or
    /// cancelled on an interruptible animator), making it interactive: `update(_:)`,
    /// `finish()` and `cancel()` drive it from where it stopped.
    open func pause() {
        guard let context, !context.isInteractive else { return }
        if let interruptible {
            interruptible.pauseAnimation()
            context.pauseInteractiveTransition()
            percentComplete = interruptible.fractionComplete
        } else if frozenLayers.isEmpty, let engineContext = context as? any EngineTransitionContext {
            // Layer time stops where it is (Technical Q&A QA1673) and is scrubbed from there.
            let layer = context.containerView.layer
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            freeze(layer, at: now)
            let elapsed = duration > 0 ? CGFloat(now - scrubOrigin) / duration : 0
            percentComplete = min(max(elapsed.isNaN ? 0 : elapsed, 0), 1)
            engineContext.pauseInteraction(scrubbingLayerTime: true)
            context.updateInteractiveTransition(percentComplete)
        }
    }

    // MARK: Internals

    private func end(finishing: Bool) {
        guard let context else {
            pendingEnd = finishing
            return
        }
        guard context.isInteractive else { return }
        finishing ? context.finishInteractiveTransition() : context.cancelInteractiveTransition()
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        if let interruptible {
            interruptible.isReversed = !finishing
            let remaining = finishing ? 1 - percentComplete : percentComplete
            if timingCurve == nil, speed == 1 {
                interruptible.startAnimation()
            } else {
                interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: max(remaining / speed, 0.0001))
            }
            releaseContext()
            return
        }
        freezeOutsideAlongsideViews()
        runRest(finishing: finishing, speed: speed)
    }

    /// Drives the frozen layers' time to the end (finish) or the start (cancel) along the
    /// completion curve, frame by frame, then resumes layer time so the animations end and
    /// their completions call `completeTransition(_:)`.
    private func runRest(finishing: Bool, speed: CGFloat) {
        let startOffset = frozenLayers.first?.timeOffset ?? scrubOrigin
        let target = scrubOrigin + (finishing ? Double(duration) : 0)
        let restDuration = abs(target - startOffset) / Double(speed)
        let curve = completionCurve.timingFunction.curve
        let startTime = CACurrentMediaTime()
        guard restDuration > 0 else {
            resumeLayerTime()
            return
        }
        if let spring = settlingSpring {
            return runSpringRest(from: startOffset, to: target, spring: spring, startTime: startTime)
        }
        // The link keeps the interactor alive until layer time runs again: the transition may
        // complete (and let go of the interactor) on the frame the animations reach their end.
        let link = CADisplayLink { _ in
            let s = min(1, (CACurrentMediaTime() - startTime) / restDuration)
            let offset = startOffset + (target - startOffset) * curve.value(atProgress: s)
            for layer in self.frozenLayers { layer.timeOffset = offset }
            if s >= 1 - 1e-9 { self.resumeLayerTime() }
        }
        link.add(to: .main, forMode: .common)
        completionLink = link
    }

    /// The rest on a critically damped spring: x(t) = (x₀ + (v₀ + ωx₀)·t)·e^(−ωt) around the
    /// target, until less than a thousandth of the duration is left.
    private func runSpringRest(from startOffset: CFTimeInterval, to target: CFTimeInterval,
                               spring: (frequency: Double, velocity: Double), startTime: CFTimeInterval) {
        let omega = spring.frequency.isFinite && spring.frequency > 0 ? spring.frequency : 18.26
        let displacement = startOffset - target
        let velocity = spring.velocity.isFinite ? spring.velocity : 0
        let done = max(Double(duration), 0.001) * 0.001
        let lowest = scrubOrigin, highest = scrubOrigin + Double(duration)
        let link = CADisplayLink { _ in
            let t = CACurrentMediaTime() - startTime
            let x = (displacement + (velocity + omega * displacement) * t) * exp(-omega * t)
            let offset = min(max(target + x, lowest), highest)
            for layer in self.frozenLayers { layer.timeOffset = offset }
            if abs(x) < done || t > 5 { self.resumeLayerTime() }
        }
        link.add(to: .main, forMode: .common)
        completionLink = link
    }

    /// Stops `layer`'s time at local time `offset` (0: the start of animations added while it is
    /// frozen) and scrubs it with the others from then on.
    private func freeze(_ layer: CALayer, at offset: CFTimeInterval = 0) {
        guard !frozenLayers.contains(where: { $0 === layer }) else { return }
        layer.speed = 0
        layer.timeOffset = offset
        frozenLayers.append(layer)
    }

    private func freezeOutsideAlongsideViews() {
        guard let engineContext = context as? any EngineTransitionContext else { return }
        for view in engineContext.outsideAlongsideViews { freeze(view.layer) }
    }

    /// Layer time runs again: the frozen layers' local time jumps past every animation, so
    /// they end at the next frame and their completions run.
    private func resumeLayerTime() {
        completionLink?.invalidate()
        completionLink = nil
        for layer in frozenLayers {
            layer.speed = 1
            // Local time jumps past every animation of the transition: from the frozen-at-start
            // path it starts at 0, so the media time is far past; from a pause the animations
            // began at `scrubOrigin`, so the offset carries local time beyond their end.
            let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
            let pastTheEnd = scrubOrigin + Double(duration) + 1
            layer.timeOffset = scrubOrigin == 0 || parentNow >= pastTheEnd ? 0 : pastTheEnd - parentNow
        }
        frozenLayers = []
        releaseContext()
    }

    private func releaseContext() {
        context = nil
        interruptible = nil
    }
}
