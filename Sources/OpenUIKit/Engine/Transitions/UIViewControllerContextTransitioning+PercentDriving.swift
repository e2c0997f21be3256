/// What `UIPercentDrivenInteractiveTransition` asks of a transition, through its context: the
/// engine's facade for percent-driven interaction. The engine's own context answers with its
/// `PercentDrivenScrub`, which owns the progress and the layer time; a context an app or a
/// custom container writes itself has none, and the interactor then reports that there is no
/// animator to drive (as UIKit does for a context it did not make).
extension UIViewControllerContextTransitioning {
    /// Starts driving this transition by percentage; `false` when the engine did not make this
    /// context or it has no animator. `onRelease` runs once the interactor is free again.
    func beginPercentDriven(onRelease: @escaping () -> Void) -> Bool {
        guard let context = self as? TransitionContext, context.animator != nil else { return false }
        let scrub = PercentDrivenScrub(context: context)
        context.percentDriving = scrub
        scrub.begin(onRelease: onRelease)
        return true
    }

    /// A second transition an interactor already busy was handed: it runs on its own, not
    /// interactively, so no controller is left half presented [R] (UIKit leaves it stuck at
    /// 0 %).
    func runWithoutInteraction() {
        guard let context = self as? TransitionContext, let animator = context.animator else { return }
        context.finishInteractiveTransition()
        animator.animateTransition(using: context)
    }

    /// Moves the transition to `percent` (0...1) while it is interactive.
    func scrub(to percent: CGFloat) {
        engineScrub?.scrub(to: percent)
    }

    /// Makes a running transition interactive from where it is.
    func pauseScrubbing() {
        engineScrub?.pause()
    }

    /// Finishes or cancels from where the transition is.
    func endScrubbing(finishing: Bool, settings: PercentDrivenCompletion) {
        engineScrub?.end(finishing: finishing, settings: settings)
    }

    /// The transition's progress, 0...1 (the context keeps it; the coordinator reports it too).
    var scrubbedPercent: CGFloat { (self as? TransitionContext)?.percentComplete ?? 0 }

    /// The duration being scrubbed (0 when it cannot be).
    var scrubbedDuration: CGFloat { engineScrub?.duration ?? 0 }

    /// The scrub of the engine's context (nil for a context an app wrote).
    private var engineScrub: PercentDrivenScrub? { (self as? TransitionContext)?.percentDriving }
}
