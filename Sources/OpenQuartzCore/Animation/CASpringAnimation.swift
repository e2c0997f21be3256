/// A basic animation whose progress follows a damped spring: a mass on a spring with damping,
/// released from the start value towards the end value.
///
/// Progress is the closed-form solution of `m·x'' + c·x' + k·x = 0` in seconds of the
/// animation's local time; `duration` only bounds how long it runs (set it to
/// ``settlingDuration`` to let the spring come to rest).
///
/// See <https://developer.apple.com/documentation/quartzcore/caspringanimation>.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (> 0). Default 1.
    @exclusivity(unchecked) public var mass: CGFloat = 1
    /// The spring constant (> 0). Default 100.
    @exclusivity(unchecked) public var stiffness: CGFloat = 100
    /// The damping coefficient (≥ 0). Default 10.
    @exclusivity(unchecked) public var damping: CGFloat = 10
    /// The initial velocity in units of the whole distance per second; positive moves towards
    /// the end value.
    @exclusivity(unchecked) public var initialVelocity: CGFloat = 0
    /// Whether damping ratios above 1 are kept (`true`) or limited to critical damping (`false`,
    /// the default).
    @exclusivity(unchecked) public var allowsOverdamping = false

    override public init() {
        super.init()
    }

    /// A spring described perceptually, with mass 1.
    ///
    /// - Parameters:
    ///   - perceptualDuration: roughly how long the animation seems to last.
    ///   - bounce: 0 for no bounce, up to 1 for more; negative values over-damp.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        self.perceptualDuration = perceptualDuration
        self.bounce = bounce
    }

    /// The perceptual duration, `2π / √(stiffness / mass)`. Setting it keeps ``bounce``.
    public var perceptualDuration: TimeInterval {
        get { 2 * .pi / Double((stiffness / mass).squareRoot()) }
        set { setPerceptual(duration: newValue, bounce: bounce) }
    }

    /// The bounce: `1 − dampingRatio` when under-damped, `1/dampingRatio − 1` when over-damped.
    /// Setting it keeps ``perceptualDuration``.
    public var bounce: CGFloat {
        get {
            let ratio = damping / (2 * (stiffness * mass).squareRoot())
            return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
        }
        set { setPerceptual(duration: perceptualDuration, bounce: newValue) }
    }

    /// How long the spring takes to come to rest: the time after which the remaining distance
    /// stays below 0.1% of the total and the speed below 1% of the total per second.
    public var settlingDuration: CFTimeInterval { solver.settlingDuration }

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CASpringAnimation()
        copyBasicProperties(to: copy)
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    // MARK: Package

    final var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    private func setPerceptual(duration: TimeInterval, bounce: CGFloat) {
        guard duration > 0, duration.isFinite else {
            OpenUIKitDiagnostics.report(.invalidAnimation, "CASpringAnimation: perceptual duration must be positive (got \(duration)).")
            return
        }
        // SwiftUI's Spring mapping (mass 1): stiffness = (2π/d)², damping from the bounce.
        mass = 1
        stiffness = CGFloat(pow(2 * .pi / duration, 2))
        let clampedBounce = max(-0.999, min(1, bounce))
        if clampedBounce >= 0 {
            damping = CGFloat(4 * .pi * (1 - Double(clampedBounce)) / duration)
        } else {
            damping = CGFloat(4 * .pi / (duration * (1 + Double(clampedBounce))))
            allowsOverdamping = true
        }
    }
}
