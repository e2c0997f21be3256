@testable import OpenUIKit
import Testing

/// Spec §16.11–16.13: interruptible animators that are not one usable instance, animations a
/// percent-driven transition cannot scrub, and animating a view the context does not hand out.
@MainActor
struct AnimatorMisuseDiagnosticsTests {
    @Test func interruptibleAnimatorsMustBeOneUsableInstance() {
        withApp { capture in
            let a = UIViewController()
            _ = showInWindow(a)
            let b = UIViewController()
            b.modalPresentationStyle = .overFullScreen
            let delegate = ModalDelegate(animator: FreshInterruptibleAnimator())
            delegate.interactor = UIPercentDrivenInteractiveTransition()
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            delegate.interactor?.update(0.5)
            delegate.interactor?.finish()
            advance(0.5)
            // A new animator on every call: named once, at the end; the first one ran the transition.
            let messages = capture.records(withCode: .transitionMisuse).map(\.message)
            #expect(messages.filter { $0.contains("returned a different animator when asked again") }.count == 1)
            #expect(a.presentedViewController === b && b.view.alpha == 1)

            // Not interruptible: named when handed over.
            b.dismiss(animated: false)
            advance(1.0 / 60)
            let c = UIViewController()
            c.modalPresentationStyle = .overFullScreen
            let rigid = FreshInterruptibleAnimator()
            rigid.interruptible = false
            let second = ModalDelegate(animator: rigid)
            second.interactor = UIPercentDrivenInteractiveTransition()
            c.transitioningDelegate = second
            a.present(c, animated: true)
            second.interactor?.finish()
            advance(0.5)
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.contains("isInterruptible == false") })
            withExtendedLifetime((delegate, second)) {}
        }
    }

    @Test func animationsOutsideTheContainerOfAPercentDrivenTransitionAreNamed() {
        withApp { capture in
            let a = UIViewController()
            let window = showInWindow(a)
            let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            window.addSubview(badge)
            let registered = UIView(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
            window.addSubview(registered)
            let b = UIViewController()
            b.modalPresentationStyle = .overFullScreen
            let animator = FadeAndPokeAnimator(outside: badge, alongside: registered)
            let delegate = ModalDelegate(animator: animator)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            interactor.update(0.5)
            let messages = capture.records(withCode: .transitionMisuse).map(\.message).filter { $0.contains("not in the container view") }
            // The badge is named; the view registered alongside is scrubbed, so it is not.
            #expect(messages.count == 1 && messages.first?.contains("BadgeView") == true, "\(capture.records.map(\.message))")
            interactor.finish()
            advance(0.5)
            #expect(a.presentedViewController === b)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func animatingThePresentersViewIsNamedAndUndoneOnCancel() {
        withApp { capture in
            let a = UIViewController()
            _ = showInWindow(a)
            let b = UIViewController()
            b.modalPresentationStyle = .overFullScreen
            let delegate = ModalDelegate(animator: ShrinkPresenterAnimator())
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            interactor.update(0.4)
            let messages = capture.records(withCode: .transitionMisuse).map(\.message)
            #expect(messages.filter { $0.contains("whose view(forKey:) is nil") }.count == 1)
            interactor.cancel()
            advance(0.5)
            // Cancelled: nothing presented, and the presenter's view is as it was.
            #expect(a.presentedViewController == nil)
            #expect(a.view.transform == .identity && a.view.frame == UIScreen.main.bounds)
            withExtendedLifetime(delegate) {}
        }
    }
}

@MainActor
private final class ModalDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    var interactor: UIPercentDrivenInteractiveTransition?
    init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

/// Makes a new property animator every time it is asked (the §16.11 mistake).
@MainActor
private final class FreshInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var interruptible = true
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        let toView = transitionContext.view(forKey: .to)!
        if toView.superview == nil {
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
        }
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { toView.alpha = 1 }
        animator.isInterruptible = interruptible
        animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
        return animator
    }
}

/// Fades the new view in, and also animates a view outside the container and one registered
/// alongside the transition.
@MainActor
private final class FadeAndPokeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let outside: UIView
    let alongside: UIView
    init(outside: UIView, alongside: UIView) {
        self.outside = outside
        self.alongside = alongside
    }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        let to = transitionContext.viewController(forKey: .to)!
        to.transitionCoordinator?.animateAlongsideTransition(in: alongside, animation: { _ in self.alongside.alpha = 0.5 }, completion: nil)
        UIView.animate(withDuration: 0.3, animations: {
            toView.alpha = 1
            self.outside.alpha = 0.5
            self.alongside.center.x += 10
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Shrinks the presenter through `viewController(forKey: .from)?.view` (the §16.13 mistake).
@MainActor
private final class ShrinkPresenterAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenter = transitionContext.viewController(forKey: .from)!.view!
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: {
            toView.alpha = 1
            presenter.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

private final class BadgeView: UIView {}
