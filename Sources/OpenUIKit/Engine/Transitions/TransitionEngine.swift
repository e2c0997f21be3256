/// The container recipe: how every container — navigation, tab bar, presentation, a custom
/// child swap, and whatever container comes next — runs a transition in UIKit's order. The
/// steps are numbered as in docs/transition-engine.md ("The recipe"), which also says how to
/// wire a new container.
///
/// A container fills in who appears and disappears and its own steps, then calls
/// `run(_:animator:interactor:)`; the engine does the rest: it holds the animator and the
/// interactor (step 3), publishes the coordinator (5), sends the appearance callbacks (7, 10),
/// starts the animator or the interactor and the alongside animations (8), shuts touches out of
/// the container (12), and on `completeTransition(_:)` runs step 11 in order — the container's
/// steps below in their places.
@MainActor
struct TransitionEngine {
    /// The controller whose view leaves (or is covered); `nil` when it gets no callbacks.
    var disappearing: UIViewController?
    /// The controller whose view enters.
    var appearing: UIViewController?
    /// Presentations end the appearing controller's callbacks first (docs/transition-engine.md,
    /// "Appearance order").
    var appearingEndsFirst = false
    /// The container whose children the transition swaps (navigation, tab bar): the child left
    /// on screen follows the container's appearance at the end.
    var containerController: UIViewController?
    /// Controllers whose `transitionCoordinator` reports this transition (with their descendants).
    var coordinatorOwners: [UIViewController] = []
    /// Whether the transition exposes a coordinator at all (not for instant system switches).
    var exposesCoordinator = true
    /// The coordinator handed out before the transition started (a navigation change scheduled
    /// for the next frame): its registrations move to this transition's coordinator once the
    /// appearance callbacks began, and the transactions it holds complete after step 11h.
    var scheduledCoordinator: ScheduledTransitionCoordinator?
    /// The curve alongside animations share with the transition.
    var alongsideOptions: UIView.AnimationOptions = .curveEaseInOut
    /// Step 6, presentations only: the presentation controller's will-begin, once the
    /// coordinator exists and before the appearance callbacks.
    var presentationWillBegin: () -> Void = {}
    /// Step 11b: the container's own state — the stack, the selected tab, the presentation
    /// links — and the views the transition leaves behind.
    var updateContainer: (Bool) -> Void = { _ in }
    /// Step 11c, presentations only: the presentation controller's did-end.
    var presentationDidEnd: (Bool) -> Void = { _ in }
    /// Step 11d, after the appearance callbacks: containment completes (`didMove(toParent:)`,
    /// `removeFromParent()`).
    var completeContainment: (Bool) -> Void = { _ in }
    /// Step 11f: the container's delegate hears the result (`didShow`).
    var notifyContainerDelegate: (Bool) -> Void = { _ in }
    /// Step 11h: the completion the caller gave (`present`, `dismiss`, a tab switch).
    var callerCompletion: (Bool) -> Void = { _ in }

    init() {}

    /// Consuming: the engine's steps move into the transition's run without a copy.
    consuming func run(_ context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning,
                               interactor: (any UIViewControllerInteractiveTransitioning)? = nil) {
        let appearing = appearing, disappearing = disappearing
        let presentationWillBegin = presentationWillBegin, alongsideOptions = alongsideOptions, scheduledCoordinator = scheduledCoordinator
        let animated = context.isAnimated
        let container = context.containerView
        let interactionWasEnabled = container.isUserInteractionEnabled
        context.animator = animator
        context.interactor = interactor
        let owners = exposesCoordinator ? coordinatorOwners : []
        for owner in owners { owner.activeCoordinator = context.coordinator }
        UIApplication.shared.state.registerRunningTransition(context)
        // See docs/transition-engine.md, "The recipe", step 12: touches stay out of the container while the transition runs,
        // unless a finger drives it (an interactive start).
        if !(animated && interactor?.wantsInteractiveStart == true) { container.isUserInteractionEnabled = false }
        // The participants, disappearing then appearing, are named one by one below (an array
        // of them, captured by the closures, was an allocation per transition).
        disappearing?.appearanceDrivenByTransition = true
        appearing?.appearanceDrivenByTransition = true

        // `if let`, not `Optional.map`: a closure made here would check the executor.
        var interactorType: Any.Type?
        if let interactor { interactorType = type(of: interactor) }
        let watchdog = TransitionWatchdog(context: context, animatorType: type(of: animator), interactorType: interactorType)
        context.run = TransitionRun(steps: consume self, context: context, coordinatorOwners: owners, watchdog: watchdog,
                                    hiddenParticipants: HiddenParticipantWatch.start(for: context),
                                    interactionWasEnabled: interactionWasEnabled)

        presentationWillBegin()
        disappearing?.performBeginAppearance(false, animated: animated)
        appearing?.performBeginAppearance(true, animated: animated)
        scheduledCoordinator?.transitionDidStart(with: context.coordinator)
        let duration = animator.transitionDuration(using: context)
        var interactive = false
        if let interactor { interactive = interactor.wantsInteractiveStart }
        context.begin(duration: duration, interactive: interactive && animated)
        // Step 12: animations that allow user interaction (the option, or a property animator
        // left interactive) open the container to touches again.
        let application = UIApplication.shared.state
        let allowingBlocksBefore = application.interactionAllowingAnimationBlocks
        defer {
            let animationsAllowInteraction = application.interactionAllowingAnimationBlocks != allowingBlocksBefore
            if animationsAllowInteraction, !context.isComplete { container.isUserInteractionEnabled = interactionWasEnabled }
        }
        if let interactor {
            if !(duration > 0) || !duration.isFinite {
                OpenUIKitDiagnostics.report(.transitionMisuse, "transitionDuration(using:) returned \(duration) for an interactive \(context.kind.rawValue) transition: percent-driven scrubbing has no time to scrub (every percentage shows the start).")
            }
            TransitionTrace.record("\(TransitionTrace.name(interactor)).startInteractiveTransition (animator: \(TransitionTrace.name(animator)))")
            interactor.startInteractiveTransition(context)
        } else {
            TransitionTrace.record("\(TransitionTrace.name(animator)).animateTransition (\(duration) s)")
            animator.animateTransition(using: context)
        }
        if !context.isComplete {
            context.coordinator.startAlongsideAnimations(options: alongsideOptions)
            watchdog.start()
        }
        // viewIsAppearing once the view is in the window with its frame, if not sent yet.
        if let appearing, !context.isComplete, appearing.viewStorage?.isInWindow == true { appearing.sendViewIsAppearing() }
    }
}

extension TransitionEngine {
    /// See docs/transition-engine.md, "Diagnostics": a non-zero final frame must be honoured; the to view is snapped to it.
    static func snapToFinalFrame(_ context: TransitionContext) {
        guard !context.animatorOwnsFinalFrame, let to = context.toViewController, let view = context.toView,
              view.superview === context.containerView else { return }
        let final = context.finalFrame(for: to)
        guard final != .zero, view.transform == .identity else { return }
        let frame = view.frame
        let off = abs(frame.minX - final.minX) > 0.5 || abs(frame.minY - final.minY) > 0.5
            || abs(frame.width - final.width) > 0.5 || abs(frame.height - final.height) > 0.5
        guard off else { return }
        OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] the \(context.kind.rawValue) transition ended with the to view at \(frame), not at finalFrame(for:) \(final); the animator must honour a non-zero final frame. Snapped it.")
        UIView.performWithoutAnimation { view.frame = final }
    }
}
