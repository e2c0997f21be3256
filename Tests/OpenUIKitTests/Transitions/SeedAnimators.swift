@testable import OpenUIKit

// The seeds' animators, written as the seed documents write them (Swift 5 spelling), used by
// the custom transition tests.

/// Seed 000 §2.2: one slide animator for navigation (horizontal), tabs (direction from the
/// indices) and modal transitions (vertical).
@MainActor
class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    enum TransitionType {
        case navigation(UINavigationController.Operation)
        case tab(left: Bool)
        case modal(presenting: Bool)
    }

    let type: TransitionType
    var ended: [Bool] = []
    var log: CallbackLog?

    init(type: TransitionType) {
        self.type = type
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from) ?? fromVC.view!
        let toView = transitionContext.view(forKey: .to) ?? toVC.view!
        containerView.addSubview(toView)
        let width = containerView.frame.width, height = containerView.frame.height
        var toViewTransform = CGAffineTransform.identity
        var fromViewTransform = CGAffineTransform.identity
        switch type {
        case .navigation(let operation):
            let offset = operation == .push ? width : -width
            toViewTransform = CGAffineTransform(translationX: offset, y: 0)
            fromViewTransform = CGAffineTransform(translationX: -offset, y: 0)
        case .tab(let left):
            let offset = left ? -width : width
            toViewTransform = CGAffineTransform(translationX: offset, y: 0)
            fromViewTransform = CGAffineTransform(translationX: -offset, y: 0)
        case .modal(let presenting):
            toViewTransform = CGAffineTransform(translationX: 0, y: presenting ? height : -height)
            fromViewTransform = CGAffineTransform(translationX: 0, y: presenting ? -height : height)
        }
        toView.transform = toViewTransform
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, animations: {
            fromView.transform = fromViewTransform
            toView.transform = .identity
        }, completion: { _ in
            // Restore the views whatever the outcome (the transition may have been cancelled).
            fromView.transform = .identity
            toView.transform = .identity
            let isCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!isCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        log?.add("animator.animationEnded(\(transitionCompleted))")
    }
}

/// Seed 000 §2.3: the overlay presentation controller — a dimming view faded in alongside the
/// transition, the presented view at 2/3 of the container, centred.
@MainActor
final class OverlayPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var log: CallbackLog?

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin")
        containerView?.addSubview(dimmingView)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView!.bounds
        let width = bounds.width * 2 / 3, height = bounds.height * 2 / 3
        return CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView!.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Seed 000 §2.3.2: the overlay animator — the presented view grows from a sliver to 2/3 of
/// the container; on dismissal it shrinks back (and, as the seed stresses, the presenting view
/// is not added to the container).
@MainActor
final class OverlayAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let duration = transitionDuration(using: transitionContext)
        if toVC.isBeingPresented {
            let toView = transitionContext.view(forKey: .to)!
            containerView.addSubview(toView)
            let toViewWidth = containerView.frame.width * 2 / 3
            let toViewHeight = containerView.frame.height * 2 / 3
            toView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
            toView.bounds = CGRect(x: 0, y: 0, width: 1, height: toViewHeight)
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                toView.bounds = CGRect(x: 0, y: 0, width: toViewWidth, height: toViewHeight)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
        if fromVC.isBeingDismissed {
            let fromView = transitionContext.view(forKey: .from)!
            let fromViewHeight = fromView.frame.height
            UIView.animate(withDuration: duration, animations: {
                fromView.bounds = CGRect(x: 0, y: 0, width: 1, height: fromViewHeight)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// The transitioning delegate of the overlay demo: the presentation controller and, when
/// asked, the slide animator for the modal direction.
@MainActor
final class OverlayTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var log: CallbackLog?
    /// Seed 000's slide animator (which adds the presenting view on dismissal — "Kept presenter
    /// moved" in docs/transition-engine.md, "Diagnostics") instead of the overlay animator.
    var useSlide = false
    var presentationInteractor: (any UIViewControllerInteractiveTransitioning)?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let controller = OverlayPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        useSlide ? SlideAnimationController(type: .modal(presenting: true)) : OverlayAnimationController()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        useSlide ? SlideAnimationController(type: .modal(presenting: false)) : OverlayAnimationController()
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        presentationInteractor
    }
}

/// A navigation delegate vending the slide animator and, while a gesture drives, an interactor.
@MainActor
final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactor: UIPercentDrivenInteractiveTransition?
    var lastAnimator: SlideAnimationController?
    var log: CallbackLog?

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = SlideAnimationController(type: .navigation(operation))
        animator.log = log
        lastAnimator = animator
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log?.add("nav.willShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log?.add("nav.didShow(\((viewController as? LoggingViewController)?.name ?? "?"))")
    }
}
