import Foundation

/// Contacts of the collision behavior: finding how deep a body went into a boundary or another
/// body, pushing it back out, and answering with an impulse that bounces (elasticity) and rubs
/// (friction).
@MainActor
enum DynamicContact {
    /// Pushes `body` back into the half-plane of points `p` with `normal · p ≥ limit` (`normal` a
    /// unit vector pointing inside). Returns the deepest corner outside it, or nil.
    static func pushOutOfHalfPlane(_ body: DynamicBody, normal: CGVector, limit: CGFloat) -> CGPoint? {
        var outside: [(point: CGPoint, depth: CGFloat)] = []
        for corner in body.corners {
            let depth = limit - (normal.dx * corner.x + normal.dy * corner.y)
            if depth > 0 { outside.append((corner, depth)) }
        }
        guard let deepest = outside.max(by: { $0.depth < $1.depth }) else { return nil }
        respond(body, other: nil, normal: normal, at: outside.map(\.point), depth: deepest.depth)
        return deepest.point
    }

    /// Pushes the corners of `body` that crossed the segment from `start` to `end` back to the
    /// side its centre is on. Returns the deepest crossing corner, or nil.
    static func pushOffSegment(_ body: DynamicBody, from start: CGPoint, to end: CGPoint) -> CGPoint? {
        let along = CGVector(dx: end.x - start.x, dy: end.y - start.y)
        let length = hypot(along.dx, along.dy)
        guard length > 1e-9 else { return nil }
        // The unit normal on the side of the body's centre.
        var normal = CGVector(dx: -along.dy / length, dy: along.dx / length)
        let centreSide = normal.dx * (body.position.x - start.x) + normal.dy * (body.position.y - start.y)
        if centreSide < 0 { normal = CGVector(dx: -normal.dx, dy: -normal.dy) }
        var crossing: [(point: CGPoint, depth: CGFloat)] = []
        for corner in body.corners {
            let offset = CGVector(dx: corner.x - start.x, dy: corner.y - start.y)
            let position = (offset.dx * along.dx + offset.dy * along.dy) / (length * length)
            guard (0...1).contains(position) else { continue }
            let depth = -(normal.dx * offset.dx + normal.dy * offset.dy)
            if depth > 0 { crossing.append((corner, depth)) }
        }
        guard let deepest = crossing.max(by: { $0.depth < $1.depth }) else { return nil }
        respond(body, other: nil, normal: normal, at: crossing.map(\.point), depth: deepest.depth)
        return deepest.point
    }

    /// Separates two bodies whose upright boxes overlap, along the axis of least overlap.
    /// Returns the middle of the overlap, or nil when they do not touch.
    static func separate(_ first: DynamicBody, _ second: DynamicBody) -> CGPoint? {
        guard first.inverseMass + second.inverseMass > 0 else { return nil }
        let a = first.boundingBox, b = second.boundingBox
        let overlap = a.intersection(b)
        guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return nil }
        // The normal points from the second body to the first.
        let normal: CGVector
        let depth: CGFloat
        if overlap.width < overlap.height {
            normal = CGVector(dx: a.midX < b.midX ? -1 : 1, dy: 0)
            depth = overlap.width
        } else {
            normal = CGVector(dx: 0, dy: a.midY < b.midY ? -1 : 1)
            depth = overlap.height
        }
        let point = CGPoint(x: overlap.midX, y: overlap.midY)
        respond(first, other: second, normal: normal, at: [point], depth: depth)
        return point
    }

    /// Approach speeds below this (points per second) do not bounce: a body resting on a
    /// boundary gains a little speed from gravity every step and would otherwise never settle.
    static let bounceThreshold: CGFloat = 10

    /// Moves the bodies apart by `depth` along `normal` (shared by their inverse masses) and
    /// applies bounce and friction impulses at the contact `points`, solved together (several
    /// passes, each point's total push kept outward) so that a face lying flat stays flat.
    private static func respond(_ body: DynamicBody, other: DynamicBody?, normal: CGVector, at points: [CGPoint], depth: CGFloat) {
        let share = body.inverseMass / (body.inverseMass + (other?.inverseMass ?? 0))
        body.position.x += normal.dx * depth * share
        body.position.y += normal.dy * depth * share
        if let other {
            other.position.x -= normal.dx * depth * (1 - share)
            other.position.y -= normal.dy * depth * (1 - share)
        }
        // Box2D's mixing rules: the bouncier body decides, frictions combine geometrically.
        let elasticity = min(max(max(body.elasticity, other?.elasticity ?? 0), 0), 1)
        let friction = other.map { sqrt(max(body.friction, 0) * max($0.friction, 0)) } ?? max(body.friction, 0)
        let tangent = CGVector(dx: -normal.dy, dy: normal.dx)
        let middle = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                             y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        var contact = ContactPoint(body: body, other: other, point: middle, normal: normal, tangent: tangent)
        let speed = contact.speed(along: normal)
        contact.targetSpeed = speed < -bounceThreshold ? -elasticity * speed : 0
        contact.solve(friction: friction)
    }
}

/// The point of a contact: the impulse pushed through it, outward (normal) and within the
/// friction cone (tangent).
@MainActor
private struct ContactPoint {
    let body: DynamicBody
    let other: DynamicBody?
    let arm: CGPoint
    let otherArm: CGPoint
    let normal: CGVector
    let tangent: CGVector
    let normalMass: CGFloat
    let tangentMass: CGFloat
    var targetSpeed: CGFloat = 0
    private var normalImpulse: CGFloat = 0
    private var tangentImpulse: CGFloat = 0

    init(body: DynamicBody, other: DynamicBody?, point: CGPoint, normal: CGVector, tangent: CGVector) {
        self.body = body
        self.other = other
        self.normal = normal
        self.tangent = tangent
        arm = CGPoint(x: point.x - body.position.x, y: point.y - body.position.y)
        otherArm = other.map { CGPoint(x: point.x - $0.position.x, y: point.y - $0.position.y) } ?? .zero
        let inverseNormal = body.inverseEffectiveMass(along: normal, atArm: arm) + (other?.inverseEffectiveMass(along: normal, atArm: otherArm) ?? 0)
        let inverseTangent = body.inverseEffectiveMass(along: tangent, atArm: arm) + (other?.inverseEffectiveMass(along: tangent, atArm: otherArm) ?? 0)
        normalMass = inverseNormal > 0 ? 1 / inverseNormal : 0
        tangentMass = inverseTangent > 0 ? 1 / inverseTangent : 0
    }

    /// The relative speed of the point along `direction`.
    func speed(along direction: CGVector) -> CGFloat {
        var velocity = body.velocity(atArm: arm)
        if let other {
            let theirs = other.velocity(atArm: otherArm)
            velocity = CGVector(dx: velocity.dx - theirs.dx, dy: velocity.dy - theirs.dy)
        }
        return velocity.dx * direction.dx + velocity.dy * direction.dy
    }

    mutating func solve(friction: CGFloat) {
        guard normalMass > 0 else { return }
        let total = max(normalImpulse + normalMass * (targetSpeed - speed(along: normal)), 0)
        apply(total - normalImpulse, along: normal)
        normalImpulse = total
        guard friction > 0, tangentMass > 0 else { return }
        let limit = friction * normalImpulse
        let sliding = min(max(tangentImpulse - tangentMass * speed(along: tangent), -limit), limit)
        apply(sliding - tangentImpulse, along: tangent)
        tangentImpulse = sliding
    }

    private func apply(_ amount: CGFloat, along direction: CGVector) {
        let impulse = CGVector(dx: direction.dx * amount, dy: direction.dy * amount)
        body.apply(impulse: impulse, atArm: arm)
        other?.apply(impulse: CGVector(dx: -impulse.dx, dy: -impulse.dy), atArm: otherArm)
    }
}
