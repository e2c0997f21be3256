import Foundation

/// Where an attached view sits against what it is attached to: at the edges named (none: the
/// middle), moved by an offset in points or as a fraction of the attached view's size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public let isFractionalOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        isAbsoluteOffset = !fractional
        isFractionalOffset = fractional
        super.init()
    }

    /// At `edges`, no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    /// At `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    /// At `edges`, moved by `fractionalOffset` of the attached view's width and height
    /// (`(0.3, -0.3)` puts a badge a third out past a top trailing corner).
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    /// The point this anchor names on `rect`.
    func point(on rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : (edges.contains(.trailing) ? rect.maxX : rect.midX)
        let y = edges.contains(.top) ? rect.minY : (edges.contains(.bottom) ? rect.maxY : rect.midY)
        return CGPoint(x: x, y: y)
    }
}

/// A view attached to an item (a badge), placed by anchoring it to the item's frame. The data
/// source provides it as a supplementary view of `elementKind` at the item's index path.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// The point of the item the view is anchored to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the view that goes there (by default: the same edges of the view).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Drawing order among the elements (1 by default: over the items).
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    // Behaviour source [R] — Tables and collections
    //   Rule: An attached supplementary view's fractional offset is in parts of the view's own size
    //   Value: own size
    //   Source: iOS documents the anchors, not the arithmetic.
    //   Also: docs/collection-and-table-views.md
    /// The view's frame when attached to `container`: its anchor point on the container's, then
    /// the offset (a fractional one in parts of the view's own size) [R: iOS documents the
    /// anchors, not the arithmetic].
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        let target = containerAnchor.point(on: container)
        let own = (itemAnchor ?? containerAnchor).point(on: CGRect(origin: .zero, size: size))
        var origin = CGPoint(x: target.x - own.x, y: target.y - own.y)
        let offset = containerAnchor.offset
        if containerAnchor.isFractionalOffset {
            origin.x += offset.x * size.width
            origin.y += offset.y * size.height
        } else {
            origin.x += offset.x
            origin.y += offset.y
        }
        return CGRect(origin: origin, size: size)
    }
}

/// A view the layout puts behind a section (its background), made from the class registered
/// with the layout's `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    // Behaviour source [D] — Tables and collections
    //   Rule: A decoration item's default drawing order
    //   Value: `0`, drawn below the section's items of the same `zIndex`
    //   Source: Apple, `NSCollectionLayoutDecorationItem.zIndex`
    //     (https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/zindex):
    //     "The default value of this property is 0, which means the decoration item appears below
    //     all other items in the section."
    //   Also: Sources/OpenUIKit/Engine/Collections/CollectionVisibleElements.swift,
    //     docs/collection-and-table-views.md
    /// Drawing order: 0 by default, which still draws it below the section's items, as Apple
    /// documents [D: NSCollectionLayoutDecorationItem.zIndex].
    open var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering its section: the section's whole frame (its headers and footers
    /// included, as on iOS), less the item's `contentInsets`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
