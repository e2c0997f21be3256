/// The coordinator of one engine transition.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private let context: TransitionContext
    @exclusivity(unchecked) private var alongside: [(view: UIView?, animation: (any UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    @exclusivity(unchecked) private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    @exclusivity(unchecked) private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    @exclusivity(unchecked) private var alongsideStarted = false
    @exclusivity(unchecked) private var finished = false

    init(context: TransitionContext) {
        self.context = context
    }

    /// Between tests: forgets the blocks of a transition that will never end (they capture
    /// controllers and views that would otherwise stay alive).
    func forgetBlocksOnReset() {
        alongside = []
        completions = []
        interactionHandlers = []
        finished = true
    }

    /// The transition this coordinator reports (for the test kit's queries).
    var transitionContext: TransitionContext { context }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { context.interruptibleAnimatorIfAny != nil }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.duration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { context.completionVelocity }
    var completionCurve: UIView.AnimationCurve { context.completionCurve }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        register(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        register(in: view, animation: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !finished else { return }
        interactionHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    /// Registration: before the animator starts, blocks wait and run with it; after, they join
    /// the interruptible animator if there is one, else UIKit drops them and answers `false`
    /// (the completion still runs at the end). After the end, completions run at once and
    /// animations are dropped.
    private func register(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                          completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if finished {
            completion?(self)
            return animation == nil
        }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if !alongsideStarted {
            alongside.append((view, animation))
            return true
        }
        if let interruptible = context.interruptibleAnimatorIfAny {
            interruptible.addAnimations { animation(self) }
            return true
        }
        OpenUIKitDiagnostics.report(.transitionMisuse, "animate(alongsideTransition:) was called after the transition's animations started and its animator is not interruptible: the animation block is dropped (false is returned, as by UIKit); register it in viewWillAppear/viewWillDisappear instead.", level: .debug)
        return false
    }

    /// Runs the queued alongside animations in the transition's animation context, right after
    /// the animator set up its own.
    func startAlongsideAnimations(options: UIView.AnimationOptions) {
        alongsideStarted = true
        let blocks = alongside
        alongside = []
        guard !blocks.isEmpty else { return }
        TransitionTrace.record("coordinator alongside animations (\(blocks.count))")
        if let interruptible = context.interruptibleAnimatorIfAny {
            for block in blocks { interruptible.addAnimations { block.animation(self) } }
            return
        }
        let duration = context.isAnimated ? max(0, context.duration) : 0
        UIView.animate(withDuration: duration, delay: 0, options: options) {
            for block in blocks { block.animation(self) }
        }
        // Views outside the container follow the container's layer time when interactive.
        for view in blocks.compactMap(\.view) where !view.isDescendant(of: context.containerView) {
            context.outsideAlongsideViews.append(view)
        }
    }

    /// Views registered with `animateAlongsideTransition(in:...)` whose blocks have not run yet.
    var pendingAlongsideViews: [UIView] { alongside.compactMap(\.view) }

    /// The interaction-change handlers (on finish, cancel or pause).
    func interactionDidChange() {
        if !interactionHandlers.isEmpty { TransitionTrace.record("coordinator interaction handlers (\(interactionHandlers.count))") }
        for handler in interactionHandlers { handler(self) }
    }

    /// The completion blocks, in registration order (docs/transition-engine.md, "The recipe", step 11e).
    func runCompletions() {
        finished = true
        let blocks = completions
        completions = []
        interactionHandlers = []
        for block in blocks { block(self) }
    }
}
