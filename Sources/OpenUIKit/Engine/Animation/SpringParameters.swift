/// Spring constants from UIKit's parameters.
package enum SpringParameters {
    /// iOS 17's perceptual duration and bounce (SwiftUI's mapping, mass 1).
    package static func perceptual(duration: TimeInterval, bounce: CGFloat) -> (stiffness: CGFloat, damping: CGFloat) {
        let d = max(duration, 0.001)
        let stiffness = pow(2 * .pi / d, 2)
        let damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + max(bounce, -0.999)))
        return (CGFloat(stiffness), CGFloat(damping))
    }

    /// The spring with `dampingRatio` (mass 1) whose settling duration is `duration`: the natural
    /// frequency is found by bisection (settling time falls as the frequency rises).
    package static func settling(within duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat) -> (stiffness: CGFloat, damping: CGFloat) {
        let ratio = Double(min(max(dampingRatio, 0.01), 1))
        let target = max(duration, 0.001)
        func settlingTime(_ omega: Double) -> Double {
            SpringSolver(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: Double(initialVelocity),
                         allowsOverdamping: false).settlingDuration
        }
        var low = 0.01, high = 10_000.0
        for _ in 0..<80 {
            let mid = (low * high).squareRoot()
            if settlingTime(mid) > target { low = mid } else { high = mid }
        }
        let omega = (low * high).squareRoot()
        return (CGFloat(omega * omega), CGFloat(2 * ratio * omega))
    }
}
