extension UIView {
    /// Options of block animations and view transitions.
    ///
    /// The curve (bits 16–19), the transition (bits 20–23) and the preferred frame rate (bits
    /// 24–27) are small numeric fields, not independent flags: compare the field's bits rather
    /// than use `contains(_:)`.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// UIKit's private curve 7 (OpenUIKit only: `SystemTransitionConstants.systemCurve`).
        static let systemCurve = AnimationOptions(rawValue: 7 << 16)

        /// The raw curve field (bits 16–19): 0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear;
        /// other values are accepted (UIKit uses 7 internally).
        var curveField: UInt { (rawValue >> 16) & 0xF }
        /// The transition field (bits 20–23), 0 when none.
        var transitionField: UInt { (rawValue >> 20) & 0xF }
        /// The flags below the fields (bits 0–15).
        var flags: AnimationOptions { AnimationOptions(rawValue: rawValue & 0xFFFF) }
    }

    /// Options of keyframe animations: the low flags of `AnimationOptions` plus the calculation
    /// mode field (bits 10–12).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode field (bits 10–12).
        var calculationModeField: UInt { (rawValue >> 10) & 0x7 }
    }

    /// A named timing curve.
    ///
    /// - Note: OpenUIKit differs: UIKit also uses an undocumented curve with raw value 7 (for
    ///   navigation transitions and the keyboard); Swift enums cannot hold unknown raw values, so
    ///   `AnimationCurve(rawValue: 7)` is `nil` here. `AnimationOptions(rawValue: 7 << 16)` is
    ///   accepted and animates with `SystemTransitionConstants.systemCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }

}

extension UIView.AnimationCurve {
    /// The Core Animation curve of a named UIKit curve.
    var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: CAMediaTimingFunction(name: .easeIn)
        case .easeOut: CAMediaTimingFunction(name: .easeOut)
        case .linear: CAMediaTimingFunction(name: .linear)
        }
    }

    /// The curve for a raw field value (7 and unknown values: the system curve).
    @MainActor
    static func timingFunction(forField field: UInt) -> CAMediaTimingFunction {
        if let curve = UIView.AnimationCurve(rawValue: Int(field)) { return curve.timingFunction }
        return SystemTransitionConstants.systemCurve
    }
}

/// Where a property animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}

/// A property animator's state.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active = 1, stopped = 2
}
