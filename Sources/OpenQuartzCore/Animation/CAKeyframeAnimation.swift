/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight interpolation between successive values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole path; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline travelled at even speed; key times and timing functions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to match the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to match the tangent, plus half a turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (or along a path), with optional key times and
/// per-segment timing functions.
///
/// See <https://developer.apple.com/documentation/quartzcore/cakeyframeanimation>.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    @exclusivity(unchecked) public var values: [Any]?
    /// A path for point properties; when set, `values` is ignored.
    @exclusivity(unchecked) public var path: CGPath?
    /// When each keyframe is reached, as fractions 0...1 of the duration, increasing.
    @exclusivity(unchecked) public var keyTimes: [NSNumber]?
    /// One timing function per segment (one fewer than values).
    @exclusivity(unchecked) public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    @exclusivity(unchecked) public var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels tension per keyframe for the cubic modes (0 by default).
    @exclusivity(unchecked) public var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe for the cubic modes (0 by default).
    @exclusivity(unchecked) public var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe for the cubic modes (0 by default).
    @exclusivity(unchecked) public var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` turns to follow it.
    @exclusivity(unchecked) public var rotationMode: CAAnimationRotationMode?

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAKeyframeAnimation()
        copyPropertyAnimationProperties(to: copy)
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
        return copy
    }
}
