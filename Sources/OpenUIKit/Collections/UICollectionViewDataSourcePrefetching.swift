import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: Prefetching looks ahead
//   Value: one screenful
//   Source: UIKit does not document how far ahead it looks.
//   Also: docs/collection-and-table-views.md
/// Told ahead of time which items will soon come into view, so their data can be loaded:
/// `prefetchItemsAt` for the items just past the visible ones in the direction of scrolling
/// (a screenful ahead), `cancelPrefetchingForItemsAt` for those that the scrolling turned away
/// from before they were shown [R: UIKit does not document how far ahead it looks].
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// The table's counterpart of `UICollectionViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// The prefetching of one collection or table view: the index paths asked for and not yet shown.
@MainActor
final class PrefetchTracker {
    private var pending: Set<IndexPath> = []

    init() {}

    /// After a layout pass: `ahead` are the items a screenful past the visible ones in the
    /// scrolling direction. Answers what to prefetch and what to cancel.
    func update(visible: Set<IndexPath>, ahead: [IndexPath]) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        pending.subtract(visible)
        let wanted = Set(ahead).subtracting(visible)
        let cancel = pending.subtracting(wanted).sorted()
        let prefetch = ahead.filter { !pending.contains($0) && !visible.contains($0) }
        pending = wanted
        return (prefetch, cancel)
    }
}
