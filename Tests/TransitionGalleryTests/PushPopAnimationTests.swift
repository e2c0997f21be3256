@testable import TransitionGallery
import Testing
import UIKit
import UIKitTesting

/// Seed 003: HSPushAnimation (a 2-second slide-in over the old view), HSPopAnimation (the new
/// view inserted below, the old one sliding out in 0.5 s), and the seed's pan-driven pop
/// (finish past half way, else cancel), driven by real drags.
@MainActor
struct PushPopAnimationTests {
    @Test func pushSlidesInOverTwoSecondsAndPopSlidesOutInHalfASecond() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: HSFirstViewController())) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let first = navigation.viewControllers[0] as! HSFirstViewController
            host.tap(first.pushButton)
            let second = try #require(navigation.topViewController as? HSSecondViewController)
            host.step()
            let width = host.window.bounds.width
            for quarter in 1...4 {
                host.advance(by: 0.5)
                let x = second.view.layer.presentation()!.frame.minX
                #expect(near(x, width * (1 - CGFloat(TimingCurve.easeInEaseOut(Double(quarter) / 4))), 1e-3), "push at \(quarter * 25) %: \(x)")
            }
            #expect(first.view.layer.presentation()!.frame.minX == 0, "the old view stays")
            host.step()
            #expect(navigation.topViewController === second && first.view.superview == nil)

            navigation.popViewController(animated: true)
            host.step()
            #expect(first.view.superview === navigation.view)
            #expect(navigation.view.subviews.firstIndex(of: first.view)! < navigation.view.subviews.firstIndex(of: second.view)!, "inserted below")
            for quarter in 1...3 {
                host.advance(by: 0.125)
                #expect(near(second.view.layer.presentation()!.frame.minX, width * CGFloat(TimingCurve.easeInEaseOut(Double(quarter) / 4)), 1e-3), "pop at \(quarter * 25) %")
            }
            try host.runUntilIdle()
            #expect(navigation.viewControllers == [first] && second.view.superview == nil)
        }
    }

    @Test func theSeedsPanOnTheSecondViewDrivesThePop() throws {
        // HSPop never places the view it reveals: the first screen must be where it was before
        // the system push covered it, with nothing to report.
        let capture = DiagnosticCapture(silent: true)
        defer { #expect(capture.records(withCode: .transitionMisuse).isEmpty, "\(capture.records.map(\.message))") }
        try OpenUIKitDiagnostics.$capture.withValue(capture) { try theSeedsPan() }
    }

    private func theSeedsPan() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: HSFirstViewController())) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let first = navigation.viewControllers[0]
            let width = host.window.bounds.width
            for (distance, finishes) in [(CGFloat(100), false), (CGFloat(240), true)] {
                let second = HSSecondViewController()
                navigation.pushViewController(second, animated: false)
                host.step()
                #expect(navigation.delegate === second)
                // Drag right across the second view, finger still down.
                let finger = try #require(host.pan(path: [CGPoint(x: 60, y: 500), CGPoint(x: 60 + distance, y: 500)], duration: 0.4, release: false))
                // HSPop's ease-in-ease-out, scrubbed to the finger's percentage.
                #expect(near(second.view.layer.presentation()!.frame.minX, width * CGFloat(TimingCurve.easeInEaseOut(Double(distance / width))), 1e-3))
                host.lift(finger)
                try host.runUntilIdle()
                if finishes {
                    #expect(navigation.viewControllers == [first] && second.parent == nil && second.view.superview == nil)
                } else {
                    #expect(navigation.viewControllers == [first, second] && second.view.superview === navigation.view)
                    #expect(second.view.frame.minX == 0)
                    navigation.popViewController(animated: false)
                    host.step()
                }
            }
        }
    }
}
