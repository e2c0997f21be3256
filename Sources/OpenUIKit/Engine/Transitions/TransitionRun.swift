/// One running transition, as the engine started it: what an interactive cancel (step 10) and
/// `completeTransition(_:)` (step 11) do, in UIKit's order (docs/transition-engine.md, "The
/// recipe"). The context keeps it until the transition completes or is abandoned; it keeps the
/// context, the container's steps and the participants until then.
///
/// One object for both (two closures capturing the same values were two allocations per
/// transition, and each capture retained every value again).
@MainActor
final class TransitionRun {
    private let steps: TransitionEngine
    private let context: TransitionContext
    /// The controllers reporting the transition's coordinator.
    private let coordinatorOwners: [UIViewController]
    private let watchdog: TransitionWatchdog
    private let hiddenParticipants: HiddenParticipantWatch?
    /// Whether the container took touches before the transition shut them out (step 12).
    private let interactionWasEnabled: Bool
    /// Whether the reversed appearance callbacks were sent (once only).
    @exclusivity(unchecked) private var reversedWillsSent = false

    init(steps: consuming TransitionEngine, context: TransitionContext, coordinatorOwners: [UIViewController],
         watchdog: TransitionWatchdog, hiddenParticipants: HiddenParticipantWatch?, interactionWasEnabled: Bool) {
        self.steps = steps
        self.context = context
        self.coordinatorOwners = coordinatorOwners
        self.watchdog = watchdog
        self.hiddenParticipants = hiddenParticipants
        self.interactionWasEnabled = interactionWasEnabled
    }

    /// An interactive cancel: the appearing controller disappears again and the other
    /// reappears (step 10), before the animation back.
    func sendReversedAppearanceCallbacks() {
        guard !reversedWillsSent else { return }
        reversedWillsSent = true
        let appearing = steps.appearing, disappearing = steps.disappearing
        // Nobody is moving to or from a parent any more.
        if let disappearing {
            disappearing.movingToParent = false
            disappearing.movingFromParent = false
        }
        if let appearing {
            appearing.movingToParent = false
            appearing.movingFromParent = false
        }
        appearing?.performBeginAppearance(false, animated: context.isAnimated)
        disappearing?.performBeginAppearance(true, animated: context.isAnimated)
    }

    /// The controllers that report `coordinator` as theirs stop reporting it (the transition
    /// ended, or was abandoned by a reset).
    func forgetCoordinator(_ coordinator: TransitionCoordinator) {
        for owner in coordinatorOwners where owner.activeCoordinator === coordinator { owner.activeCoordinator = nil }
    }

    /// `completeTransition(_:)` (step 11, with the container's steps in their places).
    func complete(_ didComplete: Bool) {
        let appearing = steps.appearing, disappearing = steps.disappearing
        watchdog.stop()
        hiddenParticipants?.finish(didComplete: didComplete)
        if didComplete { TransitionEngine.snapToFinalFrame(context) }
        steps.updateContainer(didComplete)
        steps.presentationDidEnd(didComplete)
        if didComplete {
            if steps.appearingEndsFirst {
                appearing?.performEndAppearance()
                disappearing?.performEndAppearance()
            } else {
                disappearing?.performEndAppearance()
                appearing?.performEndAppearance()
            }
        } else {
            sendReversedAppearanceCallbacks()
            appearing?.performEndAppearance()
            disappearing?.performEndAppearance()
        }
        disappearing?.appearanceDrivenByTransition = false
        appearing?.appearanceDrivenByTransition = false
        if let parent = steps.containerController, let survivor = didComplete ? appearing : disappearing {
            parent.reconcileShownChild(survivor)
        }
        context.containerView.isUserInteractionEnabled = interactionWasEnabled
        steps.completeContainment(didComplete)
        TransitionTrace.record("coordinator completions (cancelled: \(!didComplete))")
        let coordinator = context.coordinator
        coordinator.runCompletions()
        forgetCoordinator(coordinator)
        steps.notifyContainerDelegate(didComplete)
        if let animator = context.animator { TransitionTrace.record("\(TransitionTrace.name(animator)).animationEnded(\(didComplete))") }
        context.animator?.animationEnded(didComplete)
        TransitionTrace.record("transition ended (completed: \(didComplete))")
        steps.callerCompletion(didComplete)
        steps.scheduledCoordinator?.transitionDidEnd()
        context.animator = nil
        context.interactor = nil
    }
}
