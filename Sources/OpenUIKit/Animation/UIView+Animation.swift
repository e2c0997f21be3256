extension UIView {
    /// Animates the view property changes made in `animations` over `duration` seconds after
    /// `delay`, with `options`; `completion` gets `true` if every animation ran to its end.
    ///
    /// Model values change at once (reading `frame` after the call gives the new value); the
    /// presentation moves. Geometry (`frame`, `bounds`, `center`, `transform`) animates
    /// additively, as on iOS 8 and later: a second animation of a moving view blends with the
    /// first instead of jumping, and the first still finishes. Other properties replace a
    /// running animation of the same property (its completion gets `false`).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        ViewAnimationRunner.run(duration: duration, delay: delay, options: options,
                                timing: .curve(AnimationCurve.timingFunction(forField: options.curveField)),
                                timingIsExplicit: false, animations: animations, completion: completion)
    }

    /// Animates over `duration` with the default ease-in-out curve, no delay.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` with the default ease-in-out curve, no delay, no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring that settles within `duration`.
    ///
    /// `dampingRatio` is 1 for no overshoot and smaller for more oscillation; `velocity` is
    /// relative to the distance (1 = the whole distance in one second). The spring has mass 1
    /// and UIKit's measured mapping: the natural frequency at which the motion's envelope has
    /// decayed to 0.001 of the distance at `duration` (at rest ω = ln(1000·ζ/√(1 − ζ²)) /
    /// (ζ·duration) under-damped, ω·duration = 9.23341 critically damped; the velocity moves ω
    /// too; docs/porting.md, "usingSpringWithDamping"). Ratios above 1 are treated as 1.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = SpringParameters.envelope(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        ViewAnimationRunner.run(duration: duration, delay: delay, options: options,
                                timing: .spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity),
                                timingIsExplicit: true, animations: animations, completion: completion)
    }

    /// Animates with a spring described by its perceptual duration and bounce (iOS 17): stiffness
    /// `(2π / duration)²`, damping `4π (1 − bounce) / duration` (bounce ≥ 0) or
    /// `4π / (duration (1 + bounce))` (bounce < 0), mass 1. The animations last until the spring
    /// settles, which may be longer than `duration`.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = SpringParameters.perceptual(duration: duration, bounce: bounce)
        let settling = SpringSolver(mass: 1, stiffness: Double(spring.stiffness), damping: Double(spring.damping),
                                    initialVelocity: Double(initialSpringVelocity), allowsOverdamping: true).settlingDuration
        withoutActuallyEscaping(animations) { animations in
            ViewAnimationRunner.run(duration: settling, delay: delay, options: options,
                                    timing: .spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping,
                                                    initialVelocity: initialSpringVelocity),
                                    timingIsExplicit: true, animations: animations, completion: completion)
        }
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let state = UIApplication.shared.state
        state.animationsSuppressed += 1
        defer { state.animationsSuppressed -= 1 }
        actionsWithoutAnimation()
    }

    /// Turns view animations on or off for the whole application.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIApplication.shared.state.animationsEnabled = enabled
    }

    /// Whether view animations are on.
    public class var areAnimationsEnabled: Bool { UIApplication.shared.state.animationsEnabled }

    /// The duration of the animation block being run (0 outside one).
    public class var inheritedAnimationDuration: TimeInterval {
        UIApplication.shared.state.animationBlocks.last?.duration ?? 0
    }

    /// Inside an animation block: runs `animations` so that they repeat `count` times (possibly
    /// fractional), reversing on every other pass when `autoreverses`.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        let state = UIApplication.shared.state
        guard let outer = state.animationBlocks.last else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) called outside an animation block; the changes are applied without animation.")
            animations()
            return
        }
        let block = ViewAnimationBlock(duration: outer.duration, delay: outer.delay, options: outer.options, timing: outer.timing,
                                       repeatCount: Float(count), autoreverses: autoreverses, driver: outer.driver,
                                       driverStart: outer.driverStart, completion: { finished in outer.childDidComplete(finished: finished) })
        outer.childWillStart()
        state.animationBlocks.append(block)
        animations()
        state.animationBlocks.removeLast()
        block.close()
    }
}

