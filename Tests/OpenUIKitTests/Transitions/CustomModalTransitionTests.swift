@testable import OpenUIKit
import Testing

/// An animator whose animations are a property animator (the interruptible path).
@MainActor
private final class InterruptibleFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?
    var asked = 0

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        asked += 1
        if let animator { return animator }
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { toView.alpha = 1 }
        animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }
}

@MainActor
private final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = InterruptibleFadeAnimator()
    var interactor: UIPercentDrivenInteractiveTransition?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

/// A controller that makes its own transitioning delegate when asked (a side menu's way).
@MainActor
private final class SelfDelegatingController: UIViewController {
    private var madeDelegate: FadeDelegate?
    var delegateForTest: FadeDelegate? { madeDelegate }
    override var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get {
            if madeDelegate == nil { madeDelegate = FadeDelegate() }
            return madeDelegate
        }
        set {}
    }
}

@MainActor
struct CustomModalTransitionTests {
    /// The presentation asks the getter, so an override's delegate vends the animator.
    @Test func anOverriddenTransitioningDelegateVendsTheAnimator() {
        withApp { _ in
            let a = UIViewController()
            _ = showInWindow(a)
            advance(1.0 / 60)
            let b = SelfDelegatingController()
            b.modalPresentationStyle = .custom
            a.present(b, animated: true)
            advance(0.25)
            #expect(b.delegateForTest?.animator.asked == 1, "the override's delegate's animator runs the presentation")
            // Halfway through the linear fade on screen.
            #expect(abs(Double(b.view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
            advance(0.5)
            #expect(a.presentedViewController === b && b.view.layer.presentation()?.opacity == 1)
        }
    }

    @Test func overlayPresentationControllerKeepsThePresenterAndDimsAlongside() {
        withApp { _ in
            let log = CallbackLog()
            let a = LoggingViewController("A", log: log)
            let window = showInWindow(a)
            advance(1.0 / 60)
            let b = LoggingViewController("B", log: log)
            let delegate = OverlayTransitionDelegate()
            delegate.log = log
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            _ = log.take()
            a.present(b, animated: true) { log.add("present completion") }
            let controller = b.presentationController as! OverlayPresentationController
            #expect(controller.presentingViewController === a && controller.containerView != nil)
            #expect(log.take() == ["B.loadView", "B.viewDidLoad", "presentationTransitionWillBegin",
                                   "B.viewWillAppear(true) [beingPresented]", "B.viewIsAppearing(true)"],
                    "a custom presentation that keeps the presenter sends it no callbacks")
            // The dimming follows the animator's duration (0.4 s) with the ease-in-out curve, and
            // the presented view grows from a sliver (seed 000's overlay animator).
            advance(0.2)
            #expect(near(CGFloat(controller.dimmingView.layer.presentation()!.opacity), CGFloat(easeInEaseOut(0.5)), 1e-3))
            #expect(near(b.view.layer.presentation()!.bounds.width, 1 + 261 * CGFloat(easeInEaseOut(0.5)), 1e-3))
            advance(0.25)
            #expect(log.take() == ["presentationTransitionDidEnd(true)", "B.viewDidAppear(true) [beingPresented]", "present completion"])
            #expect(b.view.frame == CGRect(x: 393.0 / 6, y: 852.0 / 6, width: 262, height: 568))
            #expect(a.view.window === window, "the presenter's view stays")
            controller.containerView!.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
            controller.containerView!.layoutIfNeeded()
            #expect(b.view.frame == CGRect(x: 50, y: 100, width: 200, height: 400), "containerViewWillLayoutSubviews re-applies the frame")

            _ = log.take()
            b.dismiss(animated: true)
            #expect(log.take() == ["dismissalTransitionWillBegin", "B.viewWillDisappear(true) [beingDismissed]"])
            advance(0.45)
            #expect(log.take() == ["dismissalTransitionDidEnd(true)", "B.viewDidDisappear(true) [beingDismissed]"])
            #expect(controller.dimmingView.superview == nil && b.presentationController == nil && a.presentedViewController == nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func aPresentationControllerWithoutAnimatorUsesTheStandardAnimationAndDuration() {
        withApp { _ in
            let a = UIViewController()
            _ = showInWindow(a)
            let b = UIViewController()
            b.modalPresentationStyle = .custom
            let delegate = PresentationControllerOnlyDelegate()
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            let controller = b.presentationController as! OverlayPresentationController
            let start = CACurrentMediaTime()
            CATransaction.flush()
            // Cover vertical (0.4 s, the system curve) into the presentation controller's frame;
            // the dimming alongside on the same duration and curve.
            advance(0.2)
            let p = CGFloat(cubicBezier(0, 0, 0.58, 1, (CACurrentMediaTime() - start) / 0.4))
            let final = CGRect(x: 393.0 / 6, y: 852.0 / 6, width: 262, height: 568)
            let offscreen = final.offsetBy(dx: 0, dy: 852 - final.minY)
            #expect(near(b.view.layer.presentation()!.frame.minY, offscreen.minY + (final.minY - offscreen.minY) * p, 1e-3))
            #expect(near(CGFloat(controller.dimmingView.layer.presentation()!.opacity), p, 1e-3))
            advance(0.25)
            #expect(b.view.frame == final && a.presentedViewController === b)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func completionOrderOfACustomPresentation() {
        withApp { _ in
            let log = CallbackLog()
            let a = LoggingViewController("A", log: log)
            _ = showInWindow(a)
            advance(1.0 / 60)
            let b = LoggingViewController("B", log: log)
            let delegate = OverlayTransitionDelegate()
            delegate.log = log
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            a.present(b, animated: true) { log.add("present completion") }
            b.transitionCoordinator?.animate(alongsideTransition: nil) { _ in log.add("coordinator completion") }
            _ = log.take()
            advance(0.45)
            // docs/transition-engine.md, "The recipe", step 11: did-end, appearance, coordinator
            // completions, then the caller.
            #expect(log.take() == ["presentationTransitionDidEnd(true)", "B.viewDidAppear(true) [beingPresented]",
                                   "coordinator completion", "present completion"])
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func cancelledInteractivePresentationLeavesNothingBehind() {
        withApp { _ in
            let log = CallbackLog()
            let a = LoggingViewController("A", log: log)
            let window = showInWindow(a)
            advance(1.0 / 60)
            let b = LoggingViewController("B", log: log)
            let delegate = OverlayTransitionDelegate()
            delegate.log = log
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.presentationInteractor = interactor
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            var completed = false
            a.present(b, animated: true) { completed = true }
            interactor.update(0.4)
            interactor.cancel()
            advance(0.5)
            #expect(!completed)
            #expect(a.presentedViewController == nil && b.presentingViewController == nil)
            #expect(!window.subviews.contains { $0 is PresentationContainerView })
            #expect(log.take() == [
                "A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)",
                "B.loadView", "B.viewDidLoad", "presentationTransitionWillBegin", "B.viewWillAppear(true) [beingPresented]",
                "B.viewIsAppearing(true)", "B.viewWillDisappear(true) [beingPresented]", "presentationTransitionDidEnd(false)",
                "B.viewDidDisappear(true) [beingPresented]",
            ])
            #expect(b.appearance.phase == .disappeared)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func interruptibleAnimatorIsScrubbedAndContinued() {
        withApp { _ in
            let a = UIViewController()
            _ = showInWindow(a)
            let b = UIViewController()
            b.modalPresentationStyle = .overFullScreen
            let delegate = FadeDelegate()
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            #expect(b.transitionCoordinator?.isInterruptible == true)
            interactor.update(0.25)
            CATransaction.flush()
            #expect(near(CGFloat(b.view.layer.presentation()!.opacity), 0.25))
            #expect(a.view.layer.speed == 1, "nothing is frozen on the interruptible path")
            interactor.finish()
            advance(0.375 + 1.0 / 60)
            #expect(b.appearance.phase == .appeared && a.presentedViewController === b)
            #expect(delegate.animator.asked >= 1)
        }
    }
}

@MainActor
struct TransitionDiagnosticsTests {
    @Test func presenterViewAddedToTheContainerInACustomDismissalIsPutBack() {
        withApp { capture in
            let log = CallbackLog()
            let a = LoggingViewController("A", log: log)
            let window = showInWindow(a)
            let b = UIViewController()
            let delegate = OverlayTransitionDelegate()
            delegate.useSlide = true
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            a.present(b, animated: true)
            advance(0.5)
            _ = log.take()
            b.dismiss(animated: true)
            advance(0.5)
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.contains("moved the presenting view into the transition container") })
            #expect(a.view.superview === window && a.view.frame == window.bounds)
            #expect(log.take().isEmpty, "the presenter never disappeared")
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func stuckTransitionsAreReported() {
        withApp { capture in
            final class NeverCompletes: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                }
            }
            final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
                let interactor = UIPercentDrivenInteractiveTransition()
                var vendInteractor = false
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { NeverCompletes() }
                func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
                    vendInteractor ? interactor : nil
                }
            }
            let a = UIViewController()
            _ = showInWindow(a)
            let delegate = Delegate()
            let b = UIViewController()
            b.transitioningDelegate = delegate
            b.modalPresentationStyle = .overFullScreen
            a.present(b, animated: true)
            advance(1.5)
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.contains("did not call completeTransition(_:) within 1.0 s") })
            // A later presentation is dropped, as on iOS.
            a.present(UIViewController(), animated: true)
            #expect(capture.records(withCode: .viewControllerMisuse).last?.message.contains("which is already presenting") == true)

            let c = UIViewController()
            _ = showInWindow(c)
            let interactive = Delegate()
            interactive.vendInteractor = true
            let d = UIViewController()
            d.transitioningDelegate = interactive
            d.modalPresentationStyle = .overFullScreen
            c.present(d, animated: true)
            advance(2.5)
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.contains("nothing has driven it for 2 s") })
            // Finished after that report, the interaction hands over to an animator that never
            // completes: reported too (within the watchdog's next look, 2 s, plus the 1 s limit).
            interactive.interactor.finish()
            advance(3.5)
            #expect(capture.records(withCode: .transitionMisuse).filter { $0.message.contains("did not call completeTransition(_:)") }.count == 2)
            withExtendedLifetime([delegate, interactive]) {}
        }
    }

    @Test func releasedDelegatesAreReported() {
        withApp { capture in
            let a = UIViewController()
            _ = showInWindow(a)
            let b = UIViewController()
            b.modalPresentationStyle = .overFullScreen
            b.transitioningDelegate = OverlayTransitionDelegate()   // released at once: the property is weak
            a.present(b, animated: false)
            #expect(capture.records(withCode: .transitionMisuse).last?.message.contains("transitioningDelegate (OverlayTransitionDelegate)") == true)
            #expect(a.presentedViewController === b, "the default presentation runs")
        }
    }

    @Test func completeTransitionTwiceAndContradictionsAreReported() {
        withApp { capture in
            final class Twice: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                    transitionContext.completeTransition(true)
                    transitionContext.completeTransition(true)
                }
            }
            final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Twice() }
            }
            let a = UIViewController()
            _ = showInWindow(a)
            let delegate = Delegate()
            let b = UIViewController()
            b.transitioningDelegate = delegate
            b.modalPresentationStyle = .fullScreen
            var completions = 0
            a.present(b, animated: true) { completions += 1 }
            #expect(completions == 1)
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.hasPrefix("completeTransition(_:) was called more than once") })
            withExtendedLifetime(delegate) {}
        }
    }
}

/// Vends only a presentation controller: UIKit's standard animation runs.
@MainActor
private final class PresentationControllerOnlyDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
