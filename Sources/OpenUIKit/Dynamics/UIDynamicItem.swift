import Foundation

/// Something a `UIDynamicAnimator` can move: it has a centre and a transform the animator writes,
/// and bounds whose size gives its mass and its shape for collisions. Views are dynamic items;
/// other objects (a layout attribute, a model object mirrored onto a view) can be too.
///
/// - Note: OpenUIKit differs: the optional `collisionBoundsType` and `collisionBoundingPath`
///   are not declared; every item collides as its rectangle.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre in the reference view's coordinates; the animator writes it every frame
    /// it moves the item.
    var center: CGPoint { get set }
    /// The item's bounds; the animator reads their size when the item is added (and at
    /// `updateItem(usingCurrentState:)`).
    var bounds: CGRect { get }
    /// The item's transform; the animator writes a rotation once the item turns.
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
