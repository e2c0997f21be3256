@testable import OpenUIKit
import Testing
import UIKitTesting

/// The recognizers' state machines (the states Apple documents for `UIGestureRecognizer.State`;
/// docs/porting.md, "Events and gestures (OpenUIKit)") driven by synthetic touches through the
/// real event path.
@MainActor
@Suite struct GestureStateMachineTests {
    /// A window with one 200x200 view at (100, 100).
    private func scene(_ log: EventLog) -> (UIWindow, TouchLoggingView) {
        let window = makeWindow()
        let view = TouchLoggingView("view", frame: CGRect(x: 100, y: 100, width: 200, height: 200), log: log)
        window.addSubview(view)
        CATransaction.flush()
        return (window, view)
    }

    @Test func tapRecognizesOnLiftAndCancelsTheViewsTouches() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let tap = UITapGestureRecognizer()
            GestureLogger(log).attach(tap, as: "tap")
            var location = CGPoint.zero
            tap.addAction { location = $0.location(in: view) }
            view.addGestureRecognizer(tap)
            SyntheticTouches().tap(at: CGPoint(x: 150, y: 150))
            // The view sees the touch begin; the recognized tap takes it (cancelsTouchesInView),
            // so the view gets touchesCancelled instead of touchesEnded (delaysTouchesEnded).
            #expect(log.entries == ["view began 1", "tap ended", "view cancelled 1"])
            // Reset at the end of the event that recognized it.
            #expect(tap.state == .possible)
            #expect(near(location, CGPoint(x: 50, y: 50)))
        }
    }

    @Test func tapThatMovesTooFarFailsAndTheViewGetsItsTouchesEnded() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let tap = UITapGestureRecognizer()
            GestureLogger(log).attach(tap, as: "tap")
            view.addGestureRecognizer(tap)
            SyntheticTouches().drag(from: CGPoint(x: 120, y: 150), to: CGPoint(x: 280, y: 150), duration: 0.2)
            #expect(log.entries.first == "view began 1")
            #expect(log.entries.last == "view ended 1")
            #expect(!log.entries.contains { $0.hasPrefix("tap") })
        }
    }

    @Test func tapHeldTooLongFails() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let tap = UITapGestureRecognizer()
            GestureLogger(log).attach(tap, as: "tap")
            view.addGestureRecognizer(tap)
            SyntheticTouches().longPress(at: CGPoint(x: 150, y: 150), duration: 1.0)
            #expect(log.entries == ["view began 1", "view ended 1"])
        }
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            let logger = GestureLogger(log)
            logger.attach(single, as: "single")
            logger.attach(double, as: "double")
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            let input = SyntheticTouches()

            // One tap: the single tap is recognized only once the double tap gave up (0.35 s
            // after the lift), on the timer.
            input.tap(at: CGPoint(x: 150, y: 150))
            let lifted = now()
            #expect(!log.entries.contains("single ended"))
            var recognizedAt: Double?
            single.addAction { _ in recognizedAt = now() }
            advance(0.5)
            #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == ["single ended"])
            let delay = (recognizedAt ?? 0) - lifted
            #expect(delay >= 0.35 - 1e-6 && delay < 0.35 + 1.0 / 60 + 1e-6)

            // Two quick taps: the double tap wins and the single tap fails.
            log.clear()
            input.tap(at: CGPoint(x: 150, y: 150), count: 2)
            advance(0.5)
            #expect(log.entries.filter { $0.hasPrefix("single") || $0.hasPrefix("double") } == ["double ended"])
        }
    }

    @Test func panBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        withApp { _ in
            let log = EventLog()
            let (window, view) = scene(log)
            let pan = UIPanGestureRecognizer()
            var states: [UIGestureRecognizer.State] = []
            var translations: [CGPoint] = []
            var velocities: [CGPoint] = []
            pan.addAction { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                states.append(pan.state)
                translations.append(pan.translation(in: view))
                velocities.append(pan.velocity(in: view))
            }
            view.addGestureRecognizer(pan)
            // 120 points right in 0.5 s at constant speed: 240 pt/s, 4 points per 60 Hz sample.
            SyntheticTouches().drag(from: CGPoint(x: 120, y: 200), to: CGPoint(x: 240, y: 200), duration: 0.5)
            // 4, 8 (under the hysteresis), then 12: began there.
            #expect(states.first == .began)
            #expect(near(translations.first ?? .zero, CGPoint(x: 12, y: 0), 1e-9))
            #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
            #expect(states.last == .ended)
            #expect(states.count == 28)
            #expect(near(translations.last ?? .zero, CGPoint(x: 120, y: 0), 1e-9))
            // Velocity: exact for a steady drag once 100 ms of samples exist.
            #expect(near(velocities.last ?? .zero, CGPoint(x: 240, y: 0), 1e-6))
            #expect(near(velocities[5], CGPoint(x: 240, y: 0), 1e-6))
            // Translation in another coordinate space: a view scaled 2x sees half the distance.
            let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
            window.addSubview(scaled)
            #expect(near(pan.translation(in: scaled), .zero))
        }
    }

    @Test func setTranslationRebasesAndARestBeforeReleaseStopsTheVelocity() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let pan = UIPanGestureRecognizer()
            var deltas: [CGFloat] = []
            var endVelocity = CGPoint(x: -1, y: -1)
            pan.addAction { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                deltas.append(pan.translation(in: view).y)
                pan.setTranslation(.zero, in: view)
                if pan.state == .ended { endVelocity = pan.velocity(in: view) }
            }
            view.addGestureRecognizer(pan)
            SyntheticTouches().drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: 180), duration: 0.25, holdBeforeRelease: 0.2)
            // Per-callback deltas add up to the whole drag.
            #expect(near(deltas.reduce(0, +), 60, 1e-9))
            #expect(near(deltas[1], 4, 1e-9))
            #expect(near(endVelocity, .zero))
        }
    }

    @Test func panThatNeverMovesFarEnoughFailsWithoutAction() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let pan = UIPanGestureRecognizer()
            GestureLogger(log).attach(pan, as: "pan")
            view.addGestureRecognizer(pan)
            SyntheticTouches().drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 157, y: 150), duration: 0.2)
            #expect(!log.entries.contains { $0.hasPrefix("pan") })
            #expect(log.entries.last == "view ended 1")
            #expect(pan.state == .possible)
        }
    }

    @Test func recognizedPanFailsATapAndTheirDelegateCanLetThemRecognizeTogether() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let pan = UIPanGestureRecognizer()
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = 0.1
            press.allowableMovement = 100
            let logger = GestureLogger(log)
            logger.attach(pan, as: "pan")
            logger.attach(press, as: "press")
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(press)
            let input = SyntheticTouches()
            // The press begins first (0.1 s still); the pan may not begin after it.
            let finger = input.touchDown(at: [CGPoint(x: 150, y: 150)])
            input.wait(0.2)
            input.move(finger, along: [[CGPoint(x: 200, y: 150)]], duration: 0.2, liftingAtEnd: true)
            #expect(log.entries.contains("press began"))
            #expect(!log.entries.contains { $0.hasPrefix("pan") })

            // With a delegate allowing simultaneous recognition, both run.
            log.clear()
            let simultaneous = SimultaneousDelegate()
            pan.delegate = simultaneous
            let second = input.touchDown(at: [CGPoint(x: 150, y: 150)])
            input.wait(0.2)
            input.move(second, along: [[CGPoint(x: 200, y: 150)]], duration: 0.2, liftingAtEnd: true)
            #expect(log.entries.contains("press began"))
            #expect(log.entries.contains("pan began"))
            #expect(log.entries.contains("pan ended"))
            #expect(log.entries.contains("press ended"))
        }
    }

    @Test func delegateCanVetoBeginningAndTouchDelivery() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let pan = UIPanGestureRecognizer()
            GestureLogger(log).attach(pan, as: "pan")
            view.addGestureRecognizer(pan)
            let veto = VetoDelegate()
            pan.delegate = veto
            veto.shouldBegin = false
            SyntheticTouches().drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.2)
            #expect(veto.asked == 1)
            #expect(!log.entries.contains { $0.hasPrefix("pan") })
            // A vetoed recognizer does not take the touches: the view gets them all.
            #expect(log.entries.last == "view ended 1")

            veto.shouldBegin = true
            veto.receives = false
            log.clear()
            SyntheticTouches().drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.2)
            #expect(veto.asked == 1)
            #expect(!log.entries.contains { $0.hasPrefix("pan") })
        }
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let pan = UIPanGestureRecognizer()
            GestureLogger(log).attach(pan, as: "pan")
            view.addGestureRecognizer(pan)
            let input = SyntheticTouches()
            let finger = input.touchDown(at: [CGPoint(x: 120, y: 150)])
            input.move(finger, along: [[CGPoint(x: 180, y: 150)]], duration: 0.1)
            #expect(pan.state == .changed)
            pan.isEnabled = false
            #expect(log.entries.last == "pan cancelled")
            #expect(pan.state == .possible)
            input.move(finger, along: [[CGPoint(x: 220, y: 150)]], duration: 0.1, liftingAtEnd: true)
            #expect(log.entries.last == "pan cancelled")
        }
    }

    @Test func longPressBeginsAfterTheMinimumDurationAndFollowsTheFinger() {
        withApp { _ in
            let log = EventLog()
            let (_, view) = scene(log)
            let press = UILongPressGestureRecognizer()
            var beganAt: Double?
            press.addAction { recognizer in
                log.add("press \(recognizer.state)")
                if recognizer.state == .began { beganAt = now() }
            }
            view.addGestureRecognizer(press)
            let input = SyntheticTouches()
            let start = now()
            let finger = input.touchDown(at: [CGPoint(x: 150, y: 150)])
            input.wait(0.6)
            #expect(near(CGFloat((beganAt ?? 0) - start), 0.5, 1e-6))
            input.move(finger, along: [[CGPoint(x: 250, y: 250)]], duration: 0.1, liftingAtEnd: true)
            #expect(log.entries.filter { $0.hasPrefix("press") } == ["press began", "press changed", "press changed", "press changed",
                                                                        "press changed", "press changed", "press ended"])

            // Moving more than 10 points before the time is up fails it.
            log.clear()
            let second = input.touchDown(at: [CGPoint(x: 150, y: 150)])
            input.move(second, along: [[CGPoint(x: 170, y: 150)]], duration: 0.1)
            input.wait(0.6)
            input.lift(second)
            #expect(!log.entries.contains { $0.hasPrefix("press") })
        }
    }

    @Test func screenEdgePanOnlyStartsAtItsEdgeAndMovingAway() {
        withApp { _ in
            let log = EventLog()
            let window = makeWindow()
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            GestureLogger(log).attach(edge, as: "edge")
            var translation = CGPoint.zero
            edge.addAction { translation = ($0 as! UIPanGestureRecognizer).translation(in: window) }
            window.addGestureRecognizer(edge)
            let input = SyntheticTouches()
            // From the middle of the screen: fails.
            input.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
            #expect(log.entries.isEmpty)
            // From the left edge but vertically: fails.
            input.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 5, y: 500), duration: 0.2)
            #expect(log.entries.isEmpty)
            // From the right edge with only `.left`: fails.
            input.edgeSwipe(from: .right, distance: 150, duration: 0.2)
            #expect(log.entries.isEmpty)
            // From the left edge inwards: recognized.
            input.edgeSwipe(from: .left, distance: 150, duration: 0.2)
            #expect(log.entries.first == "edge began")
            #expect(log.entries.last == "edge ended")
            // The swipe starts 2 points inside the edge and travels 150 points.
            #expect(near(translation, CGPoint(x: 150, y: 0), 1e-9))
        }
    }

    @Test func aRecognizerOnTheWindowKeepsItsTouchesWhileTheViewUnderThemIsReplaced() {
        withApp { _ in
            let log = EventLog()
            let (window, view) = scene(log)
            let pan = UIPanGestureRecognizer()
            GestureLogger(log).attach(pan, as: "pan")
            var translation = CGPoint.zero
            pan.addAction { translation = ($0 as! UIPanGestureRecognizer).translation(in: nil) }
            window.addGestureRecognizer(pan)
            let input = SyntheticTouches()
            let finger = input.touchDown(at: [CGPoint(x: 150, y: 150)])
            input.move(finger, along: [[CGPoint(x: 150, y: 200)]], duration: 0.1)
            // A transition swaps the content under the finger.
            view.removeFromSuperview()
            window.addSubview(TouchLoggingView("replacement", frame: window.bounds, log: log))
            input.move(finger, along: [[CGPoint(x: 150, y: 300)]], duration: 0.1, liftingAtEnd: true)
            // 6 samples of 8.33 points (began on the second), then 6 more, the last lifting.
            #expect(log.entries.filter { $0.hasPrefix("pan") } == ["pan began"] + Array(repeating: "pan changed", count: 9) + ["pan ended"])
            #expect(!log.entries.contains { $0.hasPrefix("replacement") })
            #expect(near(translation, CGPoint(x: 0, y: 150), 1e-9))
        }
    }

    @Test func methodReferencesOfTheTargetsOwnTypeWorkAndOthersAreRefused() {
        withApp { capture in
            let log = EventLog()
            let (_, view) = scene(log)
            let handler = TapHandler()
            let tap = UITapGestureRecognizer(target: handler, action: TapHandler.tapped)
            tap.addTarget(handler, action: TapHandler.counted)
            // A method of another type than the target's: refused at once, with a message.
            tap.addTarget(view, action: TapHandler.counted)
            #expect(capture.records(withCode: .gestureMisuse).count == 1)
            view.addGestureRecognizer(tap)
            SyntheticTouches().tap(at: CGPoint(x: 150, y: 150))
            #expect(handler.taps == [tap] && handler.count == 1)
            // Targets are held weakly.
            weak var released: TapHandler?
            do {
                let temporary = TapHandler()
                released = temporary
                tap.addTarget(temporary, action: TapHandler.counted)
            }
            #expect(released == nil)
            SyntheticTouches().tap(at: CGPoint(x: 150, y: 150))
            #expect(handler.count == 2)
        }
    }

    @Test func settingAnIllegalStateIsReportedAndIgnored() {
        withApp { capture in
            let tap = UITapGestureRecognizer()
            tap.state = .changed
            #expect(tap.state == .possible)
            #expect(capture.records(withCode: .gestureMisuse).count == 1)
        }
    }
}

@MainActor
private final class TapHandler {
    var taps: [UITapGestureRecognizer] = []
    var count = 0
    func tapped(_ recognizer: UITapGestureRecognizer) { taps.append(recognizer) }
    func counted() { count += 1 }
}

@MainActor
private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

@MainActor
private final class VetoDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var receives = true
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
}
