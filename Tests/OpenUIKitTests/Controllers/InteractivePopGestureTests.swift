@testable import OpenUIKit
import Testing
import UIKitTesting

/// The navigation controller's edge-swipe pop (docs/porting.md, "Events and gestures
/// (OpenUIKit)"; its misuse: docs/transition-engine.md, "Diagnostics"), driven by synthetic
/// touches through the real event path.
@MainActor
@Suite struct InteractivePopGestureTests {
    private func makeStack(_ log: CallbackLog) -> (UINavigationController, LoggingViewController, LoggingViewController) {
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        _ = showInWindow(navigation)
        navigation.pushViewController(b, animated: false)
        advance(1.0 / 60)
        _ = log.take()
        return (navigation, a, b)
    }

    @Test func edgeSwipeMovesTheTopViewWithTheFingerAndPopsWhenReleasedPastHalfWay() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, b) = makeStack(log)
            #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
            #expect(navigation.interactivePopGestureRecognizer?.view === navigation.view)
            let width = navigation.view.bounds.width
            let input = SyntheticTouches()
            // 120 points from the left edge in 0.24 s (500 pt/s), finger still down.
            let finger = input.drag(along: [CGPoint(x: 2, y: 400), CGPoint(x: 122, y: 400)], duration: 0.24, release: false)!
            #expect(log.take() == ["B.willMove(toParent: nil)", "B.viewWillDisappear(true) [movingFromParent]", "A.viewWillAppear(true)",
                                   "A.viewIsAppearing(true)"])
            // The pop scrubs linearly: B's left edge is under the finger's travel.
            #expect(near(b.view.layer.presentation()!.frame.minX, 120, 1e-6))
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            // Further to 250 points, then lifted: past half way, the pop finishes.
            input.move([finger], along: [[CGPoint(x: 252, y: 400)]], duration: 0.2, liftingAtEnd: true)
            #expect(near(b.view.layer.presentation()!.frame.minX, 250, 1e-6))
            #expect(navigation.transitionCoordinator?.isInteractive == false)
            // The rest, (1 - 250/393) × 0.35 s, runs on the completion curve.
            let remaining = (1 - 250 / width) * SystemTransitionConstants.navigationDuration
            advance(remaining - 1.0 / 60)
            #expect(b.parent === navigation && log.entries.isEmpty)
            advance(2.0 / 60)
            #expect(log.take() == ["B.viewDidDisappear(true) [movingFromParent]", "A.viewDidAppear(true)", "B.didMove(toParent: nil)"])
            #expect(navigation.viewControllers == [a] && b.parent == nil)
            #expect(a.view.superview === navigation.view && b.view.superview == nil)
            #expect(navigation.view.layer.speed == 1)
        }
    }

    @Test func slowShortSwipeCancelsAndRestoresTheStack() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, b) = makeStack(log)
            let input = SyntheticTouches()
            // 80 points in 0.8 s, resting 0.2 s before the lift: 20 % and no velocity.
            input.edgeSwipe(from: .left, distance: 80, duration: 0.8, holdBeforeRelease: 0.2)
            #expect(log.take() == ["B.willMove(toParent: nil)", "B.viewWillDisappear(true) [movingFromParent]", "A.viewWillAppear(true)",
                                   "A.viewIsAppearing(true)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
            #expect(near(b.view.layer.presentation()!.frame.minX, 80, 1e-6))
            advance(0.2)
            #expect(log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
            #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b)
            #expect(b.view.superview === navigation.view && a.view.superview == nil)
            #expect(b.view.frame.minX == 0)
        }
    }

    @Test func quickFlickFinishesEvenWhenShort() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, _) = makeStack(log)
            // 100 points in 0.1 s: 1,000 pt/s at release.
            SyntheticTouches().edgeSwipe(from: .left, distance: 100, duration: 0.1)
            advance(0.5)
            #expect(navigation.viewControllers == [a])
        }
    }

    @Test func theGestureDoesNotBeginWithOneControllerDuringATransitionOrWithACustomAnimator() {
        withApp { capture in
            let log = CallbackLog()
            let a = LoggingViewController("A", log: log)
            let navigation = UINavigationController(rootViewController: a)
            _ = showInWindow(navigation)
            var actions = 0
            navigation.interactivePopGestureRecognizer?.addAction { _ in actions += 1 }
            let input = SyntheticTouches()
            input.edgeSwipe(from: .left, distance: 200, duration: 0.2)
            #expect(actions == 0 && navigation.viewControllers == [a])

            // During a push.
            let b = LoggingViewController("B", log: log)
            navigation.pushViewController(b, animated: true)
            advance(1.0 / 60)
            input.edgeSwipe(from: .left, distance: 200, duration: 0.2)
            #expect(actions == 0)
            advance(0.5)
            #expect(navigation.viewControllers == [a, b])

            // A delegate with its own pop animator: the built-in swipe does not pop, once logged.
            let delegate = SlideDelegate()
            navigation.delegate = delegate
            input.edgeSwipe(from: .left, distance: 200, duration: 0.2)
            input.edgeSwipe(from: .left, distance: 200, duration: 0.2)
            advance(0.5)
            #expect(actions == 0 && navigation.viewControllers == [a, b])
            #expect(capture.records(withCode: .transitionMisuse).filter { $0.message.contains("edge swipe") }.count == 1)
            navigation.delegate = nil

            // A top item hiding its back button under a visible bar.
            b.navigationItem.hidesBackButton = true
            input.edgeSwipe(from: .left, distance: 200, duration: 0.2)
            advance(0.5)
            #expect(navigation.viewControllers == [a, b])
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func tappingTheBackButtonPopsThroughTheRealTouchPath() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, _) = makeStack(log)
            tapCenter(of: navigation.navigationBar.backButton)
            advance(0.5)
            #expect(navigation.viewControllers == [a])
        }
    }
}

@MainActor
private final class SlideDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        NavigationSlideAnimator(isPush: operation == .push)
    }

    /// The swipe pops through the public `popViewController(animated:)`, as on iOS, so a
    /// subclass's override sees it; the interactor then rides on the request that call made.
    /// An override that refuses leaves no interactor behind for a later pop.
    @MainActor final class GuardedNavigation: UINavigationController {
        var refusals = 0
        var pops = 0
        @discardableResult
        override func popViewController(animated: Bool) -> UIViewController? {
            pops += 1
            if refusals > 0 {
                refusals -= 1
                return nil
            }
            return super.popViewController(animated: animated)
        }
    }

    @Test func theSwipePopsThroughTheOverridableCallAndARefusedPopLeavesNoInteractor() {
        withApp { _ in
            let a = UIViewController(), b = UIViewController()
            let navigation = GuardedNavigation(rootViewController: a)
            _ = showInWindow(navigation)
            navigation.pushViewController(b, animated: false)
            advance(1.0 / 60)
            navigation.refusals = 1
            SyntheticTouches().edgeSwipe(from: .left, distance: 250, duration: 0.5, holdBeforeRelease: 0.1)
            #expect(navigation.pops == 1, "the swipe called the override")
            #expect(navigation.viewControllers == [a, b], "refused")
            // The app's own pop runs on its own: no interactor from the refused swipe drives it.
            navigation.popViewController(animated: true)
            #expect(navigation.transitionCoordinator?.isInteractive == false)
            advance(SystemTransitionConstants.navigationDuration + 2.0 / 60)
            #expect(navigation.viewControllers == [a] && b.parent == nil)
            #expect(navigation.transitionCoordinator == nil)
        }
    }
}
