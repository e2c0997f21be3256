import OpenUIKit
import Testing
import UIKitTesting

/// The examples of UIKitTesting.docc/TimeFingersAndCoordinates.md, run (with this target's
/// `ColorViewController` for the article's list and detail screens).
@MainActor
struct DocumentationExampleTests {
    private func navigationHost(_ body: (TransitionHost, UINavigationController) throws -> Void) throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: ColorViewController("List", .white))) { host in
            try body(host, host.window.rootViewController as! UINavigationController)
        }
    }

    @Test func lettingTimePass() throws {
        try navigationHost { host, navigation in
            let detail = ColorViewController("Detail", .blue)
            navigation.pushViewController(detail, animated: true)
            host.advance(by: 0.1)
            #expect(host.currentTransition?.kind == .push)
            host.step(frames: 3)
            #expect(host.currentTransition?.kind == .push)
            try host.runUntilIdle()
            #expect(host.currentTransition == nil && navigation.topViewController === detail)
        }
    }

    @Test func fingersInWindowAndViewCoordinates() throws {
        try navigationHost { host, navigation in
            let cell = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 44))
            navigation.topViewController!.view.addSubview(cell)
            @MainActor final class Taps {
                var points: [CGPoint] = []
                func tapped(_ recognizer: UITapGestureRecognizer) { points.append(recognizer.location(in: recognizer.view)) }
            }
            let taps = Taps()
            cell.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Taps.tapped))
            host.tap(at: CGPoint(x: 196, y: 210))             // window coordinates
            host.tap(at: CGPoint(x: 10, y: 10), in: cell)     // cell's coordinates
            #expect(taps.points == [CGPoint(x: 196, y: 10), CGPoint(x: 10, y: 10)])
            navigation.pushViewController(ColorViewController("Detail", .blue), animated: true)
            try host.runUntilIdle()
            host.edgeSwipe(from: .left, distance: 200, duration: 0.3, profile: .easeOut)
            try host.runUntilIdle()
            #expect(navigation.viewControllers.count == 1, "the edge swipe popped")
            host.pinch(at: CGPoint(x: 196, y: 426), from: 200, to: 80, duration: 0.4)
        }
    }

    @Test func aFingerThatStaysDownDrivesThePopAndCancelsIt() throws {
        try navigationHost { host, navigation in
            let detail = ColorViewController("Detail", .blue)
            navigation.pushViewController(detail, animated: true)
            try host.runUntilIdle()
            let finger = host.pan(path: [CGPoint(x: 2, y: 400), CGPoint(x: 150, y: 400)], duration: 0.2, release: false)!
            #expect(host.currentTransition?.isInteractive == true)
            host.move(finger, along: [CGPoint(x: 150, y: 400), CGPoint(x: 60, y: 400)], duration: 0.2)
            host.lift(finger)
            try host.runUntilIdle()
            #expect(navigation.topViewController === detail, "released moving back: cancelled")
        }
    }

    @Test func whatIsOnScreen() throws {
        try navigationHost { host, navigation in
            let detail = ColorViewController("Detail", .blue)
            let start = host.now
            navigation.pushViewController(detail, animated: true)
            let halfWay = try host.frame(at: start + 0.175, scale: 2)
            #expect(halfWay.size == host.window.bounds.size)
            #expect(host.viewTree(maxDepth: 3).hasPrefix("UIWindow"), "\(host.viewTree(maxDepth: 3))")
            #expect(host.visibleViewControllers.last === detail)
        }
    }
}
