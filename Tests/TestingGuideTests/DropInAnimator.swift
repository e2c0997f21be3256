// Tests/MyTransitionTests/DropInAnimator.swift
import UIKit

/// Drops the presented screen in from above the top edge, and lifts it back out.
final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
              let view = transitionContext.view(forKey: presenting ? .to : .from) else {
            return transitionContext.completeTransition(false)
        }
        let onScreen = presenting ? transitionContext.finalFrame(for: controller) : view.frame
        let above = onScreen.offsetBy(dx: 0, dy: -container.bounds.height)
        if presenting {
            container.addSubview(view)
            view.frame = above
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
            view.frame = self.presenting ? onScreen : above
        }, completion: { _ in
            // Cancelled: the animation ran back, but the model frame still holds its end value.
            // Put the view where it started, or it jumps there when the animation is removed.
            if transitionContext.transitionWasCancelled { view.frame = self.presenting ? above : onScreen }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Vends the animator, and an interaction controller while a gesture drives the dismissal.
final class DropInTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var dismissalInteraction: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropInAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropInAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        dismissalInteraction
    }
}

/// Two plain screens for the tests.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBlue
    }
}

final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .systemOrange
    }
}
