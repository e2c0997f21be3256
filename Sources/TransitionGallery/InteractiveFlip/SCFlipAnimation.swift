import UIKit

// Seed 002 ("iOS 7 day by day, day 14"): an interactive modal flip, ported from Objective-C to
// Swift line by line. The comments follow the seed's.

/// The flip animator: the old screen turns away about the x axis while the new one turns in,
/// with perspective m34 = −1/height on the container, in two keyframes over one second.
final class SCFlipAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// The direction of the flip (the seed's `dismissal` property).
    var dismissal = false

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // The controllers.
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!

        // The views (the seed reads them from the controllers; fine for full-screen styles).
        let containerView = transitionContext.containerView
        let fromView = fromVC.view!
        let toView = toVC.view!

        // Add toView to the container.
        containerView.addSubview(toView)

        // Frames.
        let initialFrame = transitionContext.initialFrame(for: fromVC)
        fromView.frame = initialFrame
        toView.frame = initialFrame

        // The perspective for the 3D rotation.
        var transform = CATransform3DIdentity
        transform.m34 = -1 / initialFrame.height
        containerView.layer.sublayerTransform = transform

        // Flip direction.
        let direction: CGFloat = dismissal ? -1 : 1

        // toView starts turned the other way by pi/2.
        toView.layer.transform = CATransform3DMakeRotation(-direction * .pi / 2, 1, 0, 0)

        // Keyframe animation.
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            // First half is rotating in: fromView turns away by pi/2.
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = CATransform3DMakeRotation(direction * .pi / 2, 1, 0, 0)
            }
            // Second half: toView turns back to flat.
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = CATransform3DMakeRotation(0, 1, 0, 0)
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1.0
    }
}

/// What the interactor asks the controller on screen to do when a pan begins: present or
/// dismiss (the seed's `SCInteractiveTransitionViewControllerDelegate`).
@MainActor
protocol SCInteractiveTransitionViewControllerDelegate: AnyObject {
    func proceedToNextViewController()
}

/// The percent-driven interactor with its own pan, which the first screen puts on the window:
/// "when the animation runs the controller's view is removed, so a pan on it could no longer
/// respond; on the window it keeps working".
final class SCFlipAnimationInteractor: UIPercentDrivenInteractiveTransition {
    private(set) var gestureRecogniser: UIPanGestureRecognizer!
    private(set) var interactionInProgress = false
    /// The controller that acts when a pan begins (weak, as in the seed).
    weak var presentingVC: (UIViewController & SCInteractiveTransitionViewControllerDelegate)?

    override init() {
        super.init()
        gestureRecogniser = UIPanGestureRecognizer(target: self, action: Self.handlePan)
    }

    /// The pan: its vertical travel over the window's height is the percentage.
    func handlePan(_ pgr: UIPanGestureRecognizer) {
        let translation = pgr.translation(in: pgr.view)
        let percentage = abs(translation.y / pgr.view!.bounds.height)
        switch pgr.state {
        case .began:
            // Start the flip.
            interactionInProgress = true
            presentingVC?.proceedToNextViewController()
        case .changed:
            // Follow the finger.
            update(percentage)
        case .ended:
            // Under half way: cancel; past it: finish.
            if percentage < 0.5 {
                cancel()
            } else {
                finish()
            }
            interactionInProgress = false
        case .cancelled:
            cancel()
            interactionInProgress = false
        default:
            break
        }
    }
}
