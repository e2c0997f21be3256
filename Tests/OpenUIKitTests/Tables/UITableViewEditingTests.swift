import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// A table's editing mode as far as OpenUIKit draws it: each cell shows its editing accessory
/// instead of its accessory, and a tap selects only when `allowsSelectionDuringEditing` says so
/// (Apple's documentation for `editingAccessoryType`, `editingAccessoryView` and
/// `allowsSelectionDuringEditing`).
@MainActor
struct UITableViewEditingTests {
    private func mark(of cell: UITableViewCell) -> TableAccessoryMark? {
        cell.subviews.compactMap { $0 as? TableAccessoryMark }.first
    }

    @Test func anEditingCellShowsItsEditingAccessoryInsteadOfItsAccessory() {
        withApp { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
            cell.accessoryType = .disclosureIndicator
            cell.editingAccessoryType = .checkmark
            cell.layoutIfNeeded()
            #expect(mark(of: cell)?.kind == .disclosureIndicator)
            cell.setEditing(true, animated: false)
            cell.layoutIfNeeded()
            #expect(mark(of: cell)?.kind == .checkmark)
            // No editing accessory: none while editing (the usual accessory is not shown).
            cell.editingAccessoryType = .none
            cell.layoutIfNeeded()
            #expect(mark(of: cell)?.isHidden == true)
            #expect(cell.contentView.frame.width == 393)
            cell.setEditing(false, animated: false)
            cell.layoutIfNeeded()
            #expect(mark(of: cell)?.kind == .disclosureIndicator)
        }
    }

    @Test func accessoryViewsSwapWithTheMode() {
        withApp { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 393, height: 44)
            let normal = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
            let editing = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            cell.accessoryView = normal
            cell.editingAccessoryView = editing
            #expect(normal.superview === cell && editing.superview == nil)
            cell.isEditing = true
            #expect(normal.superview == nil && editing.superview === cell)
            cell.layoutIfNeeded()
            #expect(editing.frame.maxX == 393 - cell.contentMargin)
            #expect(cell.contentView.frame.width == editing.frame.minX - 8)
            cell.editingAccessoryView = nil
            #expect(editing.superview == nil)
            cell.isEditing = false
            #expect(normal.superview === cell)
        }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selected: [Int] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    @Test func aTapWhileEditingSelectsOnlyWhenAllowed() throws {
        let source = Source()
        let (controller, table) = makeTableController(dataSource: source, delegate: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            table.setEditing(true, animated: false)
            #expect(table.visibleCells.allSatisfy { $0.isEditing })
            host.tap(at: CGPoint(x: 100, y: 22))
            try host.runUntilIdle()
            #expect(source.selected.isEmpty && table.indexPathForSelectedRow == nil)
            table.allowsSelectionDuringEditing = true
            host.tap(at: CGPoint(x: 100, y: 22 + 44))
            try host.runUntilIdle()
            #expect(source.selected == [1])
            table.setEditing(false, animated: false)
            host.tap(at: CGPoint(x: 100, y: 22 + 88))
            try host.runUntilIdle()
            #expect(source.selected == [1, 2])
        }
    }
}
