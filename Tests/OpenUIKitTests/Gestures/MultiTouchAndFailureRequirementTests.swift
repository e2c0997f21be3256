@testable import OpenUIKit
import Testing
import UIKitTesting

/// Several fingers, tap counts, and failure requirements declared through delegates and
/// subclasses.
@MainActor
@Suite struct MultiTouchAndFailureRequirementTests {
    private func scene() -> (UIWindow, UIView) {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        CATransaction.flush()
        return (window, view)
    }

    @Test func twoFingerPanFollowsTheCentroidWithoutJumpingWhenAFingerJoinsOrLifts() {
        withApp { _ in
            let (_, view) = scene()
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            var log: [(UIGestureRecognizer.State, Int, CGPoint)] = []
            pan.addAction { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                log.append((pan.state, pan.numberOfTouches, pan.translation(in: view)))
            }
            view.addGestureRecognizer(pan)
            let input = SyntheticTouches()
            // One finger moving 40 points: not enough fingers, no pan.
            let first = input.touchDown(at: [CGPoint(x: 100, y: 300)])
            input.move(first, along: [[CGPoint(x: 140, y: 300)]], duration: 0.1)
            #expect(log.isEmpty)
            // A second finger joins: the centroid moves, but the translation does not jump.
            let second = input.touchDown(at: [CGPoint(x: 300, y: 300)])
            let both = first + second
            input.move(both, along: [[CGPoint(x: 140, y: 330)], [CGPoint(x: 300, y: 330)]], duration: 0.1)
            #expect(log.first?.0 == .began)
            #expect(log.first?.1 == 2)
            #expect(near(log.last!.2, CGPoint(x: 40, y: 30), 1e-9))
            // Lifting one finger below the minimum ends the pan.
            input.lift(second)
            #expect(log.last?.0 == .ended)
            input.lift(first)
            #expect(log.filter { $0.0 == .ended }.count == 1)
        }
    }

    @Test func maximumNumberOfTouchesIgnoresExtraFingers() {
        withApp { _ in
            let (_, view) = scene()
            let pan = UIPanGestureRecognizer()
            pan.maximumNumberOfTouches = 1
            var touches: [Int] = []
            pan.addAction { touches.append($0.numberOfTouches) }
            view.addGestureRecognizer(pan)
            let input = SyntheticTouches()
            let fingers = input.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
            input.move(fingers, along: [[CGPoint(x: 100, y: 400)], [CGPoint(x: 200, y: 400)]], duration: 0.1, liftingAtEnd: true)
            #expect(!touches.isEmpty && touches.dropLast().allSatisfy { $0 == 1 })
        }
    }

    @Test func twoFingerTapNeedsBothFingers() {
        withApp { _ in
            let (_, view) = scene()
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            var recognized = 0
            tap.addAction { _ in recognized += 1 }
            view.addGestureRecognizer(tap)
            let input = SyntheticTouches()
            input.tap(at: CGPoint(x: 200, y: 300))
            #expect(recognized == 0)
            input.wait(0.5)
            input.tap(at: CGPoint(x: 200, y: 300), fingers: 2)
            #expect(recognized == 1)
        }
    }

    @Test func quickSecondTapHasATapCountOfTwoAndSendsTouchDownRepeat() {
        withApp { _ in
            let (window, _) = scene()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 50, y: 50, width: 100, height: 50)
            window.addSubview(button)
            CATransaction.flush()
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
            button.addAction(UIAction { _ in events.append("repeat") }, for: .touchDownRepeat)
            let input = SyntheticTouches()
            input.tap(at: CGPoint(x: 100, y: 75), count: 2)
            input.wait(1)
            input.tap(at: CGPoint(x: 100, y: 75))
            #expect(events == ["down", "down", "repeat", "down"])
        }
    }

    @Test func delegateAndSubclassFailureRequirementsMakeARecognizerWait() {
        withApp { _ in
            let (window, view) = scene()
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            window.addGestureRecognizer(edge)
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            var order: [String] = []
            edge.addAction { order.append("edge \($0.state)") }
            pan.addAction { order.append("pan \($0.state)") }
            let requirement = RequireFailureDelegate(of: edge)
            pan.delegate = requirement
            let input = SyntheticTouches()
            // From the edge: the edge pan wins, the waiting pan fails.
            input.edgeSwipe(from: .left, distance: 100, duration: 0.2)
            #expect(order.first == "edge began" && !order.contains { $0.hasPrefix("pan") })
            // From the middle: the edge pan fails at once, so the pan may begin.
            order = []
            input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)
            #expect(order.first == "pan began" && !order.contains { $0.hasPrefix("edge") })

            // The same through the subclass hook on the other side.
            pan.delegate = nil
            let patient = PatientPan(waitingFor: edge)
            view.removeGestureRecognizer(pan)
            view.addGestureRecognizer(patient)
            order = []
            patient.addAction { order.append("patient \($0.state)") }
            input.edgeSwipe(from: .left, distance: 100, duration: 0.2)
            #expect(order.first == "edge began" && !order.contains { $0.hasPrefix("patient") })
            withExtendedLifetime(requirement) {}
        }
    }
}

@MainActor
private final class RequireFailureDelegate: UIGestureRecognizerDelegate {
    weak var other: UIGestureRecognizer?
    init(of other: UIGestureRecognizer) { self.other = other }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === other
    }
    // Without this the edge pan would simply prevent the other pan; with it both could run, so
    // only the failure requirement orders them.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

@MainActor
private final class PatientPan: UIPanGestureRecognizer {
    weak var waitingFor: UIGestureRecognizer?
    init(waitingFor: UIGestureRecognizer) {
        self.waitingFor = waitingFor
        super.init(target: nil, action: nil)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { otherGestureRecognizer === waitingFor }
}
