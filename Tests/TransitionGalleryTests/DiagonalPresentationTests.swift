@testable import TransitionGallery
import Testing
import UIKit
import UIKitTesting

/// Seed 001, the Programming Guide's diagonal presentation and dismissal (a custom
/// presentation: the presenter stays underneath).
@MainActor
struct DiagonalPresentationTests {
    @Test func presentsFromTheLowerRightCornerAndDismissesBackIntoIt() throws {
        let first = DiagonalViewController()
        try TransitionHost.run(root: first) { host in
            let screen = host.window.bounds
            first.presentSecond()
            let second = try #require(first.presentedViewController)
            // The presented controller's initial frame is .zero (Apple, initialFrame(for:):
            // "typically CGRectZero" for the controller being presented), moved by the guide's
            // code to the lower-right corner: it grows from there to the full screen.
            let start = CGRect(x: screen.width, y: screen.height, width: 0, height: 0)
            for quarter in 0...4 {
                let progress = CGFloat(TimingCurve.easeInEaseOut(Double(quarter) / 4))
                let expected = CGRect(x: start.minX + (screen.minX - start.minX) * progress, y: start.minY + (screen.minY - start.minY) * progress,
                                      width: screen.width * progress, height: screen.height * progress)
                if quarter > 0 { host.advance(by: 0.125) } else { host.step(frames: 0) }
                let frame = second.view.layer.presentation()?.frame ?? second.view.frame
                #expect(near(frame, quarter == 0 ? start : expected, 1e-3), "present at \(quarter * 25) %: \(frame)")
            }
            try host.runUntilIdle()
            #expect(second.view.frame == screen && first.view.window === host.window, "the presenter stays underneath")

            // Dismissal: the "to" view is nil for a custom presentation, so the guide's final
            // frame has zero size in the corner.
            second.dismiss(animated: true)
            host.advance(by: 0.25)
            let half = CGFloat(TimingCurve.easeInEaseOut(0.5))
            let frame = second.view.layer.presentation()!.frame
            #expect(near(frame, CGRect(x: screen.width * half, y: screen.height * half,
                                       width: screen.width * (1 - half), height: screen.height * (1 - half)), 1e-3))
            try host.runUntilIdle()
            #expect(first.presentedViewController == nil && second.view.window == nil)
            #expect(first.view.superview === host.window)
        }
    }
}
