/// The closed-form solution of a damped harmonic oscillator, as progress from 0 to 1.
///
/// With displacement `x = progress − 1`, the motion obeys `m·x'' + c·x' + k·x = 0` with
/// `x(0) = −1` and `x'(0) = v₀`. For natural frequency `ω₀ = √(k/m)` and damping ratio
/// `ζ = c / (2√(k·m))` the three regimes are the textbook ones (see for example
/// A. P. French, *Vibrations and Waves*, ch. 3, or any treatment of the damped oscillator):
/// under-damped `e^(−ζω₀t)(A cos ω_d t + B sin ω_d t)`, critically damped `e^(−ω₀t)(A + Bt)`,
/// over-damped `C₁e^(r₁t) + C₂e^(r₂t)`.
package struct SpringSolver: Sendable, Equatable {
    let naturalFrequency: Double
    let dampingRatio: Double
    let initialVelocity: Double

    /// - Parameters:
    ///   - allowsOverdamping: when false, damping ratios above 1 act as critical damping.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool) {
        let safeMass = mass > 0 && mass.isFinite ? mass : 1
        let safeStiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let safeDamping = damping >= 0 && damping.isFinite ? damping : 10
        naturalFrequency = (safeStiffness / safeMass).squareRoot()
        let ratio = safeDamping / (2 * (safeStiffness * safeMass).squareRoot())
        dampingRatio = allowsOverdamping ? ratio : min(ratio, 1)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// Progress (0 at rest at the start, 1 at the target) at `time` seconds.
    package func value(at time: Double) -> Double {
        1 + displacement(at: max(0, time)).position
    }

    /// Velocity of progress per second at `time`.
    func velocity(at time: Double) -> Double {
        displacement(at: max(0, time)).velocity
    }

    /// Displacement from the target and its derivative.
    func displacement(at t: Double) -> (position: Double, velocity: Double) {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let x0 = -1.0
        let v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (v0 + zeta * w0 * x0) / wd
            let envelope = exp(-zeta * w0 * t)
            let (c, s) = (cos(wd * t), sin(wd * t))
            let position = envelope * (a * c + b * s)
            let velocity = envelope * ((b * wd - zeta * w0 * a) * c - (a * wd + zeta * w0 * b) * s)
            return (position, velocity)
        } else if zeta == 1 {
            let a = x0
            let b = v0 + w0 * x0
            let envelope = exp(-w0 * t)
            return (envelope * (a + b * t), envelope * (b - w0 * (a + b * t)))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root)
            let r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The time after which |x| < 0.001 and |x'| < 0.01 per second for good, to the millisecond.
    package var settlingDuration: Double {
        let positionTolerance = 0.001
        let velocityTolerance = 0.01
        // An upper bound after which both tolerances hold forever, from the envelope.
        let horizon = min(envelopeHorizon(tolerance: min(positionTolerance, velocityTolerance / max(1, naturalFrequency * 2))), 600)
        let step = 0.001
        var lastOutside = 0.0
        var t = 0.0
        while t <= horizon {
            let (x, v) = displacement(at: t)
            if abs(x) >= positionTolerance || abs(v) >= velocityTolerance { lastOutside = t }
            t += step
        }
        return ((lastOutside + step) * 1000).rounded() / 1000
    }

    /// A time after which the amplitude envelope is below `tolerance`.
    private func envelopeHorizon(tolerance: Double) -> Double {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v0 = abs(initialVelocity)
        let amplitude: Double
        let decay: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            amplitude = 1 + (v0 + zeta * w0) / wd
            decay = zeta * w0
        } else if zeta == 1 {
            // e^(−ω₀t)(1 + |b|t) ≤ e^(−ω₀t/2)·C with C = 1 + 2|b|/(e·ω₀).
            amplitude = 1 + 2 * (v0 + w0) / (M_E * w0)
            decay = w0 / 2
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = w0 * (zeta - root)
            amplitude = 1 + 2 * (v0 + w0 * zeta) / max(w0 * root, 1e-9)
            decay = r1
        }
        guard decay > 0 else { return 600 }
        return max(0, log(amplitude / tolerance) / decay) + 0.01
    }
}
