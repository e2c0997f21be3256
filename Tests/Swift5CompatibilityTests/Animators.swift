// iOS transition code in the styles public code uses, compiled in Swift 5 language mode through
// the module aliases (no OpenUIKit names, no `@MainActor` anywhere in this file). Against
// Apple's UIKit these styles compile without isolation errors; they must here too
// (docs/porting.md, "Main actor"). Nothing here is copied from a public project.
import UIKit

// MARK: An NSObject animator whose UIKit conformance is declared in an extension

final class CrossFadeAnimator: NSObject {
    let duration: TimeInterval
    private(set) var endedWith: Bool?

    init(duration: TimeInterval = 0.4) {
        self.duration = duration
        super.init()
    }
}

extension CrossFadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith = transitionCompleted
    }
}

// MARK: Animators typed by the library's own protocol

protocol DirectionalAnimator: UIViewControllerAnimatedTransitioning {
    var isPresenting: Bool { get }
    init(presenting: Bool)
}

extension DirectionalAnimator {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }
}

final class SlideUpAnimator: NSObject, DirectionalAnimator {
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let moving = transitionContext.view(forKey: key) else { return }
        let container = transitionContext.containerView
        let height = container.bounds.height
        if isPresenting {
            container.addSubview(moving)
            moving.frame = container.bounds.offsetBy(dx: 0, dy: height)
        }
        let target = isPresenting ? container.bounds : container.bounds.offsetBy(dx: 0, dy: height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: .curveEaseOut,
                       animations: { moving.frame = target },
                       completion: { finished in
                           transitionContext.completeTransition(finished)
                       })
    }
}

/// A factory over the protocol, as libraries write them.
func makeAnimator<Animator: DirectionalAnimator>(_ type: Animator.Type, presenting: Bool) -> UIViewControllerAnimatedTransitioning {
    type.init(presenting: presenting)
}

// MARK: A transitioning delegate that is a plain NSObject with an extension conformance

final class CardTransitionDelegate: NSObject {
    var interactor: SwipeDownInteractor?
    private(set) var presentationControllers = 0
}

extension CardTransitionDelegate: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeAnimator(SlideUpAnimator.self, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        makeAnimator(SlideUpAnimator.self, presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interactor = interactor, interactor.isDriving else { return nil }
        return interactor
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        presentationControllers += 1
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
