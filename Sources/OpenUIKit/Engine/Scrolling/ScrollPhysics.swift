import Foundation

/// The scroll view's motion, as pure functions of time (so tests can check them against the
/// formulas, and the same inputs give the same frames). The figures marked [measured] were
/// measured on iOS 26.1 (iPhone 16 Simulator) and published, as reported in issue 47; they
/// describe the motion, the code is ours (docs/scroll-views.md, "Motion").
///
/// - **Deceleration** [the model Apple describes for `decelerationRate` — "the rate of
///   deceleration per millisecond" — and gives in "Designing Fluid Interfaces", WWDC 2018]: each
///   millisecond the velocity is multiplied by the rate r, so v(t) = v₀·r^(1000t), until it
///   falls to 10 points per second, where the content stops [measured]. With k = −1000·ln r the
///   content travels v₀·(1 − r^(1000t)) / k and lands at `x₀ + (v₀ − 10) / k`: (v₀ − 10)·0.4995
///   at `.normal`. Toward a target a delegate moved, the same motion is used with the start
///   velocity that lands on it (k·D + 10 for a distance D), so it is reached at the same pace.
/// - **Rubber band** while dragging past an edge: a finger `x` points past the edge moves the
///   content `(1 − 1 / (x·0.55 / d + 1))·d`, d being the visible length on that axis: always
///   less than the finger, never more than d. The coefficient 0.55 is [measured].
/// - **Bounce back** to the edge [measured]: released with at least 50 points per second, a
///   critically damped spring of ω = 11 s⁻¹, x(t) = e^(−ωt)·(x₀ + (v₀ + ωx₀)t); slower (from
///   rest), an overdamped one decaying at 9 and 46 s⁻¹.
enum ScrollPhysics {
    /// The speed at which a deceleration stops [measured].
    static let stopSpeed: CGFloat = 10

    /// k = −1000·ln r: the velocity's decay per second at `rate` per millisecond.
    private static func decay(_ rate: CGFloat) -> CGFloat { -1000 * log(rate) }

    /// Where a release at `velocity` (points per second) lands. UIKit's rates: `.normal` 0.998,
    /// `.fast` 0.99 per millisecond.
    static func projection(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, velocity.isFinite else { return offset }
        let sign: CGFloat = velocity < 0 ? -1 : 1
        return offset + sign * max(abs(velocity) - stopSpeed, 0) / decay(rate)
    }

    /// The start velocity (points per second) of the deceleration that covers `distance`.
    static func decelerationVelocity(distance: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, distance.isFinite, distance != 0 else { return 0 }
        return distance * decay(rate) + (distance < 0 ? -stopSpeed : stopSpeed)
    }

    /// How far a deceleration covering `distance` has gone after `time` seconds.
    static func decelerationTravel(distance: CGFloat, after time: TimeInterval, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return distance }
        let velocity = decelerationVelocity(distance: distance, rate: rate)
        let travel = velocity / decay(rate) * (1 - pow(rate, CGFloat(1000 * time)))
        return abs(travel) >= abs(distance) ? distance : travel
    }

    /// The velocity (points per second) of that deceleration after `time` seconds.
    static func decelerationSpeed(distance: CGFloat, after time: TimeInterval, rate: CGFloat) -> CGFloat {
        decelerationVelocity(distance: distance, rate: rate) * pow(rate, CGFloat(1000 * time))
    }

    /// How long until its velocity falls to the stop speed, where it lands.
    static func decelerationDuration(distance: CGFloat, rate: CGFloat) -> TimeInterval {
        guard rate > 0, rate < 1, distance.isFinite, distance != 0 else { return 0 }
        let speed = abs(decelerationVelocity(distance: distance, rate: rate))
        return TimeInterval(log(speed / stopSpeed) / decay(rate))
    }

    /// The rubber band's coefficient [measured].
    static let rubberBandCoefficient: CGFloat = 0.55

    static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, excess.isFinite else { return 0 }
        let sign: CGFloat = excess < 0 ? -1 : 1
        let x = abs(excess)
        return sign * (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The bounce's critically damped frequency, released with velocity [measured].
    static let bounceFrequency: CGFloat = 11
    /// The overdamped bounce's two decay rates, from rest [measured].
    static let restingBounceRates: (slow: CGFloat, fast: CGFloat) = (9, 46)
    /// The release speed that separates the two bounces [measured].
    static let bounceSplitSpeed: CGFloat = 50

    /// The spring's displacement from its rest after `time`, starting `displacement` away at
    /// `velocity` (points per second); which spring depends on that start velocity.
    static func spring(displacement: CGFloat, velocity: CGFloat, after time: TimeInterval) -> (position: CGFloat, velocity: CGFloat) {
        let t = CGFloat(time)
        if abs(velocity) >= bounceSplitSpeed {
            let omega = bounceFrequency
            let decay = exp(-omega * t)
            let b = velocity + omega * displacement
            return (decay * (displacement + b * t), decay * (b - omega * (displacement + b * t)))
        }
        // x = A·e^(−λ₁t) + B·e^(−λ₂t), with A + B = x₀ and −λ₁A − λ₂B = v₀.
        let slow = restingBounceRates.slow, fast = restingBounceRates.fast
        let b = -(velocity + slow * displacement) / (fast - slow)
        let a = displacement - b
        let slowTerm = a * exp(-slow * t), fastTerm = b * exp(-fast * t)
        return (slowTerm + fastTerm, -slow * slowTerm - fast * fastTerm)
    }
}
