/// Geometry queries over path elements: flattening, tight bounds, point containment, length.
struct PathGeometry {
    var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    typealias Polyline = PathPolyline

    /// The subpaths as polylines; curves are subdivided until each chord is within `tolerance`
    /// of the curve (measured by the control-polygon flatness bound).
    func flattened(tolerance: CGFloat = 0.05) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var cursor = PathCursor()
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            let start = cursor.currentPoint
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .line(let point):
                if current.isEmpty, let start { current = [start] }
                current.append(point)
            case .quad(let control, let end):
                if current.isEmpty, let start { current = [start] }
                let from = start ?? control
                // Degree elevation: a quadratic is the cubic with controls 2/3 of the way to the control point.
                let control1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
                let control2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
                Self.flattenCubic(from, control1, control2, end, tolerance: tolerance, into: &current)
            case .cubic(let control1, let control2, let end):
                if current.isEmpty, let start { current = [start] }
                Self.flattenCubic(start ?? control1, control1, control2, end, tolerance: tolerance, into: &current)
            case .close:
                finish(closed: true)
            }
            cursor.advance(over: element)
        }
        finish(closed: false)
        return result
    }

    /// Appends points (excluding `p0`) approximating the cubic curve.
    static func flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                     tolerance: CGFloat, into points: inout [CGPoint]) {
        // Wang's formula bound on the number of segments for a given flatness.
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let bound = hypot(ddx, ddy) * 6 / 8  // n(n-1)·max|second difference| / 8 with n = 3
        // Clamped before converting: a non-finite or huge control point (NaN, 1e30) gives one
        // segment or the most, never a trap in `Int(_:)`.
        let wanted = sqrt(bound / max(tolerance, 1e-6)).rounded(.up)
        let count = wanted.isNaN ? 1 : Int(min(max(wanted, 1), 1024))
        for index in 1...count {
            let t = CGFloat(index) / CGFloat(count)
            points.append(BezierMath.cubicPoint(p0, p1, p2, p3, t))
        }
    }

    /// Whether `point` is inside under `rule`, with every subpath closed implicitly.
    func contains(_ point: CGPoint, rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polyline in flattened() {
            let points = polyline.points
            guard points.count > 1 else { continue }
            for index in 0..<points.count {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                if a.y <= point.y {
                    if b.y > point.y, Self.cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self.cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// The smallest box containing every point on the path (curve extrema, not control points).
    var tightBounds: CGRect {
        var points: [CGPoint] = []
        var cursor = PathCursor()
        for element in elements {
            let start = cursor.currentPoint
            switch element {
            case .move(let point), .line(let point):
                points.append(point)
            case .quad(let control, let end):
                let from = start ?? control
                points.append(end)
                for t in BezierMath.quadExtremaParameters(from, control, end) {
                    points.append(BezierMath.quadPoint(from, control, end, t))
                }
            case .cubic(let control1, let control2, let end):
                let from = start ?? control1
                points.append(end)
                for t in BezierMath.cubicExtremaParameters(from, control1, control2, end) {
                    points.append(BezierMath.cubicPoint(from, control1, control2, end, t))
                }
            case .close:
                break
            }
            cursor.advance(over: element)
        }
        return CGRect.boundingBox(of: points)
    }

    /// The rectangle when the path is exactly one axis-aligned rectangle subpath.
    var asRectangle: CGRect? {
        var corners: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point) where index == 0: corners.append(point)
            case .line(let point) where index > 0: corners.append(point)
            case .close where index == elements.count - 1: break
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        for index in 0..<4 {
            let a = corners[index]
            let b = corners[(index + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let bounds = CGRect.boundingBox(of: corners)
        let onCorners = corners.allSatisfy { ($0.x == bounds.minX || $0.x == bounds.maxX) && ($0.y == bounds.minY || $0.y == bounds.maxY) }
        return onCorners ? bounds : nil
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

/// Point evaluation and extrema of Bézier curves.
enum BezierMath {
    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative (tangent) of a cubic at `t`.
    static func cubicTangent(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGVector {
        let u = 1 - t
        return CGVector(
            dx: 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x),
            dy: 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
        )
    }

    /// Parameters in (0, 1) where a quadratic has a horizontal or vertical tangent.
    static func quadExtremaParameters(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            let denominator = a - 2 * b + c
            if denominator != 0 {
                let t = (a - b) / denominator
                if t > 0, t < 1 { result.append(t) }
            }
        }
        return result
    }

    /// Parameters in (0, 1) where a cubic has a horizontal or vertical tangent.
    static func cubicExtremaParameters(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // Derivative: 3[(−a+3b−3c+d)t² + 2(a−2b+c)t + (b−a)]
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            for t in solveQuadratic(qa, qb, qc) where t > 0 && t < 1 { result.append(t) }
        }
        return result
    }

    static func solveQuadratic(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 {
            return abs(b) < 1e-12 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        if discriminant < 0 { return [] }
        let root = sqrt(discriminant)
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
}
