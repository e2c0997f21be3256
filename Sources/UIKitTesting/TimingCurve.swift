/// Core Animation's cubic Bézier timing curves, computed by bisection on the curve's parameter,
/// independently of the engine's solver: for expectations about where an animated view should
/// be at a given time ("half way through an ease-in-ease-out, 50 % of the distance").
public enum TimingCurve {
    /// The progress of the curve through (0, 0), (x1, y1), (x2, y2), (1, 1) at time fraction `x`.
    public static func value(at x: Double, controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return bezier(y1, y2, (low + high) / 2)
    }

    /// `.easeInEaseOut` (UIKit's `.curveEaseInOut`, the default of `UIView.animate`).
    public static func easeInEaseOut(_ x: Double) -> Double { value(at: x, controlPoints: 0.42, 0, 0.58, 1) }

    /// `.easeIn`.
    public static func easeIn(_ x: Double) -> Double { value(at: x, controlPoints: 0.42, 0, 1, 1) }

    /// `.easeOut`.
    public static func easeOut(_ x: Double) -> Double { value(at: x, controlPoints: 0, 0, 0.58, 1) }

    /// The time fraction at which ease-in-ease-out reaches `progress`.
    public static func easeInEaseOutTime(reaching progress: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if easeInEaseOut(mid) < progress { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
