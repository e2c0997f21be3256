import Foundation

/// One length of a compositional layout's item, group or supplementary item: absolute points, a
/// fraction of the containing width or height, or an estimate.
///
/// - Note: OpenUIKit differs: estimated dimensions are used as they are (items do not size
///   themselves yet) [R].
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat

    private init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? dimension : 0
        super.init()
        if !dimension.isFinite { OpenUIKitDiagnostics.report(.collectionViewMisuse, "NSCollectionLayoutDimension \(dimension) must be finite; 0 is used.") }
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) }
    /// An estimated length in points.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        let value: CGFloat = switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
        return max(0, value.isFinite ? value : 0)
    }
}

/// A width and a height.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `size`.
    final func resolve(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
    }
}

/// The space between a group's items: fixed, or at least a minimum with the rest shared out.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
        super.init()
    }

    public var isFixedSpacing: Bool { !isFlexibleSpacing }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
}

/// A compositional layout's cell: its size in its group and the insets of its content.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's area around the cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Views attached to each item placed from this one (badges), anchored to the item.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
        super.init()
    }

    /// An item with views attached to it (badges: `NSCollectionLayoutSupplementaryItem`).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// Items side by side (horizontal), stacked (vertical), repeated while they fit.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of items of equal length (nil: as many as fit).
    let count: Int?
    /// The space between items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Items from left to right, as many as fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` items of equal width from left to right.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// `count` items of equal width (iOS 16's spelling).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Items from top to bottom, as many as fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// `count` items of equal height from top to bottom.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// `count` items of equal height (iOS 16's spelling).
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// Where a section's header or footer goes.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer (or the layout's).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Whether it stays in the visible area while its section is on screen.
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []))
    }
}
