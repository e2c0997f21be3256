import UIKit

// Seed 000 §2.2: one Slide animation controller for every kind of transition. Navigation and
// tab transitions slide sideways, modal ones vertically (the seed adapts the direction so a
// modal slide reads like the system's). Ported from the seed's Swift 2 to today's spelling;
// the comments keep the seed's (translated).

/// What the animator is animating, with its direction: the seed's `SDETransitionType`.
enum SDETransitionType {
    /// `UINavigationController.Operation` is `.none`, `.push` or `.pop`.
    case navigationTransition(UINavigationController.Operation)
    case tabTransition(TabOperationDirection)
    case modalTransition(ModalOperation)
}

enum TabOperationDirection {
    case left, right
}

enum ModalOperation {
    case presentation, dismissal
}

final class SlideAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    private let transitionType: SDETransitionType

    init(type: SDETransitionType) {
        transitionType = type
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        // In a modal transition the views are safest taken from the controllers (the seed's
        // advice: `view(forKey:)` is nil for the presenting view of a `.custom` presentation).
        let fromView = fromVC.view!
        let toView = toVC.view!

        // 1. Put the to view in the container, so it is on screen.
        containerView.addSubview(toView)

        // The offsets: navigation and tab transitions move horizontally, modal ones vertically.
        let width = containerView.frame.width, height = containerView.frame.height
        var toViewTransform = CGAffineTransform.identity
        var fromViewTransform = CGAffineTransform.identity
        switch transitionType {
        case .navigationTransition(let operation):
            toViewTransform = operation == .push ? CGAffineTransform(translationX: width, y: 0) : CGAffineTransform(translationX: -width, y: 0)
            fromViewTransform = operation == .push ? CGAffineTransform(translationX: -width, y: 0) : CGAffineTransform(translationX: width, y: 0)
        case .tabTransition(let direction):
            toViewTransform = direction == .left ? CGAffineTransform(translationX: -width, y: 0) : CGAffineTransform(translationX: width, y: 0)
            fromViewTransform = direction == .left ? CGAffineTransform(translationX: width, y: 0) : CGAffineTransform(translationX: -width, y: 0)
        case .modalTransition(let operation):
            toViewTransform = operation == .presentation ? CGAffineTransform(translationX: 0, y: height) : CGAffineTransform(translationX: 0, y: -height)
            fromViewTransform = operation == .presentation ? CGAffineTransform(translationX: 0, y: -height) : CGAffineTransform(translationX: 0, y: height)
        }
        toView.transform = toViewTransform

        // The duration comes from the protocol's method.
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, animations: {
            fromView.transform = fromViewTransform
            toView.transform = .identity
        }, completion: { _ in
            // The transition may have been cancelled half way: restore the views either way.
            fromView.transform = .identity
            toView.transform = .identity
            // 2. End the transition, completed or cancelled.
            let isCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!isCancelled)
        })
    }
}
