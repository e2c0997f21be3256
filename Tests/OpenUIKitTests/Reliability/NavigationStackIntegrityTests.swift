@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Stack changes made while an interactive pop runs are never lost: whether the pop finishes or
/// is cancelled, the stack ends as the app last set it, `children` equals `viewControllers`,
/// every controller that left got its disappearance and containment callbacks, and only the
/// top controller's view is on screen. UIKit warns about such nested changes (and so do we);
/// our rule for the cancelled case is that the app's latest stack wins [R].
@MainActor
@Suite struct NavigationStackIntegrityTests {
    private func makeStack(_ log: CallbackLog) -> (UINavigationController, LoggingViewController, LoggingViewController) {
        let root = LoggingViewController("Root", log: log)
        let a = LoggingViewController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        _ = showInWindow(navigation)
        navigation.pushViewController(a, animated: false)
        advance(1.0 / 60)
        _ = log.take()
        return (navigation, root, a)
    }

    /// Starts an interactive pop with a finger 60 points in from the left edge, still down.
    private func beginInteractivePop() -> SyntheticTouches.Finger {
        SyntheticTouches().drag(along: [CGPoint(x: 2, y: 400), CGPoint(x: 62, y: 400)], duration: 0.2, release: false)!
    }

    private func expectConsistent(_ navigation: UINavigationController, top: UIViewController, _ comment: Comment? = nil) {
        #expect(navigation.children == navigation.viewControllers, comment)
        #expect(navigation.topViewController === top, comment)
        let onScreen = navigation.view.subviews.filter { view in navigation.viewControllers.contains { $0.viewIfLoaded === view } }
        #expect(onScreen.count == 1 && onScreen.first === top.view, comment)
        for controller in navigation.viewControllers { #expect(controller.parent === navigation, comment) }
    }

    @Test(arguments: [false, true])
    func aPushDuringACancelledOrFinishedPopIsKept(finishes: Bool) {
        withApp { capture in
            let log = CallbackLog()
            let (navigation, root, a) = makeStack(log)
            let finger = beginInteractivePop()
            let b = LoggingViewController("B", log: log)
            navigation.pushViewController(b, animated: true)
            #expect(navigation.viewControllers == [root, b])
            let input = SyntheticTouches()
            if finishes {
                input.move([finger], along: [[CGPoint(x: 300, y: 400)]], duration: 0.1, liftingAtEnd: true)
            } else {
                input.move([finger], along: [[CGPoint(x: 40, y: 400)]], duration: 0.3, liftingAtEnd: true)
            }
            advance(1.5)
            #expect(navigation.viewControllers == [root, b], "finishes: \(finishes)")
            expectConsistent(navigation, top: b, "finishes: \(finishes)")
            #expect(a.parent == nil && a.viewIfLoaded?.window == nil)
            // A ends disappeared: its last appearance callback is viewDidDisappear, and every
            // viewWillAppear had its viewDidAppear (a cancelled pop answers A's
            // viewWillDisappear with viewWillAppear/viewDidAppear, as UIKit does).
            let aCalls = log.entries.filter { $0.hasPrefix("A.view") && !$0.hasPrefix("A.viewIsAppearing") && !$0.hasPrefix("A.viewDidLoad") }
            func count(_ prefix: String) -> Int { aCalls.filter { $0.hasPrefix(prefix) }.count }
            #expect(count("A.viewWillAppear") == count("A.viewDidAppear"), "\(aCalls)")
            #expect(aCalls.last?.hasPrefix("A.viewDidDisappear") == true, "\(aCalls)")
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.contains("nested push animation") })
        }
    }

    @Test func setViewControllersDuringACancelledPopIsKept() {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, root, a) = makeStack(log)
            let finger = beginInteractivePop()
            let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
            navigation.setViewControllers([b, c], animated: true)
            SyntheticTouches().move([finger], along: [[CGPoint(x: 40, y: 400)]], duration: 0.3, liftingAtEnd: true)
            advance(1.5)
            #expect(navigation.viewControllers == [b, c])
            expectConsistent(navigation, top: c)
            #expect(root.parent == nil && a.parent == nil)
        }
    }

    @Test(arguments: [false, true])
    func anEmptyStackRemovesTheTopControllerWithItsCallbacks(animated: Bool) {
        withApp { _ in
            let log = CallbackLog()
            let (navigation, root, a) = makeStack(log)
            navigation.setViewControllers([], animated: animated)
            advance(0.6)
            #expect(navigation.viewControllers.isEmpty && navigation.children.isEmpty)
            #expect(a.parent == nil && root.parent == nil)
            #expect(a.viewIfLoaded?.superview == nil)
            let calls = log.take()
            #expect(calls.contains("A.viewWillDisappear(\(animated))") && calls.contains("A.viewDidDisappear(\(animated))"), "\(calls)")
            #expect(calls.contains("A.didMove(toParent: nil)") && calls.contains("Root.didMove(toParent: nil)"), "\(calls)")
            // And it can be filled again.
            let b = LoggingViewController("B", log: log)
            navigation.setViewControllers([b], animated: false)
            advance(0.1)
            expectConsistent(navigation, top: b)
        }
    }
}
