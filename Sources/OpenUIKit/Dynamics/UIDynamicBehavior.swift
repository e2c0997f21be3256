import Foundation

/// A physical rule a `UIDynamicAnimator` applies to its items: gravity, a push, an attachment,
/// a snap, collisions, or the items' material (`UIDynamicItemBehavior`).
///
/// Subclass it to compose rules: add the built-in behaviors as children
/// (`addChildBehavior(_:)`) and give the composite its own `action`.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    override public init() {
        super.init()
    }

    // MARK: Composition

    /// The behaviors this one is made of, in the order they were added.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Adds `behavior` as a child: it takes part whenever this behavior does. A behavior that is
    /// already a child of another is moved here.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        if behavior.isAncestor(of: self) {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "UIDynamicBehavior.addChildBehavior(_:): \(behavior) contains this behavior; a behavior cannot be its own descendant. Ignored.")
            return
        }
        behavior.parent?.removeChildBehavior(behavior)
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator { behavior.moveTree(to: dynamicAnimator) }
        propertyDidChange()
    }

    /// Removes `behavior` from this behavior's children.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.moveTree(to: nil) }
        propertyDidChange()
    }

    /// Called after every step of the animator that moved the items, once per frame here.
    public var action: (() -> Void)?

    /// The animator this behavior (or the behavior it is a child of) was added to.
    public private(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Called when the behavior is added to an animator, or removed from one (`nil`). Call
    /// `super` when overriding.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: Package

    private weak var parent: UIDynamicBehavior?

    private func isAncestor(of behavior: UIDynamicBehavior) -> Bool {
        var current: UIDynamicBehavior? = behavior
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }

    /// Tells this behavior and its children which animator they now belong to.
    final func moveTree(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.moveTree(to: animator) }
    }

    /// This behavior followed by its children's trees, depth first.
    final func appendTree(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendTree(to: &list) }
    }

    /// Something that changes the motion changed: a paused animator starts again.
    final func propertyDidChange() {
        dynamicAnimator?.behaviorsDidChange()
    }

    // Hooks the animator's solver calls on every behavior, in the order of its steps (see
    // `DynamicsWorld.step`). The built-in behaviors override the ones they need.

    /// The items this behavior itself moves or acts on.
    var heldItems: [UIDynamicItem] { [] }
    /// A body was made for an item (velocities added before the animator had it apply here).
    func bodyWasCreated(_ body: DynamicBody) {}
    func applyMaterial(in world: DynamicsWorld) {}
    func applyForces(in world: DynamicsWorld, step: CGFloat) {}
    func prepareConstraints(in world: DynamicsWorld, step: CGFloat) {}
    func solveConstraints() {}
    func resolveCollisions(in world: DynamicsWorld, step: CGFloat) {}
    /// Whether the behavior still drives motion although every body is still (an
    /// instantaneous push not applied yet).
    var hasPendingWork: Bool { false }

    // MARK: The item list gravity, pushes, collisions and item behaviors keep

    /// The items of a behavior that keeps a list (empty for the others).
    final var listedItems = DynamicItemList([])

    /// `addItem(_:)` of a listing behavior: each item once; a change when it was new.
    final func addListedItem(_ item: UIDynamicItem) {
        if listedItems.add(item) { propertyDidChange() }
    }

    /// `removeItem(_:)` of a listing behavior; whether the item was there (then a change).
    @discardableResult
    final func removeListedItem(_ item: UIDynamicItem) -> Bool {
        guard listedItems.remove(item) else { return false }
        propertyDidChange()
        return true
    }

    /// `value` when it is finite, else a report naming `property` and `fallback`.
    final func finite(_ value: CGFloat, _ property: String, fallback: CGFloat) -> CGFloat {
        guard value.isFinite, abs(value) < 1e15 else {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "\(type(of: self)).\(property) = \(value): not a usable number; \(fallback) is used instead.")
            return fallback
        }
        return value
    }

    final func isUsable(_ vector: CGVector) -> Bool {
        vector.dx.isFinite && vector.dy.isFinite && abs(vector.dx) < 1e15 && abs(vector.dy) < 1e15
    }

    /// A force's new vector when it is usable, else a report naming `property` and the previous
    /// vector, which stays (gravity's and a push's direction).
    final func usableForce(_ vector: CGVector, _ property: String, previous: CGVector) -> CGVector {
        guard isUsable(vector) else {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "\(type(of: self)).\(property) = \(vector): not a usable vector; the previous force is kept.")
            return previous
        }
        return vector
    }

    /// The vector of `angle` and `magnitude` for `setAngle(_:magnitude:)`, or nil (reported) when
    /// they are not usable numbers: the force is then unchanged.
    final func forceVector(angle: CGFloat, magnitude: CGFloat) -> CGVector? {
        guard angle.isFinite, magnitude.isFinite, abs(magnitude) < 1e15 else {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "\(type(of: self)).setAngle(\(angle), magnitude: \(magnitude)): not usable numbers; the force is unchanged.")
            return nil
        }
        return CGVector(angle: angle, magnitude: magnitude)
    }

    final func finite(_ point: CGPoint, _ property: String, fallback: CGPoint) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e15, abs(point.y) < 1e15 else {
            OpenUIKitDiagnostics.report(.dynamicsMisuse, "\(type(of: self)).\(property) = \(point): not a usable point; \(fallback) is used instead.")
            return fallback
        }
        return point
    }
}

/// The items of a behavior that keeps a list of them (gravity, pushes, collisions, materials):
/// each item once, in the order added.
@MainActor
struct DynamicItemList {
    private(set) var items: [UIDynamicItem]

    init(_ items: [UIDynamicItem]) {
        self.items = []
        for item in items { _ = add(item) }
    }

    /// Adds `item` unless it is there already; whether it was added.
    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !items.contains(where: { $0 === item }) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; whether it was there.
    mutating func remove(_ item: UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }
}

extension CGVector {
    /// A vector of `magnitude` at `angle` radians, clockwise from the positive x axis (y down).
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The vector's angle in radians, clockwise from the positive x axis (y down).
    var angle: CGFloat { atan2(dy, dx) }
    /// The vector's length.
    var magnitude: CGFloat { hypot(dx, dy) }
}
