import Foundation

/// What a layout invalidation covers: everything (`invalidateLayout()`, `reloadData()`), the
/// data source's counts, particular items and supplementary or decoration views, and how far
/// the content offset and size move. A layout names its own subclass in
/// `invalidationContextClass` to carry its own flags; the collection view makes contexts of that
/// class for a new bounds (`invalidationContext(forBoundsChange:)`) and for a cell's preferred
/// attributes, and hands each to `invalidateLayout(with:)`.
///
/// - Note: OpenUIKit differs: whatever the context says, the base class's
///   `invalidateLayout(with:)` has `prepare()` run again in full (the context is there for
///   layouts that keep their own caches, as on iOS). `contentOffsetAdjustment` is applied at
///   the next layout pass; `contentSizeAdjustment` is superseded there by the content size the
///   layout computes again.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() {
        super.init()
    }

    /// Whether the whole layout is invalid: true for the context of `invalidateLayout()` and
    /// `reloadData()`.
    open internal(set) var invalidateEverything = false

    /// Whether the numbers of sections and items may have changed (true with
    /// `invalidateEverything` after a reload).
    open internal(set) var invalidateDataSourceCounts = false

    /// The items made invalid, or nil when none was named.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views made invalid, by kind, or nil when none was named.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views made invalid, by kind, or nil when none was named.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How far the content offset moves when the invalidation is applied (a layout keeps what is
    /// on screen in place as elements above it change size).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// How much the content size changes when the invalidation is applied.
    open var contentSizeAdjustment: CGSize = .zero

    /// Adds items to the invalid ones.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds supplementary views of `elementKind` to the invalid ones.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedSupplementaryIndexPaths ?? [:]
        byKind[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = byKind
    }

    /// Adds decoration views of `elementKind` to the invalid ones.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedDecorationIndexPaths ?? [:]
        byKind[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = byKind
    }
}

/// The flow layout's context: whether its delegate's sizes and spacings must be asked again, and
/// whether the attributes it computed from them are invalid (both true by default, as on iOS).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's item sizes, insets and spacings are asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the attributes computed from those metrics are made again.
    open var invalidateFlowLayoutAttributes = true
}

extension UICollectionViewLayout {
    /// A new context of the layout's `invalidationContextClass` (reported and replaced by the
    /// base class when the override names something else).
    final func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let named: AnyClass = type(of: self).invalidationContextClass
        if let contextType = named as? UICollectionViewLayoutInvalidationContext.Type { return contextType.init() }
        OpenUIKitDiagnostics.report(.collectionViewMisuse, "\(type(of: self)).invalidationContextClass is \(named), not a UICollectionViewLayoutInvalidationContext subclass; the base class is used.")
        return UICollectionViewLayoutInvalidationContext()
    }

    /// The context of `invalidateLayout()` and of a reload: everything is invalid.
    final func makeInvalidateEverythingContext(dataSourceCounts: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = dataSourceCounts
        return context
    }
}
