/// The context of one container transition — push, pop, present, dismiss, tab switch: the
/// container view, the two controllers and the views the animator may move, their frames, the
/// interactive state, and `completeTransition(_:)`. The engine keeps the animator, the
/// interactor and the coordinator alive through it until the transition ends.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    enum Kind: String, Sendable { case push, pop, present, dismiss, tabSwitch, childSwap, sizeChange }

    let kind: Kind
    let containerView: UIView
    let fromViewController: UIViewController?
    let toViewController: UIViewController?
    /// `nil` when the transition keeps that view where it is (docs/transition-engine.md, "Which views the animator gets").
    let fromView: UIView?
    let toView: UIView?
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    /// The rotation of a size change (identity for controller transitions).
    @exclusivity(unchecked) var targetTransform: CGAffineTransform = .identity

    /// A reference to this context that reads `nil` once it is gone, for the records that must
    /// not keep it alive (the application's running transitions, the watchdog): a weak
    /// reference would give the context a side table, and the context is retained and released
    /// all through its transition (UnretainedReference.swift).
    var unretainedReference: UnretainedReference<TransitionContext> {
        .shared(in: &unretainedReferenceStorage, for: self)
    }
    @exclusivity(unchecked) private var unretainedReferenceStorage: UnretainedReference<TransitionContext>?

    deinit { runOnMainActorUnchecked(self, TransitionContext.tearDown) }

    private static func tearDown(_ context: TransitionContext) { context.unretainedReferenceStorage?.clear() }

    // Objects kept for the whole transition (docs/transition-engine.md, "The recipe", step 3).
    @exclusivity(unchecked) var animator: (any UIViewControllerAnimatedTransitioning)?
    @exclusivity(unchecked) var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// The coordinator holds this context; the context holds its coordinator only until the
    /// transition ends (then whoever kept the coordinator keeps both), so neither leaks.
    var coordinator: TransitionCoordinator {
        if let coordinator = runningCoordinator ?? endedCoordinator { return coordinator }
        let coordinator = TransitionCoordinator(context: self)
        if hasCompleted { endedCoordinator = coordinator } else { runningCoordinator = coordinator }
        return coordinator
    }
    @exclusivity(unchecked) private var runningCoordinator: TransitionCoordinator?
    @exclusivity(unchecked) private weak var endedCoordinator: TransitionCoordinator?
    /// Views outside the container registered with `animateAlongsideTransition(in:...)`.
    @exclusivity(unchecked) var outsideAlongsideViews: [UIView] = []

    // Interactive state.
    @exclusivity(unchecked) private(set) var initiallyInteractive = false
    @exclusivity(unchecked) private(set) var isInteractive = false
    @exclusivity(unchecked) private(set) var percentComplete: CGFloat = 0
    @exclusivity(unchecked) private(set) var completionVelocity: CGFloat = 0
    @exclusivity(unchecked) private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    @exclusivity(unchecked) private(set) var transitionWasCancelled = false
    /// The animator's duration, read once when the transition starts.
    @exclusivity(unchecked) private(set) var duration: TimeInterval = 0
    /// When the animator or the interactor was started (media time).
    @exclusivity(unchecked) private(set) var startTime: CFTimeInterval = 0
    @exclusivity(unchecked) private var started = false
    /// When the last interactive call (update, finish, cancel, pause) came, and when the
    /// current non-interactive phase began (for the watchdog: docs/transition-engine.md, "Diagnostics").
    @exclusivity(unchecked) private(set) var lastInteractionTime: CFTimeInterval = 0
    @exclusivity(unchecked) private(set) var nonInteractiveSince: CFTimeInterval = 0
    @exclusivity(unchecked) private(set) var cachedInterruptible: (any UIViewImplicitlyAnimating)?
    @exclusivity(unchecked) private var askedForInterruptible = false

    /// The frames of the (at most two) controllers taking part, searched in order: two
    /// dictionaries cost four allocations per transition.
    @exclusivity(unchecked) private var frames: [(controller: ObjectIdentifier, initial: CGRect, final: CGRect)] = []
    /// The animator decides the to view's final frame (no snapping to `finalFrame(for:)`).
    @exclusivity(unchecked) var animatorOwnsFinalFrame = false
    @exclusivity(unchecked) private var hasCompleted = false
    /// Set by the engine: what happens on `completeTransition(_:)`, and on an interactive cancel.
    @exclusivity(unchecked) var run: TransitionRun?
    /// Told when the transition completes (the percent-driven scrub resumes the layer time it froze).
    @exclusivity(unchecked) var completionObservers: [() -> Void] = []
    /// The percent-driven path, when a `UIPercentDrivenInteractiveTransition` drives this
    /// transition: the one owner of its progress and layer time.
    var percentDriving: PercentDrivenScrub?

    init(kind: Kind, containerView: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
                 isAnimated: Bool, presentationStyle: UIModalPresentationStyle = .none) {
        self.kind = kind
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
    }

    // MARK: Controllers, views, frames

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func setFrames(for controller: UIViewController, initial: CGRect, final: CGRect) {
        let entry = (ObjectIdentifier(controller), initial, final)
        if let index = framesIndex(of: controller) {
            frames[index] = entry
        } else {
            if frames.isEmpty { frames.reserveCapacity(2) }
            frames.append(entry)
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        guard let index = framesIndex(of: vc) else { return .zero }
        return frames[index].initial
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard let index = framesIndex(of: vc) else { return .zero }
        return frames[index].final
    }

    /// A loop, not `firstIndex(where:)`: a closure made here would check the executor on every call.
    private func framesIndex(of controller: UIViewController) -> Int? {
        let id = ObjectIdentifier(controller)
        for index in frames.indices where frames[index].controller == id { return index }
        return nil
    }

    // MARK: Start

    /// Called by the engine when the transition starts.
    func begin(duration: TimeInterval, interactive: Bool) {
        self.duration = duration
        startTime = CACurrentMediaTime()
        started = true
        initiallyInteractive = interactive
        isInteractive = interactive
        lastInteractionTime = CACurrentMediaTime()
        nonInteractiveSince = lastInteractionTime
    }

    /// The interruptible animator, asked for once (docs/transition-engine.md, "Diagnostics": the same instance for the whole
    /// transition); `nil` when the animator does not implement `interruptibleAnimator(using:)`.
    var interruptibleAnimatorIfAny: (any UIViewImplicitlyAnimating)? {
        if askedForInterruptible { return cachedInterruptible }
        guard let animator else { return nil }
        askedForInterruptible = true
        let candidate = animator.interruptibleAnimator(using: self)
        cachedInterruptible = candidate is NotImplementedInterruptibleAnimator ? nil : candidate
        if let cachedInterruptible { TransitionDiagnostics.checkInterruptible(cachedInterruptible, from: animator, interactive: isInteractive) }
        return cachedInterruptible
    }

    // MARK: Interaction (docs/transition-engine.md, "Context interaction calls")

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard started, isInteractive, !hasCompleted, !percentComplete.isNaN else { return }
        lastInteractionTime = CACurrentMediaTime()
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        pauseInteraction(scrubbingLayerTime: false)
    }

    /// Makes a running transition interactive: one on an interruptible animator, or (for a
    /// percent-driven interactor that started non-interactively) one whose layer time the
    /// interactor has just frozen.
    func pauseInteraction(scrubbingLayerTime: Bool) {
        guard started, !isInteractive, !hasCompleted, scrubbingLayerTime || interruptibleAnimatorIfAny != nil else { return }
        isInteractive = true
        lastInteractionTime = CACurrentMediaTime()
        coordinator.interactionDidChange()
    }

    private func endInteraction(cancelled: Bool) {
        guard started, isInteractive, !hasCompleted else { return }
        isInteractive = false
        TransitionTrace.record(cancelled ? "cancelInteractiveTransition (at \(percentComplete.traceRounded))" : "finishInteractiveTransition (at \(percentComplete.traceRounded))")
        lastInteractionTime = CACurrentMediaTime()
        nonInteractiveSince = lastInteractionTime
        let speed = interactor?.completionSpeed ?? 1
        let validSpeed = speed > 0 && speed.isFinite ? speed : 1
        completionVelocity = cancelled ? -validSpeed : validSpeed
        completionCurve = interactor?.completionCurve ?? .easeInOut
        if cancelled { transitionWasCancelled = true }
        // Interaction-change handlers run before the reversed appearance callbacks (docs/transition-engine.md, "The recipe").
        coordinator.interactionDidChange()
        if cancelled { run?.sendReversedAppearanceCallbacks() }
    }

    // MARK: Completion

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            OpenUIKitDiagnostics.report(.transitionMisuse, "completeTransition(_:) was called more than once for the same \(kind.rawValue) transition; later calls are ignored.")
            return
        }
        if didComplete && transitionWasCancelled {
            OpenUIKitDiagnostics.report(.transitionMisuse, "completeTransition(true) after the interactive \(kind.rawValue) transition was cancelled: UIKit takes the argument at face value (pass !transitionContext.transitionWasCancelled).")
        } else if !didComplete && !transitionWasCancelled && interactor != nil && !isInteractive {
            OpenUIKitDiagnostics.report(.transitionMisuse, "completeTransition(false) after the interactive \(kind.rawValue) transition was finished: UIKit takes the argument at face value.")
        }
        hasCompleted = true
        isInteractive = false
        TransitionTrace.record("completeTransition(\(didComplete))")
        let observers = completionObservers
        completionObservers = []
        for observer in observers { observer() }
        // The engine's run keeps this context (and through it the controllers, views and
        // container): let it go once it has run, or every transition would leak.
        let run = self.run
        self.run = nil
        run?.complete(didComplete)
        releaseCoordinator()
    }

    var isComplete: Bool { hasCompleted }

    /// Between tests: a transition still running when the application is reset will never end.
    /// Its run keeps this context, its controllers and views, so it is let go (no callback
    /// runs), and controllers stop reporting its coordinator.
    func abandonOnReset() {
        guard !hasCompleted else { return }
        hasCompleted = true
        isInteractive = false
        // The run knows the controllers reporting this transition's coordinator.
        run?.forgetCoordinator(coordinator)
        coordinator.forgetBlocksOnReset()
        run = nil
        completionObservers = []
        percentDriving = nil
        outsideAlongsideViews = []
        cachedInterruptible = nil
        animator = nil
        interactor = nil
        releaseCoordinator()
    }

    private func releaseCoordinator() {
        endedCoordinator = runningCoordinator
        runningCoordinator = nil
    }
}

/// A weak delegate that remembers it was set, so a delegate released before it was needed can
/// be reported (docs/transition-engine.md, "Diagnostics": UIKit silently falls back to the default animation).
@MainActor
struct WeakDelegate<Delegate> {
    private weak var storage: AnyObject?
    private var typeName: String?

    init() {}

    var object: Delegate? { storage as? Delegate }

    mutating func set(_ delegate: Delegate?) {
        storage = delegate.map { $0 as AnyObject }
        typeName = delegate.map { "\(type(of: $0 as AnyObject))" }
    }

    /// The delegate, reporting once if it was set and has been released.
    mutating func objectReportingRelease(property: String, for owner: AnyObject) -> Delegate? {
        if let object { return object }
        if let typeName {
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] \(property) (\(typeName)) of \(UIKitDescription.of(owner)) was deallocated before the transition; the default animation runs. Keep a strong reference to it (the property is weak, as on iOS).")
            self.typeName = nil
        }
        return nil
    }
}
