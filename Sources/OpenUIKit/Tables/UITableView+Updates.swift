import Foundation

extension UITableView {
    /// Inserts rows (index paths after the update), animated as `animation` says.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueue(animation) { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueue(animation) { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Replaces rows with new cells from the data source (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueue(animation) { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves a row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        enqueue(.automatic) { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// Replaces sections with new content from the data source.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        enqueue(.automatic) { $0.movedSections.append((section, newSection)) }
    }

    /// Groups the changes made in `updates` into one animation (0.3 s [R]); `completion` runs
    /// when it ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        pendingUpdates.completions.append { completion?($0) }
        endUpdates()
    }

    /// Starts a group of changes animated together at `endUpdates()`.
    public func beginUpdates() {
        batchDepth += 1
    }

    /// Animates the changes since `beginUpdates()` (an empty group animates height changes).
    public func endUpdates() {
        guard batchDepth > 0 else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "endUpdates() without beginUpdates(); ignored.")
            return
        }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = pendingUpdates
        pendingUpdates = TableUpdateBatch()
        TableUpdateAnimation.run(self, batch)
    }

    private func enqueue(_ animation: RowAnimation, _ change: (inout SectionedUpdate) -> Void) {
        change(&pendingUpdates.update)
        if pendingUpdates.animation == nil || animation != .automatic { pendingUpdates.animation = animation }
        if batchDepth == 0 {
            beginUpdates()
            endUpdates()
        }
    }
}

/// The changes gathered between `beginUpdates()` and `endUpdates()`.
package struct TableUpdateBatch {
    package var update = SectionedUpdate()
    package var animation: UITableView.RowAnimation?
    package var completions: [(Bool) -> Void] = []

    package init() {}
}
