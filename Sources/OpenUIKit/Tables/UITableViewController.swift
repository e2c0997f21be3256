import Foundation

/// A view controller whose view is a table view, its own data source and delegate. When the
/// view appears again the selected row is deselected with the fade (`clearsSelectionOnViewWillAppear`),
/// following the interactive pop gesture if one brings it back.
///
/// As on iOS, the data source and delegate methods are the class's own: a subclass writes
/// `override func tableView(_:numberOfRowsInSection:)`, `override func scrollViewDidScroll(_:)`.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    /// Whether the selection is cleared when the view appears again (true by default).
    open var clearsSelectionOnViewWillAppear = true
    /// The table's refresh control (`tableView.refreshControl`; kept until the table is made
    /// when set before, as a storyboard does).
    open var refreshControl: UIRefreshControl? {
        get { (viewIfLoaded as? UITableView)?.refreshControl ?? pendingRefreshControl }
        set {
            if let table = viewIfLoaded as? UITableView {
                table.refreshControl = newValue
            } else {
                pendingRefreshControl = newValue
            }
        }
    }
    private var pendingRefreshControl: UIRefreshControl?

    /// Puts the table in (or out of) editing mode with the controller.
    override open func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
    }

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table view (the controller's view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    override open func loadView() {
        defer {
            if let pending = pendingRefreshControl, let table = viewIfLoaded as? UITableView {
                pendingRefreshControl = nil
                table.refreshControl = pending
            }
        }
        if IBSceneLoader.loadView(of: self) {
            if let table = viewIfLoaded as? UITableView {
                if table.dataSource == nil { table.dataSource = self }
                if table.delegate == nil { table.delegate = self }
            }
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView, let rows = table.indexPathsForSelectedRows else { return }
        if let coordinator = transitionCoordinator, animated {
            // The fade follows the transition (and comes back if it is cancelled), as on iOS.
            coordinator.animate(alongsideTransition: { _ in
                for row in rows { table.deselectRow(at: row, animated: true) }
            }, completion: { context in
                guard context.isCancelled else { return }
                for row in rows { table.selectRow(at: row, animated: false, scrollPosition: .none) }
            })
        } else {
            for row in rows { table.deselectRow(at: row, animated: animated) }
        }
    }

    // MARK: Data source (override in your subclass)

    /// The base class shows a storyboard's static content; otherwise one section.
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }

    /// The base class shows a storyboard's static content; otherwise none.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticSection(section, of: tableView)?.cells.count ?? 0
    }

    /// The base class shows a storyboard's static cells; otherwise your subclass must override
    /// this (the base class reports it and shows an empty cell).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cells = staticSection(indexPath.section, of: tableView)?.cells, cells.indices.contains(indexPath.row) { return cells[indexPath.row] }
        OpenUIKitDiagnostics.report(.collectionViewMisuse, "\(type(of: self)) does not override tableView(_:cellForRowAt:); an empty cell is shown (iOS raises an exception).")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { staticSection(section, of: tableView)?.headerTitle }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { staticSection(section, of: tableView)?.footerTitle }

    private func staticSection(_ section: Int, of tableView: UITableView) -> StaticTableSection? {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate (override in your subclass)

    /// A static cell's own height from the document, else the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let heights = staticSection(indexPath.section, of: tableView)?.rowHeights, heights.indices.contains(indexPath.row), let height = heights[indexPath.row] {
            return height
        }
        return tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: Scroll view delegate (override in your subclass)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
