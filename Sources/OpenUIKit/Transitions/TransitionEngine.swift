/// Runs one container transition in UIKit's order (spec §0.4): appearance begin (disappearing
/// controller first), the animator, then on `completeTransition(_:)` the container's own
/// bookkeeping, appearance end, containment completion and the caller's completion.
@MainActor
package struct TransitionEngine {
    /// The controller whose view leaves (or is covered) and gets disappearance callbacks;
    /// `nil` when it gets none (a presentation that keeps the presenter).
    package var disappearing: UIViewController?
    /// The controller whose view enters and gets appearance callbacks.
    package var appearing: UIViewController?
    /// Whether the appearing controller's did-callback comes before the disappearing one's
    /// (presentations: spec §8.2).
    package var appearingEndsFirst = false
    /// The container's bookkeeping once the transition ended (stack, presentation links, view
    /// cleanup); runs before the appearance callbacks end.
    package var containerDidEnd: (Bool) -> Void = { _ in }
    /// After the appearance callbacks: containment completion (didMove(toParent:)).
    package var afterAppearance: (Bool) -> Void = { _ in }
    /// Last: notifications and the caller's completion.
    package var finally: (Bool) -> Void = { _ in }

    package init() {}

    /// Starts the transition now. Returns the context (kept alive by the animations' closures
    /// and the engine until it completes).
    package func run(_ context: TransitionContext, animator: any SystemTransitionAnimator) {
        let appearing = appearing, disappearing = disappearing
        let animated = context.isAnimated
        let container = context.containerView
        let interactionWasEnabled = container.isUserInteractionEnabled
        container.isUserInteractionEnabled = false
        for controller in [disappearing, appearing].compactMap({ $0 }) { controller.appearanceDrivenByTransition = true }

        let containerDidEnd = containerDidEnd, afterAppearance = afterAppearance, finally = finally
        let appearingEndsFirst = appearingEndsFirst
        context.onComplete = { didComplete in
            containerDidEnd(didComplete)
            if didComplete {
                if appearingEndsFirst {
                    appearing?.performEndAppearance()
                    disappearing?.performEndAppearance()
                } else {
                    disappearing?.performEndAppearance()
                    appearing?.performEndAppearance()
                }
            } else {
                // Cancelled: the appearing controller disappears again and the other reappears.
                appearing?.performBeginAppearance(false, animated: animated)
                disappearing?.performBeginAppearance(true, animated: animated)
                appearing?.performEndAppearance()
                disappearing?.performEndAppearance()
            }
            for controller in [disappearing, appearing].compactMap({ $0 }) { controller.appearanceDrivenByTransition = false }
            container.isUserInteractionEnabled = interactionWasEnabled
            afterAppearance(didComplete)
            finally(didComplete)
        }

        disappearing?.performBeginAppearance(false, animated: animated)
        appearing?.performBeginAppearance(true, animated: animated)
        animator.animateTransition(using: context)
        // viewIsAppearing once the view is in the window with its frame, if the animator has
        // not triggered it already.
        if let appearing, !context.isComplete, appearing.viewStorage?.window != nil { appearing.sendViewIsAppearing() }
    }
}
