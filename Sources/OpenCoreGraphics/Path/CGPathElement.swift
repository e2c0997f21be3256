/// The kind of one element of a path.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path, as handed to `CGPath.applyWithBlock(_:)`.
///
/// `points` holds 1 point for move/line, 2 for a quadratic curve (control, end), 3 for a cubic
/// curve (control 1, control 2, end) and none for close. The storage is only valid during the
/// callback.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The rule that decides which points are inside a filled path.
public enum CGPathFillRule: Int, Sendable {
    /// Inside when the winding number is not zero.
    case winding = 0
    /// Inside when the number of crossings is odd.
    case evenOdd = 1
}
