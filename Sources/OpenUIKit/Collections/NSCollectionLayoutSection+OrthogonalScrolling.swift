import Foundation

/// How a compositional section's groups scroll across the layout's scrolling direction.
///
/// Any behaviour other than `.none` lays the section's groups out side by side across the
/// layout (a row of groups in a vertical layout) in a scroll view of their own, which the
/// collection view places where the section is (docs/collection-and-table-views.md,
/// "Orthogonal sections").
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The groups follow the layout's scrolling direction (no section scroll view).
    case none
    /// Scrolls freely and decelerates as any scroll view.
    case continuous
    /// Scrolls freely and comes to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Pages by the width (height) of the collection view's content area.
    case paging
    /// Moves one group per swipe, a group's leading edge coming to rest at the section's leading inset.
    case groupPaging
    /// Moves one group per swipe, the group coming to rest centred.
    case groupPagingCentered
}

/// An element of a section as the section's `visibleItemsInvalidationHandler` sees it: the
/// layout's frame (before the section's own scrolling) and the properties the handler may change
/// for this layout pass.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's kind: "" for a cell.
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called at each layout pass of a section with its visible items, the offset of the scroll
/// view the section moves in (the section's own for an orthogonal section, the collection
/// view's otherwise) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// The visible item handed to a section's handler: a copy of the element's attributes, so the
/// handler's changes last for one layout pass.
@MainActor
final class CollectionLayoutVisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
