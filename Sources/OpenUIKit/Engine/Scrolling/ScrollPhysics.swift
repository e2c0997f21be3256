import Foundation

// Behaviour source [D] [O] — Scrolling
//   Rule: Deceleration keeps r of the velocity each millisecond and stops at 10 pt/s, landing (v₀ −
//     10)·r/(1000·(1 − r)) on; dragging past an edge follows the rubber band (1 − 1/(x·c/d + 1))·d;
//     released past an edge the content returns on a critically damped spring with velocity, an
//     overdamped one from rest
//   Value: r = 0.998 (.normal), 0.99 (.fast); stop 10 pt/s; landing (v₀ − 10)·0.499; c = 0.55; ω =
//     11 s⁻¹ at ≥ 50 pt/s, else λ = 9 and 46 s⁻¹
//   Source: Apple, decelerationRate
//     (https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate): "the rate of
//     deceleration per millisecond" [D]. Vercantez, "openuikit", docs/APP_FEEL.md
//     (https://github.com/Vercantez/openuikit/blob/main/docs/APP_FEEL.md), section "Measured scroll
//     physics (M8, 2026-08-24)", iOS 26.1 on an iPhone 16 Simulator: "0.998/ms exact", stop "at 10
//     pt/s", "all four targetContentOffsets match (v0−10)·0.499 within 0.3 pt", rubber band "c =
//     0.55 … confirmed exact", bounce "critically damped, ω = 11.0" with velocity, from rest
//     "overdamped, λ = 9.0 / 46.0 s⁻¹", "selected at |v₀| = 50 pt/s" [O]. The rubber band's formula
//     is also in "Analysis of Apple's rubber band scrolling"
//     (https://gist.github.com/originell/6961057, 2013). Its figures are used; its code is not.
//   Also: docs/scroll-views.md
/// The scroll view's motion, as pure functions of time (so tests can check them against the
/// formulas, and the same inputs give the same frames). The figures marked [measured] were
/// measured on iOS 26.1 (iPhone 16 Simulator) and published [O]; they
/// describe the motion, the code is ours (docs/scroll-views.md, "Motion").
///
/// - **Deceleration** [the model Apple describes for `decelerationRate` — "the rate of
///   deceleration per millisecond" — and gives in "Designing Fluid Interfaces", WWDC 2018]: each
///   millisecond the velocity is multiplied by the rate r, so v(t) = v₀·r^(1000t), until it
///   falls to 10 points per second, where the content stops [measured]. The content moves, each
///   millisecond, by that millisecond's decayed velocity, so it travels
///   v₀·c·(1 − r^(1000t)) with c = r / (1000·(1 − r)), and lands at `x₀ + (v₀ − 10)·c`:
///   (v₀ − 10)·0.499 at `.normal`, which is the landing measured [measured] (the continuous
///   integral's 1 / (−1000·ln r) = 0.4995 lands 2.4 points further at 4,875 points per
///   second). Toward a target a delegate moved, the same motion is used with the start velocity
///   that lands on it (D / c + 10 for a distance D), so it is reached at the same pace.
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

    /// c = r / (1000·(1 − r)): how far the content goes for each point per second of release
    /// velocity above the stop speed (the sum of r, r², r³… milliseconds).
    private static func reach(_ rate: CGFloat) -> CGFloat { rate / (1000 * (1 - rate)) }

    /// Where a release at `velocity` (points per second) lands. UIKit's rates: `.normal` 0.998,
    /// `.fast` 0.99 per millisecond.
    static func projection(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, velocity.isFinite else { return offset }
        let sign: CGFloat = velocity < 0 ? -1 : 1
        return offset + sign * max(abs(velocity) - stopSpeed, 0) * reach(rate)
    }

    /// The start velocity (points per second) of the deceleration that covers `distance`.
    static func decelerationVelocity(distance: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, distance.isFinite, distance != 0 else { return 0 }
        return distance / reach(rate) + (distance < 0 ? -stopSpeed : stopSpeed)
    }

    /// How far a deceleration covering `distance` has gone after `time` seconds.
    static func decelerationTravel(distance: CGFloat, after time: TimeInterval, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return distance }
        let velocity = decelerationVelocity(distance: distance, rate: rate)
        let travel = velocity * reach(rate) * (1 - pow(rate, CGFloat(1000 * time)))
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
