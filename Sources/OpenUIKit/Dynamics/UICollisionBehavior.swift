import Foundation

/// Told when items of a collision behavior start and stop touching each other or a boundary.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: _SelectorResponding {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// `identifier` is `nil` for the reference view's bounds.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}

// Behaviour source [R] — Animation, timing, controls and dynamics
//   Rule: Collisions: items meet boundaries as rotated rectangles, each other as upright boxes;
//     boundaries are segments only
//   Value: approximation
//   Source: Limitation of our solver.
/// Keeps its items from passing through each other and through boundaries: the reference
/// view's bounds (`translatesReferenceBoundsIntoBoundary`) and line segments you add. They
/// bounce by their elasticity and slide with their friction (`UIDynamicItemBehavior`).
///
/// - Note: OpenUIKit differs: items touch boundaries as their rotated rectangles, but each
///   other as the upright boxes around them, and boundaries are segments only
///   (`addBoundary(withIdentifier:for:)` with a path is not available) [R].
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything: Mode = [.items, .boundaries]
    }

    /// A collision behavior with no items yet (add them with `addItem(_:)`).
    public convenience override init() {
        self.init(items: [])
    }

    public init(items: [UIDynamicItem]) {
        super.init()
        listedItems = DynamicItemList(items)
    }

    /// The items, in the order added.
    public var items: [UIDynamicItem] { listedItems.items }

    open func addItem(_ item: UIDynamicItem) { addListedItem(item) }

    open func removeItem(_ item: UIDynamicItem) { removeListedItem(item) }

    open var collisionMode: Mode = .everything {
        didSet { propertyDidChange() }
    }

    /// Told when contacts begin and end.
    public weak var collisionDelegate: UICollisionBehaviorDelegate?

    // MARK: Boundaries

    /// Whether the reference view's bounds (inset by the insets last given) are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet { propertyDidChange() }
    }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        boundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds the segment from `p1` to `p2` (reference view coordinates) as a boundary named
    /// `identifier`, replacing a boundary of the same name.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let start = finite(p1, "addBoundary(from:)", fallback: .zero)
        let end = finite(p2, "addBoundary(to:)", fallback: start)
        removeBoundary(withIdentifier: identifier)
        segments.append(Segment(identifier: identifier, start: start, end: end))
        propertyDidChange()
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        segments.removeAll { Self.same($0.identifier, identifier) }
        propertyDidChange()
    }

    /// The names of the boundaries added, or `nil` when there are none.
    open var boundaryIdentifiers: [NSCopying]? {
        segments.isEmpty ? nil : segments.map(\.identifier)
    }

    open func removeAllBoundaries() {
        segments = []
        propertyDidChange()
    }

    // MARK: Package

    private struct Segment {
        let identifier: NSCopying
        let start: CGPoint
        let end: CGPoint
    }

    /// What a contact is between: an item and another item, a segment, or the bounds.
    private struct ContactKey: Hashable {
        let body: ObjectIdentifier
        let other: ObjectIdentifier?
        /// The segment's index, or -1 for the reference bounds, when `other` is nil.
        let boundary: Int
    }

    private var segments: [Segment] = []
    private var boundsInsets = UIEdgeInsets.zero
    private var contacts: [ContactKey] = []

    private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        let first = a as AnyObject, second = b as AnyObject
        return first === second || (first as? NSObject)?.isEqual(second) == true
    }

    override var heldItems: [UIDynamicItem] { items }

    override func resolveCollisions(in world: DynamicsWorld, step: CGFloat) {
        let bodies = items.compactMap { world.body(for: $0) }
        var touching: [(key: ContactKey, point: CGPoint)] = []
        if collisionMode.contains(.boundaries) {
            for body in bodies where !body.isAnchored {
                if translatesReferenceBoundsIntoBoundary, let reference = dynamicAnimator?.referenceView {
                    let area = reference.bounds.inset(by: boundsInsets)
                    for (normal, limit) in [(CGVector(dx: 1, dy: 0), area.minX), (CGVector(dx: -1, dy: 0), -area.maxX),
                                            (CGVector(dx: 0, dy: 1), area.minY), (CGVector(dx: 0, dy: -1), -area.maxY)] {
                        if let point = DynamicContact.pushOutOfHalfPlane(body, normal: normal, limit: limit) {
                            touching.append((ContactKey(body: ObjectIdentifier(body), other: nil, boundary: -1), point))
                        }
                    }
                }
                for (index, segment) in segments.enumerated() {
                    if let point = DynamicContact.pushOffSegment(body, from: segment.start, to: segment.end) {
                        touching.append((ContactKey(body: ObjectIdentifier(body), other: nil, boundary: index), point))
                    }
                }
            }
        }
        if collisionMode.contains(.items) {
            for (index, first) in bodies.enumerated() {
                for second in bodies[(index + 1)...] {
                    if let point = DynamicContact.separate(first, second) {
                        touching.append((ContactKey(body: ObjectIdentifier(first), other: ObjectIdentifier(second), boundary: 0), point))
                    }
                }
            }
        }
        report(touching, bodies: bodies)
    }

    /// Tells the delegate of the contacts that ended and began in this step, in the order they
    /// were found (a set's order would change from run to run).
    private func report(_ touching: [(key: ContactKey, point: CGPoint)], bodies: [DynamicBody]) {
        var now: [ContactKey] = []
        var points: [CGPoint] = []
        for (key, point) in touching where !now.contains(key) {
            now.append(key)
            points.append(point)
        }
        guard now != contacts else { return }
        let previous = contacts
        contacts = now
        guard let delegate = collisionDelegate else { return }
        func item(_ id: ObjectIdentifier?) -> UIDynamicItem? { bodies.first { ObjectIdentifier($0) == id }?.item }
        for key in previous where !now.contains(key) {
            guard let body = item(key.body) else { continue }
            if let other = item(key.other) {
                delegate.collisionBehavior(self, endedContactFor: body, with: other)
            } else if key.other == nil {
                delegate.collisionBehavior(self, endedContactFor: body, withBoundaryIdentifier: identifier(key.boundary))
            }
        }
        for (key, point) in zip(now, points) where !previous.contains(key) {
            guard let body = item(key.body) else { continue }
            if let other = item(key.other) {
                delegate.collisionBehavior(self, beganContactFor: body, with: other, at: point)
            } else if key.other == nil {
                delegate.collisionBehavior(self, beganContactFor: body, withBoundaryIdentifier: identifier(key.boundary), at: point)
            }
        }
    }

    private func identifier(_ boundary: Int) -> NSCopying? {
        segments.indices.contains(boundary) ? segments[boundary].identifier : nil
    }
}
