import Foundation

/// A connection between a point of an item and a fixed anchor, or between points of two items:
/// a rigid rod of `length` by default, a spring when `frequency` is above 0.
///
/// The length starts as the distance between the two points when the behavior is made. A point
/// off an item's centre (`offsetFromCenter`, in the item's unrotated coordinates) makes the
/// item turn as it is pulled, unless an item behavior forbids rotation.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items
        /// A point (`anchorPoint`).
        case anchor
    }

    /// `item`'s centre attached to `point` (reference view coordinates).
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s centre attached to `point`.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        firstOffset = CGPoint(x: offset.horizontal, y: offset.vertical)
        secondOffset = .zero
        anchorPointStorage = point
        super.init()
        firstOffset = finite(firstOffset, "offsetFromCenter", fallback: .zero)
        anchorPointStorage = finite(point, "anchorPoint", fallback: item.center)
        length = distanceNow()
    }

    /// Two items' centres attached to each other.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedTo: item2, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0))
    }

    /// The point `offset1` from `item1`'s centre attached to the point `offset2` from `item2`'s.
    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        items = [item1, item2]
        attachedBehaviorType = .items
        firstOffset = CGPoint(x: offset1.horizontal, y: offset1.vertical)
        secondOffset = CGPoint(x: offset2.horizontal, y: offset2.vertical)
        anchorPointStorage = .zero
        super.init()
        firstOffset = finite(firstOffset, "offsetFromCenter", fallback: .zero)
        secondOffset = finite(secondOffset, "offsetFromCenter", fallback: .zero)
        length = distanceNow()
    }

    /// The attached item, or the two attached items.
    public let items: [UIDynamicItem]
    public let attachedBehaviorType: AttachmentType

    /// The fixed point an item is attached to (reference view coordinates); for two items, the
    /// first item's attachment point.
    open var anchorPoint: CGPoint {
        get {
            guard attachedBehaviorType == .items else { return anchorPointStorage }
            return point(of: items[0], offset: firstOffset)
        }
        set {
            guard attachedBehaviorType == .anchor else { return }
            anchorPointStorage = finite(newValue, "anchorPoint", fallback: anchorPointStorage)
            propertyDidChange()
        }
    }

    /// The distance the attachment keeps between its two points.
    open var length: CGFloat = 0 {
        didSet {
            length = max(finite(length, "length", fallback: oldValue), 0)
            propertyDidChange()
        }
    }

    /// The spring's damping ratio (1: no overshoot; 0, the default, with a frequency: none).
    open var damping: CGFloat = 0 {
        didSet {
            damping = finite(damping, "damping", fallback: oldValue)
            propertyDidChange()
        }
    }

    /// The spring's frequency in hertz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 {
        didSet {
            frequency = max(finite(frequency, "frequency", fallback: oldValue), 0)
            propertyDidChange()
        }
    }

    // MARK: Package

    private var firstOffset: CGPoint
    private var secondOffset: CGPoint
    private var anchorPointStorage: CGPoint
    private var constraint: AxisConstraint?

    /// Where the point `offset` from `item`'s centre is now, turned with the item.
    private func point(of item: UIDynamicItem, offset: CGPoint) -> CGPoint {
        let angle = DynamicBody.angle(of: item.transform)
        let cosine = cos(angle), sine = sin(angle)
        return CGPoint(x: item.center.x + offset.x * cosine - offset.y * sine,
                       y: item.center.y + offset.x * sine + offset.y * cosine)
    }

    private func distanceNow() -> CGFloat {
        let first = point(of: items[0], offset: firstOffset)
        let second = attachedBehaviorType == .items ? point(of: items[1], offset: secondOffset) : anchorPointStorage
        let distance = hypot(first.x - second.x, first.y - second.y)
        return distance.isFinite ? distance : 0
    }

    override var heldItems: [UIDynamicItem] { items }

    override func prepareConstraints(in world: DynamicsWorld, step: CGFloat) {
        constraint = nil
        guard let first = world.body(for: items[0]) else { return }
        let second = attachedBehaviorType == .items ? world.body(for: items[1]) : nil
        if attachedBehaviorType == .items && second == nil { return }
        let firstArm = first.rotated(firstOffset)
        let secondArm = second?.rotated(secondOffset) ?? .zero
        let firstPoint = CGPoint(x: first.position.x + firstArm.x, y: first.position.y + firstArm.y)
        let secondPoint = second.map { CGPoint(x: $0.position.x + secondArm.x, y: $0.position.y + secondArm.y) } ?? anchorPointStorage
        let dx = firstPoint.x - secondPoint.x, dy = firstPoint.y - secondPoint.y
        let distance = hypot(dx, dy)
        // At the very anchor there is no direction to pull in.
        guard distance > 1e-6 else { return }
        constraint = AxisConstraint(first: first, firstArm: firstArm, second: second, secondArm: secondArm,
                                    axis: CGVector(dx: dx / distance, dy: dy / distance), error: distance - length,
                                    step: step, frequency: frequency, dampingRatio: damping)
    }

    override func solveConstraints() {
        constraint?.solve()
    }
}
