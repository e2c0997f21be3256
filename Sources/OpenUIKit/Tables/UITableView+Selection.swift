import Foundation

extension UITableView {
    /// `indexPathForSelectedRow`'s value (the overridable property is in the class's body).
    final var selectionIndexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// `indexPathsForSelectedRows`'s value (the overridable property is in the class's body).
    final var selectionIndexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// `selectRow`'s work (the overridable member is in the class's body).
    final func selectionSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { selectionDeselectRow(at: row, animated: animated) }
            return
        }
        guard currentGeometry.isValid(indexPath) else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "selectRow(at: \(indexPath)): no such row; nothing selected.")
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection { for row in selectedRows where row != indexPath { selectionDeselectRow(at: row, animated: animated) } }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectRow`'s work (the overridable member is in the class's body).
    final func selectionDeselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    func unhighlightRow(_ indexPath: IndexPath) {
        highlightedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap's selection, in UIKit's order: `willSelectRowAt` (which may redirect or refuse),
    /// `willDeselectRowAt` and `didDeselectRowAt` for the row selected before, `didSelectRowAt`.
    /// In multiple selection a tap on a selected row deselects it.
    func userTappedRow(_ tapped: IndexPath) {
        let delegate = tableDelegate
        if allowsMultipleSelection, selectedRows.contains(tapped) {
            guard let row = delegate.map({ $0.tableView(self, willDeselectRowAt: tapped) }) ?? tapped else { return }
            selectionDeselectRow(at: row, animated: false)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped, currentGeometry.isValid(target) else { return }
        if !allowsMultipleSelection {
            for previous in selectedRows where previous != target {
                guard let row = delegate.map({ $0.tableView(self, willDeselectRowAt: previous) }) ?? previous else { continue }
                selectionDeselectRow(at: row, animated: false)
                delegate?.tableView(self, didDeselectRowAt: row)
            }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        let cell = cellForRow(at: target)
        cell?.setSelected(true, animated: false)
        // A storyboard segue from the cell runs before didSelectRowAt (prepare(for:sender:)
        // first, as iOS is observed to do).
        if let cell, let segue = cell.interfaceBuilderSegue { segue(cell) }
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
