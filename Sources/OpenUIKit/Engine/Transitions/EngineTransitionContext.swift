/// What `UIPercentDrivenInteractiveTransition` needs from the transition engine beyond the
/// public context protocol: the animator the engine holds, the duration it read, the layer-time
/// pause, and the views scrubbed alongside. The engine's `TransitionContext` conforms; a context
/// an app or a custom container writes itself does not, and the interactor then reports that it
/// has no animator to drive (as UIKit does for a context it did not make).
@MainActor
protocol EngineTransitionContext: UIViewControllerContextTransitioning {
    /// The animator the engine keeps for the transition.
    var animator: (any UIViewControllerAnimatedTransitioning)? { get }
    /// `transitionDuration(using:)`, read once when the transition started.
    var duration: TimeInterval { get }
    /// The interruptible animator, if the animator vends one (asked once).
    var interruptibleAnimatorIfAny: (any UIViewImplicitlyAnimating)? { get }
    /// Views outside the container registered with `animateAlongsideTransition(in:)`: their
    /// layer time is scrubbed with the container's.
    var outsideAlongsideViews: [UIView] { get }
    /// Runs `observer` once the transition completes (finished or cancelled).
    func whenComplete(_ observer: @escaping () -> Void)
    /// The transition becomes interactive from a running start (`pause()`).
    func pauseInteraction(scrubbingLayerTime: Bool)
    /// Runs the animator's `animateTransition(using:)` under the watch that reports animations
    /// outside the container (percent-driven scrubbing does not reach them).
    func animateWatchingOutsideContainer(_ animator: any UIViewControllerAnimatedTransitioning)
}

extension TransitionContext: EngineTransitionContext {
    func whenComplete(_ observer: @escaping () -> Void) {
        completionObservers.append(observer)
    }

    func animateWatchingOutsideContainer(_ animator: any UIViewControllerAnimatedTransitioning) {
        let watch = OutsideContainerWatch(context: self)
        animator.animateTransition(using: self)
        watch.stop()
    }
}
