import UIKit

/// Code without Objective-C features: the bridge leaves it byte for byte.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let to = transitionContext.view(forKey: .to) else { return }
        container.addSubview(to)
        to.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            to.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
