/// The part of a path between two fractions of its length (`strokeStart`/`strokeEnd`), measured
/// over all its subpaths together, as Core Animation trims shape-layer strokes.
enum PathTrimming {
    static func trim(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
        let polylines = PathTracing.polylines(of: path, tolerance: 0.02)
        var segments: [(CGPoint, CGPoint, Double)] = []
        var subpathStarts: Set<Int> = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            subpathStarts.insert(segments.count)
            for index in 0..<max(points.count - 1, 0) {
                let a = points[index], b = points[index + 1]
                segments.append((a, b, Double(hypot(b.x - a.x, b.y - a.y))))
            }
        }
        let total = segments.reduce(0) { $0 + $1.2 }
        let result = CGMutablePath()
        guard total > 0 else { return result }
        let from = Double(max(0, min(1, start))) * total, to = Double(max(0, min(1, end))) * total
        guard to > from else { return result }
        var travelled = 0.0
        var drawing = false
        for (index, segment) in segments.enumerated() {
            let (a, b, length) = segment
            let segmentStart = travelled, segmentEnd = travelled + length
            travelled = segmentEnd
            if subpathStarts.contains(index) { drawing = false }
            guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
            func point(at distance: Double) -> CGPoint {
                let t = CGFloat((distance - segmentStart) / length)
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            let p = segmentStart >= from ? a : point(at: from)
            let q = segmentEnd <= to ? b : point(at: to)
            if !drawing {
                result.move(to: p)
                drawing = true
            }
            result.addLine(to: q)
        }
        return result
    }
}
