import UIKit

// Seed 000 §2.3.2: the overlay modal, a small window over a dimmed screen. The presented view
// grows from a sliver to 2/3 of the container and shrinks back on dismissal. The seed writes
// the animator twice: first (iOS 7) it also adds and animates the dimming view; then, once
// `OverlayPresentationController` takes the dimming view over, it drops those lines. One class
// keeps both, chosen by `animatesDimmingView`.

final class OverlayAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// The iOS 7 version: the animator owns the dimming view too.
    let animatesDimmingView: Bool

    init(animatesDimmingView: Bool) {
        self.animatesDimmingView = animatesDimmingView
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let fromView = fromVC.view!
        let toView = toVC.view!
        let duration = transitionDuration(using: transitionContext)

        // Unlike container transitions, no variable is needed to tell the operation apart: the
        // controllers know whether they are being presented or dismissed.
        if toVC.isBeingPresented {
            // 1. The presented view goes into the container.
            containerView.addSubview(toView)
            // Where the presented view starts.
            let toViewWidth = containerView.frame.width * 2 / 3
            let toViewHeight = containerView.frame.height * 2 / 3
            toView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
            toView.bounds = CGRect(x: 0, y: 0, width: 1, height: toViewHeight)

            // The dimming view goes behind it (mind their order in the container), as big as
            // the presented view will be.
            var dimmingView: UIView?
            if animatesDimmingView {
                let dimming = UIView()
                containerView.insertSubview(dimming, belowSubview: toView)
                dimming.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
                dimming.center = toView.center
                dimming.bounds = CGRect(x: 0, y: 0, width: toViewWidth, height: toViewHeight)
                dimmingView = dimming
            }

            // The size animation of the appearance.
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                toView.bounds = CGRect(x: 0, y: 0, width: toViewWidth, height: toViewHeight)
                dimmingView?.bounds = containerView.bounds
            }, completion: { _ in
                // 2. End the transition.
                let isCancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!isCancelled)
            })
        }
        // The dismissal: in a `.custom` presentation the to view (the presenting one) must not be
        // added to the container, or it would leave the place it is visible in (the seed's
        // day-long trap, docs/transition-engine.md, "Diagnostics"). So no step 1 here.
        if fromVC.isBeingDismissed {
            let fromViewHeight = fromView.frame.height
            UIView.animate(withDuration: duration, animations: {
                fromView.bounds = CGRect(x: 0, y: 0, width: 1, height: fromViewHeight)
            }, completion: { _ in
                // 2. End the transition.
                let isCancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!isCancelled)
            })
        }
    }
}

/// Seed 000 §2.3.3: the presentation controller takes the dimming view over. It fades in and
/// out alongside the animator's transition through the transition coordinator (the only way to
/// share the animator's timing), and lays the views out again when the container changes size.
final class OverlayPresentationController: UIPresentationController {
    let dimmingView = UIView()

    /// Called before the presentation transition starts.
    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.addSubview(dimmingView)
        let initialWidth = containerView.frame.width * 2 / 3, initialHeight = containerView.frame.height * 2 / 3
        dimmingView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
        dimmingView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        dimmingView.bounds = CGRect(x: 0, y: 0, width: initialWidth, height: initialHeight)
        // The dimming view grows with the transition's own animation, through the coordinator.
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.bounds = containerView.bounds
        }, completion: nil)
    }

    /// Called before the dismissal transition starts. The seed adds the fade only to show how:
    /// with the presented view shrinking, it is hardly noticed.
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0.0
        }, completion: nil)
    }

    /// The last word on the layout: after a rotation or any size change of the container.
    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        dimmingView.bounds = containerView.bounds
        let width = containerView.frame.width * 2 / 3, height = containerView.frame.height * 2 / 3
        presentedView?.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        presentedView?.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    }
}
