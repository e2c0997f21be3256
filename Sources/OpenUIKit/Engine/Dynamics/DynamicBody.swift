import Foundation

/// The physical state of one dynamic item inside a `UIDynamicAnimator`: where it is, how fast
/// it moves and turns, and the material its item behaviors give it.
///
/// Units follow UIKit's documented conventions: points and seconds; a 100 × 100-point item of
/// density 1 has a mass of 1 (mass = density × area / 10,000).
@MainActor
final class DynamicBody {
    /// The item this body moves. Behaviors keep their items, as UIKit's do.
    let item: UIDynamicItem

    // State, in the reference view's coordinates.
    var position: CGPoint
    var velocity = CGVector.zero
    var angle: CGFloat
    var angularVelocity: CGFloat = 0
    /// The item's size when it was read (its bounds).
    var size: CGSize

    // Material, from the item behaviors holding the item (the defaults when none does).
    var density: CGFloat = 1
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false

    /// What the item has (read or last written), so a step that moves nothing writes nothing
    /// and an item that never turns keeps its transform.
    private var writtenPosition: CGPoint
    private var writtenAngle: CGFloat

    init(item: UIDynamicItem) {
        self.item = item
        position = item.center
        angle = DynamicBody.angle(of: item.transform)
        size = item.bounds.size
        writtenPosition = position
        writtenAngle = angle
    }

    /// Reads the item's centre, rotation and size again (`updateItem(usingCurrentState:)`).
    func readItemState() {
        position = item.center
        angle = DynamicBody.angle(of: item.transform)
        size = item.bounds.size
        writtenPosition = position
        writtenAngle = angle
    }

    static func angle(of transform: CGAffineTransform) -> CGFloat {
        let angle = atan2(transform.b, transform.a)
        return angle.isFinite ? angle : 0
    }

    // MARK: Mass

    var mass: CGFloat { max(density, 0.0001) * max(size.width * size.height, 1) / 10_000 }
    var inverseMass: CGFloat { isAnchored ? 0 : 1 / mass }
    /// A rectangle's moment of inertia about its centre; none when it cannot turn.
    var inverseInertia: CGFloat {
        guard !isAnchored, allowsRotation else { return 0 }
        return 12 / (mass * max(size.width * size.width + size.height * size.height, 1))
    }

    func resetMaterial() {
        density = 1
        elasticity = 0
        friction = 0
        resistance = 0
        angularResistance = 0
        allowsRotation = true
        isAnchored = false
    }

    // MARK: Points of the body

    /// `offset` (in the item's unrotated coordinates, from its centre) turned by the body's angle.
    func rotated(_ offset: CGPoint) -> CGPoint {
        let cosine = cos(angle), sine = sin(angle)
        return CGPoint(x: offset.x * cosine - offset.y * sine, y: offset.x * sine + offset.y * cosine)
    }

    /// The velocity of the point at `arm` from the centre.
    func velocity(atArm arm: CGPoint) -> CGVector {
        CGVector(dx: velocity.dx - angularVelocity * arm.y, dy: velocity.dy + angularVelocity * arm.x)
    }

    /// Applies `impulse` at the point `arm` from the centre.
    func apply(impulse: CGVector, atArm arm: CGPoint) {
        let inverseMass = inverseMass
        velocity.dx += impulse.dx * inverseMass
        velocity.dy += impulse.dy * inverseMass
        angularVelocity += (arm.x * impulse.dy - arm.y * impulse.dx) * inverseInertia
    }

    /// The inverse effective mass along `direction` (a unit vector) at `arm`.
    func inverseEffectiveMass(along direction: CGVector, atArm arm: CGPoint) -> CGFloat {
        let cross = arm.x * direction.dy - arm.y * direction.dx
        return inverseMass + cross * cross * inverseInertia
    }

    /// The four corners of the rotated rectangle.
    var corners: [CGPoint] {
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        return [CGPoint(x: -halfWidth, y: -halfHeight), CGPoint(x: halfWidth, y: -halfHeight),
                CGPoint(x: halfWidth, y: halfHeight), CGPoint(x: -halfWidth, y: halfHeight)].map { corner in
            let arm = rotated(corner)
            return CGPoint(x: position.x + arm.x, y: position.y + arm.y)
        }
    }

    /// The axis-aligned box around the rotated rectangle, in the reference view's coordinates.
    var boundingBox: CGRect {
        let points = corners
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? position.x, minY = ys.min() ?? position.y
        return CGRect(x: minX, y: minY, width: (xs.max() ?? minX) - minX, height: (ys.max() ?? minY) - minY)
    }

    // MARK: Stepping

    var isFinite: Bool {
        position.x.isFinite && position.y.isFinite && velocity.dx.isFinite && velocity.dy.isFinite
            && angle.isFinite && angularVelocity.isFinite
    }

    /// Moves the body by its velocities over `step` seconds.
    func integrate(step: CGFloat) {
        guard !isAnchored else {
            velocity = .zero
            angularVelocity = 0
            return
        }
        if !allowsRotation { angularVelocity = 0 }
        position.x += velocity.dx * step
        position.y += velocity.dy * step
        angle += angularVelocity * step
    }

    /// Slows the body by its linear and angular resistance over `step` seconds.
    func damp(step: CGFloat) {
        let linear = 1 / (1 + step * max(resistance, 0))
        velocity.dx *= linear
        velocity.dy *= linear
        angularVelocity *= 1 / (1 + step * max(angularResistance, 0))
    }

    /// Writes the body's centre, and its rotation when it turned, to the item.
    func writeToItem() {
        if writtenPosition != position {
            item.center = position
            writtenPosition = position
        }
        if writtenAngle != angle {
            // UIKit sets the transform to the rotation alone (a scale the item had is lost).
            item.transform = CGAffineTransform(rotationAngle: angle)
            writtenAngle = angle
        }
    }

    /// Whether the body is still: its speed is below what a frame would show.
    var isResting: Bool {
        isAnchored || (hypot(velocity.dx, velocity.dy) < 0.5 && abs(angularVelocity) < 0.005)
    }
}
