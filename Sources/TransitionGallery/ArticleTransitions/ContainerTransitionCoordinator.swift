import UIKit

/// Seed 000 §5.2's homework: a transition coordinator for the custom container. UIKit returns
/// nil from `transitionCoordinator` during a transition it does not run, so the container
/// overrides the property and vends this one. Alongside animations run with the transition's
/// duration; views inside the container's transition view follow its layer time, so they are
/// scrubbed with the transition (views outside it, like the button bar, play in real time).
final class ContainerTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private unowned let context: ContainerTransitionContext
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionChangeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionEndHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(context: ContainerTransitionContext) {
        self.context = context
        super.init()
    }

    var isAnimated: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.isCancelled }
    var transitionDuration: TimeInterval { context.transitionDuration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .linear }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            UIView.animate(withDuration: context.transitionDuration) { animation(self) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionChangeHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionEndHandlers.append(handler)
    }

    // MARK: Called by the context

    func interactionDidChange() {
        for handler in interactionChangeHandlers { handler(self) }
    }

    func interactionDidEnd() {
        let handlers = interactionEndHandlers
        interactionEndHandlers = []
        for handler in handlers { handler(self) }
    }

    func transitionDidComplete() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
