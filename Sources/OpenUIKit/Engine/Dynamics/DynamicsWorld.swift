import Foundation

/// The bodies of one `UIDynamicAnimator` and the fixed-step solver that moves them.
///
/// A frame of `dt` seconds is cut into equal sub-steps of at most 1/240 s. Each sub-step:
/// materials from the item behaviors; forces (gravity, pushes) into velocities; resistance;
/// constraints (attachments, snaps) solved on velocities, eight passes; positions integrated;
/// collisions pushed apart and bounced. Only then are the items written, once per frame.
/// Everything is plain arithmetic on the virtual clock's steps, so the same frames give the same
/// motion, bit for bit.
///
/// - Note: OpenUIKit differs: UIKit's solver is Apple's own and its exact numbers are not
///   published; this one follows the documented units and behaviours (see each behavior), not
///   iOS's trajectories to the point.
@MainActor
final class DynamicsWorld {
    /// The bodies, in the order their items first appeared in the animator's behaviors.
    private(set) var bodies: [DynamicBody] = []

    static let longestSubstep: CGFloat = 1.0 / 240
    static let velocityIterations = 8

    func body(for item: UIDynamicItem) -> DynamicBody? {
        bodies.first { $0.item === item }
    }

    /// Makes a body for every item a behavior holds (reading the item's state) and drops the
    /// bodies of items no behavior holds any more.
    func synchronize(with behaviors: [UIDynamicBehavior]) {
        var items: [UIDynamicItem] = []
        for behavior in behaviors {
            for item in behavior.heldItems where !items.contains(where: { $0 === item }) { items.append(item) }
        }
        bodies = items.map { item in
            if let existing = body(for: item) { return existing }
            let body = DynamicBody(item: item)
            for behavior in behaviors { behavior.bodyWasCreated(body) }
            return body
        }
    }

    /// Advances the bodies by `dt` seconds and writes the result to their items. Returns false,
    /// after reporting it, when a value went non-finite (the bodies are put back where they were).
    func step(_ dt: CGFloat, behaviors: [UIDynamicBehavior]) -> Bool {
        guard dt > 0, dt.isFinite else { return true }
        let count = max(1, Int((dt / Self.longestSubstep).rounded(.up)))
        let step = dt / CGFloat(count)
        let saved = bodies.map { ($0.position, $0.angle) }
        for _ in 0..<count {
            for body in bodies { body.resetMaterial() }
            for behavior in behaviors { behavior.applyMaterial(in: self) }
            for behavior in behaviors { behavior.applyForces(in: self, step: step) }
            for body in bodies { body.damp(step: step) }
            for behavior in behaviors { behavior.prepareConstraints(in: self, step: step) }
            for _ in 0..<Self.velocityIterations {
                for behavior in behaviors { behavior.solveConstraints() }
            }
            for body in bodies { body.integrate(step: step) }
            for behavior in behaviors { behavior.resolveCollisions(in: self, step: step) }
        }
        guard bodies.allSatisfy(\.isFinite) else {
            for (body, state) in zip(bodies, saved) {
                body.position = state.0
                body.angle = state.1
                body.velocity = .zero
                body.angularVelocity = 0
            }
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "UIDynamicAnimator: a behavior's values (a force, length, anchor or velocity that is not finite, or too large) made an item's position non-finite; the items stay where they were and stop.")
            return false
        }
        for body in bodies { body.writeToItem() }
        return true
    }

    var isResting: Bool { bodies.allSatisfy(\.isResting) }
}

/// One direction of a constraint between a point of a body and a fixed point or a point of
/// another body, solved on velocities; soft (a damped spring) when it has a frequency.
@MainActor
struct AxisConstraint {
    let first: DynamicBody
    let firstArm: CGPoint
    let second: DynamicBody?
    let secondArm: CGPoint
    /// A unit vector; the error is measured along it, from the second point to the first.
    let axis: CGVector
    private let mass: CGFloat
    private let bias: CGFloat
    private let gamma: CGFloat
    private var accumulated: CGFloat = 0

    /// - Parameters:
    ///   - error: how far the points are along `axis` beyond where the constraint wants them.
    ///   - frequency: the spring's frequency in hertz; 0 holds rigidly.
    ///   - dampingRatio: the spring's damping ratio (1: no overshoot).
    init(first: DynamicBody, firstArm: CGPoint, second: DynamicBody?, secondArm: CGPoint, axis: CGVector,
         error: CGFloat, step: CGFloat, frequency: CGFloat, dampingRatio: CGFloat) {
        self.first = first
        self.firstArm = firstArm
        self.second = second
        self.secondArm = secondArm
        self.axis = axis
        let inverse = first.inverseEffectiveMass(along: axis, atArm: firstArm)
            + (second?.inverseEffectiveMass(along: axis, atArm: secondArm) ?? 0)
        guard inverse > 0 else {
            (mass, bias, gamma) = (0, 0, 0)
            return
        }
        (mass, bias, gamma) = SpringTerms.make(inverseMass: inverse, error: error, step: step, frequency: frequency, dampingRatio: dampingRatio)
    }

    mutating func solve() {
        guard mass > 0 else { return }
        let firstVelocity = first.velocity(atArm: firstArm)
        var speed = axis.dx * firstVelocity.dx + axis.dy * firstVelocity.dy
        if let second {
            let secondVelocity = second.velocity(atArm: secondArm)
            speed -= axis.dx * secondVelocity.dx + axis.dy * secondVelocity.dy
        }
        let impulse = -mass * (speed + bias + gamma * accumulated)
        accumulated += impulse
        first.apply(impulse: CGVector(dx: axis.dx * impulse, dy: axis.dy * impulse), atArm: firstArm)
        second?.apply(impulse: CGVector(dx: -axis.dx * impulse, dy: -axis.dy * impulse), atArm: secondArm)
    }
}

/// A soft constraint on a body's angle (a snap turning its item upright).
@MainActor
struct AngleConstraint {
    let body: DynamicBody
    private let mass: CGFloat
    private let bias: CGFloat
    private let gamma: CGFloat
    private var accumulated: CGFloat = 0

    init(body: DynamicBody, error: CGFloat, step: CGFloat, frequency: CGFloat, dampingRatio: CGFloat) {
        self.body = body
        let inverse = body.inverseInertia
        guard inverse > 0 else {
            (mass, bias, gamma) = (0, 0, 0)
            return
        }
        (mass, bias, gamma) = SpringTerms.make(inverseMass: inverse, error: error, step: step, frequency: frequency, dampingRatio: dampingRatio)
    }

    mutating func solve() {
        guard mass > 0 else { return }
        let impulse = -mass * (body.angularVelocity + bias + gamma * accumulated)
        accumulated += impulse
        body.angularVelocity += impulse * body.inverseInertia
    }
}

/// The terms of a soft constraint (Erin Catto's formulation of a damped spring as a constraint):
/// the effective mass, the velocity bias that pulls the error back, and the softness.
enum SpringTerms {
    static func make(inverseMass: CGFloat, error: CGFloat, step: CGFloat, frequency: CGFloat, dampingRatio: CGFloat)
        -> (mass: CGFloat, bias: CGFloat, gamma: CGFloat) {
        guard frequency > 0 else {
            // Rigid: a fifth of the error is corrected per step (Baumgarte stabilisation).
            return (1 / inverseMass, 0.2 / step * error, 0)
        }
        let effectiveMass = 1 / inverseMass
        let omega = 2 * CGFloat.pi * frequency
        let damping = 2 * effectiveMass * max(dampingRatio, 0) * omega
        let stiffness = effectiveMass * omega * omega
        let softness = step * (damping + step * stiffness)
        let gamma = softness > 0 ? 1 / softness : 0
        return (1 / (inverseMass + gamma), error * step * stiffness * gamma, gamma)
    }
}
