import Foundation

extension UICollectionView {
    /// `performBatchUpdates`'s work (the overridable member is in the class's body).
    final func updatePerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if pendingUpdate != nil {
            // Nested: the changes join the outer batch.
            updates?()
            if let completion { nestedUpdateCompletions.append(completion) }
            return
        }
        prepareLayoutIfNeeded()
        let before = CollectionUpdateAnimation.Before(self)
        pendingUpdate = SectionedUpdate()
        updates?()
        let update = pendingUpdate ?? SectionedUpdate()
        pendingUpdate = nil
        CollectionUpdateAnimation.run(self, update, before: before, completion: completion)
    }

    /// `insertItems`'s work (the overridable member is in the class's body).
    final func updateInsertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    /// `deleteItems`'s work (the overridable member is in the class's body).
    final func updateDeleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    /// `reloadItems`'s work (the overridable member is in the class's body).
    final func updateReloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// `moveItem`'s work (the overridable member is in the class's body).
    final func updateMoveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// `insertSections`'s work (the overridable member is in the class's body).
    final func updateInsertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// `deleteSections`'s work (the overridable member is in the class's body).
    final func updateDeleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// `reloadSections`'s work (the overridable member is in the class's body).
    final func updateReloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// `moveSection`'s work (the overridable member is in the class's body).
    final func updateMoveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Outside a batch each change is a batch of its own, as on iOS.
    private func record(_ change: @escaping (inout SectionedUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        updatePerformBatchUpdates({ change(&self.pendingUpdate!) }, completion: nil)
    }
}
