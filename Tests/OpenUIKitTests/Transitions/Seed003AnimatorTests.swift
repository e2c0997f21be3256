@testable import OpenUIKit
import Testing

// Seed 003: HSPushAnimation (a 2-second slide-in over the old view) and HSPopAnimation (the
// new view inserted below, the old one sliding out in 0.5 s), chosen by the navigation
// delegate per operation, and the pan-driven pop through UIPercentDrivenInteractiveTransition
// (finish past half way, else cancel). Written as the seed writes them, in Swift.

@MainActor
private final class HSPushAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        let width = UIScreen.main.bounds.width, height = UIScreen.main.bounds.height
        toView.frame = CGRect(x: width, y: 0, width: width, height: height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

@MainActor
private final class HSPopAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        // The new view goes below the old one — "very important" in the seed.
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        let width = UIScreen.main.bounds.width, height = UIScreen.main.bounds.height
        fromView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = CGRect(x: width, y: 0, width: width, height: height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
private final class SeedNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactiveTransition: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? HSPushAnimation() : HSPopAnimation()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        animationController is HSPopAnimation ? interactiveTransition : nil
    }
}

/// The seed's SecondViewController: a pan on its view makes a percent-driven interactive
/// transition, pops, updates with translation.x / screen width, and finishes past half way.
@MainActor
private final class SecondViewController: UIViewController, UINavigationControllerDelegate {
    var interactiveTransition: UIPercentDrivenInteractiveTransition?

    override func viewDidLoad() {
        super.viewDidLoad()
        // 添加pan手势 (add the pan gesture)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: SecondViewController.panGestureRecognizerAction)
        view.addGestureRecognizer(pan)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    func panGestureRecognizerAction(_ pan: UIPanGestureRecognizer) {
        // 产生百分比 (the percentage)
        var process = pan.translation(in: view).x / UIScreen.main.bounds.size.width
        process = min(1.0, max(0.0, process))
        if pan.state == .began {
            interactiveTransition = UIPercentDrivenInteractiveTransition()
            // 触发pop转场动画 (start the pop)
            navigationController?.popViewController(animated: true)
        } else if pan.state == .changed {
            interactiveTransition?.update(process)
        } else if pan.state == .ended || pan.state == .cancelled {
            if process > 0.5 {
                interactiveTransition?.finish()
            } else {
                interactiveTransition?.cancel()
            }
            interactiveTransition = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? HSPushAnimation() : HSPopAnimation()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        animationController is HSPopAnimation ? interactiveTransition : nil
    }
}

@MainActor
struct Seed003AnimatorTests {
    private func setUp() -> (UINavigationController, UIViewController, SeedNavigationDelegate) {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let delegate = SeedNavigationDelegate()
        navigation.delegate = delegate
        _ = showInWindow(navigation)
        return (navigation, first, delegate)
    }

    @Test func pushSlidesInOverTwoSecondsAndPopSlidesOutInHalfASecond() {
        withApp { _ in
            let (navigation, first, delegate) = setUp()
            let second = UIViewController()
            navigation.pushViewController(second, animated: true)
            advance(1.0 / 60)
            let width = UIScreen.main.bounds.width
            var samples: [CGFloat] = []
            for quarter in 1...4 {
                advance(0.5)
                samples.append(second.view.layer.presentation()!.frame.minX)
                #expect(near(samples.last!, width * (1 - CGFloat(easeInEaseOut(Double(quarter) / 4))), 1e-3), "push at \(quarter * 25) %")
            }
            #expect(first.view.layer.presentation()!.frame.minX == 0, "the old view stays")
            advance(1.0 / 60)
            #expect(navigation.topViewController === second && first.view.superview == nil)

            navigation.popViewController(animated: true)
            advance(1.0 / 60)
            #expect(first.view.superview === navigation.view)
            #expect(navigation.view.subviews.firstIndex(of: first.view)! < navigation.view.subviews.firstIndex(of: second.view)!, "inserted below")
            for quarter in 1...3 {
                advance(0.125)
                #expect(near(second.view.layer.presentation()!.frame.minX, width * CGFloat(easeInEaseOut(Double(quarter) / 4)), 1e-3), "pop at \(quarter * 25) %")
            }
            advance(0.15)
            #expect(navigation.viewControllers == [first] && second.view.superview == nil)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func panDrivenPopFinishesPastHalfWayAndCancelsBefore() {
        withApp { _ in
            let (navigation, first, delegate) = setUp()
            let width = UIScreen.main.bounds.width
            for (progress, finishes) in [(0.3, false), (0.7, true)] {
                let second = UIViewController()
                navigation.pushViewController(second, animated: false)
                advance(1.0 / 60)
                // The gesture began: a percent-driven transition and an animated pop.
                delegate.interactiveTransition = UIPercentDrivenInteractiveTransition()
                navigation.popViewController(animated: true)
                advance(1.0 / 60)
                // The gesture moved.
                delegate.interactiveTransition!.update(CGFloat(progress))
                CATransaction.flush()
                #expect(near(second.view.layer.presentation()!.frame.minX, width * CGFloat(easeInEaseOut(progress)), 1e-3))
                // The gesture ended: finish past half way, else cancel.
                if progress > 0.5 { delegate.interactiveTransition!.finish() } else { delegate.interactiveTransition!.cancel() }
                delegate.interactiveTransition = nil
                advance(0.5)
                if finishes {
                    #expect(navigation.viewControllers == [first] && second.parent == nil)
                } else {
                    #expect(navigation.viewControllers == [first, second] && navigation.topViewController === second)
                    #expect(second.view.superview === navigation.view && first.view.superview == nil)
                    // Back on the stack: a plain pop still works afterwards.
                    navigation.popViewController(animated: false)
                    advance(1.0 / 60)
                    #expect(navigation.viewControllers == [first])
                }
            }
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func theSeedsPanOnTheSecondViewDrivesThePopWithRealDrags() {
        withApp { _ in
            let first = UIViewController()
            let navigation = UINavigationController(rootViewController: first)
            _ = showInWindow(navigation)
            let width = UIScreen.main.bounds.width
            let input = SyntheticTouches()
            for (distance, finishes) in [(CGFloat(100), false), (CGFloat(240), true)] {
                let second = SecondViewController()
                navigation.pushViewController(second, animated: false)
                advance(1.0 / 60)
                #expect(navigation.delegate === second)
                // Drag right across the second view, finger still down.
                let finger = input.drag(along: [CGPoint(x: 60, y: 500), CGPoint(x: 60 + distance, y: 500)], duration: 0.4, release: false)!
                let process = distance / width
                // HSPop's ease-in-ease-out, scrubbed to the finger's percentage.
                #expect(near(second.view.layer.presentation()!.frame.minX, width * CGFloat(easeInEaseOut(Double(process))), 1e-3))
                input.lift([finger])
                advance(0.6)
                if finishes {
                    #expect(navigation.viewControllers == [first] && second.parent == nil && second.view.superview == nil)
                } else {
                    #expect(navigation.viewControllers == [first, second] && second.view.superview === navigation.view)
                    #expect(second.view.frame.minX == 0)
                    navigation.popViewController(animated: false)
                    advance(1.0 / 60)
                }
            }
        }
    }
}
