import Foundation

/// A scroll view of rows in sections, one column, with views reused as they scroll: only the
/// rows, headers and footers meeting the visible bounds have views.
///
/// Heights come from `rowHeight` or the delegate's `heightForRowAt` for every row at a reload;
/// `UITableView.automaticDimension` rows start at their estimate and are measured (Auto Layout
/// fitting of the content, or the standard content's height) when they come into view. Plain
/// tables keep section headers pinned at the top while their section is on screen.
///
/// - Note: OpenUIKit differs: `delegate` keeps the scroll view's type (a `UITableViewDelegate`
///   assigned to it gets every table call); a row without swipe action configurations cannot be
///   swiped to delete (see UITableView+SwipeActions); reordering, the index bar, drag and drop
///   and prefetching are not available yet (absent from the API).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where scrolling to a row puts it.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How rows and sections animate in and out of updates.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Whether separators are drawn.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// A height that asks the content for its own (self-sizing).
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed at creation.
    public let style: Style
    /// Whether the rows on screen were placed with data or a width the table no longer has.
    private var visibleRowsAreStale = true
    /// The data source (held weakly, as on iOS). Setting it reloads, without calling
    /// `reloadData()` (a subclass's override of it is not called, as on iOS).
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { forgetData() }
    }
    /// Every row's height when the delegate gives none (`automaticDimension`: self-sizing).
    @exclusivity(unchecked) open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { geometryNeedsRebuild() } }
    /// The estimate self-sizing rows start at (`automaticDimension` or 0: 44 points).
    @exclusivity(unchecked) open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { geometryNeedsRebuild() } }
    /// Every header's height when the delegate gives none (`automaticDimension`: by content).
    @exclusivity(unchecked) open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { geometryNeedsRebuild() } }
    /// Every footer's height when the delegate gives none (`automaticDimension`: by content).
    @exclusivity(unchecked) open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { geometryNeedsRebuild() } }
    /// Whether separators are drawn.
    @exclusivity(unchecked) open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour (the system separator colour by default).
    @exclusivity(unchecked) open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The estimate of automatic header heights (kept: OpenUIKit measures headers when it builds the geometry).
    @exclusivity(unchecked) open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate of automatic footer heights (kept, as for headers).
    @exclusivity(unchecked) open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The separators' default inset.
    @exclusivity(unchecked) open var separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// Whether the cells' margins come from the readable content width (false by default, as
    /// since iOS 12).
    ///
    /// - Note: OpenUIKit differs: it has no readable content guide yet, so the cells' margins
    ///   never follow one; setting true is reported and changes nothing.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet {
            guard cellLayoutMarginsFollowReadableWidth else { return }
            OpenUIKitDiagnostics.reportOnce(key: "cellLayoutMarginsFollowReadableWidth", .unsupportedAPI,
                                            "UITableView.cellLayoutMarginsFollowReadableWidth = true: OpenUIKit has no readable content guide yet, so the cells keep their own margins.")
        }
    }
    /// A view behind the rows, filling the table (it does not scroll).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section (its height counts).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            geometryNeedsRebuild()
        }
    }
    /// A view below the last section (its height counts).
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            geometryNeedsRebuild()
        }
    }
    /// Whether the table is in editing mode (its cells are told with `setEditing(_:animated:)`).
    ///
    /// While editing, cells show their editing accessories and a tap selects only with
    /// `allowsSelectionDuringEditing`.
    ///
    /// - Note: OpenUIKit differs: the insertion and deletion controls, reordering and swipe
    ///   actions are not drawn or handled yet.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingStorage = false

    /// Enters or leaves editing mode, telling every visible cell.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        swipeActions.close(animated: false)
        for cell in visibleCells {
            if cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
            if let indexPath = indexPath(for: cell) { updateEditingStyle(of: cell, at: indexPath) }
        }
    }

    /// Told ahead of time which rows will come into view (held weakly).
    @exclusivity(unchecked) open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    let prefetching = PrefetchTracker()
    @exclusivity(unchecked) final var lastPrefetchOffset: CGFloat?
    @exclusivity(unchecked) final var prefetchesUpward = false
    /// Whether tapping selects.
    @exclusivity(unchecked) open var allowsSelection = true
    /// Whether tapping selects while the table is editing (default false, as on iOS).
    open var allowsSelectionDuringEditing = false
    /// Whether more than one row can be selected.
    @exclusivity(unchecked) open var allowsMultipleSelection = false

    @exclusivity(unchecked) final var cellRegistrations: [String: UICollectionView.Registration] = [:]
    /// A storyboard's prototype cells' identifiers, in the document's order.
    @exclusivity(unchecked) final var prototypeIdentifiers: [String] = []
    /// A storyboard's static content (`dataMode="static"`), shown by a table view controller.
    @exclusivity(unchecked) final var staticSections: [StaticTableSection]?
    @exclusivity(unchecked) final var headerFooterRegistrations: [String: UICollectionView.Registration] = [:]
    let reusePool = ReusePool<UIView>()
    @exclusivity(unchecked) final var visibleViews: [TableElementKey: UIView] = [:]
    @exclusivity(unchecked) final var geometry: TableGeometry?
    /// Header and footer views the delegate made while heights were measured, shown when they come into view.
    @exclusivity(unchecked) final var pendingSectionViews: [TableElementKey: UIView] = [:]
    @exclusivity(unchecked) final var selectedRows: [IndexPath] = []
    @exclusivity(unchecked) final var highlightedRow: IndexPath?
    /// An update's animation in flight: the layout pass leaves the views to it.
    @exclusivity(unchecked) final var updateInFlight: TableUpdateAnimation?
    @exclusivity(unchecked) final var batchDepth = 0
    @exclusivity(unchecked) final var pendingUpdates = TableUpdateBatch()

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = IBCollectionDecoding.tableStyle(coder)
        super.init(coder: coder)
        setUpTable()
        if let coder = coder as? InterfaceBuilderCoder { IBCollectionDecoding.decodeTableView(self, coder) }
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        swipeActions = TableSwipeActions(table: self)
    }

    /// A storyboard connects the data source and the delegate by name.
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("dataSource") { (table: UITableView, source: any UITableViewDataSource) in table.dataSource = source }
    }

    /// Swipe actions and the delete confirmation (UITableView+SwipeActions).
    private(set) var swipeActions: TableSwipeActions!

    /// Gives a row the control the delegate chooses while the table is in editing mode (none
    /// outside it, or when the data source says the row cannot be edited).
    final func updateEditingStyle(of cell: UITableViewCell, at indexPath: IndexPath) {
        guard isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else {
            cell.setEditingStyle(.none)
            return
        }
        cell.setEditingStyle(tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete)
    }

    /// The table view's delegate as a table view delegate.
    final var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    // MARK: Registration and reuse

    /// Registers the class cells with `identifier` are made of (see UICollectionReusableView's
    /// note on making classes on Linux).
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass.map { .viewClass($0) }
        reusePool.drain("cell/" + identifier)
    }

    /// Registers the nib cells with `identifier` are loaded from (its first top-level cell).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
        reusePool.drain("cell/" + identifier)
    }

    /// Registers the class of header and footer views with `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass.map { .viewClass($0) }
        reusePool.drain("hf/" + identifier)
    }

    /// A cell with `identifier`: one that scrolled away, a new one from the registration, or nil
    /// when the identifier has no registration (make one yourself, as older iOS code does).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let waiting = reusePool.take("cell/" + identifier) as? UITableViewCell {
            waiting.prepareForReuse()
            return waiting
        }
        guard let registration = cellRegistrations[identifier] else { return nil }
        let cell = registration.make(UITableViewCell.self, what: "a cell with identifier \"\(identifier)\"", identifier: identifier) {
            UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        cell.reuseIdentifier = identifier
        reusePool.noteMade()
        return cell
    }

    /// A cell with `identifier` for `indexPath`, already at the row's size. An identifier never
    /// registered is reported and gets a default cell (iOS raises an exception).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, """
                Unable to dequeue a cell with identifier "\(identifier)": register a class or a nib for the identifier \
                (or give a storyboard prototype that identifier); a default cell is used (iOS raises an exception).
                """)
            reusePool.noteMade()
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        if let geometry, geometry.isValid(indexPath) {
            let rect = geometry.rectForRow(indexPath)
            cell.bounds = CGRect(origin: .zero, size: rect.size)
        }
        return cell
    }

    /// A header or footer view with `identifier`, reused or new from the registration (nil when
    /// the identifier has no registration).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let waiting = reusePool.take("hf/" + identifier) as? UITableViewHeaderFooterView {
            waiting.prepareForReuse()
            return waiting
        }
        guard let registration = headerFooterRegistrations[identifier] else { return nil }
        let view = registration.make(UITableViewHeaderFooterView.self, what: "a header or footer with identifier \"\(identifier)\"", identifier: identifier) {
            UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        view.reuseIdentifier = identifier
        reusePool.noteMade()
        return view
    }

    // MARK: Data

    /// Forgets the counts, heights and every view on screen; the next layout pass, or the next
    /// question about the cells on screen, asks again.
    open func reloadData() {
        forgetData()
    }

    /// What `reloadData()` does, for the table's own reloads.
    final func forgetData() {
        swipeActions?.close(animated: false)
        let elements = TableVisibleRows(tableView: self)
        for (key, view) in visibleViews { elements.recycle(view, key: key) }
        visibleViews.removeAll()
        pendingSectionViews.removeAll()
        selectedRows.removeAll()
        geometry = nil
        visibleRowsAreStale = true
        setNeedsLayout()
    }

    final func geometryNeedsRebuild() {
        guard geometry != nil else { return }
        geometry = nil
        visibleRowsAreStale = true
        for (key, view) in visibleViews where key.isSectionView {
            TableVisibleRows(tableView: self).recycle(view, key: key)
            visibleViews[key] = nil
        }
        setNeedsLayout()
    }

    /// The geometry, built from the data source and delegate when unknown.
    final var currentGeometry: TableGeometry {
        if let geometry, geometry.width == bounds.width { return geometry }
        let built = TableGeometryBuilder(tableView: self).build()
        geometry = built
        if contentSize != CGSize(width: bounds.width, height: built.contentHeight) { contentSize = CGSize(width: bounds.width, height: built.contentHeight) }
        return built
    }

    /// The number of sections (as the data source last said).
    open var numberOfSections: Int { currentGeometry.sections.count }

    /// The number of rows in `section` (0 out of range).
    open func numberOfRows(inSection section: Int) -> Int {
        let geometry = currentGeometry
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowCount : 0
    }

    // MARK: Queries

    /// Loads the rows on screen when the geometry they were placed with is gone (a reload, a new
    /// width), outside an update's animation. (Asking for a row's rectangle builds the geometry
    /// again without loading the rows, so staleness is its own flag.)
    private func loadVisibleRowsIfStale() {
        guard visibleRowsAreStale, updateInFlight == nil else { return }
        TableVisibleRows(tableView: self).update()
        visibleRowsAreStale = false
    }

    /// The cells on screen, top to bottom. After a reload, or a change of the table's width, it
    /// loads them first, as iOS does (code reads the new cells right after `reloadData()`).
    open var visibleCells: [UITableViewCell] {
        loadVisibleRowsIfStale()
        return visibleViews.filter { !$0.key.isSectionView }.sorted { $0.key < $1.key }.compactMap { $0.value as? UITableViewCell }
    }

    /// The index paths of the rows on screen (nil when none, as on iOS).
    open var indexPathsForVisibleRows: [IndexPath]? {
        loadVisibleRowsIfStale()
        let rows = visibleViews.keys.compactMap(\.row).sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The cell on screen for `indexPath`.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleViews[.row(indexPath)] as? UITableViewCell
    }

    /// Where a cell on screen is.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleViews.first { $0.value === cell }?.key.row
    }

    /// The row at `point` (content coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let geometry = currentGeometry
        guard point.x >= geometry.rowInset, point.x < geometry.width - geometry.rowInset else { return nil }
        return geometry.row(at: point.y)
    }

    /// The rows meeting `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        currentGeometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// A row's rectangle (content coordinates).
    open func rectForRow(at indexPath: IndexPath) -> CGRect { currentGeometry.rectForRow(indexPath) }
    /// A section's rectangle: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect { currentGeometry.rect(forSection: section) }
    /// A section header's rectangle.
    open func rectForHeader(inSection section: Int) -> CGRect { currentGeometry.rectForHeader(section) }
    /// A section footer's rectangle.
    open func rectForFooter(inSection section: Int) -> CGRect { currentGeometry.rectForFooter(section) }

    /// The header view on screen for `section`, if it is a header-footer view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleViews[.header(section)] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, if it is a header-footer view.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleViews[.footer(section)] as? UITableViewHeaderFooterView
    }

    /// Scrolls so the row is at `scrollPosition` (`.none`: the least scroll that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard currentGeometry.isValid(indexPath) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "scrollToRow(at: \(indexPath)): no such row; not scrolled.")
            return
        }
        let frame = rectForRow(at: indexPath)
        let position: UICollectionView.ScrollPosition = switch scrollPosition {
        case .none: []
        case .top: .top
        case .middle: .centeredVertically
        case .bottom: .bottom
        }
        setContentOffset(clamped(CollectionScrolling.offset(showing: frame, at: position, in: self)), animated: animated)
    }

    // MARK: Layout pass

    override open var bounds: CGRect {
        get { super.bounds }
        set {
            guard newValue != super.bounds else { return }
            if newValue.width != super.bounds.width { visibleRowsAreStale = true }
            super.bounds = newValue
            setNeedsLayout()
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard updateInFlight == nil else { return }
        TableVisibleRows(tableView: self).update()
        visibleRowsAreStale = false
    }

    // MARK: Touches

    /// The row under a touch: highlighted while the finger is down, selected when it lifts
    /// (`willSelectRowAt` may redirect or refuse), unhighlighted if a scroll cancels the touch.
    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard allowsSelection || allowsMultipleSelection, !isEditing || allowsSelectionDuringEditing,
              !isDragging, !isDecelerating, updateInFlight == nil,
              let touch = touches.first, let indexPath = indexPathForRow(at: touch.location(in: self)) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let indexPath = highlightedRow else { return }
        unhighlightRow(indexPath)
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == indexPath else { return }
        userTappedRow(indexPath)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        if let indexPath = highlightedRow { unhighlightRow(indexPath) }
    }

    // Updates and selection: declared here so test spies and subclasses can override them (Swift overrides only what a class's body declares); the work is in UITableView+Updates.swift and UITableView+Selection.swift.

    /// Inserts rows (index paths after the update), animated as `animation` says.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { updateInsertRows(at: indexPaths, with: animation) }

    /// Deletes rows (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { updateDeleteRows(at: indexPaths, with: animation) }

    /// Replaces rows with new cells from the data source (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { updateReloadRows(at: indexPaths, with: animation) }

    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { updateMoveRow(at: indexPath, to: newIndexPath) }

    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { updateInsertSections(sections, with: animation) }

    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { updateDeleteSections(sections, with: animation) }

    /// Replaces sections with new content from the data source.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { updateReloadSections(sections, with: animation) }

    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { updateMoveSection(section, toSection: newSection) }

    // Behaviour source [R] — Tables and collections
    //   Rule: Batch updates animate (tables and collection views): rows/items that stay move,
    //     inserted and deleted ones per the row animation or the layout's initial/final attributes
    //   Value: 0.3 s, ease in-out
    //   Source: UIKit documents no duration.
    //   Also: Sources/OpenUIKit/Engine/Tables/TableUpdateAnimation.swift,
    //     Sources/OpenUIKit/Collections/UICollectionView.swift, docs/collection-and-table-views.md
    /// Groups the changes made in `updates` into one animation (0.3 s [R]); `completion` runs
    /// when it ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { updatePerformBatchUpdates(updates, completion: completion) }

    /// Starts a group of changes animated together at `endUpdates()`.
    open func beginUpdates() { updateBeginUpdates() }

    /// Animates the changes since `beginUpdates()` (an empty group animates height changes).
    open func endUpdates() { updateEndUpdates() }

    /// The selected row (the first selected, in multiple selection).
    open var indexPathForSelectedRow: IndexPath? { selectionIndexPathForSelectedRow }

    /// The selected rows (nil when none, as on iOS).
    open var indexPathsForSelectedRows: [IndexPath]? { selectionIndexPathsForSelectedRows }

    /// Selects a row in code (no delegate calls, as on iOS), scrolling it to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { selectionSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition) }

    /// Deselects a row in code (no delegate calls); animated, its grey fades out (0.3 s [R]).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selectionDeselectRow(at: indexPath, animated: animated) }
}

/// One element of a table: a row, a section header or a section footer.
enum TableElementKey: Hashable, Comparable {
    case header(Int)
    case row(IndexPath)
    case footer(Int)

    var row: IndexPath? {
        if case .row(let indexPath) = self { return indexPath }
        return nil
    }

    var isSectionView: Bool { row == nil }

    /// Top to bottom: a section's header, its rows, its footer.
    private var order: (Int, Int, Int) {
        switch self {
        case .header(let section): (section, 0, 0)
        case .row(let indexPath): (indexPath.section, 1, indexPath.row)
        case .footer(let section): (section, 2, 0)
        }
    }

    static func < (lhs: TableElementKey, rhs: TableElementKey) -> Bool { lhs.order < rhs.order }
}

/// One section of a storyboard's static table: its titles and its cells, made with the scene.
@MainActor
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    /// Custom heights the document gives cells (nil: the table's).
    var rowHeights: [CGFloat?]
}
