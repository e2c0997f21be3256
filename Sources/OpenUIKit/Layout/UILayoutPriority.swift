import Foundation

/// How much a constraint matters, from 1 to 1000: a constraint at 1000 (`.required`) must hold;
/// lower ones are met as far as the required ones allow, higher priorities first.
///
/// - Note: OpenUIKit's solver weighs priorities instead of ordering them strictly: a
///   constraint of priority `p` weighs `2^(p/50)` (every 50 levels double the weight: 750 weighs
///   1,024 times 250, and 751 about 1.4 % more than 750). Where several lower-priority
///   constraints together outweigh one just above them, the result can differ from iOS.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses for "as close as possible to the target size".
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether the priority is required (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }

    /// The priority clamped to 1...1000 (NaN: required), as the engine uses it.
    var clamped: UILayoutPriority {
        guard rawValue.isFinite else { return rawValue.isNaN || rawValue > 0 ? .required : UILayoutPriority(1) }
        return UILayoutPriority(min(1000, max(1, rawValue)))
    }

    /// The solver's weight for the priority (`requiredStrength` at 1000).
    var solverStrength: Double {
        let value = clamped.rawValue
        // Behaviour source [R] — Layout
        //   Rule: Constraint priorities below required are weights in one objective, not a strict
        //     order: priority p weighs 2^(p/50)
        //   Value: weighted; 250 weighs 32, 750 weighs 32,768
        //   Source: Deliberate difference: iOS orders priorities strictly; a strict order needs a
        //     vector objective, which we chose not to build. Every 50 levels double the weight, so
        //     adjacent priorities still decide a trade and distant ones are nearly an order.
        //   Also: docs/auto-layout.md
        return value >= 1000 ? LayoutSolver.requiredStrength : pow(2, Double(value) / 50)
    }
}
