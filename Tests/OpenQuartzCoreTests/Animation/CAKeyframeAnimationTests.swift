@testable import OpenQuartzCore
import Testing

@MainActor
struct CAKeyframeAnimationTests {
    /// The presentation x of a one-second keyframe animation of `position.x`, sampled at `times`.
    private func sampleX(_ configure: (CAKeyframeAnimation) -> Void, at times: [Double]) -> [CGFloat] {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.duration = 1
            configure(animation)
            layer.add(animation, forKey: "k")
            var elapsed = 0.0
            return times.map { time in
                advance(time - elapsed)
                elapsed = time
                return layer.presentation()!.position.x
            }
        }
    }

    private func close(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat = 1e-6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func linearWithAndWithoutKeyTimes() {
        let timed = sampleX({ $0.values = [0, 100, 200]; $0.keyTimes = [0, 0.25, 1] }, at: [0.125, 0.625])
        #expect(close(timed, [50, 150]))
        let even = sampleX({ $0.values = [0, 100, 200] }, at: [0.25, 0.75])
        #expect(close(even, [50, 150]))
    }

    @Test func perSegmentTimingFunctions() {
        let values = sampleX({
            $0.values = [0, 100, 200]
            $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        }, at: [0.25, 0.75])
        #expect(close(values, [100 * 0.31535681257253945, 150]))
    }

    @Test func discreteHoldsEachValue() {
        // Without key times, n values share the duration equally.
        #expect(close(sampleX({ $0.values = [0, 100, 200]; $0.calculationMode = .discrete }, at: [0.2, 0.5, 0.9]), [0, 100, 200]))
        // n + 1 key times, the documented form.
        #expect(close(sampleX({ $0.values = [0, 100, 200]; $0.calculationMode = .discrete; $0.keyTimes = [0, 0.5, 0.9, 1] }, at: [0.4, 0.6, 0.95]), [0, 100, 200]))
        // n key times: the last value holds from its key time.
        #expect(close(sampleX({ $0.values = [0, 100, 200]; $0.calculationMode = .discrete; $0.keyTimes = [0, 0.5, 0.9] }, at: [0.6, 0.95]), [100, 200]))
    }

    @Test func pacedMovesAtConstantSpeed() {
        // Distances 10 and 90: 100 units per second throughout, key times ignored.
        let values = sampleX({ $0.values = [0, 10, 100]; $0.calculationMode = .paced; $0.keyTimes = [0, 0.5, 1] }, at: [0.05, 0.55, 0.9])
        #expect(close(values, [5, 55, 90]))
    }

    @Test func cubicIsACatmullRomSplineWithZeroParameters() {
        // Values 0, 10, 30, 60 at even key times. Segment 1 (10 → 30) has tangents
        // (30 − 0)/2 = 15 and (60 − 10)/2 = 25: its midpoint is 0.5·10 + 0.125·15 + 0.5·30 − 0.125·25 = 18.75.
        // Segment 0 starts with tangent (10 − 0)/2 = 5 and ends with 15: 0.125·5 + 0.5·10 − 0.125·15 = 3.75.
        let values = sampleX({ $0.values = [0, 10, 30, 60]; $0.calculationMode = .cubic }, at: [1.0 / 6, 0.5])
        #expect(close(values, [3.75, 18.75]))
        // Tension 1 everywhere zeroes the tangents: the midpoint becomes the plain average.
        let tight = sampleX({ $0.values = [0, 10, 30, 60]; $0.calculationMode = .cubic; $0.tensionValues = [1, 1, 1, 1] }, at: [0.5])
        #expect(close(tight, [20]))
    }

    @Test func cubicPacedTravelsAtEvenSpeed() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 150)]
            animation.calculationMode = .cubicPaced
            animation.duration = 1
            layer.add(animation, forKey: nil)
            var points: [CGPoint] = []
            // 59 frames: at 1 s the animation has ended and been removed.
            for _ in 0..<59 {
                advance(1.0 / 60)
                points.append(layer.presentation()!.position)
            }
            let steps = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
            let mean = steps.reduce(0, +) / CGFloat(steps.count)
            #expect(steps.allSatisfy { abs($0 - mean) / mean < 0.03 }, "speeds \(steps)")
        }
    }

    @Test func pathAnimationsFollowLinesAndCurves() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.duration = 1
            animation.rotationMode = .rotateAuto
            layer.add(animation, forKey: nil)
            advance(0.25)
            #expect(approximatelyEqual(layer.presentation()!.position, CGPoint(x: 50, y: 0), tolerance: 1e-9))
            #expect(approximatelyEqual(layer.presentation()!.transform, CATransform3DIdentity, tolerance: 1e-12))
            advance(0.5)
            #expect(approximatelyEqual(layer.presentation()!.position, CGPoint(x: 100, y: 50), tolerance: 1e-9))
            // Heading down (+y): turned a quarter turn.
            #expect(approximatelyEqual(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), tolerance: 1e-9))
        }
        withEngine { _ in
            let layer = makeCommittedLayer()
            let arc = CGMutablePath()
            arc.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = arc
            animation.duration = 1
            layer.add(animation, forKey: nil)
            advance(0.5)
            let expected = 100 / 2.0.squareRoot()
            #expect(approximatelyEqual(layer.presentation()!.position, CGPoint(x: expected, y: expected), tolerance: 1e-6))
        }
    }

    @Test func unusableKeyTimesAreReportedAndIgnored() {
        withEngine { capture in
            let layer = makeCommittedLayer()
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.values = [0, 100, 200]
            animation.keyTimes = [0, 1]
            animation.duration = 1
            layer.add(animation, forKey: nil)
            advance(0.25)
            #expect(abs(layer.presentation()!.position.x - 50) < 1e-6)
            #expect(capture.records(withCode: .invalidAnimation).first?.message.contains("keyTimes has 2 entries") == true)

            let decreasing = CAKeyframeAnimation(keyPath: "opacity")
            decreasing.values = [0, 1, 0]
            decreasing.keyTimes = [0, 0.8, 0.5]
            layer.add(decreasing, forKey: nil)
            #expect(capture.records(withCode: .invalidAnimation).last?.message.contains("not in increasing order") == true)
        }
    }

    @Test func emptyValuesAreReportedAndHaveNoEffect() {
        withEngine { capture in
            let layer = makeCommittedLayer(position: CGPoint(x: 7, y: 7))
            let delegate = RecordingDelegate()
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.values = []
            animation.duration = 0.1
            animation.delegate = delegate
            layer.add(animation, forKey: "empty")
            advance(0.05)
            #expect(layer.presentation()!.position == CGPoint(x: 7, y: 7))
            advance(0.1)
            #expect(delegate.events.last == "anim stop(true) @0.1000")
            #expect(capture.records(withCode: .invalidAnimation).count == 1)
        }
    }
}
