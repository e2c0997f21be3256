import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Swipe actions and editing styles, as an app uses them: a swipe on a row shows the delegate's
/// actions, a tap on one runs its handler and its completion closes the row, a full swipe
/// performs the first; in editing mode each row shows the delegate's editing control, and
/// confirming a delete reaches the data source's `commit` (Apple's documentation for
/// `UISwipeActionsConfiguration`, `UIContextualAction` and `UITableViewCell.EditingStyle`).
@MainActor
struct UITableViewSwipeActionsTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = ["A", "B", "C", "D", "E"]
        var log: [String] = []
        var fullSwipe = true
        var completes = true
        var styles: [String: UITableViewCell.EditingStyle] = [:]
        var uneditable: Set<String> = []
        var trailingRequests = 0

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !uneditable.contains(rows[indexPath.row]) }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            styles[rows[indexPath.row]] ?? .delete
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
        }
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            trailingRequests += 1
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] action, view, done in
                log.append("delete \(indexPath.row) from a \(type(of: view))")
                done(completes)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                log.append("flag \(indexPath.row)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("will begin \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("did end \(indexPath?.row ?? -1)") }
    }

    func buttons(of cell: UITableViewCell) -> [UIButton] { cell.swipeActionsView?.buttons ?? [] }

    /// Runs `body` with a screen-sized table of `source` on screen.
    func withTable(of source: some UITableViewDataSource & UITableViewDelegate, _ body: (TransitionHost, UITableView) throws -> Void) throws {
        let (controller, table) = makeTableController(dataSource: source, delegate: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            try body(host, table)
        }
    }

    /// Drags one finger from `start` to `end` in 0.3 s, then lets everything come to rest.
    func swipe(_ host: TransitionHost, from start: CGPoint, to end: CGPoint) throws {
        host.drag(from: start, to: end, duration: 0.3)
        try host.runUntilIdle()
    }

    @Test func aSwipeShowsTheTrailingActionsAndATapRunsOne() throws {
        let source = Source()
        try withTable(of: source) { host, table in
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            // A short swipe left on row 1 (y 44...88), let go past half the actions' width.
            try swipe(host, from: CGPoint(x: 300, y: 66), to: CGPoint(x: 180, y: 66))
            let shown = buttons(of: cell)
            #expect(shown.map { $0.title(for: .normal) } == ["Delete", "Flag"])
            #expect(shown.first?.backgroundColor == .systemRed, "a destructive action is red")
            let width = try #require(cell.swipeActionsView?.naturalWidth)
            #expect(width >= 2 * SwipeActionsView.minimumWidth)
            #expect(cell.swipeOffset == -width, "the row stays open at its actions' width")
            #expect(cell.contentView.frame.minX == -width)
            // The first action sits at the trailing edge, the second inside it.
            #expect(shown[0].convert(shown[0].bounds, to: cell).maxX == cell.bounds.width)
            #expect(shown[1].convert(shown[1].bounds, to: cell).maxX == shown[0].convert(shown[0].bounds, to: cell).minX)
            #expect(source.log == ["will begin 1"])
            #expect(source.trailingRequests == 1, "the delegate is asked once per swipe")

            host.tap(shown[1])
            try host.runUntilIdle()
            #expect(source.log == ["will begin 1", "flag 1", "did end 1"], "the completion closes the row")
            #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil)
            #expect(cell.contentView.frame.minX == 0)
        }
    }

    @Test func aShortSwipeShutsAndATapElsewhereClosesAnOpenRow() throws {
        let source = Source()
        try withTable(of: source) { host, table in
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            try swipe(host, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 270, y: 22))
            #expect(cell.swipeOffset == 0, "let go before half the actions' width: the row shuts")
            try swipe(host, from: CGPoint(x: 300, y: 22), to: CGPoint(x: 150, y: 22))
            #expect(cell.swipeOffset < 0)
            host.tap(at: CGPoint(x: 100, y: 200))
            try host.runUntilIdle()
            #expect(cell.swipeOffset == 0)
            #expect(source.log == ["will begin 0", "did end 0", "will begin 0", "did end 0"])
            #expect(table.indexPathForSelectedRow == nil, "the tap that closed the row selected nothing")
        }
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNot() throws {
        let source = Source()
        try withTable(of: source) { host, table in
            try swipe(host, from: CGPoint(x: 380, y: 22), to: CGPoint(x: 20, y: 22))
            #expect(source.log == ["will begin 0", "delete 0 from a UIButton", "did end 0"])

            source.log = []
            source.fullSwipe = false
            let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            try swipe(host, from: CGPoint(x: 380, y: 110), to: CGPoint(x: 20, y: 110))
            #expect(source.log == ["will begin 2"], "no full swipe: the row opens")
            #expect(cell.swipeOffset == -(cell.swipeActionsView?.naturalWidth ?? 0))
        }
    }

    @Test func aRowWithoutActionsOnThatSideDoesNotSlideAndVerticalDragsStillScroll() throws {
        let source = Source()
        source.rows = (0..<40).map { "Row \($0)" }
        try withTable(of: source) { host, table in
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            try swipe(host, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 300, y: 22))
            #expect(cell.swipeOffset == 0, "no leading actions")
            #expect(source.log.isEmpty)
            try swipe(host, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
            #expect(table.contentOffset.y > 100, "a vertical drag scrolls")
        }
    }

    @Test func editingModeShowsEachRowsControlAndConfirmsADelete() throws {
        let source = Source()
        source.styles = ["B": .insert, "C": .none]
        source.uneditable = ["D"]
        try withTable(of: source) { host, table in
            #expect(table.visibleCells.allSatisfy { $0.editingStyle == .none }, "no control outside editing mode")
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            let styles = (0..<5).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.editingStyle }
            #expect(styles == [.delete, .insert, UITableViewCell.EditingStyle.none, UITableViewCell.EditingStyle.none, .delete])
            let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            first.layoutIfNeeded()
            #expect(first.contentView.frame.minX == UITableViewCell.editingIndent)
            let control = try #require(first.subviews.compactMap { $0 as? TableEditingControl }.first)
            #expect(control.kind == .delete)

            // The red control opens the delete confirmation with the delegate's title.
            host.tap(control)
            try host.runUntilIdle()
            #expect(buttons(of: first).map { $0.title(for: .normal) } == ["Remove"])
            host.tap(try #require(buttons(of: first).first))
            try host.runUntilIdle()
            #expect(source.log.contains("commit delete 0"))
            #expect(source.rows == ["B", "C", "D", "E"])

            // The green control commits an insert at once.
            let insertRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(insertRow.editingStyle == .insert)
            insertRow.layoutIfNeeded()
            host.tap(try #require(insertRow.subviews.compactMap { $0 as? TableEditingControl }.first))
            try host.runUntilIdle()
            #expect(source.log.last == "commit insert 0")

            table.setEditing(false, animated: false)
            #expect(table.visibleCells.allSatisfy { $0.editingStyle == .none })
        }
    }

    /// The API before iOS 11: row actions, whose tap leaves the row open for the app to close.
    final class RowActionsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            let more = UITableViewRowAction(style: .normal, title: "More") { [unowned self] _, indexPath in log.append("more \(indexPath.row)") }
            return [UITableViewRowAction(style: .destructive, title: "Delete") { [unowned self] _, indexPath in log.append("delete \(indexPath.row)") }, more]
        }
    }

    @Test func rowActionsShowWhenThereIsNoConfigurationAndLeaveTheRowOpen() throws {
        let source = RowActionsSource()
        try withTable(of: source) { host, table in
            #expect(UITableViewRowAction.Style.destructive == .default)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
            try swipe(host, from: CGPoint(x: 380, y: 154), to: CGPoint(x: 20, y: 154))
            #expect(source.log.isEmpty, "row actions have no full swipe")
            #expect(buttons(of: cell).map { $0.title(for: .normal) } == ["Delete", "More"])
            #expect(buttons(of: cell).map(\.backgroundColor) == [.systemRed, .systemGray])
            host.tap(try #require(buttons(of: cell).last))
            try host.runUntilIdle()
            #expect(source.log == ["more 3"])
            #expect(cell.swipeOffset < 0, "the row stays open")
            table.setEditing(false, animated: true)
            try host.runUntilIdle()
            #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil)
        }
    }

    /// A diffable data source that lets every row be edited, as apps subclass it.
    final class EditableNames: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    @Test func aDiffableDataSourceEditsNoRowUnlessASubclassSaysSo() {
        for editable in [false, true] {
            let controller = UIViewController()
            let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            controller.view.addSubview(table)
            let provider: UITableViewDiffableDataSource<String, String>.CellProvider = { tableView, indexPath, _ in
                tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }
            let dataSource = editable ? EditableNames(tableView: table, cellProvider: provider)
                : UITableViewDiffableDataSource<String, String>(tableView: table, cellProvider: provider)
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["Names"])
            snapshot.appendItems(["Ada", "Grace"])
            dataSource.apply(snapshot, animatingDifferences: false)
            TransitionHost.run(root: controller) { host in
                host.step()
                table.setEditing(true, animated: false)
                #expect(table.visibleCells.map(\.editingStyle) == Array(repeating: editable ? .delete : UITableViewCell.EditingStyle.none, count: 2))
            }
        }
    }
}
