/// Spring constants from UIKit's parameters.
enum SpringParameters {
    /// iOS 17's perceptual duration and bounce (SwiftUI's mapping, mass 1).
    static func perceptual(duration: TimeInterval, bounce: CGFloat) -> (stiffness: CGFloat, damping: CGFloat) {
        let d = max(duration, 0.001)
        let stiffness = pow(2 * .pi / d, 2)
        let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + max(bounce, -0.999)))
        return (CGFloat(stiffness), CGFloat(damping))
    }

    // Behaviour source [O] — Animation, timing, controls and dynamics
    //   Rule: A damping-ratio spring (UIView.animate(withDuration:…usingSpringWithDamping:…),
    //     UISpringTimingParameters(dampingRatio:)) has mass 1, keeps the ratio, and takes the
    //     natural frequency ω at which the motion's envelope has 0.001 of the distance left at
    //     the duration: under-damped |(ζω − v)/ω_d|·e^(−ζωD) = 0.001 (ω_d = ω·√(1 − ζ²)),
    //     critically damped (1 + (ω − v)·D)·e^(−ωD) = 0.001, v the initial velocity relative to
    //     the distance
    //   Value: ω = ln(1000·ζ/√(1 − ζ²)) / (ζ·D) at rest; ω·D = 9.23341 critically damped
    //   Source: Vercantez, "openuikit", docs/QUARTZ_NOTES.md
    //     (https://github.com/Vercantez/openuikit/blob/main/docs/QUARTZ_NOTES.md), section "M6:
    //     animation engine (2026-08-24)": the CASpringAnimation UIKit makes, probed for 30
    //     (ζ, D, v) combinations, has mass 1 and this frequency "to 8+ significant digits"
    //     (ζ from 0.1 to 0.99, D from 0.3 to 2 s); "probe: ω·D = 9.23341"; stiffness 161.7195 at
    //     ζ = 0.5, D = 1 s. Its figures are used; its code is not. Ratios above 1 are treated as
    //     1, and below 0.01 as 0.01 (ours: the publication probed none).
    //   Also: docs/porting.md
    /// UIKit's spring for a damping ratio, a duration and an initial velocity (relative to the
    /// distance: 1 is the whole distance in one second): mass 1, the ratio kept, and the natural
    /// frequency ω at which the motion's envelope has 0.001 of the distance left at `duration`.
    /// Under-damped the envelope is |(ζω − v)/ω_d|·e^(−ζωt), so at rest
    /// ω = ln(1000·ζ/√(1 − ζ²)) / (ζ·duration); critically damped the motion is
    /// (1 + (ω − v)·t)·e^(−ωt), so at rest ω·duration = 9.23341. Measured on real UIKit and
    /// published (see the behaviour source above). Ratios are clamped to 0.01…1.
    static func envelope(duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat = 0) -> (stiffness: CGFloat, damping: CGFloat) {
        let ratio = Double(min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.01), 1))
        let seconds = duration.isFinite ? min(max(duration, 0.001), 1e6) : 0.001
        let velocity = initialVelocity.isFinite ? Double(initialVelocity) : 0
        let omega = naturalFrequency(ratio: ratio, duration: seconds, velocity: velocity)
        return (CGFloat(omega * omega), CGFloat(2 * ratio * omega))
    }

    /// The fraction of the distance the envelope has left at the duration.
    static let envelopeThreshold = 0.001
    /// x solving (1 + x)·e^(−x) = 0.001: ω·duration for a critically damped spring at rest.
    static let criticalEnvelopeProduct = 9.23341

    /// ω for the envelope rule: closed form at rest, else the largest root of the envelope
    /// equation (beyond it the envelope stays under the threshold), found by bisection.
    private static func naturalFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
        let damped = (1 - ratio * ratio).squareRoot()
        let atRest = ratio >= 1 ? criticalEnvelopeProduct / duration : log(ratio / (damped * envelopeThreshold)) / (ratio * duration)
        guard velocity != 0, abs(velocity) < 1e6 else { return atRest }
        // log(envelope at the duration) − log(threshold): positive while too little has decayed.
        func excess(_ omega: Double) -> Double {
            let amplitude = ratio >= 1 ? 1 + (omega - velocity) * duration : abs(ratio * omega - velocity) / (omega * damped)
            guard amplitude > 0 else { return -.infinity }
            return log(amplitude) - (ratio >= 1 ? omega : ratio * omega) * duration - log(envelopeThreshold)
        }
        // From far above (where the envelope is surely small enough) walk down to a point where it
        // is not, then bisect between the two.
        var upper = max(atRest, abs(velocity)) * 4 + 1 / duration
        while excess(upper) > 0 { upper *= 2 }
        var lower = upper
        repeat { lower *= 0.9 } while lower > atRest * 1e-3 && excess(lower) <= 0
        guard excess(lower) > 0 else { return atRest }
        for _ in 0..<100 {
            let middle = (lower + upper) / 2
            if excess(middle) > 0 { lower = middle } else { upper = middle }
        }
        return upper
    }
}
