/// Arc arithmetic shared by the path builders: sweeps, Bézier approximation, tangent arcs.
enum ArcGeometry {
    /// The signed sweep from `start` to `end`: positive when `decreasing == false`.
    ///
    /// The sweep is the angle difference reduced into one turn, except that a difference of a
    /// whole non-zero number of turns in the requested direction keeps one full turn (so
    /// 0 → 2π increasing is a full circle, while 0 → 2π decreasing is empty).
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let difference = decreasing ? start - end : end - start
        var magnitude: CGFloat
        if difference > 0, difference.truncatingRemainder(dividingBy: fullTurn) == 0 {
            magnitude = fullTurn
        } else {
            magnitude = difference.truncatingRemainder(dividingBy: fullTurn)
            if magnitude < 0 { magnitude += fullTurn }
        }
        return decreasing ? -magnitude : magnitude
    }

    /// Cubic segments approximating an arc of the unit circle, each at most a quarter turn,
    /// with the usual `4/3·tan(θ/4)` control distance (error below 0.03% of the radius).
    /// The first segment starts at `(cos start, sin start)`.
    static func unitArcSegments(from start: CGFloat, sweep: CGFloat) -> [PathElement] {
        guard sweep != 0, sweep.isFinite, start.isFinite else { return [] }
        // A tiny tolerance keeps exact quarter turns from producing an extra, empty segment.
        // Behaviour source [R] — Compositor
        //   Rule: An arc of more than 1,024 turns is drawn as 1,024 turns and the remainder
        //   Value: 4,096 quarter-turn segments at most
        //   Source: Ours: a turn more traces the same circle again; the cap keeps
        //     `addRelativeArc(delta: 1e30)` from asking for 10^29 segments.
        var sweep = sweep
        let turn = 2 * CGFloat.pi, mostTurns: CGFloat = 1024
        if abs(sweep) > mostTurns * turn {
            let remainder = abs(sweep).truncatingRemainder(dividingBy: turn)
            sweep = (sweep < 0 ? -1 : 1) * ((mostTurns - 1) * turn + remainder)
        }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var segments: [PathElement] = []
        segments.reserveCapacity(count)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (cos0, sin0) = (cos(angle), sin(angle))
            let (cos1, sin1) = (cos(next), sin(next))
            segments.append(.cubic(
                control1: CGPoint(x: cos0 - handle * sin0, y: sin0 + handle * cos0),
                control2: CGPoint(x: cos1 + handle * sin1, y: sin1 - handle * cos1),
                end: CGPoint(x: cos1, y: sin1)
            ))
            angle = next
        }
        return segments
    }

    /// An arc tangent to two lines meeting at a corner.
    struct TangentArc {
        var center: CGPoint
        var tangentPoint1: CGPoint
        var startAngle: CGFloat
        var sweep: CGFloat
    }

    /// The arc of `radius` tangent to `start → corner` and `corner → end`; `nil` when the three
    /// points are collinear, coincide, or the radius is not positive.
    static func tangentArc(from start: CGPoint, corner: CGPoint, to end: CGPoint, radius: CGFloat) -> TangentArc? {
        guard radius > 0 else { return nil }
        let toStart = CGVector(dx: start.x - corner.x, dy: start.y - corner.y)
        let toEnd = CGVector(dx: end.x - corner.x, dy: end.y - corner.y)
        let lengthStart = hypot(toStart.dx, toStart.dy)
        let lengthEnd = hypot(toEnd.dx, toEnd.dy)
        guard lengthStart > 0, lengthEnd > 0 else { return nil }
        let unitStart = CGVector(dx: toStart.dx / lengthStart, dy: toStart.dy / lengthStart)
        let unitEnd = CGVector(dx: toEnd.dx / lengthEnd, dy: toEnd.dy / lengthEnd)
        let cross = unitStart.dx * unitEnd.dy - unitStart.dy * unitEnd.dx
        let dot = unitStart.dx * unitEnd.dx + unitStart.dy * unitEnd.dy
        guard abs(cross) > 1e-12 else { return nil }
        let halfAngle = acos(max(-1, min(1, dot))) / 2
        let distance = radius / tan(halfAngle)
        let tangent1 = CGPoint(x: corner.x + unitStart.dx * distance, y: corner.y + unitStart.dy * distance)
        let tangent2 = CGPoint(x: corner.x + unitEnd.dx * distance, y: corner.y + unitEnd.dy * distance)
        let bisector = CGVector(dx: unitStart.dx + unitEnd.dx, dy: unitStart.dy + unitEnd.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(x: corner.x + bisector.dx / bisectorLength * centerDistance,
                             y: corner.y + bisector.dy / bisectorLength * centerDistance)
        let startAngle = atan2(tangent1.y - center.y, tangent1.x - center.x)
        let endAngle = atan2(tangent2.y - center.y, tangent2.x - center.x)
        // The tangent arc is always the short way round (less than half a turn).
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        return TangentArc(center: center, tangentPoint1: tangent1, startAngle: startAngle, sweep: sweep)
    }
}
