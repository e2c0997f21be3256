/// Runs one container transition in UIKit's order (spec §0.4): the coordinator, appearance
/// begin (disappearing controller first), the animator or the interactor, the alongside
/// animations; then on `completeTransition(_:)`: the container's bookkeeping, the presentation
/// controller, appearance end, containment, coordinator completions, notifications,
/// `animationEnded(_:)` and the caller's completion.
@MainActor
package struct TransitionEngine {
    /// The controller whose view leaves (or is covered); `nil` when it gets no callbacks.
    package var disappearing: UIViewController?
    /// The controller whose view enters.
    package var appearing: UIViewController?
    /// Presentations end the appearing controller's callbacks first (spec §8.2).
    package var appearingEndsFirst = false
    /// Controllers whose `transitionCoordinator` reports this transition (with their descendants).
    package var coordinatorOwners: [UIViewController] = []
    /// Whether the transition exposes a coordinator at all (not for instant system switches).
    package var exposesCoordinator = true
    /// The curve alongside animations share with the transition.
    package var alongsideOptions: UIView.AnimationOptions = .curveEaseInOut
    /// After the coordinator exists, before the appearance callbacks (presentation controllers).
    package var willBegin: () -> Void = {}
    /// (b) stack, presentation links, view cleanup.
    package var containerDidEnd: (Bool) -> Void = { _ in }
    /// (c) the presentation controller's did-end.
    package var presentationDidEnd: (Bool) -> Void = { _ in }
    /// (d) after the appearance callbacks: containment completion.
    package var afterAppearance: (Bool) -> Void = { _ in }
    /// (f) container notifications (didShow).
    package var notify: (Bool) -> Void = { _ in }
    /// (h) the caller's completion.
    package var completion: (Bool) -> Void = { _ in }

    package init() {}

    package func run(_ context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning,
                     interactor: (any UIViewControllerInteractiveTransitioning)? = nil) {
        let appearing = appearing, disappearing = disappearing
        let animated = context.isAnimated
        let container = context.containerView
        let interactionWasEnabled = container.isUserInteractionEnabled
        context.animator = animator
        context.interactor = interactor
        let owners = exposesCoordinator ? coordinatorOwners : []
        for owner in owners { owner.activeCoordinator = context.coordinator }
        container.isUserInteractionEnabled = false
        let participants = [disappearing, appearing].compactMap { $0 }
        for controller in participants { controller.appearanceDrivenByTransition = true }

        var reversedWillsSent = false
        context.onCancelRequested = {
            // The appearing controller disappears again and the other reappears (spec §0.4 step 10).
            guard !reversedWillsSent else { return }
            reversedWillsSent = true
            // Nobody is moving to or from a parent any more.
            for controller in participants {
                controller.movingToParent = false
                controller.movingFromParent = false
            }
            appearing?.performBeginAppearance(false, animated: animated)
            disappearing?.performBeginAppearance(true, animated: animated)
        }
        let steps = self
        context.onComplete = { didComplete in
            steps.containerDidEnd(didComplete)
            steps.presentationDidEnd(didComplete)
            if didComplete {
                let order = steps.appearingEndsFirst ? [appearing, disappearing] : [disappearing, appearing]
                for controller in order { controller?.performEndAppearance() }
            } else {
                context.onCancelRequested?()
                appearing?.performEndAppearance()
                disappearing?.performEndAppearance()
            }
            for controller in participants { controller.appearanceDrivenByTransition = false }
            container.isUserInteractionEnabled = interactionWasEnabled
            steps.afterAppearance(didComplete)
            context.coordinator.runCompletions()
            for owner in owners where owner.activeCoordinator === context.coordinator { owner.activeCoordinator = nil }
            steps.notify(didComplete)
            context.animator?.animationEnded(didComplete)
            steps.completion(didComplete)
            context.animator = nil
            context.interactor = nil
        }

        willBegin()
        disappearing?.performBeginAppearance(false, animated: animated)
        appearing?.performBeginAppearance(true, animated: animated)
        let duration = animator.transitionDuration(using: context)
        let interactive = interactor.map { $0.wantsInteractiveStart } ?? false
        context.begin(duration: duration, interactive: interactive && animated)
        if let interactor {
            if !(duration > 0) {
                OpenUIKitDiagnostics.report(.transitionMisuse, "transitionDuration(using:) returned \(duration) for an interactive \(context.kind.rawValue) transition: percent-driven scrubbing has no time to scrub (every percentage shows the start).")
            }
            interactor.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        if !context.isComplete { context.coordinator.startAlongsideAnimations(options: alongsideOptions) }
        // viewIsAppearing once the view is in the window with its frame, if not sent yet.
        if let appearing, !context.isComplete, appearing.viewStorage?.window != nil { appearing.sendViewIsAppearing() }
    }
}
