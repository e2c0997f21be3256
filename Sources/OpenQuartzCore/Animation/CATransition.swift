/// The key a layer uses for its transition animation (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"

/// The visual effect of a `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving `CATransition`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animated change of a layer's whole rendered content (its subtree): fade, move in, push or
/// reveal between what was shown before and what is shown now.
///
/// See <https://developer.apple.com/documentation/quartzcore/catransition>.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The effect. Default `.fade`.
    @exclusivity(unchecked) public var type: CATransitionType = .fade
    /// The direction for moving effects.
    @exclusivity(unchecked) public var subtype: CATransitionSubtype?
    /// Where in the effect to start, 0...1.
    @exclusivity(unchecked) public var startProgress: Float = 0
    /// Where in the effect to end, 0...1 (≥ `startProgress`).
    @exclusivity(unchecked) public var endProgress: Float = 1

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CATransition()
        copyBaseProperties(to: copy)
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        return copy
    }
}
