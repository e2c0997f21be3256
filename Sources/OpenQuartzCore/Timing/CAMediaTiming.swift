/// How a timed object looks outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect before the start or after the end (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both of the above.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Hierarchical timing, adopted by `CALayer` and `CAAnimation`.
///
/// Each timed object maps its parent's time to its own: first to *active local time*
/// `t = (t_parent − beginTime) × speed + timeOffset`, then to *basic local time* by applying
/// repetition and auto-reversal. A layer's parent is its superlayer (the root's parent is
/// absolute media time); an animation's parent is its layer (or its group).
///
/// See <https://developer.apple.com/documentation/quartzcore/camediatiming> and the exact model
/// in docs/timing-model.md, "From parent time to local time".
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time. For an animation, 0 means "when added".
    var beginTime: CFTimeInterval { get set }
    /// The basic duration in seconds. For an animation 0 means the transaction's duration
    /// (0.25 s by default).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent. 0 freezes, negative plays backwards.
    var speed: Float { get set }
    /// An offset added to active local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the basic duration repeats (fractions allowed, `.infinity` forever).
    var repeatCount: Float { get set }
    /// For how long the object repeats, as an alternative to `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}
