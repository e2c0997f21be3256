import Foundation

/// How Core Animation reads and makes paths beyond Core Graphics' API: a path's elements as
/// plain values, a path made from them (an interpolated shape), its subpaths as polylines (stroke
/// trimming, shadow shapes), points on Bézier curves (keyframe paths), and the bounding box of
/// points. `CGPath` keeps its element storage internal; the geometry stays in `Engine/Path`.
package enum PathTracing {
    /// The path's elements in order (arcs, rectangles and ellipses already expanded to lines and
    /// cubic curves, as Core Graphics stores them).
    package static func elements(of path: CGPath) -> [PathElement] { path.elements }

    /// An immutable path holding `elements`.
    package static func path(_ elements: [PathElement]) -> CGPath { CGPath(elements: elements) }

    /// The path's subpaths as polylines, curves subdivided until each chord is within
    /// `tolerance` of the curve.
    package static func polylines(of path: CGPath, tolerance: CGFloat) -> [PathPolyline] {
        PathGeometry(elements: path.elements).flattened(tolerance: tolerance)
    }

    /// The smallest rectangle holding every point; `.null` for none.
    package static func boundingBox(of points: some Sequence<CGPoint>) -> CGRect { CGRect.boundingBox(of: points) }

    // MARK: Bézier curves

    /// The point at `t` (0...1) of the quadratic curve from `p0` through control `p1` to `p2`.
    package static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        BezierMath.quadPoint(p0, p1, p2, t)
    }

    /// The point at `t` (0...1) of the cubic curve from `p0` through `p1` and `p2` to `p3`.
    package static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        BezierMath.cubicPoint(p0, p1, p2, p3, t)
    }

    /// The cubic curve's derivative (tangent) at `t`.
    package static func cubicTangent(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGVector {
        BezierMath.cubicTangent(p0, p1, p2, p3, t)
    }
}

/// One subpath flattened to a polyline.
package struct PathPolyline {
    package var points: [CGPoint]
    package var isClosed: Bool
}
