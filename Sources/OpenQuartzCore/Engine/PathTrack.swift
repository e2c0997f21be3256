/// Motion along a `CGPath` (a keyframe animation's `path`): every element end is a keyframe,
/// and between keyframes the point follows the element's line or curve.
struct PathTrack {
    private enum Segment {
        case jump(to: CGPoint)
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        func point(at t: CGFloat) -> CGPoint {
            switch self {
            case .jump(let p): return p
            case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case .quad(let a, let c, let b): return PathTracing.quadPoint(a, c, b, t)
            case .cubic(let a, let c1, let c2, let b): return PathTracing.cubicPoint(a, c1, c2, b, t)
            }
        }

        func tangent(at t: CGFloat) -> CGVector {
            switch self {
            case .jump: return CGVector(dx: 0, dy: 0)
            case .line(let a, let b): return CGVector(dx: b.x - a.x, dy: b.y - a.y)
            case .quad(let a, let c, let b):
                return CGVector(dx: 2 * (1 - t) * (c.x - a.x) + 2 * t * (b.x - c.x), dy: 2 * (1 - t) * (c.y - a.y) + 2 * t * (b.y - c.y))
            case .cubic(let a, let c1, let c2, let b): return PathTracing.cubicTangent(a, c1, c2, b, t)
            }
        }

        var length: Double {
            if case .jump = self { return 0 }
            var total = 0.0
            var previous = point(at: 0)
            for step in 1...32 {
                let current = point(at: CGFloat(step) / 32)
                total += Double(hypot(current.x - previous.x, current.y - previous.y))
                previous = current
            }
            return total
        }
    }

    private let start: CGPoint
    private let segments: [Segment]
    private let keyTimes: [Double]
    private let functions: [UnitBezier?]
    private let discrete: Bool
    let rotationMode: CAAnimationRotationMode?

    /// The whole path's displacement, for cumulative animations.
    var cycleDelta: AnimationValue? {
        let end = segments.last.map { $0.point(at: 1) } ?? start
        return .point(CGPoint(x: end.x - start.x, y: end.y - start.y))
    }

    init?(path: CGPath, keyTimes: [Double]?, functions: [UnitBezier?], mode: KeyframeTrack.Mode,
                  rotationMode: CAAnimationRotationMode?) {
        var segments: [Segment] = []
        var cursor = PathCursor()
        var start: CGPoint?
        for element in PathTracing.elements(of: path) {
            let from = cursor.currentPoint
            switch element {
            case .move(let p):
                if start == nil { start = p } else { segments.append(.jump(to: p)) }
            case .line(let p):
                if let from { segments.append(.line(from, p)) }
            case .quad(let c, let p):
                if let from { segments.append(.quad(from, c, p)) }
            case .cubic(let c1, let c2, let p):
                if let from { segments.append(.cubic(from, c1, c2, p)) }
            case .close:
                if let from, let subpathStart = cursor.subpathStart, from != subpathStart {
                    segments.append(.line(from, subpathStart))
                }
            }
            cursor.advance(over: element)
        }
        guard let start, !segments.isEmpty else { return nil }
        self.start = start
        self.segments = segments
        self.rotationMode = rotationMode
        self.discrete = mode == .discrete
        let count = segments.count + 1
        switch mode {
        case .paced, .cubicPaced:
            self.keyTimes = KeyframeTrack.pacedKeyTimes(distances: segments.map(\.length))
            self.functions = []
        default:
            if let keyTimes, keyTimes.count == count {
                self.keyTimes = keyTimes
            } else {
                self.keyTimes = (0..<count).map { Double($0) / Double(count - 1) }
            }
            self.functions = functions
        }
    }

    /// The point at eased progress `u`, and the rotation to apply when a rotation mode is set.
    func sample(at u: Double) -> (CGPoint, CGFloat?) {
        var segment = 0
        while segment + 1 < segments.count, keyTimes[segment + 1] <= u { segment += 1 }
        let span = keyTimes[segment + 1] - keyTimes[segment]
        var fraction = span > 0 ? (u - keyTimes[segment]) / span : 1
        fraction = min(max(fraction, 0), 1)
        if discrete {
            let point = u >= keyTimes[segment + 1] ? segments[segment].point(at: 1) : (segment == 0 ? start : segments[segment - 1].point(at: 1))
            return (point, nil)
        }
        if segment < functions.count, let function = functions[segment] {
            fraction = function.value(atProgress: fraction)
        }
        let t = CGFloat(fraction)
        let point = u <= keyTimes[0] ? start : segments[segment].point(at: t)
        guard let rotationMode else { return (point, nil) }
        let tangent = segments[segment].tangent(at: t)
        var angle = atan2(tangent.dy, tangent.dx)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        return (point, angle)
    }
}
