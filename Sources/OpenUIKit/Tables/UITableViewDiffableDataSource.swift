import Foundation

/// A table view's data source driven by snapshots: `apply(_:animatingDifferences:)` animates the
/// differences from the current snapshot with `defaultRowAnimation`.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item (nil is reported and an empty cell shown; iOS raises).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows arrive and leave in animated applies.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: animated, as an update from the current one (when the table is on
    /// screen and laid out); otherwise by reloading.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        guard let tableView, animatingDifferences, tableView.window != nil, tableView.geometry != nil else {
            current = snapshot.settled
            tableView?.reloadData()
            completion?()
            return
        }
        let update = SnapshotDiff.update(from: current, to: snapshot)
        current = snapshot.settled
        tableView.pendingUpdates.update = update
        tableView.pendingUpdates.animation = defaultRowAnimation
        tableView.performBatchUpdates(nil) { _ in completion?() }
    }

    /// Shows `snapshot` by reloading, without animation.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The item at `indexPath`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where an item is.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.position(of: itemIdentifier) }

    /// The section at `index`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(atSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        OpenUIKitDiagnostics.report(.collectionViewMisuse, "The diffable data source's cell provider returned nil for \(indexPath) (iOS raises); an empty cell is shown.")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No row is editable unless a subclass says so (iOS's diffable data source answers false
    /// too: apps subclass it to allow editing).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing: a subclass that allows editing applies a snapshot without the row.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}
