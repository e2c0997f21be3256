/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, solved for y at
/// a given x.
///
/// Method: the polynomial-coefficient form and Newton–Raphson iteration with a bisection
/// fallback used by WebKit's `UnitBezier.h` (Apple/WebKit, BSD licence), which is how CSS and
/// Core Animation timing functions are commonly evaluated. Accuracy: |x(t) − x| < 1e-9, so the returned y is within
/// 1e-6 of the exact curve for any control points in [0, 1] × ℝ.
package struct UnitBezier: Sendable, Equatable {
    private let ax, bx, cx: Double
    private let ay, by, cy: Double
    let isLinear: Bool

    package init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        // B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³, written as ((a·t + b)·t + c)·t.
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
        isLinear = p1x == p1y && p2x == p2y
    }

    @inline(__always)
    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always)
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always)
    private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inline(__always)
    private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t whose x equals `x` (x clamped to [0, 1]).
    func solveCurveX(_ x: Double) -> Double {
        let epsilon = 1e-9
        // Newton–Raphson from t = x: converges in a few steps for ordinary curves.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let derivative = sampleDerivativeX(t)
            if abs(derivative) < 1e-7 { break }
            t -= error / derivative
        }
        // Bisection: x(t) is monotonic on [0, 1] for control x in [0, 1].
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The eased progress for linear progress `x`.
    @inline(__always)
    package func value(atProgress x: Double) -> Double {
        if isLinear { return x }
        if x <= 0 { return extrapolateStart(x) }
        if x >= 1 { return extrapolateEnd(x) }
        return sampleY(solveCurveX(x))
    }

    /// The slope dy/dx at progress `x` (used to continue a curve's velocity).
    func slope(atProgress x: Double) -> Double {
        let t = solveCurveX(min(1, max(0, x)))
        let dx = sampleDerivativeX(t)
        return dx == 0 ? 0 : sampleDerivativeY(t) / dx
    }

    // Outside [0, 1] the curve continues along its end tangents (a fill-mode edge case only).
    private func extrapolateStart(_ x: Double) -> Double { x == 0 ? 0 : x * slope(atProgress: 0) }
    private func extrapolateEnd(_ x: Double) -> Double { x == 1 ? 1 : 1 + (x - 1) * slope(atProgress: 1) }
}
