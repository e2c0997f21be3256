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
///
/// The interactor keeps its settings; the transition's context keeps the progress and does the
/// scrubbing, so `percentComplete` here and the coordinator's are the same value.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    /// The animator's duration, read when the transition started.
    open var duration: CGFloat { context?.scrubbedDuration ?? settled.duration }
    /// The last value given to `update(_:)` (or where `pause()` stopped the transition).
    open var percentComplete: CGFloat { context?.scrubbedPercent ?? settled.percent }
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
    var settlingSpring: (frequency: Double, velocity: Double)?

    /// The transition being driven, until it lets the interactor go.
    @exclusivity(unchecked) private var context: (any UIViewControllerContextTransitioning)?
    /// `finish()` or `cancel()` called before the transition started.
    @exclusivity(unchecked) private var pendingEnd: Bool?
    /// What the last transition ended with, read once it let the interactor go.
    private var settled: (percent: CGFloat, duration: CGFloat) = (0, 0)

    override public init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        // Behaviour source [R] — Transitions and navigation
        //   Rule: One interactor driving two transitions: UIKit's message is logged and the second
        //     transition runs on its own, not interactively
        //   Value: second runs non-interactively
        //   Source: Deliberate difference: UIKit leaves the second transition stuck at 0 %
        //     ("Unsupported path when one interactor is driving multiple (2) transitions."); we
        //     finish it so no controller is left half presented.
        //   Also: Sources/OpenUIKit/Engine/Transitions/UIViewControllerContextTransitioning+PercentDriving.swift
        guard context == nil else {
            OpenUIKitDiagnostics.report(.transitionMisuse, "Unsupported path when one interactor is driving multiple (2) transitions.", level: .error)
            transitionContext.runWithoutInteraction()
            return
        }
        context = transitionContext
        let started = transitionContext.beginPercentDriven { [weak self, weak transitionContext] in
            guard let self, let transitionContext, self.context === transitionContext else { return }
            self.settled = (transitionContext.scrubbedPercent, transitionContext.scrubbedDuration)
            self.context = nil
        }
        guard started else {
            context = nil
            OpenUIKitDiagnostics.report(.transitionMisuse, "Attempt to start a percent driven interactive transition but there is no animator!", level: .error)
            return
        }
        if let finishing = pendingEnd {
            pendingEnd = nil
            finishing ? finish() : cancel()
        }
    }

    /// Moves the transition to `percentComplete` (0...1) while interactive.
    open func update(_ percentComplete: CGFloat) {
        context?.scrub(to: min(max(percentComplete.isNaN ? 0 : percentComplete, 0), 1))
    }

    /// Finishes the transition from where it is (remembered if called before the start).
    open func finish() { end(finishing: true) }

    /// Cancels the transition, running back to the start (remembered if called before the start).
    open func cancel() { end(finishing: false) }

    /// Pauses a running transition (one that started non-interactively, or was finished or
    /// cancelled on an interruptible animator), making it interactive: `update(_:)`,
    /// `finish()` and `cancel()` drive it from where it stopped.
    open func pause() {
        context?.pauseScrubbing()
    }

    private func end(finishing: Bool) {
        guard let context else {
            pendingEnd = finishing
            return
        }
        context.endScrubbing(finishing: finishing, settings: PercentDrivenCompletion(
            speed: completionSpeed, curve: completionCurve, timingCurve: timingCurve, settlingSpring: settlingSpring))
    }
}
