@testable import OpenUIKit
import Testing
import UIKitTesting

/// The synthetic input API: event times, velocity profiles, paths and system cancellation.
@MainActor
@Suite struct SyntheticTouchesTests {
    private final class Recorder: UIView {
        /// The callback (as a phase), its time and the touch's location.
        var samples: [(phase: UITouch.Phase, time: Double, location: CGPoint)] = []
        private func record(_ touches: Set<UITouch>, _ callback: UITouch.Phase) {
            for touch in touches { samples.append((callback, CACurrentMediaTime(), touch.location(in: nil))) }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .began) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .moved) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .ended) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .cancelled) }
    }

    /// A recording view over the whole window of a fresh host (the kit's own reset and clock).
    private func withScene(_ body: (Recorder) -> Void) {
        TransitionHost.run(root: UIViewController()) { host in
            let view = Recorder(frame: host.window.bounds)
            host.window.addSubview(view)
            CATransaction.flush()
            body(view)
        }
    }

    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool { abs(a - b) <= tolerance }
    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat) -> Bool { near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) }

    @Test func dragSamplesAtTheSampleRateAndLiftsOnTheLastSample() {
        withScene { view in
            var input = SyntheticTouches()
            input.sampleRate = 120
            let start = CACurrentMediaTime()
            input.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 120, y: 100), duration: 0.1)
            // Down, 11 moves, and the 12th sample lifting at the end point: 1/120 s apart.
            #expect(view.samples.map(\.phase) == [.began] + Array(repeating: .moved, count: 11) + [.ended])
            for (index, sample) in view.samples.enumerated() {
                #expect(near(CGFloat(sample.time - start), CGFloat(index) / 120, 1e-6))
                #expect(near(sample.location, CGPoint(x: CGFloat(index) * 10, y: 100), 1e-9))
            }
        }
    }

    @Test func velocityProfilesShapeTheMotionAndThePansVelocity() {
        withScene { view in
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            var speeds: [CGFloat] = []
            pan.addAction { speeds.append(($0 as! UIPanGestureRecognizer).velocity(in: nil).x) }
            view.addGestureRecognizer(pan)
            let input = SyntheticTouches()
            input.drag(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 320, y: 300), duration: 0.5, profile: .easeOut)
            // Ease-out: fast first, then slowing to a stop.
            #expect(speeds.count > 10)
            #expect(zip(speeds.dropFirst(6), speeds.dropFirst(7)).allSatisfy { $1 < $0 })
            #expect(speeds.last! < speeds[6] / 4)
            // At 20 % of the time an ease-out covers 1 - 0.8² = 36 % of the distance.
            #expect(view.samples.count == 31)
            #expect(near(view.samples[6].location.x, 20 + 300 * 0.36, 1e-9))

            speeds = []
            view.samples = []
            input.drag(along: [CGPoint(x: 20, y: 300), CGPoint(x: 120, y: 300), CGPoint(x: 120, y: 400)], duration: 0.4)
            // A path with a corner: 200 points in 24 samples, turning at the half.
            #expect(view.samples.count == 25)
            #expect(near(view.samples[12].location, CGPoint(x: 120, y: 300), 1e-9))
            #expect(near(view.samples.last!.location, CGPoint(x: 120, y: 400), 1e-9))
        }
    }

    @Test func systemCancelledTouchesCancelRecognizersAndReachViewsAsCancelled() {
        withScene { view in
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            var states: [UIGestureRecognizer.State] = []
            pan.addAction { states.append($0.state) }
            view.addGestureRecognizer(pan)
            let press = UILongPressGestureRecognizer()
            var pressStates: [UIGestureRecognizer.State] = []
            press.addAction { pressStates.append($0.state) }
            let simultaneous = Simultaneous()
            press.delegate = simultaneous
            view.addGestureRecognizer(press)
            let input = SyntheticTouches()
            let finger = input.touchDown(at: [CGPoint(x: 100, y: 100)])
            input.wait(0.6)
            input.move(finger, along: [[CGPoint(x: 200, y: 100)]], duration: 0.1)
            input.cancel(finger)
            #expect(states.first == .began && states.last == .cancelled)
            #expect(pressStates.first == .began && pressStates.last == .cancelled)
            // The press took the touch from the view when it began (0.5 s): cancelled there.
            #expect(view.samples.map(\.phase) == [.began, .cancelled])
            #expect(UIApplication.shared.state.touchInput.activeTouches.isEmpty)
            withExtendedLifetime(simultaneous) {}
        }
    }

    @Test func aRecognizerCanDeclareThatAnotherMustWaitForIt() {
        withScene { view in
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer()
            let gatekeeper = BeRequiredToFail(by: single)
            double.delegate = gatekeeper
            var log: [String] = []
            single.addAction { _ in log.append("single") }
            double.addAction { _ in log.append("double") }
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            let input = SyntheticTouches()
            input.tap(at: CGPoint(x: 100, y: 100), count: 2)
            input.wait(0.5)
            #expect(log == ["double"])
            withExtendedLifetime(gatekeeper) {}
        }
    }
}

@MainActor
private final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

@MainActor
private final class BeRequiredToFail: UIGestureRecognizerDelegate {
    weak var waiting: UIGestureRecognizer?
    init(by waiting: UIGestureRecognizer) { self.waiting = waiting }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        other === waiting
    }
}
