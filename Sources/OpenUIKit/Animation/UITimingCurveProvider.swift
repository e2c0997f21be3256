/// The kind of a timing curve.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic, spring, composed
}

/// Something that describes how an animation's progress moves over time: a cubic curve, a
/// spring, or both.
///
/// - Note: OpenUIKit differs: the protocol refines `NSCopying` but not `NSCoding` (timing
///   parameters are not archived on Linux).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Ease-in-out.
    override public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves (Core Animation's control points).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        isBuiltin = true
        super.init()
    }

    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The curve as a solver.
    var bezier: UnitBezier {
        UnitBezier(Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x), Double(controlPoint2.y))
    }
}

/// A spring timing curve.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Definition: Equatable {
        /// Settles within the animator's duration.
        case dampingRatio(CGFloat)
        /// Physical constants: runs until the spring settles, whatever the animator's duration.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    let definition: Definition
    /// The initial velocity relative to the distance, per axis (1 = the whole distance per second).
    public let initialVelocity: CGVector

    /// UIKit's system spring: mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56).
    override public convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` that settles within the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        definition = .dampingRatio(ratio)
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        definition = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
        super.init()
    }

    /// iOS 17's perceptual duration and bounce (see `UIView.animate(springDuration:bounce:...)`).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let spring = SpringParameters.perceptual(duration: duration, bounce: bounce)
        self.init(mass: 1, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The spring solved for a move of the whole distance, and how long it runs, for an animator
    /// of `duration`. The velocity used is `initialVelocity.dx` — OpenUIKit's springs act on
    /// the animation's single progress value, not per axis.
    func solver(forAnimatorDuration duration: TimeInterval) -> (solver: SpringSolver, duration: TimeInterval) {
        let velocity = Double(initialVelocity.dx)
        switch definition {
        case .dampingRatio(let ratio):
            let spring = SpringParameters.envelope(duration: duration, dampingRatio: ratio, initialVelocity: CGFloat(velocity))
            return (SpringSolver(mass: 1, stiffness: Double(spring.stiffness), damping: Double(spring.damping),
                                 initialVelocity: velocity, allowsOverdamping: false), duration)
        case .physical(let mass, let stiffness, let damping):
            let solver = SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                      initialVelocity: velocity, allowsOverdamping: true)
            return (solver, solver.settlingDuration)
        }
    }
}
