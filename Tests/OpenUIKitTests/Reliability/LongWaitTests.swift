@testable import OpenQuartzCore
@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Waits of any length end: idle frames are skipped, busy ones are capped with a message.
@MainActor
struct LongWaitTests {
    @Test func aFilmstripOverABillionSecondsOfIdleTimeTakesNoTime() throws {
        try TransitionHost.run(root: UIViewController()) { host in
            let start = Date(), begin = host.now
            let strip = try host.filmstrip(from: begin, to: begin + 1e9, count: 2)
            #expect(strip.size.width > 0)
            #expect(abs(host.now - (begin + 1e9)) < 1e-3)
            #expect(Date().timeIntervalSince(start) < 5)
        }
    }

    @Test func idleFramesAreSkippedButTimersStillFireOnTime() {
        withApp { _ in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var finished: Double?
            UIView.animate(withDuration: 0.5, delay: 100) { view.alpha = 0 } completion: { _ in finished = now() }
            RunLoopDriver.shared.advance(by: 1_000)
            // The animation runs from 100 s (a delayed animation is pending work, so frames run
            // until it ends), then the rest is skipped.
            #expect(finished.map { abs($0 - 100.5) < 1.0 / 60 + 1e-9 } == true, "\(String(describing: finished))")
            #expect(abs(now() - 1_000) < 1e-6)
        }
    }

    @Test func aWaitWithEndlessWorkJumpsWhenNoOneWatchesFrames() {
        withApp { capture in
            let spinner = addEndlessSpinner(to: makeWindow())
            // After its start, an endless animation has nothing due: the wait is one jump.
            RunLoopDriver.shared.advance(by: 1e9)
            #expect(abs(now() - 1e9) < 1)
            #expect(capture.records(withCode: .clockMisuse).isEmpty)
            #expect(spinner.layer.animation(forKey: "spin") != nil)
        }
    }

    /// The guard for frames that must be stepped (here: jumps turned off, as when a display
    /// link or a renderer watches every frame).
    @Test func aWaitWithEndlessWorkStopsAfterTenMinutesOfFrames() {
        withApp { capture in
            RunLoopDriver.shared.jumpsBetweenEvents = false
            defer { RunLoopDriver.shared.jumpsBetweenEvents = true }
            let spinner = addEndlessSpinner(to: makeWindow())
            RunLoopDriver.shared.advance(by: 1e9)
            #expect(abs(now() - 1e9) < 1)
            let messages = capture.records(withCode: .clockMisuse).map(\.message)
            #expect(messages.count == 1 && messages[0].contains("stopped running frames after 36000"))
            #expect(spinner.layer.animation(forKey: "spin") != nil, "the endless animation is still there")
        }
    }

    /// A view turning forever (an endless animation, the pending work that never ends).
    private func addEndlessSpinner(to window: UIWindow) -> UIView {
        let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(spinner)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spinner.layer.add(spin, forKey: "spin")
        return spinner
    }
}
