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
    /// The container whose children the transition swaps (navigation, tab bar): the child left
    /// on screen follows the container's appearance at the end.
    package var containerController: UIViewController?
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
        context.coordinatorOwners = owners.map(Weak.init)
        UIApplication.shared.state.registerRunningTransition(context)
        // Spec §0.4 step 12: touches stay out of the container while the transition runs,
        // unless a finger drives it (an interactive start).
        if !(animated && interactor?.wantsInteractiveStart == true) { container.isUserInteractionEnabled = false }
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
        let watchdog = TransitionWatchdog(context: context, animatorType: "\(type(of: animator))",
                                          interactorType: interactor.map { "\(type(of: $0))" })
        let hiddenParticipants = HiddenParticipantWatch(context: context)
        context.onComplete = { didComplete in
            watchdog.stop()
            hiddenParticipants.finish(didComplete: didComplete)
            if let first = context.cachedInterruptible { TransitionDiagnostics.checkSameInterruptible(first, in: context) }
            if didComplete { Self.snapToFinalFrame(context) }
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
            if let parent = steps.containerController, let survivor = didComplete ? appearing : disappearing {
                parent.reconcileShownChild(survivor)
            }
            container.isUserInteractionEnabled = interactionWasEnabled
            steps.afterAppearance(didComplete)
            TransitionTrace.record("coordinator completions (cancelled: \(!didComplete))")
            context.coordinator.runCompletions()
            for owner in owners where owner.activeCoordinator === context.coordinator { owner.activeCoordinator = nil }
            steps.notify(didComplete)
            if let animator = context.animator { TransitionTrace.record("\(TransitionTrace.name(animator)).animationEnded(\(didComplete))") }
            context.animator?.animationEnded(didComplete)
            TransitionTrace.record("transition ended (completed: \(didComplete))")
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
        // Step 12: animations that allow user interaction (the option, or a property animator
        // left interactive) open the container to touches again.
        var animationsAllowInteraction = false
        let application = UIApplication.shared.state
        let outerObserver = application.animationBlockObserver
        application.animationBlockObserver = { allows in
            if allows { animationsAllowInteraction = true }
            outerObserver?(allows)
        }
        defer {
            application.animationBlockObserver = outerObserver
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
        if let appearing, !context.isComplete, appearing.viewStorage?.window != nil { appearing.sendViewIsAppearing() }
    }
}

extension TransitionEngine {
    /// Spec §16.14: a non-zero final frame must be honoured; the to view is snapped to it.
    fileprivate static func snapToFinalFrame(_ context: TransitionContext) {
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

/// Watches a running transition for the two ways it gets stuck (spec §16.1, §16.3): an
/// interactor nothing drives, and an animator that never calls `completeTransition(_:)`.
@MainActor
final class TransitionWatchdog {
    /// How long an interactive transition may wait at 0 % for its first update.
    static let idleInteractionLimit: CFTimeInterval = 2
    private weak var context: TransitionContext?
    private let animatorType: String
    private let interactorType: String?
    private var link: CADisplayLink?
    private var reportedIdle = false
    private var reportedStuck = false

    init(context: TransitionContext, animatorType: String, interactorType: String?) {
        self.context = context
        self.animatorType = animatorType
        self.interactorType = interactorType
    }

    func start() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] _ in self?.check() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    private func check() {
        guard let context, !context.isComplete else { return stop() }
        let now = CACurrentMediaTime()
        if context.isInteractive {
            if !reportedIdle, context.percentComplete == 0, now - context.lastInteractionTime >= Self.idleInteractionLimit {
                reportedIdle = true
                OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] interaction controller \(interactorType ?? "?") was vended for a \(context.kind.rawValue) transition but nothing has driven it for \(Int(Self.idleInteractionLimit)) s; return nil from interactionController... unless a gesture is in progress.")
            }
        } else if !reportedStuck, now - context.nonInteractiveSince > max(1, 3 * context.duration) {
            reportedStuck = true
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] animator \(animatorType) did not call completeTransition(_:) within \(String(format: "%.1f", max(1, 3 * context.duration))) s of its \(context.kind.rawValue) transition; the transition is stuck (no viewDidAppear, no completion, later presentations are dropped).")
        }
    }
}
