@testable import TransitionGallery
import Testing
import UIKit
import UIKitTesting

/// Seed 002's interactive modal flip: the animator's frames, and the pan on the window driving
/// both the presentation and the dismissal.
@MainActor
struct InteractiveFlipTests {
    /// The flip angles the seed's two keyframes give at time fraction `x` (overall
    /// ease-in-ease-out, linear keyframes): the old view turns 0 → π/2·direction in the first
    /// half of the progress, the new one −π/2·direction → 0 in the second.
    private func expectedAngles(at x: Double, direction: CGFloat) -> (from: CGFloat, to: CGFloat) {
        let e = CGFloat(TimingCurve.easeInEaseOut(x))
        let from = e <= 0.5 ? direction * .pi / 2 * (e / 0.5) : direction * .pi / 2
        let to = e <= 0.5 ? -direction * .pi / 2 : -direction * .pi / 2 * (1 - (e - 0.5) / 0.5)
        return (from, to)
    }

    @Test func presentAndDismissFlipAboutXWithPerspective() throws {
        let first = SCViewController()
        try TransitionHost.run(root: first) { host in
            first.presentModal()
            let modal = try #require(first.presentedViewController as? SCModalViewController)
            let container = try #require(modal.view.superview)
            #expect(near(container.layer.sublayerTransform.m34, -1 / 852))
            for quarter in 1...3 {
                host.advance(by: 0.25)
                let expected = expectedAngles(at: Double(quarter) / 4, direction: 1)
                #expect(near(xRotation(of: first.view), expected.from, 1e-4), "from at \(quarter * 25) %")
                #expect(near(xRotation(of: modal.view), expected.to, 1e-4), "to at \(quarter * 25) %")
            }
            try host.runUntilIdle()
            #expect(first.presentedViewController === modal && first.view.window == nil)
            #expect(near(xRotation(of: modal.view), 0))

            // The dismiss button (a real tap) flips back the other way.
            host.tap(modal.dismissButton)
            host.advance(by: 0.25)
            let expected = expectedAngles(at: 0.25, direction: -1)
            #expect(near(xRotation(of: modal.view), expected.from, 1e-4))
            #expect(near(xRotation(of: first.view), expected.to, 1e-4))
            try host.runUntilIdle()
            #expect(first.presentedViewController == nil && first.view.window === host.window)
            #expect(near(xRotation(of: first.view), 0))
        }
    }

    @Test func panOnTheWindowDrivesThePresentationAndTheDismissal() throws {
        let first = SCViewController()
        try TransitionHost.run(root: first) { host in
            #expect(host.window.gestureRecognizers?.count == 1)
            let height: CGFloat = 852
            // Down 30 % of the window's height, finger still down: the flip follows it.
            let finger = try #require(host.pan(path: [CGPoint(x: 196, y: 200), CGPoint(x: 196, y: 200 + 0.3 * height)],
                                               duration: 0.5, release: false))
            let modal = try #require(first.presentedViewController as? SCModalViewController)
            let scrubbed = expectedAngles(at: 0.3, direction: 1)
            #expect(near(xRotation(of: first.view), scrubbed.from, 1e-4))
            #expect(near(xRotation(of: modal.view), scrubbed.to, 1e-4))
            // On to 60 % and let go: past half way, the flip finishes.
            host.touches.move([finger], along: [[CGPoint(x: 196, y: 200 + 0.6 * height)]], duration: 0.3, liftingAtEnd: true)
            try host.runUntilIdle()
            #expect(first.presentedViewController === modal && modal.view.window === host.window)

            // Up 25 % and let go: the dismissal goes back. The seed's animator does not undo its
            // model changes on cancel, so — as on iOS — the modal screen is left edge-on.
            host.drag(from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 700 - 0.25 * height), duration: 0.4)
            // Sample by sample, the modal screen turns back towards flat without a jump: 0.25 s
            // of the one-second flip, along the completion curve.
            var trajectory = [xRotation(of: modal.view)]
            // The seed cancels without a last update: the flip stays at the previous sample, 23/24 of the way.
            #expect(near(trajectory[0], expectedAngles(at: 0.25 * 23 / 24, direction: -1).from, 1e-4))
            for _ in 0..<15 {
                host.step()
                trajectory.append(xRotation(of: modal.view))
            }
            let reversal = trajectory.dropLast()
            #expect(zip(reversal, reversal.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 && $1 - $0 < 0.1 }, "\(trajectory)")
            #expect(reversal.last! > -0.001, "back to flat at the end of the reversal")
            // Then the animations end and the model value (edge-on, never reset by the seed) shows.
            #expect(near(trajectory.last!, -.pi / 2, 1e-6))
            try host.runUntilIdle()
            #expect(first.presentedViewController === modal && first.view.window == nil)
            #expect(near(xRotation(of: modal.view), -.pi / 2, 1e-6))

            // Up 70 %: dismissed, the first screen is back and flat.
            host.drag(from: CGPoint(x: 196, y: 750), to: CGPoint(x: 196, y: 750 - 0.7 * height), duration: 0.4)
            try host.runUntilIdle()
            #expect(first.presentedViewController == nil && first.view.window === host.window)
            #expect(near(xRotation(of: first.view), 0))
        }
    }
}
