import Foundation

/// What a layout says about one element of a collection view: where it is (frame, centre,
/// size, transform), how it looks (alpha, hidden) and which element it is (category, kind,
/// index path). The collection view applies them to the element's view; `zIndex` becomes the
/// layer's `zPosition`, as on iOS.
///
/// Subclasses carrying more values override `copy(with:)` and `isEqual(_:)`, as on iOS; the
/// collection view copies attributes before handing them to a cell's
/// `apply(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in the collection view's content.
    @exclusivity(unchecked) open var center: CGPoint = .zero
    /// The element's size.
    @exclusivity(unchecked) open var size: CGSize = .zero
    /// The element's bounds (origin zero, its size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's 3D transform (about its centre).
    @exclusivity(unchecked) open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's transform, as an affine transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's opacity.
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    /// Drawing order among the collection view's elements (higher draws on top).
    @exclusivity(unchecked) open var zIndex: Int = 0
    /// Whether the element is hidden (it still gets a view).
    @exclusivity(unchecked) open var isHidden = false
    /// The element's index path.
    @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    @exclusivity(unchecked) open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view (nil for cells).
    @exclusivity(unchecked) open private(set) var representedElementKind: String?
    /// Where the scroll view of the element's orthogonal section sits in the collection view's
    /// content (nil: the collection view itself holds the element's view). The view's centre is
    /// placed relative to it.
    @exclusivity(unchecked) final var containerOrigin: CGPoint?

    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (a header, a footer) of `elementKind`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values (subclasses add theirs).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copyValues() }
    }

    private func copyValues() -> UICollectionViewLayoutAttributes {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.containerOrigin = containerOrigin
        return copy
    }

    nonisolated override open func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let other = object
        return MainActor.assumeIsolated { hasSameValues(as: other) }
    }

    private func hasSameValues(as object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
    }

    nonisolated override open var hash: Int {
        MainActor.assumeIsolated { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) }
    }

    nonisolated override open var description: String {
        MainActor.assumeIsolated { summary }
    }

    private var summary: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(type(of: self)) \(representedElementCategory)\(kind) \(indexPath) frame \(frame) alpha \(alpha) z \(zIndex)\(isHidden ? " hidden" : "")>"
    }

    /// Which element these attributes describe (category, kind, index path).
    final var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }
}

/// One element of a collection view: its category, kind and index path.
struct CollectionElementKey: Hashable, Comparable, CustomStringConvertible {
    var category: UICollectionView.ElementCategory
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: CollectionElementKey, rhs: CollectionElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.indexPath < rhs.indexPath
    }

    var description: String {
        category == .cell ? "cell \(indexPath)" : "\(category) \(kind) \(indexPath)"
    }
}
