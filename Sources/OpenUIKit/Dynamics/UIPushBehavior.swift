import Foundation

/// A force on its items: continuous (an acceleration while active) or instantaneous (one
/// change of velocity, after which the behavior turns itself inactive).
///
/// Units follow UIKit's documentation: a magnitude of 1 on a 100 × 100-point item of density 1
/// accelerates it by 100 points per second² (continuous) or gives it 100 points per second
/// (instantaneous); heavier items move less. A push applied off the item's centre
/// (`setTargetOffsetFromCenter(_:for:)`) also turns it.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the force acts all the time or once.
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    /// A push of `items` in `mode`, with no force yet (set a direction or a magnitude).
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        listedItems = DynamicItemList(items)
    }

    /// The items, in the order added.
    public var items: [UIDynamicItem] { listedItems.items }
    public let mode: Mode

    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }

    open func removeItem(_ item: UIDynamicItem) {
        guard listedItems.items.contains(where: { $0 === item }) else { return }
        offsets.removeAll { $0.item === item }
        removeListedItem(item)
    }

    /// Whether the force acts. An instantaneous push sets it to false once applied; set it to
    /// true again to push again.
    open var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            propertyDidChange()
        }
    }

    /// The force as a vector (see the units above).
    open var pushDirection = CGVector.zero {
        didSet {
            pushDirection = usableForce(pushDirection, "pushDirection", previous: oldValue)
            propertyDidChange()
        }
    }

    /// The force's angle in radians, clockwise from the positive x axis.
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's strength.
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        if let vector = forceVector(angle: angle, magnitude: magnitude) { pushDirection = vector }
    }

    /// Applies the force to `item` at `offset` from its centre (in the item's unrotated
    /// coordinates) instead of at the centre.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        let point = finite(CGPoint(x: offset.horizontal, y: offset.vertical), "targetOffsetFromCenter", fallback: .zero)
        offsets.removeAll { $0.item === item }
        offsets.append((item, point))
        propertyDidChange()
    }

    /// Where the force is applied to `item`, from its centre.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        let point = offsets.first { $0.item === item }?.offset ?? .zero
        return UIOffset(horizontal: point.x, vertical: point.y)
    }

    // MARK: Package

    private var offsets: [(item: UIDynamicItem, offset: CGPoint)] = []

    /// Points per second (or per second², continuous) a magnitude of 1 gives a mass of 1.
    static let pointsPerUnit: CGFloat = 100

    override var heldItems: [UIDynamicItem] { items }
    override var hasPendingWork: Bool { mode == .instantaneous && isActive && pushDirection != .zero }

    override func applyForces(in world: DynamicsWorld, step: CGFloat) {
        guard isActive else { return }
        let scale = Self.pointsPerUnit * (mode == .continuous ? step : 1)
        let impulse = CGVector(dx: pushDirection.dx * scale, dy: pushDirection.dy * scale)
        for item in items {
            guard let body = world.body(for: item), !body.isAnchored else { continue }
            // An impulse of F × 100 (× the step) moves a mass of 1 by F × 100 points per second.
            let offset = offsets.first { $0.item === item }?.offset ?? .zero
            body.apply(impulse: impulse, atArm: body.rotated(offset))
        }
        // Within the step: not through `active`, which would wake the animator again.
        if mode == .instantaneous { isActive = false }
    }

    private var isActive = true
}
