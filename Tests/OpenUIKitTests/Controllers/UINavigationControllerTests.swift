@testable import OpenUIKit
import Testing

@MainActor
struct UINavigationControllerTests {
    private func makeNavigation(_ log: CallbackLog) -> (UINavigationController, LoggingViewController, LoggingNavigationDelegate) {
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        log.retained.append(delegate)
        _ = showInWindow(navigation)
        advance(1.0 / 60)
        _ = log.take()
        return (navigation, a, delegate)
    }

    @Test func animatedPushFollowsUIKitsOrder() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, delegate) = makeNavigation(log)
            let b = LoggingViewController("B", log: log)
            navigation.pushViewController(b, animated: true)
            // The stack changes at once; the transition starts at the next turn of the main loop.
            #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b)
            #expect(log.take() == ["B.willMove(toParent: UINavigationController)"])
            advance(1.0 / 60)
            #expect(log.take() == [
                "nav.willShow(B, true)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true) [movingToParent]", "B.viewIsAppearing(true)",
            ])
            advance(0.35)
            #expect(log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true) [movingToParent]",
                                   "B.didMove(toParent: UINavigationController)", "nav.didShow(B, true)"])
            #expect(a.view.superview == nil && b.view.superview === navigation.view)
            #expect(b.navigationController === navigation)
            withExtendedLifetime(delegate) {}
        }
    }

    @Test func pushFramesFollowTheSystemCurve() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, _) = makeNavigation(log)
            let b = LoggingViewController("B", log: log)
            navigation.pushViewController(b, animated: true)
            advance(1.0 / 60)  // the transition starts on this frame
            let width = navigation.view.bounds.width
            let start = CACurrentMediaTime()
            #expect(b.view.layer.presentation()!.frame.minX == width)
            #expect(a.view.layer.presentation()!.frame.minX == 0)
            // Half way through 0.35 s on the system curve (an ease-out cubic (0, 0)(0.58, 1)).
            advance(0.175)
            let progress = CGFloat(cubicBezier(0, 0, 0.58, 1, (CACurrentMediaTime() - start) / 0.35))
            // (Core Animation solves the curve to 1e-6 of its input; the difference shows here.)
            #expect(near(b.view.layer.presentation()!.frame.minX, width * (1 - progress), 1e-4))
            #expect(near(a.view.layer.presentation()!.frame.minX, -0.3 * width * progress, 1e-4))
            advance(0.2)
            #expect(b.view.layer.presentation()!.frame.minX == 0)
            #expect(b.view.frame == navigation.view.bounds)
        }
    }

    /// The slide dims the covered screen with a black view between the two screens, in the
    /// container only while the slide runs; the navigation controller lends the same view to
    /// every push and pop.
    @Test func theSlideDimsTheCoveredScreenAndTakesItsDimmingViewAwayAfter() throws {
        try withApp { _ in
            let log = CallbackLog()
            let (navigation, _, _) = makeNavigation(log)
            let container = navigation.view!
            var dimmingViews: [UIView] = []
            for push in [true, false, true] {
                let before = navigation.topViewController!
                if push {
                    navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
                } else {
                    navigation.popViewController(animated: true)
                }
                let after = navigation.topViewController!
                advance(1.0 / 60)
                // The screen on top during the slide: the pushed one, or the one popped.
                let (upper, covered) = push ? (after.view!, before.view!) : (before.view!, after.view!)
                let dimming = try #require(container.subviews.first { $0 !== upper && $0 !== covered && !($0 is UINavigationBar) })
                #expect(dimming.backgroundColor == .black && !dimming.isUserInteractionEnabled)
                #expect(dimming.frame == container.bounds)
                let order = container.subviews
                let index = { (view: UIView) in order.firstIndex { $0 === view }! }
                #expect(index(covered) < index(dimming) && index(dimming) < index(upper))
                // Fading in on a push, out on a pop.
                #expect(near(CGFloat(dimming.layer.presentation()!.opacity), push ? 0 : SystemTransitionConstants.navigationDimming, 0.02))
                dimmingViews.append(dimming)
                advance(0.5)
                #expect(dimming.superview == nil)
                #expect(container.subviews.filter { !($0 is UINavigationBar) }.map(ObjectIdentifier.init) == [ObjectIdentifier(after.view!)])
            }
            #expect(dimmingViews.allSatisfy { $0 === dimmingViews[0] })
        }
    }

    @Test func animatedPopFollowsUIKitsOrder() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, _) = makeNavigation(log)
            let b = LoggingViewController("B", log: log)
            navigation.pushViewController(b, animated: false)
            advance(1.0 / 60)
            _ = log.take()
            let popped = navigation.popViewController(animated: true)
            #expect(popped === b && navigation.viewControllers == [a])
            #expect(log.take() == ["B.willMove(toParent: nil)"])
            advance(1.0 / 60)
            #expect(log.take() == ["nav.willShow(A, true)", "B.viewWillDisappear(true) [movingFromParent]", "A.viewWillAppear(true)", "A.viewIsAppearing(true)"])
            advance(0.35)
            #expect(log.take() == ["B.viewDidDisappear(true) [movingFromParent]", "A.viewDidAppear(true)", "B.didMove(toParent: nil)", "nav.didShow(A, true)"])
            #expect(b.parent == nil && navigation.children == [a])
        }
    }

    @Test func changesInOneTurnBecomeOneTransition() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, _) = makeNavigation(log)
            let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
            navigation.pushViewController(b, animated: true)
            navigation.pushViewController(c, animated: true)
            _ = log.take()
            advance(1.0 / 60)
            #expect(log.take() == ["nav.willShow(C, true)", "C.loadView", "C.viewDidLoad", "A.viewWillDisappear(true)",
                                   "C.viewWillAppear(true) [movingToParent]", "C.viewIsAppearing(true)"])
            advance(0.4)
            #expect(log.take() == ["A.viewDidDisappear(true)", "C.viewDidAppear(true) [movingToParent]",
                                   "B.didMove(toParent: UINavigationController)", "C.didMove(toParent: UINavigationController)", "nav.didShow(C, true)"])
            #expect(!b.isViewLoaded, "B was never shown")
            #expect(navigation.viewControllers == [a, b, c])
        }
    }

    @Test func aPushWhileAnimatingIsQueuedBehindIt() {
        withApp { capture in
            let log = CallbackLog()
            let (navigation, _, _) = makeNavigation(log)
            let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
            navigation.pushViewController(b, animated: true)
            advance(0.1)
            navigation.pushViewController(c, animated: true)
            #expect(capture.records(withCode: .transitionMisuse).first?.message == "nested push animation can result in corrupted navigation bar")
            advance(1)
            let entries = log.take().filter { $0.contains("Appear") || $0.contains("Disappear") }
            #expect(entries == [
                "A.viewWillDisappear(true)", "B.viewWillAppear(true) [movingToParent]", "B.viewIsAppearing(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true) [movingToParent]",
                "B.viewWillDisappear(true)", "C.viewWillAppear(true) [movingToParent]", "C.viewIsAppearing(true)",
                "B.viewDidDisappear(true)", "C.viewDidAppear(true) [movingToParent]",
            ])
            #expect(capture.records(withCode: .transitionMisuse).last?.message == "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.")
            #expect(c.view.superview === navigation.view && b.view.superview == nil)
        }
    }

    @Test func nonAnimatedChangesAndPopToRoot() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, a, _) = makeNavigation(log)
            let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
            navigation.setViewControllers([a, b, c], animated: false)
            advance(1.0 / 60)
            #expect(c.appearance.phase == .appeared)
            _ = log.take()
            let popped = navigation.popToRootViewController(animated: false)
            #expect(popped == [b, c])
            advance(1.0 / 60)
            #expect(log.take() == ["B.willMove(toParent: nil)", "C.willMove(toParent: nil)", "nav.willShow(A, false)",
                                   "C.viewWillDisappear(false) [movingFromParent]", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
                                   "C.viewDidDisappear(false) [movingFromParent]", "A.viewDidAppear(false)",
                                   "B.didMove(toParent: nil)", "C.didMove(toParent: nil)", "nav.didShow(A, false)"])
        }
    }

    @Test func misuseIsRefusedWithUIKitsMessages() {
        withApp { capture in
            let log = CallbackLog()
            let (navigation, a, _) = makeNavigation(log)
            navigation.pushViewController(a, animated: true)
            navigation.pushViewController(UINavigationController(), animated: true)
            #expect(navigation.popToViewController(UIViewController(), animated: true) == nil)
            navigation.setViewControllers([a, a], animated: false)
            #expect(navigation.popViewController(animated: true) == nil, "the root is never popped")
            #expect(navigation.viewControllers == [a])
            let messages = capture.records(withCode: .viewControllerMisuse).map(\.message)
            #expect(messages.count == 4)
            #expect(messages[0].hasPrefix("Pushing the same view controller instance more than once is not supported (<"))
            #expect(messages[1] == "Pushing a navigation controller is not supported")
            #expect(messages[2] == "Tried to pop to a view controller that doesn't exist.")
            #expect(messages[3].hasPrefix("All view controllers in a navigation controller must be distinct"))
        }
    }

    @Test func barShowsTitlesAndTheBackButtonPops() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, _, _) = makeNavigation(log)
            let b = LoggingViewController("B", log: log)
            navigation.pushViewController(b, animated: false)
            advance(1.0 / 60)
            let bar = navigation.navigationBar
            #expect(bar.topItem?.title == "B" && bar.backItem?.title == "A")
            #expect(bar.titleLabel.text == "B" && !bar.backButton.isHidden)
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 59 + 44))
            #expect(b.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
            tapCenter(of: bar.backButton)
            advance(0.5)
            #expect(navigation.viewControllers.count == 1)
            #expect(bar.backButton.isHidden)
            navigation.setNavigationBarHidden(true, animated: true)
            advance(0.1)
            #expect(near(bar.layer.presentation()!.frame.minY, -103 * CGFloat(easeInEaseOut(0.5)), 1e-4))
            advance(0.2)
            #expect(bar.isHidden && navigation.isNavigationBarHidden)
        }
    }
}
