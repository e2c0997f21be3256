@testable import OpenUIKit
import Testing

/// Interruptible animators that cannot be used (and diagnostics that never call them again), animations a
/// percent-driven transition cannot scrub, and animating a view the context does not hand out.
@MainActor
struct AnimatorMisuseDiagnosticsTests {
    /// Presents a new controller over `presenter` with `animator` and a percent-driven
    /// interactor, which it drives half way and finishes; returns the presented controller and
    /// the delegate (to keep alive, as its property is weak).
    private func presentInteractively(over presenter: UIViewController, with animator: CachingInterruptibleAnimator)
        -> (presented: UIViewController, delegate: ModalDelegate) {
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        let delegate = ModalDelegate(animator: animator)
        delegate.interactor = UIPercentDrivenInteractiveTransition()
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        delegate.interactor?.update(0.5)
        delegate.interactor?.finish()
        advance(0.5)
        return (presented, delegate)
    }

    /// An animator that cannot be interrupted is named when it is handed over.
    @Test func interruptibleAnimatorsMustBeUsable() {
        withApp { capture in
            let a = UIViewController()
            _ = showInWindow(a)
            let rigid = CachingInterruptibleAnimator()
            rigid.interruptible = false
            let (_, delegate) = presentInteractively(over: a, with: rigid)
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.contains("isInterruptible == false") })
            withExtendedLifetime(delegate) {}
        }
    }

    /// Diagnostics observe; they never call the app's code again. `interruptibleAnimator(using:)`
    /// often sets views up (libraries add the to-view and start positions there), so asking it
    /// once more at the end to compare would move views the transition already placed.
    @Test func theInterruptibleAnimatorIsAskedForOnceAndNeverAgainToCheckIt() {
        withApp { capture in
            let a = UIViewController()
            _ = showInWindow(a)
            let animator = CachingInterruptibleAnimator()
            let (b, delegate) = presentInteractively(over: a, with: animator)
            #expect(a.presentedViewController === b && b.view.alpha == 1)
            #expect(animator.asked == 1)
            #expect(capture.records(withCode: .transitionMisuse).isEmpty, "\(capture.records.map(\.message))")
            withExtendedLifetime(delegate) {}
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

/// Makes a new property animator every time it is asked (the "Interruptible animator" mistake
/// of docs/transition-engine.md, "Diagnostics").
@MainActor
private final class CachingInterruptibleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var interruptible = true
    /// How often UIKit asked for the interruptible animator.
    var asked = 0
    private var made: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animator(for: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        asked += 1
        return animator(for: transitionContext)
    }
    /// One animator per transition, made (and the to-view set up) on the first call only.
    private func animator(for transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        if let made { return made }
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { toView.alpha = 1 }
        animator.isInterruptible = interruptible
        animator.addCompletion { [weak self] position in
            transitionContext.completeTransition(position == .end)
            self?.made = nil
        }
        made = animator
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

/// Shrinks the presenter through `viewController(forKey: .from)?.view` (the mistake of animating
/// the root view instead of `view(forKey:)`: docs/transition-engine.md, "Diagnostics").
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
