/// The coordinator of a navigation transition that is scheduled but has not started yet.
///
/// A navigation controller changes its stack at once and starts the visible transition at the
/// next turn of the main loop, so that changes made together become one transition
/// (docs/transition-engine.md, "Navigation"). On iOS the coordinator is there as soon as
/// `pushViewController(_:animated:)` returns, and production code relies on it: it reads
/// `transitionCoordinator` right after the call to run a completion after the slide, or to
/// animate alongside it. This object is that coordinator until the transition starts. It keeps
/// what is registered with it; when the transition starts, the registrations move to the
/// transition's own coordinator, before its animations begin, so alongside animations run with
/// the slide and completions run once at its end. Should no transition run after all (the
/// controller left the window, or the change came to nothing), the completions run then.
///
/// It also holds back the completion blocks of the `CATransaction`s open when the change was
/// made: on iOS the transition's animations are added inside those transactions, so their
/// blocks wait for the transition (docs/transition-engine.md, "Completion idioms").
@MainActor
final class ScheduledTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// The navigation controller whose transition this is (unretained: it holds this object).
    private let owner: UnretainedReference<UIViewController>
    /// Whether the transition animates (the latest change decides).
    var isAnimated: Bool
    /// The pop gesture's interactor, when the gesture requested this transition: it travels
    /// with the request and drives the system slide once the transition starts.
    var gestureInteractor: UIPercentDrivenInteractiveTransition?
    private var alongside: [(view: UIView?, animation: Block)] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var heldTransactions: [@MainActor () -> Void] = []
    /// The transition's own coordinator, once it started.
    private var started: TransitionCoordinator?
    /// Set when no transition ran: registrations complete at once from then on.
    private var endedWithoutTransition = false

    init(owner: UIViewController, isAnimated: Bool) {
        self.owner = owner.unretainedReference
        self.isAnimated = isAnimated
        UIApplication.shared.state.scheduledCoordinators.append(self)
    }

    /// Holds back the completion blocks of the transactions open now until the transition ends.
    func holdOpenTransactions() {
        if let release = Transactions.holdCompletions() { heldTransactions.append(release) }
    }

    // MARK: Handing over

    /// The transition started: what was registered moves to its coordinator, in order.
    func transitionDidStart(with coordinator: TransitionCoordinator) {
        guard started == nil, !endedWithoutTransition else { return }
        started = coordinator
        forget()
        let alongside = alongside, completions = completions, handlers = interactionHandlers
        self.alongside = []
        self.completions = []
        interactionHandlers = []
        for block in alongside { coordinator.animateAlongsideTransition(in: block.view, animation: block.animation, completion: nil) }
        for block in completions { coordinator.animate(alongsideTransition: nil, completion: block) }
        for handler in handlers { coordinator.notifyWhenInteractionChanges(handler) }
    }

    /// The transition ended: the transactions it held may complete.
    func transitionDidEnd() {
        let holds = heldTransactions
        heldTransactions = []
        for release in holds { release() }
    }

    /// No transition runs after all: the completions run now, and the transactions go free.
    func endWithoutTransition() {
        guard started == nil, !endedWithoutTransition else { return }
        endedWithoutTransition = true
        forget()
        let blocks = completions
        alongside = []
        completions = []
        interactionHandlers = []
        for block in blocks { block(self) }
        transitionDidEnd()
    }

    /// Between tests: the blocks are dropped unrun (they capture controllers and views).
    func forgetBlocksOnReset() {
        alongside = []
        completions = []
        interactionHandlers = []
        heldTransactions = []
        endedWithoutTransition = true
    }

    private func forget() {
        UIApplication.shared.state.scheduledCoordinators.removeAll(ofObject: self)
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    private var navigation: UINavigationController? { owner.object as? UINavigationController }

    var presentationStyle: UIModalPresentationStyle { started?.presentationStyle ?? .none }
    var initiallyInteractive: Bool { started?.initiallyInteractive ?? false }
    var isInterruptible: Bool { started?.isInterruptible ?? false }
    var isInteractive: Bool { started?.isInteractive ?? false }
    var isCancelled: Bool { started?.isCancelled ?? false }
    /// Before the start: the system slide's duration (the delegate's animator is asked when
    /// the transition starts).
    var transitionDuration: TimeInterval {
        started?.transitionDuration ?? (isAnimated ? SystemTransitionConstants.navigationDuration : 0)
    }
    var percentComplete: CGFloat { started?.percentComplete ?? 0 }
    var completionVelocity: CGFloat { started?.completionVelocity ?? 0 }
    var completionCurve: UIView.AnimationCurve { started?.completionCurve ?? .easeInOut }

    /// Before the start: the controller on screen and the stack's new top.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        if let started { return started.viewController(forKey: key) }
        switch key {
        case .from: return navigation?.controllerOnScreen
        case .to: return navigation?.topViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if let started { return started.view(forKey: key) }
        switch key {
        case .from: return viewController(forKey: .from)?.viewIfLoaded
        case .to: return viewController(forKey: .to)?.viewIfLoaded
        default: return nil
        }
    }

    var containerView: UIView { started?.containerView ?? navigation?.viewIfLoaded ?? UIView() }
    var targetTransform: CGAffineTransform { started?.targetTransform ?? .identity }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let started { return started.animateAlongsideTransition(in: view, animation: animation, completion: completion) }
        if endedWithoutTransition {
            completion?(self)
            return animation == nil
        }
        if let animation { alongside.append((view, animation)) }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        if let started { return started.notifyWhenInteractionChanges(handler) }
        guard !endedWithoutTransition else { return }
        interactionHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }
}
