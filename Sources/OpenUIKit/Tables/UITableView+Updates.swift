import Foundation

extension UITableView {
    /// `insertRows`'s work (the overridable member is in the class's body).
    final func updateInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        enqueue(animation) { $0.insertedItems.formUnion(indexPaths) }
    }

    /// `deleteRows`'s work (the overridable member is in the class's body).
    final func updateDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        swipeActions?.forget(indexPaths)
        enqueue(animation) { $0.deletedItems.formUnion(indexPaths) }
    }

    /// `reloadRows`'s work (the overridable member is in the class's body).
    final func updateReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        swipeActions?.forget(indexPaths)
        enqueue(animation) { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// `moveRow`'s work (the overridable member is in the class's body).
    final func updateMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        enqueue(.automatic) { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// `insertSections`'s work (the overridable member is in the class's body).
    final func updateInsertSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// `deleteSections`'s work (the overridable member is in the class's body).
    final func updateDeleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// `reloadSections`'s work (the overridable member is in the class's body).
    final func updateReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        enqueue(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// `moveSection`'s work (the overridable member is in the class's body).
    final func updateMoveSection(_ section: Int, toSection newSection: Int) {
        enqueue(.automatic) { $0.movedSections.append((section, newSection)) }
    }

    /// `performBatchUpdates`'s work (the overridable member is in the class's body).
    final func updatePerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updateBeginUpdates()
        updates?()
        pendingUpdates.completions.append { completion?($0) }
        updateEndUpdates()
    }

    /// `beginUpdates`'s work (the overridable member is in the class's body).
    final func updateBeginUpdates() {
        batchDepth += 1
    }

    /// `endUpdates`'s work (the overridable member is in the class's body).
    final func updateEndUpdates() {
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
            updateBeginUpdates()
            updateEndUpdates()
        }
    }
}

/// The changes gathered between `beginUpdates()` and `endUpdates()`.
struct TableUpdateBatch {
    var update = SectionedUpdate()
    var animation: UITableView.RowAnimation?
    var completions: [(Bool) -> Void] = []

    init() {}
}
