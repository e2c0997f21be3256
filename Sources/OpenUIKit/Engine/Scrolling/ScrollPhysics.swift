import Foundation

/// The scroll view's motion, as pure functions of time (so tests can check them against the
/// formulas, and the same inputs give the same frames).
///
/// - **Deceleration** [R, the model Apple describes for `decelerationRate` — "the rate of
///   deceleration per millisecond" — and gives in "Designing Fluid Interfaces", WWDC 2018]:
///   each millisecond the velocity is multiplied by the rate r, so v(t) = v₀·r^(1000t) and the
///   offset travels v₀·(1 − r^(1000t)) / (−1000·ln r), ending at the projection
///   `x₀ + v₀ / (−1000·ln r)` (points per second). The motion toward any target T is written
///   `x(t) = x₀ + (T − x₀)·(1 − r^(1000t))`, which starts at the same velocity when T is the
///   projection, and reaches a target a delegate moved at the same pace.
/// - **Rubber band** while dragging past an edge [R, the curve widely used to imitate iOS]:
///   a finger `x` points past the edge moves the content `(1 − 1 / (x·0.55 / d + 1))·d`, d being
///   the visible length on that axis: always less than the finger, never more than d.
/// - **Bounce back** to the edge: a critically damped spring, x(t) = e^(−ωt)·(x₀ + (v₀ + ωx₀)t)
///   around the edge, ω = 2π / 0.4 s [R].
enum ScrollPhysics {
    /// UIKit's rates: `.normal` 0.998, `.fast` 0.99 per millisecond.
    static func projection(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, velocity.isFinite else { return offset }
        return offset + velocity / (-1000 * log(rate))
    }

    /// The fraction of the way to the target after `time` seconds.
    static func decelerationProgress(after time: TimeInterval, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 1 }
        return 1 - pow(rate, CGFloat(1000 * time))
    }

    /// How long until less than `tolerance` points of `distance` remain.
    static func decelerationDuration(distance: CGFloat, rate: CGFloat, tolerance: CGFloat = 0.5) -> TimeInterval {
        guard rate > 0, rate < 1, abs(distance) > tolerance, distance.isFinite else { return 0 }
        return TimeInterval(log(tolerance / abs(distance)) / (1000 * log(rate)))
    }

    static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, excess.isFinite else { return 0 }
        let sign: CGFloat = excess < 0 ? -1 : 1
        let x = abs(excess)
        return sign * (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
    }

    static let springFrequency: CGFloat = 2 * .pi / 0.4

    /// The spring's displacement from its rest after `time`, starting `displacement` away at
    /// `velocity` (points per second).
    static func spring(displacement: CGFloat, velocity: CGFloat, after time: TimeInterval) -> (position: CGFloat, velocity: CGFloat) {
        let omega = springFrequency, t = CGFloat(time)
        let decay = exp(-omega * t)
        let b = velocity + omega * displacement
        return (decay * (displacement + b * t), decay * (b - omega * (displacement + b * t)))
    }
}
