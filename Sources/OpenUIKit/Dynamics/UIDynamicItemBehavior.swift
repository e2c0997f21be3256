import Foundation

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Several item behaviors hold one item: the one added last (children after their parent)
//     decides its material
//   Value: last added wins
//   Source: Apple documents that an item may be in several item behaviors, each configuring
//     different properties
//     (https://developer.apple.com/documentation/uikit/uidynamicitembehavior/additem(_:)); not
//     which wins when they conflict.
/// The material of its items (density, elasticity, friction, resistance, whether they turn or
/// are anchored), and the way to give them a velocity.
///
/// When several item behaviors hold the same item, the one added last (children after their
/// parent) decides its material [R].
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public init(items: [UIDynamicItem]) {
        super.init()
        listedItems = DynamicItemList(items)
    }

    /// The items, in the order added.
    public var items: [UIDynamicItem] { listedItems.items }

    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }

    open func removeItem(_ item: UIDynamicItem) { removeListedItem(item) }

    // MARK: Material

    /// How much speed a collision gives back: 0 (none, the default) to 1 (a perfect bounce).
    open var elasticity: CGFloat = 0 {
        didSet { elasticity = checked(elasticity, "elasticity", old: oldValue) }
    }
    /// How much items slow each other and boundaries when they slide in contact (0: none).
    open var friction: CGFloat = 0 {
        didSet { friction = checked(friction, "friction", old: oldValue) }
    }
    /// Mass per area: a 100 × 100-point item of density 1 has a mass of 1 (the default).
    open var density: CGFloat = 1 {
        didSet { density = checked(density, "density", old: oldValue) }
    }
    /// Linear damping: the share of speed lost per second, roughly (0: none, the default).
    open var resistance: CGFloat = 0 {
        didSet { resistance = checked(resistance, "resistance", old: oldValue) }
    }
    /// The same for turning.
    open var angularResistance: CGFloat = 0 {
        didSet { angularResistance = checked(angularResistance, "angularResistance", old: oldValue) }
    }
    /// Whether the items stay fixed: other items collide with them and attachments pull
    /// against them, but nothing moves them.
    open var isAnchored = false {
        didSet { propertyDidChange() }
    }
    /// Whether the items turn (true by default).
    open var allowsRotation = true {
        didSet { propertyDidChange() }
    }

    // MARK: Velocity

    /// Adds `velocity` (points per second) to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        let velocity = finite(velocity, "addLinearVelocity", fallback: .zero)
        guard items.contains(where: { $0 === item }) else {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "UIDynamicItemBehavior.addLinearVelocity(_:for:): the item is not one of this behavior's items; ignored.")
            return
        }
        if let body = dynamicAnimator?.body(for: item) {
            body.velocity.dx += velocity.x
            body.velocity.dy += velocity.y
        } else {
            pending(for: item).linear.x += velocity.x
            pending(for: item).linear.y += velocity.y
        }
        propertyDidChange()
    }

    /// `item`'s velocity in points per second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(for: item) { return CGPoint(x: body.velocity.dx, y: body.velocity.dy) }
        return pendingVelocities.first { $0.item === item }?.linear ?? .zero
    }

    /// Adds `velocity` (radians per second) to `item`'s turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        let velocity = finite(velocity, "addAngularVelocity", fallback: 0)
        guard items.contains(where: { $0 === item }) else {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "UIDynamicItemBehavior.addAngularVelocity(_:for:): the item is not one of this behavior's items; ignored.")
            return
        }
        if let body = dynamicAnimator?.body(for: item) {
            body.angularVelocity += velocity
        } else {
            pending(for: item).angular += velocity
        }
        propertyDidChange()
    }

    /// `item`'s turning speed in radians per second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(for: item) { return body.angularVelocity }
        return pendingVelocities.first { $0.item === item }?.angular ?? 0
    }

    // MARK: Package

    /// Velocities added before the item had a body in an animator.
    private final class PendingVelocity {
        let item: UIDynamicItem
        var linear = CGPoint.zero
        var angular: CGFloat = 0
        init(item: UIDynamicItem) { self.item = item }
    }

    private var pendingVelocities: [PendingVelocity] = []

    private func pending(for item: UIDynamicItem) -> PendingVelocity {
        if let existing = pendingVelocities.first(where: { $0.item === item }) { return existing }
        let created = PendingVelocity(item: item)
        pendingVelocities.append(created)
        return created
    }

    private func checked(_ value: CGFloat, _ property: String, old: CGFloat) -> CGFloat {
        let value = finite(value, property, fallback: old)
        propertyDidChange()
        return value
    }

    override var heldItems: [UIDynamicItem] { items }

    override func bodyWasCreated(_ body: DynamicBody) {
        guard let index = pendingVelocities.firstIndex(where: { $0.item === body.item }) else { return }
        let pending = pendingVelocities.remove(at: index)
        body.velocity.dx += pending.linear.x
        body.velocity.dy += pending.linear.y
        body.angularVelocity += pending.angular
    }

    override func applyMaterial(in world: DynamicsWorld) {
        for item in items {
            guard let body = world.body(for: item) else { continue }
            body.density = density
            body.elasticity = elasticity
            body.friction = friction
            body.resistance = resistance
            body.angularResistance = angularResistance
            body.isAnchored = isAnchored
            body.allowsRotation = allowsRotation
        }
    }
}
