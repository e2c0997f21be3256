import Foundation

/// A constant acceleration of its items, the same for every item whatever its mass.
///
/// A magnitude of 1 is 1,000 points per second², as UIKit documents; the default direction is
/// straight down (0, 1).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// Gravity acting on `items`.
    public init(items: [UIDynamicItem]) {
        super.init()
        listedItems = DynamicItemList(items)
    }

    /// The items gravity acts on.
    public var items: [UIDynamicItem] { listedItems.items }

    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }

    open func removeItem(_ item: UIDynamicItem) { removeListedItem(item) }

    /// The acceleration as a vector: its length is the magnitude, (0, 1) by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            gravityDirection = usableForce(gravityDirection, "gravityDirection", previous: oldValue)
            propertyDidChange()
        }
    }

    /// The direction's angle in radians, clockwise from the positive x axis (π/2: down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length (1: 1,000 points per second²).
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction from an angle and a magnitude.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if let vector = forceVector(angle: angle, magnitude: magnitude) { gravityDirection = vector }
    }

    /// Points per second² of a magnitude of 1.
    static let pointsPerSecondSquared: CGFloat = 1000

    override var heldItems: [UIDynamicItem] { items }

    override func applyForces(in world: DynamicsWorld, step: CGFloat) {
        let scale = Self.pointsPerSecondSquared * step
        for item in items {
            guard let body = world.body(for: item), !body.isAnchored else { continue }
            body.velocity.dx += gravityDirection.dx * scale
            body.velocity.dy += gravityDirection.dy * scale
        }
    }
}
