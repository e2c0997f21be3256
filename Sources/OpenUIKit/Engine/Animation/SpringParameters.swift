/// Spring constants from UIKit's parameters.
package enum SpringParameters {
    /// iOS 17's perceptual duration and bounce (SwiftUI's mapping, mass 1).
    package static func perceptual(duration: TimeInterval, bounce: CGFloat) -> (stiffness: CGFloat, damping: CGFloat) {
        let d = max(duration, 0.001)
        let stiffness = pow(2 * .pi / d, 2)
        let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + max(bounce, -0.999)))
        return (CGFloat(stiffness), CGFloat(damping))
    }

    /// UIKit's spring for a damping ratio and a duration (`UIView.animate(withDuration:…usingSpringWithDamping:…)`,
    /// `UISpringTimingParameters(dampingRatio:)`): mass 1, and the natural frequency ω at which
    /// the motion's envelope has decayed to 0.001 of the distance at `duration`. Under-damped,
    /// the envelope is e^(−ζωt), so ω = ln(1000) / (ζ·duration); critically damped, the motion
    /// itself is (1 + ωt)·e^(−ωt), so ω·duration = 9.23341. The initial velocity does not
    /// change ω. This rule and the critical figure were measured on real UIKit with 30 probes
    /// by a public re-implementation, as reported in issue 47 (the rule is theirs, this code
    /// ours). Ratios are clamped to 0.01…1, as before.
    package static func envelope(duration: TimeInterval, dampingRatio: CGFloat) -> (stiffness: CGFloat, damping: CGFloat) {
        let ratio = Double(min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.01), 1))
        let seconds = duration.isFinite ? max(duration, 0.001) : 0.001
        let omega = ratio >= 1 ? criticalEnvelopeProduct / seconds : log(1 / envelopeThreshold) / (ratio * seconds)
        return (CGFloat(omega * omega), CGFloat(2 * ratio * omega))
    }

    /// The fraction of the distance the envelope has left at the duration.
    package static let envelopeThreshold = 0.001
    /// x solving (1 + x)·e^(−x) = 0.001: ω·duration for a critically damped spring.
    package static let criticalEnvelopeProduct = 9.23341
}
