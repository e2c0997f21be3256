/// One corner's radius in a `UICornerConfiguration`: a fixed number of points, or concentric
/// with the view's container (iOS 26).
///
/// See <https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct>.
public struct UICornerRadius: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fixed(CGFloat)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    var isConcentric: Bool {
        if case .containerConcentric = kind { return true }
        return false
    }

    /// A radius of `radius` points.
    public static func fixed(_ radius: CGFloat) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }

    /// The container's radius at the same corner minus the distance between the two corners,
    /// and at least `minimum` (0 when nil) — the radius that keeps the corners concentric.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }
}

/// How a view rounds its corners (iOS 26): a radius per corner, the same radius for all, or a
/// capsule. Set it on `UIView.cornerConfiguration`; `UIView.effectiveRadius(corner:)` reads the
/// radius each corner resolves to at the view's current size.
///
/// See <https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct>.
///
/// - Note: OpenUIKit has the configurations below; iOS 26's `uniformEdges` and
///   `uniformLeftRadius`/`uniformRightRadius` forms are not here yet (a compile error names
///   them).
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
    enum Shape: Hashable, Sendable {
        /// Each corner resolves on its own; nil leaves a corner square.
        case corners(topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?, bottomRight: UICornerRadius?)
        /// Every corner takes the same radius: the smallest the given radius resolves to.
        case uniform(UICornerRadius)
        /// Half the shorter side, at most `maximumRadius`.
        case capsule(maximumRadius: CGFloat?)
    }

    let shape: Shape

    /// `radius` at every corner, each corner resolved on its own (a concentric radius may differ
    /// from corner to corner).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius))
    }

    /// A radius for each corner; a nil one leaves that corner square.
    public static func corners(topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
                               bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners(topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius, bottomRight: bottomRightRadius))
    }

    /// The same radius at every corner (for a concentric radius, the smallest of the four).
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .uniform(radius))
    }

    /// `topRadius` at both top corners, and a radius of their own (or square) at the bottom.
    public static func uniformTopRadius(_ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil,
                                        bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        corners(topLeftRadius: topRadius, topRightRadius: topRadius, bottomLeftRadius: bottomLeftRadius, bottomRightRadius: bottomRightRadius)
    }

    /// `bottomRadius` at both bottom corners, and a radius of their own (or square) at the top.
    public static func uniformBottomRadius(_ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
                                           topRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        corners(topLeftRadius: topLeftRadius, topRightRadius: topRightRadius, bottomLeftRadius: bottomRadius, bottomRightRadius: bottomRadius)
    }

    /// Round ends: half the view's shorter side, at most `maximumRadius`.
    public static func capsule(maximumRadius: CGFloat? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius))
    }

    public var description: String { "UICornerConfiguration(\(shape))" }
}
