import OpenUIKit
import Testing
import UIKitTesting

@MainActor
struct TransitionQueriesTests {
    @Test func aPushIsReportedWhileItRunsWithBothScreensVisible() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: ColorViewController("A", .red))) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let a = navigation.topViewController!
            #expect(host.currentTransition == nil)
            #expect(host.visibleViewControllers == [navigation, a])
            let b = ColorViewController("B", .blue)
            navigation.pushViewController(b, animated: true)
            host.advance(by: 0.1)
            let state = try #require(host.currentTransition)
            #expect(state.kind == .push && state.fromViewController === a && state.toViewController === b)
            #expect(!state.isInteractive && !state.isCancelled && state.duration == 0.35)
            // It started on the frame after the push call.
            #expect(abs(state.elapsed - (0.1 - 1.0 / 60)) < 1e-3, "\(state)")
            #expect(host.visibleViewControllers == [navigation, a, b])
            try host.runUntilIdle()
            #expect(host.currentTransition == nil && host.runningTransitions.isEmpty)
            #expect(host.visibleViewControllers == [navigation, b])
        }
    }

    @Test func anInteractivePopReportsItsProgressAndItsCancel() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: ColorViewController("A", .red))) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            navigation.pushViewController(ColorViewController("B", .blue), animated: false)
            try host.runUntilIdle()
            // The system's own edge swipe: a quarter of the width, then let go (it goes back).
            let finger = try #require(host.touchDown(at: [CGPoint(x: 2, y: 400)]).first)
            host.move(finger, along: [CGPoint(x: 100, y: 400)], duration: 0.5)
            let during = try #require(host.currentTransition)
            #expect(during.kind == .pop && during.isInteractive && during.initiallyInteractive && !during.isCancelled)
            // The system pop follows the finger: 98 of the 393 points moved; its own time is
            // where the finger put it, and stays there while the finger rests.
            #expect(abs(during.percentComplete - 98 / 393) < 0.01, "\(during)")
            #expect(abs(during.elapsed - Double(during.percentComplete) * during.duration) < 1e-3, "\(during)")
            host.advance(by: 1)
            #expect(host.currentTransition.map { abs($0.elapsed - during.elapsed) < 1e-3 } == true)
            host.lift(finger)
            host.step()
            let after = try #require(host.currentTransition)
            #expect(after.isCancelled && !after.isInteractive, "\(after)")
            try host.runUntilIdle()
            #expect(navigation.viewControllers.count == 2 && host.currentTransition == nil)
        }
    }

    @Test func theViewTreeShowsWhereViewsAreNow() throws {
        TransitionHost.run(root: ColorViewController("A", .red)) { host in
            let root = host.window.rootViewController!
            let box = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            box.text = "盒子 Box"
            root.view.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 200; box.alpha = 0 }
            host.advance(by: 0.5)
            #expect(host.viewTree() == """
                UIWindow (0, 0, 393, 852)
                  UIView ← ColorViewController("A") (0, 0, 393, 852)
                    UILabel (100, 0, 100, 50) alpha 0.5 "盒子 Box"
                """)
        }
    }
}
