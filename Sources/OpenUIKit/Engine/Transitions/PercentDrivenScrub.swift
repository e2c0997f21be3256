/// The percent-driven path of one transition, owned by its context: the one place where an
/// interactive transition's progress turns into layer time.
///
/// A `UIPercentDrivenInteractiveTransition` reaches it only through the context
/// (`UIViewControllerContextTransitioning+PercentDriving.swift`): `update(_:)` is
/// `context.scrub(to:)`, and the percentage lives in the context (`percentComplete`, which the
/// coordinator reports too). Two ways, as on iOS (docs/transition-engine.md, "Percent-driven
/// interactors"):
/// - **Layer time** (the animator has no `interruptibleAnimator(using:)`): after
///   `animateTransition(using:)` the container's layer is frozen (`speed = 0`) and a scrub sets
///   its `timeOffset` to `percent × duration`, scrubbing every animation inside — UIView,
///   keyframe and Core Animation alike, each with its own curve. Finishing runs the rest,
///   `(1 − p) × duration / completionSpeed`, and cancelling runs back to the start,
///   `p × duration / completionSpeed`, both along the completion curve, without a jump; then
///   layer time resumes and the animations' completions run.
/// - **Interruptible animator**: a scrub sets its `fractionComplete`; finish and cancel reverse
///   it as needed and continue it with the timing curve and the completion speed.
@MainActor
final class PercentDrivenScrub {
    /// The context that owns this object, held until the scrub is over (a running rest keeps
    /// it alive through this reference; `release()` breaks the cycle).
    private var owner: TransitionContext?
    /// The animator's duration, read when the transition started (0 when it cannot be scrubbed).
    private(set) var duration: CGFloat = 0
    private var interruptible: (any UIViewImplicitlyAnimating)?
    private var frozenLayers: [CALayer] = []
    private var completionLink: CADisplayLink?
    /// The container's local time when the animations began: 0 when frozen from the start,
    /// the moment they started for a transition that began non-interactively.
    private var scrubOrigin: CFTimeInterval = 0
    /// Told once the scrub is over: layer time runs again, or the interruptible animator runs
    /// on its own (the interactor is free for the next transition).
    private var onRelease: (() -> Void)?

    init(context: TransitionContext) {
        owner = context
    }

    /// Starts the animations for an interactor: frozen at the start when the transition begins
    /// interactively, running from a recorded origin otherwise.
    func begin(onRelease: @escaping () -> Void) {
        guard let context = owner else { return }
        self.onRelease = onRelease
        // However the transition ends, frozen layer time runs again, and the interactor is free
        // for the next transition.
        context.completionObservers.append { [weak self] in
            guard let self else { return }
            if !frozenLayers.isEmpty { resumeLayerTime() } else { release() }
        }
        // A duration that cannot be scrubbed (NaN, infinite, negative; reported by the engine)
        // scrubs nothing: every percentage shows the start, and finish runs the animations.
        duration = context.duration.isFinite && context.duration > 0 ? CGFloat(context.duration) : 0
        guard let animator = context.animator else { return }
        if let animator = context.interruptibleAnimatorIfAny {
            interruptible = animator
            if context.isInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
        } else if context.isInteractive {
            let watch = OutsideContainerWatch(context: context)
            animator.animateTransition(using: context)
            watch.stop()
            freeze(context.containerView.layer)
            scrubOrigin = 0
            // Commit now, frozen: the animations begin at the container's time 0, whatever
            // percentage the first update brings before the run loop would have committed.
            CATransaction.flush()
        } else {
            // `wantsInteractiveStart == false`: the animations run on their own, as for a
            // non-interactive transition, until a pause makes the transition interactive.
            let layer = context.containerView.layer
            scrubOrigin = layer.convertTime(CACurrentMediaTime(), from: nil)
            animator.animateTransition(using: context)
        }
    }

    /// Moves the transition to `percent` (already clamped to 0...1) while interactive.
    func scrub(to percent: CGFloat) {
        guard let context = owner, context.isInteractive else { return }
        context.updateInteractiveTransition(percent)
        if let interruptible {
            interruptible.fractionComplete = percent
        } else {
            freezeOutsideAlongsideViews()
            // A hair before the end at 100 %: the animations look finished but do not end
            // (and complete the transition) until finish().
            let offset = scrubOrigin + min(Double(duration * percent), max(0, Double(duration) - 0.0001))
            for layer in frozenLayers { layer.timeOffset = offset }
            context.containerView.layoutIfNeeded()
        }
    }

    /// Pauses a running transition, making it interactive from where it is.
    func pause() {
        guard let context = owner, !context.isInteractive else { return }
        if let interruptible {
            interruptible.pauseAnimation()
            context.pauseInteractiveTransition()
            context.updateInteractiveTransition(interruptible.fractionComplete)
        } else if frozenLayers.isEmpty {
            // Layer time stops where it is (Technical Q&A QA1673) and is scrubbed from there.
            let layer = context.containerView.layer
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            freeze(layer, at: now)
            let elapsed = duration > 0 ? CGFloat(now - scrubOrigin) / duration : 0
            context.pauseInteraction(scrubbingLayerTime: true)
            context.updateInteractiveTransition(min(max(elapsed.isNaN ? 0 : elapsed, 0), 1))
        }
    }

    /// Finishes or cancels from where the transition is, with the interactor's settings.
    func end(finishing: Bool, settings: PercentDrivenCompletion) {
        guard let context = owner, context.isInteractive else { return }
        finishing ? context.finishInteractiveTransition() : context.cancelInteractiveTransition()
        let speed = settings.speed > 0 && settings.speed.isFinite ? settings.speed : 1
        if let interruptible {
            interruptible.isReversed = !finishing
            let percent = context.percentComplete
            let remaining = finishing ? 1 - percent : percent
            if settings.timingCurve == nil, speed == 1 {
                interruptible.startAnimation()
            } else {
                interruptible.continueAnimation(withTimingParameters: settings.timingCurve, durationFactor: max(remaining / speed, 0.0001))
            }
            release()
            return
        }
        freezeOutsideAlongsideViews()
        runRest(finishing: finishing, speed: speed, settings: settings)
    }

    // MARK: The rest

    /// Drives the frozen layers' time to the end (finish) or the start (cancel) along the
    /// completion curve, frame by frame, then resumes layer time so the animations end and
    /// their completions call `completeTransition(_:)`.
    private func runRest(finishing: Bool, speed: CGFloat, settings: PercentDrivenCompletion) {
        let startOffset = frozenLayers.first?.timeOffset ?? scrubOrigin
        let target = scrubOrigin + (finishing ? Double(duration) : 0)
        let restDuration = abs(target - startOffset) / Double(speed)
        let curve = LayerHosting.curve(of: settings.curve.timingFunction)
        let startTime = CACurrentMediaTime()
        guard restDuration > 0 else {
            resumeLayerTime()
            return
        }
        if let spring = settings.settlingSpring {
            return runSpringRest(from: startOffset, to: target, spring: spring, startTime: startTime)
        }
        // The link keeps this object (and, through `onRelease`, the interactor) alive until
        // layer time runs again: the transition may complete on the frame the animations reach
        // their end.
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
        let omega = spring.frequency.isFinite && spring.frequency > 0 ? spring.frequency : (1000.0 / 3).squareRoot()
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

    // MARK: Layer time

    /// Stops `layer`'s time at local time `offset` (0: the start of animations added while it is
    /// frozen) and scrubs it with the others from then on.
    private func freeze(_ layer: CALayer, at offset: CFTimeInterval = 0) {
        guard !frozenLayers.contains(where: { $0 === layer }) else { return }
        layer.speed = 0
        layer.timeOffset = offset
        frozenLayers.append(layer)
    }

    /// Views outside the container registered with `animateAlongsideTransition(in:)`: their
    /// layer time is scrubbed with the container's.
    private func freezeOutsideAlongsideViews() {
        for view in owner?.outsideAlongsideViews ?? [] { freeze(view.layer) }
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
        release()
    }

    private func release() {
        interruptible = nil
        owner = nil
        let onRelease = self.onRelease
        self.onRelease = nil
        onRelease?()
    }
}

/// How a percent-driven transition's rest runs: the interactor's settings when it finishes or
/// cancels.
struct PercentDrivenCompletion {
    var speed: CGFloat
    var curve: UIView.AnimationCurve
    var timingCurve: (any UITimingCurveProvider)?
    /// OpenUIKit's own drags (a sheet's): a critically damped spring of `frequency` per second,
    /// starting at `velocity` (animation seconds per second), instead of the curve.
    var settlingSpring: (frequency: Double, velocity: Double)?
}
