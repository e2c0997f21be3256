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
}
