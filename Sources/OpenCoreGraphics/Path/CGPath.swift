/// An immutable graphics path: subpaths of lines and quadratic/cubic Bézier curves.
///
/// Paths compare equal when they hold the same elements, as with `CFEqual`.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgpath>.
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements, in order. Arcs, rectangles and ellipses are stored as the lines and cubic
    /// curves they expand to, as Core Graphics does.
    @exclusivity(unchecked) final var elements: [PathElement]

    // MARK: Lifecycle

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle path (move, three lines, close).
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - transform: applied to every point.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        // The elements `CGMutablePath.addRect` gives an empty path, made in one array (transitions
        // make a rectangle path for every shadow they animate).
        let rect = rect.standardized
        let t = transform?.pointee ?? .identity
        self.init(elements: [
            .move(CGPoint(x: rect.minX, y: rect.minY).applying(t)),
            .line(CGPoint(x: rect.maxX, y: rect.minY).applying(t)),
            .line(CGPoint(x: rect.maxX, y: rect.maxY).applying(t)),
            .line(CGPoint(x: rect.minX, y: rect.maxY).applying(t)),
            .close,
        ])
    }

    /// A closed ellipse inscribed in `rect`, as four cubic curves.
    ///
    /// - Parameters:
    ///   - rect: the bounding rectangle of the ellipse.
    ///   - transform: applied to every point.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded rectangle.
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - cornerWidth: the horizontal radius of each corner, at most half the width.
    ///   - cornerHeight: the vertical radius of each corner, at most half the height.
    ///   - transform: applied to every point.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    // MARK: Public

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element would start; `.zero` for an empty path.
    public var currentPoint: CGPoint { PathCursor(elements: elements).currentPoint ?? .zero }

    /// The bounding box of every point of the path, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: elements.lazy.flatMap { $0.points })
    }

    /// The smallest box containing the path itself (curves' extrema, not their control points);
    /// `.null` when empty.
    public var boundingBoxOfPath: CGRect { PathGeometry(elements: elements).tightBounds }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform.pointee) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(transform.pointee) })
    }

    /// Whether `point` is inside the area the path would fill. Open subpaths are closed
    /// implicitly, as when filling.
    ///
    /// - Parameters:
    ///   - point: the point, in the path's coordinates before `transform`.
    ///   - rule: winding (default) or even-odd.
    ///   - transform: applied to the path before testing.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let transformed = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        return PathGeometry(elements: transformed).contains(point, rule: rule)
    }

    /// Whether the path is exactly one rectangle; if so, writes it to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = PathGeometry(elements: elements).asRectangle else { return false }
        rect?.pointee = found
        return true
    }

    /// Calls `block` for every element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let point):
                type = .moveToPoint
                points[0] = point
            case .line(let point):
                type = .addLineToPoint
                points[0] = point
            case .quad(let control, let end):
                type = .addQuadCurveToPoint
                points[0] = control
                points[1] = end
            case .cubic(let control1, let control2, let end):
                type = .addCurveToPoint
                points[0] = control1
                points[1] = control2
                points[2] = end
            case .close:
                type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            block(&pathElement)
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    public var description: String {
        "<CGPath \(elements.count) elements, bounds \(boundingBox)>"
    }
}
