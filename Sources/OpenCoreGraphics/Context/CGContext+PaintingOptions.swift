// What a context paints of a path, how it samples scaled images and how far gradients reach.

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
