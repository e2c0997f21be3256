import Foundation

/// A collection view's data source driven by snapshots: `apply(_:animatingDifferences:)`
/// compares the new snapshot with the current one and animates the insertions, deletions and
/// moves as a batch update; cells come from the cell provider, given each item's identifier.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item (nil is reported and an empty cell shown; iOS raises).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes headers, footers and other supplementary views.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: animated, as a batch update from the current one (only when the
    /// collection view is on screen and laid out); otherwise by reloading.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        guard let collectionView else {
            current = snapshot.settled
            completion?()
            return
        }
        let canAnimate = animatingDifferences && collectionView.window != nil && collectionView.itemCounts != nil
        guard canAnimate else {
            current = snapshot.settled
            collectionView.reloadData()
            completion?()
            return
        }
        let update = SnapshotDiff.update(from: current, to: snapshot)
        collectionView.performBatchUpdates({
            self.current = snapshot.settled
            collectionView.pendingUpdate = update
        }, completion: { _ in completion?() })
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

    /// Where a section is.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(atSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        OpenUIKitDiagnostics.report(.collectionViewMisuse, "The diffable data source's cell provider returned nil for \(indexPath) (iOS raises); an empty cell is shown.")
        return collectionView.placeholderCell()
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        OpenUIKitDiagnostics.report(.collectionViewMisuse, "The layout asked for a \"\(kind)\" view at \(indexPath), but the diffable data source has no supplementaryViewProvider (or it returned nil); an empty view is shown.")
        return collectionView.placeholderSupplementaryView(ofKind: kind, at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
