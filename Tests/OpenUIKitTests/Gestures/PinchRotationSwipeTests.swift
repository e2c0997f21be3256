@testable import OpenUIKit
import Foundation
import Testing
import UIKitTesting

/// Pinch, rotation and swipe recognizers: their state machines (as Apple documents UIKit's
/// `UIGestureRecognizer` states: continuous began/changed/ended, discrete recognized or failed)
/// and the values they report, driven by synthetic two-finger input through the real event path.
@MainActor
@Suite struct PinchRotationSwipeTests {
    private func scene() -> UIView {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        CATransaction.flush()
        return view
    }

    @Test func pinchReportsTheRatioOfTheFingersDistanceAndItsVelocity() {
        withApp { _ in
            let view = scene()
            let pinch = UIPinchGestureRecognizer()
            var log: [(UIGestureRecognizer.State, CGFloat, CGFloat)] = []
            pinch.addAction { recognizer in
                let pinch = recognizer as! UIPinchGestureRecognizer
                log.append((pinch.state, pinch.scale, pinch.velocity))
            }
            view.addGestureRecognizer(pinch)
            // 100 → 300 points apart in 0.5 s at constant speed: the scale goes 1 → 3 at 4/s.
            SyntheticTouches().pinch(at: CGPoint(x: 196, y: 400), from: 100, to: 300, duration: 0.5)
            #expect(log.map(\.0).first == .began)
            #expect(log.map(\.0).last == .ended)
            #expect(log.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
            // Began at the first sample past 8 points of change: 100 + 200/30 per sample → 113.3.
            #expect(abs(log[0].1 - 113.333 / 100) < 0.001)
            #expect(abs(log.last!.1 - 3) < 1e-9)
            let midVelocity = log[log.count / 2].2
            #expect(abs(midVelocity - 4) < 0.01, "velocity \(midVelocity)")
        }
    }

    @Test func settingTheScaleRebasesFurtherMotionAndAThirdFingerIsIgnored() {
        withApp { _ in
            let view = scene()
            let pinch = UIPinchGestureRecognizer()
            var increments: [CGFloat] = []
            pinch.addAction { recognizer in
                let pinch = recognizer as! UIPinchGestureRecognizer
                increments.append(pinch.scale)
                pinch.scale = 1   // the classic "apply and reset" idiom
            }
            view.addGestureRecognizer(pinch)
            let fingers = SyntheticTouches().pinch(at: CGPoint(x: 196, y: 400), from: 100, to: 200, duration: 0.3, release: false)
            let product = increments.reduce(1, *)
            #expect(abs(product - 2) < 1e-9, "the increments multiply to the whole scale: \(product)")
            let input = SyntheticTouches()
            let third = input.touchDown(at: [CGPoint(x: 50, y: 50)])
            input.move(third, along: [[CGPoint(x: 10, y: 10)]], duration: 0.1)
            #expect(pinch.state == .changed || pinch.state == .began)
            #expect(pinch.numberOfTouches == 2)
            input.lift(fingers + third)
        }
    }

    @Test func aPinchThatNeverMovesEnoughFails() {
        withApp { _ in
            let view = scene()
            let pinch = UIPinchGestureRecognizer()
            var states: [UIGestureRecognizer.State] = []
            pinch.addAction { states.append($0.state) }
            view.addGestureRecognizer(pinch)
            SyntheticTouches().pinch(at: CGPoint(x: 196, y: 400), from: 100, to: 106, duration: 0.3)
            #expect(states.isEmpty, "no action for a failed gesture")
            #expect(pinch.state == .possible, "reset after failing")
        }
    }

    @Test func rotationCountsRadiansClockwiseAndPastAHalfTurn() {
        withApp { _ in
            let view = scene()
            let rotation = UIRotationGestureRecognizer()
            var log: [(UIGestureRecognizer.State, CGFloat, CGFloat)] = []
            rotation.addAction { recognizer in
                let rotation = recognizer as! UIRotationGestureRecognizer
                log.append((rotation.state, rotation.rotation, rotation.velocity))
            }
            view.addGestureRecognizer(rotation)
            // Three quarters of a turn clockwise in 0.6 s: past π without wrapping to negative.
            SyntheticTouches().rotate(at: CGPoint(x: 196, y: 400), radius: 80, by: 1.5 * .pi, duration: 0.6)
            #expect(log.first?.0 == .began)
            #expect(log.last?.0 == .ended)
            #expect(abs(log.last!.1 - 1.5 * .pi) < 1e-6, "\(log.last!.1)")
            #expect(zip(log, log.dropFirst()).allSatisfy { $0.1 <= $1.1 }, "monotonic, no wrap")
            let velocity = log[log.count / 2].2
            #expect(abs(velocity - 2.5 * .pi) < 0.05, "1.5π in 0.6 s: \(velocity)")
        }
    }

    @Test func anticlockwiseRotationIsNegative() {
        withApp { _ in
            let view = scene()
            let rotation = UIRotationGestureRecognizer()
            var last: CGFloat = 0
            rotation.addAction { last = ($0 as! UIRotationGestureRecognizer).rotation }
            view.addGestureRecognizer(rotation)
            SyntheticTouches().rotate(at: CGPoint(x: 196, y: 400), radius: 60, from: .pi / 2, by: -.pi / 3, duration: 0.3)
            #expect(abs(last + .pi / 3) < 1e-6)
        }
    }

    @Test func swipeRecognizesAQuickSwipeInAnAllowedDirectionOnly() {
        withApp { _ in
            let view = scene()
            let left = UISwipeGestureRecognizer()
            left.direction = .left
            let downOrUp = UISwipeGestureRecognizer()
            downOrUp.direction = [.down, .up]
            var recognized: [String] = []
            left.addAction { if $0.state == .ended { recognized.append("left") } }
            downOrUp.addAction { if $0.state == .ended { recognized.append("vertical") } }
            view.addGestureRecognizer(left)
            view.addGestureRecognizer(downOrUp)
            let input = SyntheticTouches()
            input.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 410), duration: 0.15)
            #expect(recognized == ["left"])
            input.wait(0.5)
            input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 190, y: 100), duration: 0.15)
            #expect(recognized == ["left", "vertical"])
            input.wait(0.5)
            // Right is not allowed by either.
            input.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.15)
            #expect(recognized == ["left", "vertical"])
        }
    }

    @Test func swipeFailsWhenTooSlowOrOffAxis() {
        withApp { _ in
            let view = scene()
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = .right
            var count = 0
            swipe.addAction { if $0.state == .ended { count += 1 } }
            view.addGestureRecognizer(swipe)
            let input = SyntheticTouches()
            // 100 points in 1.2 s: the 50 points take 0.6 s, past the 0.5 s limit.
            input.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 1.2)
            #expect(count == 0)
            input.wait(0.5)
            // Diagonal at 45°: strays more than half the distance.
            input.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 500), duration: 0.15)
            #expect(count == 0)
            input.wait(0.5)
            input.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 420), duration: 0.15)
            #expect(count == 1)
        }
    }
}
