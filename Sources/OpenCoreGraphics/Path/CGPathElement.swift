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

/// A path element in plain-value form, the representation paths are stored in.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, end: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case close

    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(point.applying(transform))
        case .line(let point): .line(point.applying(transform))
        case .quad(let control, let end): .quad(control: control.applying(transform), end: end.applying(transform))
        case .cubic(let control1, let control2, let end):
            .cubic(control1: control1.applying(transform), control2: control2.applying(transform), end: end.applying(transform))
        case .close: .close
        }
    }

    /// The end point of the element, `nil` for close.
    var endPoint: CGPoint? {
        switch self {
        case .move(let point), .line(let point): point
        case .quad(_, let end), .cubic(_, _, let end): end
        case .close: nil
        }
    }
}
