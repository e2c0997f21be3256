import Foundation

/// Where a collection view's elements go: subclasses compute attributes in `prepare()` and
/// answer `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` and
/// `collectionViewContentSize`. The collection view asks again after `invalidateLayout()`, after
/// `reloadData()`, and when `shouldInvalidateLayout(forBoundsChange:)` says a new bounds calls for it.
///
/// Animations ask for the attributes an element starts from when it appears and ends at when
/// it disappears (`initialLayoutAttributesForAppearingItem(at:)`,
/// `finalLayoutAttributesForDisappearingItem(at:)`), between `prepare(forCollectionViewUpdates:)`
/// and `finalizeCollectionViewUpdates()`, and for layout changes between
/// `prepareForTransition(from:)`/`prepareForTransition(to:)` and `finalizeLayoutTransition()`.
///
/// - Note: OpenUIKit differs: every invalidation, whatever its context names, has `prepare()`
///   run again in full.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (nil while it uses none).
    @exclusivity(unchecked) open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next question.
    @exclusivity(unchecked) final var needsPreparation = true

    override public init() {
        super.init()
    }

    /// Makes a layout from a storyboard (only the values the base class has).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes this layout makes (override with your subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The attributes class as a type the layout can instantiate (reported and replaced by the
    /// base class when the override names something else).
    static var attributesType: UICollectionViewLayoutAttributes.Type {
        if let type = layoutAttributesClass as? UICollectionViewLayoutAttributes.Type { return type }
        OpenUIKitDiagnostics.report(.collectionViewMisuse, "\(self).layoutAttributesClass is \(layoutAttributesClass), not a UICollectionViewLayoutAttributes subclass; the base class is used.")
        return UICollectionViewLayoutAttributes.self
    }

    // MARK: Computing

    /// Computes what the questions below need (called once after each invalidation).
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view (a view the layout adds, such as a section's
    /// background; the collection view makes it from the class registered for its kind).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the class of the decoration views of `elementKind` (they are made and reused by
    /// the collection view, never asked of the data source).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = viewClass.map { .viewClass($0) }
        collectionView?.reusePool.drain(UICollectionView.decorationPoolKey(elementKind))
    }

    /// Registers the nib decoration views of `elementKind` are loaded from.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = nib.map { .nib($0) }
        collectionView?.reusePool.drain(UICollectionView.decorationPoolKey(elementKind))
    }

    /// The offset adjustment of invalidations not applied yet (UICollectionView's layout pass
    /// applies it).
    final var pendingContentOffsetAdjustment: CGPoint = .zero

    /// The registered decoration views, by kind.
    @exclusivity(unchecked) final var decorationRegistrations: [String: UICollectionView.Registration] = [:]

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether the layout is mirrored in a right-to-left layout direction (false by default).
    ///
    /// - Note: OpenUIKit lays out left to right only, so no layout is ever mirrored; the
    ///   property exists for layouts that override it.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout was written for (left to right by default).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Called before the collection view's bounds change inside an animation block (a rotation,
    /// an animated resize), with the bounds before the change.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after the layout pass of an animated bounds change.
    open func finalizeAnimatedBoundsChange() {}

    /// The class of the invalidation contexts this layout uses (override with your subclass).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the layout for recomputation: `invalidateLayout(with:)` with a context that
    /// invalidates everything.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidateEverythingContext(dataSourceCounts: false))
    }

    /// Marks what `context` names as invalid; the collection view lays out again, applying the
    /// context's offset adjustment (its size adjustment is superseded by the content size the
    /// layout computes again). Subclasses update their caches and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPreparation = true
        pendingContentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        pendingContentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        collectionView?.layoutWasInvalidated()
    }

    /// Whether a new bounds (a scroll, a resize) calls for a new layout. The base class says
    /// yes when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// The context for a new bounds that `shouldInvalidateLayout(forBoundsChange:)` accepted
    /// (the base class's names nothing in particular).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's preferred attributes (from `preferredLayoutAttributesFitting(_:)`) call
    /// for a new layout (the base class says no).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The context for a cell's preferred attributes: its element is invalid.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    // MARK: Scrolling

    /// Where scrolling should stop given where it would (the base class keeps it).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after a layout change or an update (the base class keeps the proposed one).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called before the attributes of an update's animation are asked for.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the update's animation block was set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item that appears starts; nil (the base class) fades it in at its final place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item that disappears ends; nil (the base class) fades it out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that appears starts; nil (the base class) fades it in.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view that disappears ends; nil (the base class) fades it out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that appears starts; nil (the base class) fades it in.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view that disappears ends; nil (the base class) fades it out.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Layout changes

    /// Called on the new layout before a change from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on the old layout before a change to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on both layouts when the change is over.
    open func finalizeLayoutTransition() {}

    // MARK: Engine

    /// Whether the layout sizes items from their cells (estimated sizes).
    var asksCellsForSizes: Bool { false }

    /// Whether new cells' preferred attributes go to the public self-sizing questions
    /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`): custom
    /// layouts; the flow and compositional layouts size their cells their own way.
    var hearsOfPreferredAttributes: Bool { true }

    /// Records the size a cell asked for; true when the layout must be computed again.
    func notePreferredSize(_ size: CGSize, for indexPath: IndexPath) -> Bool { false }

    /// The sections whose items scroll in a scroll view of their own (compositional layouts).
    var orthogonalSections: [Int: OrthogonalSection] { [:] }

    /// The sections with a visible-items handler, with the environment it is given.
    var visibleItemsHandlers: [Int: SectionItemsHandler] { [:] }

    /// Runs `prepare()` if an invalidation asked for it.
    final func prepareIfNeeded() {
        guard needsPreparation else { return }
        needsPreparation = false
        prepare()
    }

    /// The content size, made finite and not negative (a layout's mistake is reported once per value).
    final var checkedContentSize: CGSize {
        let size = collectionViewContentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "\(type(of: self)).collectionViewContentSize is \(size); zero is used.")
            return .zero
        }
        return size
    }
}

/// One change of a batch update, as layouts see it in `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The element's index path before the update (nil for an insertion).
    @exclusivity(unchecked) open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update (nil for a deletion).
    @exclusivity(unchecked) open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    @exclusivity(unchecked) open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}

extension DiagnosticCode {
    /// A collection or table view used against its rules (counts that do not match an update,
    /// a cell not dequeued, an unregistered identifier, a layout's impossible values).
    public static let collectionViewMisuse = DiagnosticCode(rawValue: "UICollectionViewMisuse")
}
