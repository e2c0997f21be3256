@testable import OpenUIKit
import Testing

@MainActor
private final class SlideTabDelegate: UITabBarControllerDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let controllers = tabBarController.viewControllers ?? []
        let from = controllers.firstIndex { $0 === fromVC } ?? 0, to = controllers.firstIndex { $0 === toVC } ?? 0
        let animator = SlideAnimationController(type: .tab(left: to < from))
        animator.log = log
        return animator
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("tabs.didSelect(\(viewController.title ?? "?"))")
    }
}

/// A controller that fades a view alongside whatever transition shows it
/// (docs/transition-engine.md, "The recipe", step 8).
@MainActor
private final class AlongsideViewController: UIViewController {
    let badge = UIView()
    var sawCoordinator = false
    override func viewDidLoad() {
        badge.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.addSubview(badge)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        badge.alpha = 0
        sawCoordinator = transitionCoordinator != nil
        transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 })
    }
}

@MainActor
struct CustomTabAndCoordinatorTests {
    @Test func tabSwitchWithADelegateAnimatorIsAContainerTransition() {
        withApp { _ in
            let log = CallbackLog()
            let x = LoggingViewController("X", log: log), y = LoggingViewController("Y", log: log)
            let tabs = UITabBarController()
            tabs.viewControllers = [x, y]
            let delegate = SlideTabDelegate(log: log)
            tabs.delegate = delegate
            _ = showInWindow(tabs)
            advance(1.0 / 60)
            _ = log.take()
            tabs.tabBar.subviews.compactMap { $0 as? UIButton }.last!.sendActions(for: .touchUpInside)
            #expect(tabs.selectedIndex == 1, "the selection changes at once")
            #expect(y.transitionCoordinator != nil && tabs.transitionCoordinator != nil)
            #expect(log.take() == ["Y.loadView", "Y.viewDidLoad", "X.viewWillDisappear(true)", "Y.viewWillAppear(true)", "Y.viewIsAppearing(true)"])
            advance(0.2)
            #expect(near(y.view.layer.presentation()!.transform.m41, 393 * (1 - CGFloat(easeInEaseOut(0.5))), 1e-3))
            advance(0.25)
            #expect(log.take() == ["X.viewDidDisappear(true)", "Y.viewDidAppear(true)", "animator.animationEnded(true)", "tabs.didSelect(Y)"])
            #expect(y.view.superview === tabs.view && x.view.superview == nil)
            // Programmatic selection also asks for the animator, without didSelect.
            tabs.selectedIndex = 0
            advance(0.45)
            #expect(log.take().last == "animator.animationEnded(true)")
        }
    }

    @Test func alongsideAnimationsFollowTheSystemPush() {
        withApp { _ in
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            _ = showInWindow(navigation)
            let next = AlongsideViewController()
            navigation.pushViewController(next, animated: true)
            advance(1.0 / 60)
            #expect(next.sawCoordinator)
            #expect(next.transitionCoordinator?.transitionDuration == 0.35)
            #expect(next.transitionCoordinator?.presentationStyle == UIModalPresentationStyle.none)
            let start = CACurrentMediaTime()
            advance(0.175)
            let p = cubicBezier(0, 0, 0.58, 1, (CACurrentMediaTime() - start) / 0.35)
            // The alongside fade shares the push's duration and system curve.
            #expect(near(CGFloat(next.badge.layer.presentation()!.opacity), CGFloat(p), 1e-3))
            advance(0.2)
            #expect(next.transitionCoordinator == nil)
            // A non-animated push has no coordinator.
            let plain = AlongsideViewController()
            navigation.pushViewController(plain, animated: false)
            advance(1.0 / 60)
            #expect(!plain.sawCoordinator)
        }
    }

    @Test func lateRegistrationAndRegistrationAfterTheEnd() {
        withApp { capture in
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            _ = showInWindow(navigation)
            let next = UIViewController()
            navigation.pushViewController(next, animated: true)
            advance(1.0 / 60)
            let coordinator = next.transitionCoordinator!
            advance(0.1)
            let badge = UIView()
            next.view.addSubview(badge)
            CATransaction.flush()
            var completed = false
            // Too late for a non-interruptible animator: UIKit drops the block and answers false;
            // the completion still runs at the end.
            #expect(!coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { _ in completed = true }))
            #expect(badge.layer.animationKeys() == nil && badge.alpha == 1, "the late block is dropped")
            advance(0.3)
            #expect(completed)
            var afterEnd = false
            #expect(!coordinator.animate(alongsideTransition: { _ in }, completion: { _ in afterEnd = true }))
            #expect(afterEnd, "after the end, completions run at once")
            _ = capture
        }
    }
}
