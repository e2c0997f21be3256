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
    /// The sections shown as outlines, by section.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Asked and told when the user expands or collapses an item of an outline section.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

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
        // A whole snapshot replaces the outlines with its flat sections.
        sectionSnapshots = [:]
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` as `section`'s items — its visible items, indented by level, parents
    /// expanding and collapsing through the outline disclosure accessory. The section is added
    /// at the end when the data source does not have it.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = current
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        guard let index = full.indexOfSection(section) else { return }
        full.replaceItems(inSection: index, with: snapshot.visibleItems)
        sectionSnapshots[section] = snapshot
        show(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// `section`'s outline (a flat one of its items when it was applied as a whole).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool,
                      completion: (() -> Void)?) {
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
        // An outline's cell learns its level and expansion before it is configured (at the dequeue).
        if let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section] {
            collectionView.pendingOutlineState = OutlineCellState(level: outline.level(of: item), isExpanded: outline.isExpanded(item))
        }
        defer { collectionView.pendingOutlineState = nil }
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

extension UICollectionViewDiffableDataSource: OutlineExpansionToggling {
    /// Expands or collapses the item at `indexPath` in its outline section (the outline
    /// disclosure accessory's default action), asking and telling `sectionSnapshotHandlers`.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var outline = sectionSnapshots[section] else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let make = handlers.snapshotForExpandingParent {
                let children = make(item, outline.snapshot(of: item))
                outline.delete(outline.snapshot(of: item).rootItems)
                outline.append(children, to: item)
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}

/// What the data source is asked and told when the user expands or collapses an outline item.
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The children to show under a parent being expanded (given its current ones).
    public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

    public init() {}
}

/// A data source whose items can expand and collapse (the outline disclosure's default action).
@MainActor
protocol OutlineExpansionToggling: AnyObject {
    func toggleExpansion(at indexPath: IndexPath)
}

/// An outline cell's place: its depth and whether its children show.
struct OutlineCellState: Equatable {
    var level: Int
    var isExpanded: Bool
}
