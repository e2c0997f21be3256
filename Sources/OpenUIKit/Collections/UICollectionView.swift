import Foundation

/// A scroll view showing items in sections, placed by a `UICollectionViewLayout`, with views
/// reused as they scroll: only the elements whose frames meet the visible bounds have views.
///
/// The collection view asks its data source for counts once per `reloadData()` (and keeps them
/// until the next reload or update), its layout for attributes at each layout pass, and the data
/// source for a view for each element that comes into view. Views that leave go to a pool by
/// reuse identifier; `dequeueReusableCell(withReuseIdentifier:for:)` hands them out again after
/// `prepareForReuse()`.
///
/// - Note: OpenUIKit differs: `delegate` keeps the scroll view's type (a
///   `UICollectionViewDelegate` assigned to it gets every collection call); drag and drop,
///   prefetching, focus and context menus are not available yet (absent from the API).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Whether an element is a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable, CustomStringConvertible {
        case cell, supplementaryView, decorationView

        public var description: String {
            switch self {
            case .cell: "cell"
            case .supplementaryView: "supplementary view"
            case .decorationView: "decoration view"
            }
        }
    }

    /// Along which axis a flow layout's content scrolls.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of flow layout section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of flow layout section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    enum Registration {
        case viewClass(AnyClass)
        case nib(UINib)
        /// A storyboard's prototype cell.
        case prototype(IBPrototype)

        /// A new view from the registration (a mismatch is reported and `fallback` made).
        @MainActor func make<View: UIView>(_ base: View.Type, what: String, identifier: String, fallback: () -> View) -> View {
            switch self {
            case .viewClass(let type):
                return ReusableViewFactory.make(type, base: base, reuseIdentifier: identifier, fallback: fallback)
            case .nib(let nib):
                if let view = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap({ $0 as? View }).first { return view }
                OpenUIKitDiagnostics.report(.collectionViewMisuse, "The nib registered for \(what) has no top-level \(View.self); a plain one is used.")
            case .prototype(let prototype):
                if let view = prototype.make() as? View { return view }
                OpenUIKitDiagnostics.report(.collectionViewMisuse, "The storyboard's prototype for \(what) is not a \(View.self); a plain one is used.")
            }
            return fallback()
        }
    }

    @exclusivity(unchecked) private var layoutStorage: UICollectionViewLayout
    /// The data source (held weakly, as on iOS). Setting it reloads, without calling
    /// `reloadData()` (a subclass's override of it is not called, as on iOS).
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { forgetData() }
    }
    /// A view behind the content, filling the collection view (it does not scroll).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Told ahead of time which items will come into view (held weakly).
    @exclusivity(unchecked) open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether the prefetch data source is told (true by default).
    @exclusivity(unchecked) open var isPrefetchingEnabled = true
    let prefetching = PrefetchTracker()
    @exclusivity(unchecked) final var lastPrefetchOffset: CGPoint?
    /// The last direction the content moved (unit steps; down by default).
    @exclusivity(unchecked) final var prefetchDirection = CGPoint(x: 0, y: 1)
    /// Whether tapping selects.
    @exclusivity(unchecked) open var allowsSelection = true
    /// Whether more than one item can be selected.
    @exclusivity(unchecked) open var allowsMultipleSelection = false

    @exclusivity(unchecked) final var cellRegistrations: [String: Registration] = [:]
    /// A storyboard's prototype cells' identifiers, in the document's order.
    @exclusivity(unchecked) final var prototypeIdentifiers: [String] = []
    @exclusivity(unchecked) final var supplementaryRegistrations: [String: Registration] = [:]
    /// Views waiting for reuse, keyed by "kind/identifier" (cells: "cell/identifier").
    let reusePool = ReusePool<UICollectionReusableView>()
    /// The views on screen, by element.
    @exclusivity(unchecked) final var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The counts of items per section, as the data source last said (nil: ask again).
    @exclusivity(unchecked) final var itemCounts: [Int]?
    /// The attributes the current layout pass applies, so a dequeue can size the view at once.
    @exclusivity(unchecked) final var attributesBeingApplied: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Views handed out by a dequeue and not yet placed (a returned view must be one of them).
    @exclusivity(unchecked) final var dequeuedViews: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) final var selectedIndexPaths: [IndexPath] = []
    @exclusivity(unchecked) final var highlightedIndexPath: IndexPath?
    /// A layout change in flight: the layout pass leaves the views to its animation.
    @exclusivity(unchecked) final var layoutChange: CollectionLayoutChange?
    /// An animated bounds change waits for its layout pass to finalize (noteAnimatedBoundsChange(from:)).
    private var animatedBoundsChangePending = false
    /// The interactive layout change, between `startInteractiveTransition` and its end.
    @exclusivity(unchecked) final var interactiveLayoutChange: CollectionInteractiveLayoutChange?
    /// The changes of the batch update being gathered.
    @exclusivity(unchecked) final var pendingUpdate: SectionedUpdate?
    /// Completions of batches nested in the one being gathered.
    @exclusivity(unchecked) final var nestedUpdateCompletions: [(Bool) -> Void] = []
    /// The scroll views of the layout's orthogonal sections, by section.
    @exclusivity(unchecked) final var orthogonalScrollers: [Int: CollectionOrthogonalScrollView] = [:]
    /// The outline place of the cell being asked of the data source (a diffable data source's
    /// outline section), handed to the list cell at its dequeue.
    @exclusivity(unchecked) final var pendingOutlineState: OutlineCellState?

    /// A collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        adopt(layout)
    }

    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder {
            layoutStorage = IBCollectionDecoding.collectionViewLayout(coder)
            IBCollectionDecoding.decodeCollectionView(self, coder)
        }
        adopt(layoutStorage)
    }

    /// The layout (setting it changes without animation).
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Makes `layout` the current layout without animation or callbacks.
    final func installLayout(_ layout: UICollectionViewLayout) {
        guard layout !== layoutStorage else { return }
        if layoutStorage.collectionView === self { layoutStorage.collectionView = nil }
        layoutStorage = layout
        adopt(layout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "A \(type(of: layout)) is already the layout of another collection view; it now lays out this one (a layout serves one collection view, as on iOS).")
            other.layoutWasInvalidated()
        }
        layout.collectionView = self
        layout.needsPreparation = true
        setNeedsLayout()
    }

    /// A storyboard connects the data source and the delegate by name.
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("dataSource") { (view: UICollectionView, source: any UICollectionViewDataSource) in view.dataSource = source }
    }

    /// The collection view's delegate as a collection view delegate.
    final var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    // MARK: Registration and reuse

    /// Registers the class cells with `identifier` are made of (see the type's note on Linux).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass.map { .viewClass($0) }
        reusePool.drain("cell/" + identifier)
    }

    /// Registers the nib cells with `identifier` are loaded from (its first top-level cell).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
        reusePool.drain("cell/" + identifier)
    }

    /// Registers the class of the supplementary views of `elementKind` with `identifier`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[elementKind + "/" + identifier] = viewClass.map { .viewClass($0) }
        reusePool.drain(elementKind + "/" + identifier)
    }

    /// Registers the nib of the supplementary views of `kind` with `identifier`.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[kind + "/" + identifier] = nib.map { .nib($0) }
        reusePool.drain(kind + "/" + identifier)
    }

    /// A cell for `indexPath`: one that scrolled away (after `prepareForReuse()`) or a new one
    /// from the registration, already at the layout's size. An identifier never registered is
    /// reported and gets a plain cell (iOS raises an exception).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let key = CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)
        let view = dequeue(poolKey: "cell/" + identifier, registration: cellRegistrations[identifier], base: UICollectionViewCell.self,
                           what: "a cell with identifier \"\(identifier)\"", identifier: identifier, key: key)
        return view
    }

    /// A supplementary view of `elementKind` for `indexPath`, reused or new (as for cells).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
        return dequeue(poolKey: elementKind + "/" + identifier, registration: supplementaryRegistrations[elementKind + "/" + identifier],
                       base: UICollectionReusableView.self, what: "a \"\(elementKind)\" view with identifier \"\(identifier)\"",
                       identifier: identifier, key: key)
    }

    private func dequeue<View: UICollectionReusableView>(poolKey: String, registration: Registration?, base: View.Type, what: String,
                                                         identifier: String, key: CollectionElementKey) -> View {
        let view: View
        if let waiting = reusePool.take(poolKey) as? View {
            view = waiting
            view.prepareForReuse()
        } else {
            view = makeView(registration: registration, base: base, what: what, identifier: identifier)
            reusePool.noteMade()
        }
        view.reuseIdentifier = identifier
        dequeuedViews.insert(ObjectIdentifier(view))
        if key.category == .cell, let listCell = view as? UICollectionViewListCell { listCell.outlineState = pendingOutlineState }
        if let attributes = attributesBeingApplied[key] ?? attributes(for: key) { CollectionElementPlacement.apply(attributes, to: view) }
        return view
    }

    private func makeView<View: UICollectionReusableView>(registration: Registration?, base: View.Type, what: String, identifier: String) -> View {
        let fallback = { (View.self == UICollectionViewCell.self ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)) as! View }
        guard let registration else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, """
                Could not dequeue \(what): register a class or a nib for the identifier (or give a storyboard prototype \
                that identifier); a plain \(View.self) is used (iOS raises an exception).
                """)
            return ReusableViewFactory.make(base, base: base, reuseIdentifier: identifier, fallback: fallback)
        }
        return registration.make(base, what: what, identifier: identifier, fallback: fallback)
    }

    /// A view shown for a supplementary element the data source did not provide.
    final func placeholderSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let view = UICollectionReusableView(frame: .zero)
        dequeuedViews.insert(ObjectIdentifier(view))
        return view
    }

    // MARK: Data

    /// Forgets the counts and every view on screen; the next layout pass asks again.
    open func reloadData() {
        forgetData()
    }

    /// What `reloadData()` does, for the collection view's own reloads. A batch update still
    /// animating no longer holds the layout pass: the next one shows the reloaded items (Apple:
    /// `reloadData` discards the visible items and recreates them from the data source).
    final func forgetData() {
        if layoutChange?.isBatchUpdate == true { layoutChange = nil }
        itemCounts = nil
        for (key, view) in visibleViews { CollectionVisibleElements(collectionView: self).recycle(view, key: key) }
        visibleViews.removeAll()
        selectedIndexPaths.removeAll()
        layoutStorage.invalidateLayout(with: layoutStorage.makeInvalidateEverythingContext(dataSourceCounts: true))
        setNeedsLayout()
    }

    /// The number of sections (as the data source last said).
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section` (as the data source last said; 0 out of range).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts, asked of the data source when unknown (negative answers are reported and read as 0).
    final var counts: [Int] {
        if let itemCounts { return itemCounts }
        let counts = CollectionCounts.ask(self)
        itemCounts = counts
        return counts
    }

    /// Whether `indexPath` names an item of the current counts.
    final func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: Queries

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] {
        visibleViews.sorted { $0.key < $1.key }.compactMap { $0.value as? UICollectionViewCell }
    }

    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell on screen for `indexPath` (nil when it has none).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleViews[CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)] as? UICollectionViewCell
    }

    /// Where the cell's index path is (nil for a cell not on screen).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleViews[CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views on screen of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the supplementary views on screen of `elementKind`.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The item whose frame contains `point` (content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (layoutStorage.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && isValidItem($0.indexPath)
                && OrthogonalScrollers.shows($0, in: probe, collectionView: self)
                && OrthogonalScrollers.displayedFrame(of: $0, in: self).contains(point) }
        return hits.max { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }?.indexPath
    }

    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard isValidItem(indexPath) else { return nil }
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    final func attributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryElement(ofKind: key.kind, at: key.indexPath)
        case .decorationView: layoutAttributesForDecorationElement(ofKind: key.kind, at: key.indexPath)
        }
    }

    /// The layout's attributes for a decoration view.
    open func layoutAttributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }

    /// The reuse pool's key of decoration views of `kind`.
    static func decorationPoolKey(_ kind: String) -> String { "decoration/" + kind }

    /// A decoration view of `kind`: one that left the screen, or a new one from the layout's
    /// registration (a kind never registered is reported once and gets a plain view).
    final func makeDecorationView(ofKind kind: String, for key: CollectionElementKey) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if let waiting = reusePool.take(Self.decorationPoolKey(kind)) {
            view = waiting
            view.prepareForReuse()
        } else if let registration = layoutStorage.decorationRegistrations[kind] {
            view = registration.make(UICollectionReusableView.self, what: "a \"\(kind)\" decoration view", identifier: kind) { UICollectionReusableView(frame: .zero) }
            reusePool.noteMade()
        } else {
            OpenUIKitDiagnostics.reportOnce(key: "decoration-\(kind)", .collectionViewMisuse,
                "The layout shows \"\(kind)\" decoration views but registered no class or nib for that kind (register(_:forDecorationViewOfKind:)); a plain view is used.")
            view = UICollectionReusableView(frame: .zero)
            reusePool.noteMade()
        }
        view.reuseIdentifier = kind
        if let attributes = attributesBeingApplied[key] ?? attributes(for: key) { CollectionElementPlacement.apply(attributes, to: view) }
        return view
    }

    /// Scrolls so the item is at `scrollPosition` (within the content). An item of an
    /// orthogonal section is also scrolled to in its section's scroll view.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let attributes = layoutAttributesForItem(at: indexPath) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "scrollToItem(at: \(indexPath)): no such item; not scrolled.")
            return
        }
        var frame = attributes.frame
        if attributes.containerOrigin != nil {
            OrthogonalScrollers.sync(self)
            if let scroller = orthogonalScrollers[indexPath.section] {
                let local = frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
                scroller.setContentOffset(scroller.clamped(CollectionScrolling.offset(showing: local, at: scrollPosition, in: scroller)), animated: animated)
                frame = OrthogonalScrollers.displayedFrame(of: attributes, in: self)
            }
        }
        setContentOffset(clamped(CollectionScrolling.offset(showing: frame, at: scrollPosition, in: self)), animated: animated)
    }

    // MARK: Layout pass

    /// Prepares the layout now if an invalidation or a reload asked for it.
    final func prepareLayoutIfNeeded() {
        _ = counts
        guard layoutStorage.needsPreparation else { return }
        layoutStorage.prepareIfNeeded()
        let size = layoutStorage.checkedContentSize
        if contentSize != size { contentSize = size }
        // Invalidation contexts' offset adjustments.
        let adjustment = layoutStorage.pendingContentOffsetAdjustment
        layoutStorage.pendingContentOffsetAdjustment = .zero
        if adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
    }

    /// The layout asked to be computed again.
    final func layoutWasInvalidated() {
        setNeedsLayout()
        if interactiveLayoutChange != nil { interactiveProgressChanged() }
    }

    override open var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else { return }
            if layoutChange == nil, layoutStorage.shouldInvalidateLayout(forBoundsChange: newValue) {
                noteAnimatedBoundsChange(from: old)
                layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
            setNeedsLayout()
        }
    }

    override open var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            let newBounds = CGRect(origin: old.origin, size: newValue.size)
            if layoutChange == nil, newBounds.size != old.size, layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds) {
                noteAnimatedBoundsChange(from: old)
                layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: newBounds))
            }
            super.frame = newValue
            if newBounds.size != old.size { setNeedsLayout() }
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard layoutChange == nil else { return }
        CollectionVisibleElements(collectionView: self).update()
        if animatedBoundsChangePending {
            animatedBoundsChangePending = false
            layoutStorage.finalizeAnimatedBoundsChange()
        }
    }

    /// Inside an animation block, a bounds change the layout accepted is an animated one: the
    /// layout hears of it before the change and after the layout pass that follows.
    private func noteAnimatedBoundsChange(from oldBounds: CGRect) {
        guard UIView.inheritedAnimationDuration > 0, !animatedBoundsChangePending else { return }
        animatedBoundsChangePending = true
        layoutStorage.prepare(forAnimatedBoundsChange: oldBounds)
    }

    // MARK: Touches

    // Behaviour source [D] — Scrolling
    //   Rule: A collection view highlights the item under a resting finger only after the scroll
    //     view's content-touch delay while `delaysContentTouches` is true, at once otherwise
    //   Value: after the delay (0.15 s)
    //   Source: Apple, `delaysContentTouches`
    //     (https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches):
    //     with it (the default) "the scroll view delays handling the touch-down gesture until it
    //     can determine if scrolling is the intent". The delay's length has its own entry.
    //   Also: Tests/OpenUIKitTests/Scrolling/ScrollViewContentTouchesTests.swift
    /// The item under a touch: highlighted while the finger is down, selected when it lifts
    /// (the delegate is asked first, then told), unhighlighted if the touch is cancelled (a
    /// scroll began). The finger reaches it after the scroll view's content-touch delay, as on
    /// iOS (`delaysContentTouches`) [D].
    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard allowsSelection || allowsMultipleSelection, !isDragging, !isDecelerating, layoutChange == nil,
              let touch = touches.first, let indexPath = indexPathForItem(at: touch.location(in: self)) else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedIndexPath = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let indexPath = highlightedIndexPath else { return }
        unhighlight(indexPath)
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        userTapped(indexPath)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        if let indexPath = highlightedIndexPath { unhighlight(indexPath) }
    }

    // Updates and selection: declared here so test spies and subclasses can override them (Swift overrides only what a class's body declares); the work is in UICollectionView+Updates.swift and UICollectionView+Selection.swift.

    /// Groups the changes made in `updates` (the data source's and these methods') into one
    /// animation: items that stay move to their new places, inserted items appear from the
    /// layout's initial attributes and deleted ones leave to its final attributes (faded in place
    /// when it gives none), in 0.3 s ease in-out [R]. The layout gets
    /// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { updatePerformBatchUpdates(updates, completion: completion) }

    /// Inserts items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { updateInsertItems(at: indexPaths) }

    /// Deletes items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { updateDeleteItems(at: indexPaths) }

    /// Replaces items with new cells from the data source.
    open func reloadItems(at indexPaths: [IndexPath]) { updateReloadItems(at: indexPaths) }

    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { updateMoveItem(at: indexPath, to: newIndexPath) }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) { updateInsertSections(sections) }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet) { updateDeleteSections(sections) }

    /// Replaces sections with new content.
    open func reloadSections(_ sections: IndexSet) { updateReloadSections(sections) }

    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { updateMoveSection(section, toSection: newSection) }

    /// The selected items, in the order they were selected (nil when none, as on iOS).
    open var indexPathsForSelectedItems: [IndexPath]? { selectionIndexPathsForSelectedItems }

    /// Selects an item in code (no delegate calls, as on iOS), scrolling it to `scrollPosition`.
    /// In single selection the previous item is deselected.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { selectionSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition) }

    /// Deselects an item in code (no delegate calls, as on iOS).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selectionDeselectItem(at: indexPath, animated: animated) }
}
