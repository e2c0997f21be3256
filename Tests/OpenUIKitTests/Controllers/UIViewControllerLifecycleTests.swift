@testable import OpenUIKit
import Testing

@MainActor
struct UIViewControllerLifecycleTests {
    @Test func viewLoadsLazilyOnce() {
        withApp { _ in
            let log = CallbackLog()
            let controller = LoggingViewController("A", log: log)
            #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
            _ = controller.view
            _ = controller.view
            #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
            #expect(controller.isViewLoaded && controller.view.next === controller)
        }
    }

    @Test func windowRootAppearsWhenTheWindowShows() {
        withApp { _ in
            let log = CallbackLog()
            let root = LoggingViewController("A", log: log)
            root.logsLayout = true
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
            window.makeKeyAndVisible()
            #expect(log.take() == ["A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
            advance(1.0 / 60)
            #expect(log.take() == ["A.viewDidAppear(false)"])
            #expect(root.view.frame == window.bounds)
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            window.isHidden = true
            #expect(log.take() == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        }
    }

    @Test func childrenGetForwardedAppearanceParentFirst() {
        withApp { _ in
            let log = CallbackLog()
            let parent = LoggingViewController("P", log: log), child = LoggingViewController("C", log: log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(parent.children == [child] && child.parent === parent)
            _ = showInWindow(parent)
            #expect(log.take() == [
                "C.willMove(toParent: P)", "P.loadView", "P.viewDidLoad", "C.loadView", "C.viewDidLoad", "C.didMove(toParent: P)",
                "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewIsAppearing(false)", "C.viewIsAppearing(false)",
                "P.viewDidAppear(false)", "C.viewDidAppear(false)",
            ])
            // Adding a child's view to an appeared parent makes the child appear by itself.
            let late = LoggingViewController("L", log: log)
            parent.addChild(late)
            parent.view.addSubview(late.view)
            late.didMove(toParent: parent)
            advance(1.0 / 60)
            #expect(log.take() == ["L.willMove(toParent: P)", "L.loadView", "L.viewDidLoad", "L.viewWillAppear(false)",
                                   "L.viewIsAppearing(false)", "L.didMove(toParent: P)", "L.viewDidAppear(false)"])
            late.willMove(toParent: nil)
            late.view.removeFromSuperview()
            late.removeFromParent()
            #expect(log.take() == ["L.willMove(toParent: nil)", "L.viewWillDisappear(false)", "L.viewDidDisappear(false)", "L.didMove(toParent: nil)"])
            #expect(parent.children == [child])
        }
    }

    @Test func appearanceStateMachineReportsUnbalancedCalls() {
        withApp { capture in
            let log = CallbackLog()
            let controller = LoggingViewController("A", log: log)
            controller.endAppearanceTransition()
            controller.beginAppearanceTransition(false, animated: false)
            #expect(log.take().isEmpty)
            #expect(capture.records(withCode: .viewControllerMisuse).map(\.message).allSatisfy { $0.hasPrefix("Unbalanced calls to begin/end appearance transitions for <") })
            #expect(capture.records(withCode: .viewControllerMisuse).count == 2)
            controller.beginAppearanceTransition(true, animated: true)
            controller.beginAppearanceTransition(false, animated: true)  // cancelled appearance
            controller.endAppearanceTransition()
            // No view is loaded by appearance calls themselves.
            #expect(log.take() == ["A.viewWillAppear(true)", "A.viewWillDisappear(true)", "A.viewDidDisappear(true)"])
        }
    }

    @Test func transitionBetweenChildren() {
        withApp { _ in
            let log = CallbackLog()
            let parent = UIViewController()
            let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
            parent.addChild(a)
            parent.view.addSubview(a.view)
            a.didMove(toParent: parent)
            parent.addChild(b)
            _ = showInWindow(parent)
            advance(1.0 / 60)
            _ = log.take()
            var finished: Bool?
            parent.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { finished = $0 }
            #expect(log.take() == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)"])
            advance(0.4)
            #expect(finished == true)
            #expect(log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
            #expect(a.viewIfLoaded?.superview == nil && b.view.superview === parent.view)
        }
    }
}
