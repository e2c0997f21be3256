// Which corners a layer rounds, and the curve of the rounding.

/// Which corners `cornerRadius` rounds. In UIKit's y-down coordinates, `MinY` corners are at the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A smoother, squircle-like curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
