/// A path that can be built element by element.
///
/// Every `add` method takes an optional transform applied to the points it adds.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgmutablepath>.
public class CGMutablePath: CGPath {
    @exclusivity(unchecked) private var cursor = PathCursor()

    // MARK: Lifecycle

    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
        cursor = PathCursor(elements: elements)
    }

    // MARK: Public

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addLine(to:)") else { return }
        appendSegment(.line(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { appendSegment(.line(point.applying(transform))) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addQuadCurve(to:control:)") else { return }
        appendSegment(.quad(control: control.applying(transform), end: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addCurve(to:control1:control2:)") else { return }
        appendSegment(.cubic(control1: control1.applying(transform), control2: control2.applying(transform),
                             end: end.applying(transform)))
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() {
        guard cursor.currentPoint != nil, !cursor.isAfterClose else { return }
        append(.close)
    }

    /// Adds a closed rectangle subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        appendSegment(.line(CGPoint(x: rect.maxX, y: rect.minY).applying(transform)))
        appendSegment(.line(CGPoint(x: rect.maxX, y: rect.maxY).applying(transform)))
        appendSegment(.line(CGPoint(x: rect.minX, y: rect.maxY).applying(transform)))
        closeSubpath()
    }

    /// Adds one closed rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`: four cubic curves starting at the right-middle
    /// point and turning towards +y.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let ellipse = CGAffineTransform(a: rect.width / 2, b: 0, c: 0, d: rect.height / 2,
                                        tx: center.x, ty: center.y).concatenating(transform)
        let unitCircle = ArcGeometry.unitArcSegments(from: 0, sweep: 2 * .pi)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        for segment in unitCircle { appendSegment(segment.applying(ellipse)) }
        closeSubpath()
    }

    /// Adds a closed rounded rectangle. Corner radii larger than half the side are reduced to
    /// half the side and reported.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        var radiusX = max(0, cornerWidth)
        var radiusY = max(0, cornerHeight)
        if radiusX * 2 > rect.width || radiusY * 2 > rect.height {
            // Core Graphics asserts here; OpenUIKit clamps and says so.
            OpenUIKitDiagnostics.report(
                .invalidPathArgument,
                "CGPathAddRoundedRect: corner size (\(cornerWidth), \(cornerHeight)) exceeds half of \(rect.size); clamped."
            )
            radiusX = min(radiusX, rect.width / 2)
            radiusY = min(radiusY, rect.height / 2)
        }
        guard radiusX > 0, radiusY > 0 else {
            addRect(rect, transform: transform)
            return
        }
        func corner(_ center: CGPoint, from startAngle: CGFloat) {
            let placement = CGAffineTransform(a: radiusX, b: 0, c: 0, d: radiusY, tx: center.x, ty: center.y)
                .concatenating(transform)
            for segment in ArcGeometry.unitArcSegments(from: startAngle, sweep: .pi / 2) {
                appendSegment(segment.applying(placement))
            }
        }
        move(to: CGPoint(x: rect.minX + radiusX, y: rect.minY), transform: transform)
        appendSegment(.line(CGPoint(x: rect.maxX - radiusX, y: rect.minY).applying(transform)))
        corner(CGPoint(x: rect.maxX - radiusX, y: rect.minY + radiusY), from: -.pi / 2)
        appendSegment(.line(CGPoint(x: rect.maxX, y: rect.maxY - radiusY).applying(transform)))
        corner(CGPoint(x: rect.maxX - radiusX, y: rect.maxY - radiusY), from: 0)
        appendSegment(.line(CGPoint(x: rect.minX + radiusX, y: rect.maxY).applying(transform)))
        corner(CGPoint(x: rect.minX + radiusX, y: rect.maxY - radiusY), from: .pi / 2)
        appendSegment(.line(CGPoint(x: rect.minX, y: rect.minY + radiusY).applying(transform)))
        corner(CGPoint(x: rect.minX + radiusX, y: rect.minY + radiusY), from: .pi)
        closeSubpath()
    }

    /// Adds a circular arc. Angles are measured from +x towards +y. `clockwise == false` sweeps
    /// with increasing angles (which looks clockwise on UIKit's y-down screen); `true` sweeps with
    /// decreasing angles. A line joins the current point to the arc's start, if there is one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = ArcGeometry.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds a circular arc of `delta` radians starting at `startAngle` (positive deltas sweep
    /// with increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let placement = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(placement)
        if cursor.currentPoint == nil {
            append(.move(start))
        } else if cursor.currentPoint != start {
            appendSegment(.line(start))
        }
        for segment in ArcGeometry.unitArcSegments(from: startAngle, sweep: delta) {
            appendSegment(segment.applying(placement))
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from `tangent1End` to `tangent2End`, preceded by a straight line to the first
    /// tangent point (PostScript `arct`). Degenerate input adds a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addArc(tangent1End:tangent2End:radius:)"),
              let current = cursor.currentPoint else { return }
        // The current point is already transformed; work in untransformed space when possible.
        let inverse = transform.inverted()
        let start = transform.isIdentity ? current : current.applying(inverse)
        guard let arc = ArcGeometry.tangentArc(from: start, corner: tangent1End, to: tangent2End, radius: radius) else {
            appendSegment(.line(tangent1End.applying(transform)))
            return
        }
        appendSegment(.line(arc.tangentPoint1.applying(transform)))
        let placement = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: arc.center.x, ty: arc.center.y)
            .concatenating(transform)
        for segment in ArcGeometry.unitArcSegments(from: arc.startAngle, sweep: arc.sweep) {
            appendSegment(segment.applying(placement))
        }
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    // MARK: Private

    private func append(_ element: PathElement) {
        elements.append(element)
        cursor.advance(over: element)
    }

    /// Appends a drawing element; after a close, a new subpath starts at the closed subpath's start.
    private func appendSegment(_ element: PathElement) {
        if cursor.isAfterClose, let start = cursor.currentPoint {
            append(.move(start))
        }
        append(element)
    }

    private func requireCurrentPoint(_ operation: String) -> Bool {
        if cursor.currentPoint != nil { return true }
        OpenUIKitDiagnostics.report(.invalidPathArgument, "CGMutablePath.\(operation): no current point.")
        return false
    }
}

extension DiagnosticCode {
    /// A path call Core Graphics would reject (no current point, oversized corner radii).
    public static let invalidPathArgument = DiagnosticCode(rawValue: "CGPathInvalidArgument")
}
