import Foundation

extension UICollectionView {
    /// `indexPathsForSelectedItems`'s value (the overridable property is in the class's body).
    final var selectionIndexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// `selectItem`'s work (the overridable member is in the class's body).
    final func selectionSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { selectionDeselectItem(at: selected, animated: animated) }
            return
        }
        guard isValidItem(indexPath) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "selectItem(at: \(indexPath)): no such item; nothing selected.")
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { selectionDeselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectItem`'s work (the overridable member is in the class's body).
    final func selectionDeselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    func unhighlight(_ indexPath: IndexPath) {
        highlightedIndexPath = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A tap's selection: toggles in multiple selection, else selects (deselecting the others).
    func userTapped(_ indexPath: IndexPath) {
        guard isValidItem(indexPath) else { return }
        let delegate = collectionDelegate
        if selectedIndexPaths.contains(indexPath) {
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            selectionDeselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths {
                selectionDeselectItem(at: selected, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectedIndexPaths.append(indexPath)
        let cell = cellForItem(at: indexPath)
        cell?.isSelected = true
        // A storyboard segue from the cell runs before didSelectItemAt, as for tables.
        if let cell, let segue = cell.interfaceBuilderSegue { segue(cell) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// An empty cell for a data source that did not provide one.
    func placeholderCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        dequeuedViews.insert(ObjectIdentifier(cell))
        return cell
    }
}
