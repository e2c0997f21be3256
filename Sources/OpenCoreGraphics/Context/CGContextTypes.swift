/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable { case butt = 0, round, square }
/// How stroked corners look.
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel }
/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }
/// How image scaling samples pixels.
public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none, low, medium, high }

/// Whether gradients extend beyond their start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// How drawing combines with what is already in the context.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}
