import Foundation

extension UICollectionView {
    /// Groups the changes made in `updates` (the data source's and these methods') into one
    /// animation: items that stay move to their new places, inserted items appear from the
    /// layout's initial attributes and deleted ones leave to its final attributes (faded in place
    /// when it gives none), in 0.3 s ease in-out [R]. The layout gets
    /// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
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

    /// Inserts items (index paths after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    /// Deletes items (index paths before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    /// Replaces items with new cells from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Inserts sections.
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Replaces sections with new content.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Outside a batch each change is a batch of its own, as on iOS.
    private func record(_ change: @escaping (inout SectionedUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        performBatchUpdates({ change(&self.pendingUpdate!) }, completion: nil)
    }
}
