@testable import OpenQuartzCore
import PropertyBased
import Testing

/// An independent reference: bisection on the parametric curve to 1e-14.
func referenceBezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, _ x: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let t = (low + high) / 2
        if coordinate(p1x, p2x, t) < x { low = t } else { high = t }
    }
    return coordinate(p1y, p2y, (low + high) / 2)
}

struct CAMediaTimingFunctionTests {
    @Test(arguments: [
        (CAMediaTimingFunctionName.linear, [0.0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ])
    @MainActor
    func namedCurvesHaveApplesControlPoints(name: CAMediaTimingFunctionName, points: [Double]) {
        let function = CAMediaTimingFunction(name: name)
        var values: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &values)
        #expect(abs(Double(values[0]) - points[0]) < 1e-7 && abs(Double(values[1]) - points[1]) < 1e-7)
        function.getControlPoint(at: 2, values: &values)
        #expect(abs(Double(values[0]) - points[2]) < 1e-7 && abs(Double(values[1]) - points[3]) < 1e-7)
        function.getControlPoint(at: 3, values: &values)
        #expect(values == [1, 1])
    }

    @Test(arguments: [
        [0.42, 0.0, 1.0, 1.0], [0.0, 0.0, 0.58, 1.0], [0.42, 0.0, 0.58, 1.0], [0.25, 0.1, 0.25, 1.0],
        [0.68, -0.55, 0.27, 1.55], [0.0, 1.0, 1.0, 0.0], [0.9, 0.1, 0.1, 0.9], [0.0, 0.0, 0.0, 1.0],
    ])
    func solverIsWithinOneMillionthOfTheCurve(points: [Double]) {
        let curve = UnitBezier(points[0], points[1], points[2], points[3])
        var worst = 0.0
        for step in 0...2000 {
            let x = Double(step) / 2000
            worst = max(worst, abs(curve.value(atProgress: x) - referenceBezier(points[0], points[1], points[2], points[3], x)))
        }
        #expect(worst < 1e-6, "max error \(worst)")
    }

    @Test func knownValues() {
        // CSS "ease" (= Core Animation's default) at 0.5, and the symmetric curve's midpoint.
        #expect(abs(UnitBezier(0.25, 0.1, 0.25, 1).value(atProgress: 0.5) - 0.802403387584857) < 1e-9)
        #expect(abs(UnitBezier(0.42, 0, 0.58, 1).value(atProgress: 0.5) - 0.5) < 1e-12)
        #expect(abs(UnitBezier(0.42, 0, 1, 1).value(atProgress: 0.5) - 0.31535681257253945) < 1e-9)
        #expect(UnitBezier(0, 0, 1, 1).value(atProgress: 0.3) == 0.3)
    }

    @Test func curvesWithControlPointsInTheUnitSquareAreMonotone() async {
        let unit = Gen.double(in: 0...1)
        await propertyCheck(count: 200, input: unit, unit, unit, unit) { a, b, c, d in
            let curve = UnitBezier(a, b, c, d)
            var previous = -1e-12
            for step in 0...200 {
                let y = curve.value(atProgress: Double(step) / 200)
                #expect(y >= previous - 1e-9, "not monotone at \(step) for (\(a), \(b)) (\(c), \(d))")
                #expect(y >= -1e-9 && y <= 1 + 1e-9)
                previous = y
            }
        }
    }

    @Test @MainActor func equalityAndClamping() {
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        var values: [Float] = [0, 0]
        CAMediaTimingFunction(controlPoints: -1, 0, 2, 1).getControlPoint(at: 1, values: &values)
        #expect(values[0] == 0)
    }
}
