import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Table views: rows stacked by height, only visible rows have cells, cells are reused, plain
/// headers are pinned, self-sizing rows are measured when they come into view, selection runs
/// in UIKit's order, updates animate rows to their new places.
@MainActor
struct UITableViewTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        var rows: [[String]]
        var titles: [String?] = []
        var events: [String] = []
        var redirect: [IndexPath: IndexPath?] = [:]
        var made = 0

        init(rows: [[String]]) { self.rows = rows }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            made += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles.indices.contains(section) ? titles[section] : nil }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willSelect \(indexPath.row)")
            if let other = redirect[indexPath] { return other }
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight \(indexPath.row)") }
    }

    private func makeTable(_ source: Source, style: UITableView.Style = .plain, rowHeight: CGFloat = 44) -> (UIViewController, UITableView) {
        makeTableController(dataSource: source, delegate: source, style: style, rowHeight: rowHeight)
    }

    @Test func tenThousandRowsHaveCellsOnlyForWhatIsVisible() throws {
        let source = Source(rows: [(0..<10_000).map { "Row \($0)" }])
        let (controller, table) = makeTable(source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            #expect(table.contentSize == CGSize(width: 393, height: 440_000))
            // 852 / 44: rows 0…19 meet the screen (row 19 spans 836…880).
            #expect(table.indexPathsForVisibleRows == (0..<20).map { IndexPath(row: $0, section: 0) })
            #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 132, width: 393, height: 44))
            #expect(table.reusePool.madeCount == 20)
            table.contentOffset = CGPoint(x: 0, y: 44 * 5000)
            host.step()
            #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5000, section: 0))
            #expect(table.indexPathsForVisibleRows?.count == 20)
            #expect(table.cellForRow(at: IndexPath(row: 5000, section: 0))?.textLabel?.text == "Row 5000")
            #expect(table.reusePool.madeCount == 20, "every cell was reused")
            host.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 100), duration: 0.1)
            try host.runUntilIdle()
            #expect(table.reusePool.peakLiveCount <= 22)
            table.separatorColor = .systemRed
            host.step()
            #expect(table.visibleCells.allSatisfy { $0.separatorColor == .systemRed })
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 * 7000 + 1)) == IndexPath(row: 7000, section: 0))
        }
    }

    @Test func plainHeadersStayPinnedWhileTheirSectionIsOnScreen() {
        let source = Source(rows: [(0..<30).map { "A\($0)" }, (0..<30).map { "B\($0)" }])
        source.titles = ["A", "B"]
        let (controller, table) = makeTable(source)
        TransitionHost.run(root: controller) { host in
            host.step()
            // Section 0: header 0…28, rows 28…1348; section 1 from 1348.
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 28))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 1376, width: 393, height: 44))
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
            table.contentOffset = CGPoint(x: 0, y: 500)
            host.step()
            #expect(table.headerView(forSection: 0)?.frame.minY == 500, "pinned at the top of the visible area")
            // Near the end of section 0 the next header pushes it up.
            table.contentOffset = CGPoint(x: 0, y: 1330)
            host.step()
            #expect(table.headerView(forSection: 0)?.frame.minY == 1320)
            #expect(table.headerView(forSection: 1)?.frame.minY == 1348)
        }
    }

    @Test func aTapSelectsInUIKitsOrderAndWillSelectCanRedirect() throws {
        let source = Source(rows: [(0..<10).map { "Row \($0)" }])
        let (controller, table) = makeTable(source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            host.tap(at: CGPoint(x: 100, y: 22))
            try host.runUntilIdle()
            #expect(source.events == ["didHighlight 0", "didUnhighlight 0", "willSelect 0", "didSelect 0"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
            source.events.removeAll()
            source.redirect[IndexPath(row: 2, section: 0)] = IndexPath(row: 3, section: 0)
            host.tap(at: CGPoint(x: 100, y: 22 + 88))
            try host.runUntilIdle()
            #expect(source.events == ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "willDeselect 0", "didDeselect 0", "didSelect 3"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
            source.events.removeAll()
            source.redirect[IndexPath(row: 4, section: 0)] = .some(nil)
            host.tap(at: CGPoint(x: 100, y: 22 + 176))
            try host.runUntilIdle()
            #expect(source.events == ["didHighlight 4", "didUnhighlight 4", "willSelect 4"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        }
    }

    @Test func anAnimatedDeselectFadesTheGreyOut() throws {
        let source = Source(rows: [["Only"]])
        let (controller, table) = makeTable(source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let grey = try #require(cell.selectedBackgroundView)
            #expect(grey.superview === cell && grey.backgroundColor == .systemGray4)
            table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
            host.advance(by: 0.15)
            // Half of the 0.3 s ease in-out: half faded.
            let alpha = try #require(grey.layer.presentation()).opacity
            #expect(abs(Double(alpha) - 0.5) < 0.01, "\(alpha)")
            try host.runUntilIdle()
            #expect(grey.superview == nil && !cell.isSelected)
        }
    }

    @Test func selfSizingRowsAreMeasuredWhenTheyComeIntoView() {
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                    note.heightAnchor.constraint(equalToConstant: 100),
                ])
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
                super.interfaceBuilderConnections(into: &connections)
                connections.makeInstance = { NoteCell(style: .default, reuseIdentifier: nil) }
            }
        }
        let source = Source(rows: [(0..<100).map { "Note \($0)" }])
        let (controller, table) = makeTable(source, rowHeight: UITableView.automaticDimension)
        table.estimatedRowHeight = 60
        table.register(NoteCell.self, forCellReuseIdentifier: "Row")
        TransitionHost.run(root: controller) { host in
            host.step()
            // 100 + 20 of margins + the separator's hairline (1/3 point at @3x).
            let measured = 120 + 1.0 / 3
            #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).height - measured) < 0.001)
            #expect(abs(table.rectForRow(at: IndexPath(row: 6, section: 0)).minY - 6 * measured) < 0.001)
            // Rows not seen yet keep their estimate.
            #expect(table.rectForRow(at: IndexPath(row: 50, section: 0)).height == 60)
            #expect(table.visibleCells.count == 8, "852 / 120.33: rows 0…7")
        }
    }

    @Test func insertedRowsFadeInWhileTheOthersMoveDown() throws {
        let source = Source(rows: [(0..<5).map { "Row \($0)" }])
        let (controller, table) = makeTable(source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let oldFirst = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            source.rows[0].insert("New", at: 0)
            var done: Bool?
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { done = $0 })
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldFirst, "the old row is now row 1")
            let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(inserted.textLabel?.text == "New")
            host.advance(by: 0.15)
            // Halfway (ease in-out): the old first row is 22 points down, the new one half faded in.
            #expect(abs(try #require(oldFirst.layer.presentation()).frame.minY - 22) < 0.01)
            #expect(abs(Double(try #require(inserted.layer.presentation()).opacity) - 0.5) < 0.01)
            try host.runUntilIdle()
            #expect(done == true)
            #expect(oldFirst.frame.minY == 44 && table.numberOfRows(inSection: 0) == 6)

            // Deleting slides the row out to the left and the rest close up.
            source.rows[0].remove(at: 2)
            let deleted = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .left)
            host.advance(by: 0.15)
            #expect(abs(try #require(deleted.layer.presentation()).frame.minX + 393 / 2) < 0.01)
            try host.runUntilIdle()
            #expect(deleted.superview == nil && table.visibleCells.count == 5)
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 2")
        }
    }

    @Test func anUpdateWhoseCountsDoNotAddUpIsReportedAndReloads() throws {
        let source = Source(rows: [(0..<5).map { "Row \($0)" }])
        let (controller, table) = makeTable(source)
        let capture = DiagnosticCapture(silent: true)
        try OpenUIKitDiagnostics.$capture.withValue(capture) {
            try TransitionHost.run(root: controller) { host in
                host.step()
                source.rows[0].append("Unannounced")
                table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
                try host.runUntilIdle()
                #expect(table.numberOfRows(inSection: 0) == 6 && table.visibleCells.count == 6)
            }
        }
        #expect(capture.records.count == 1)
        #expect(capture.records.first?.message.hasPrefix("Invalid update: the number of items in section 0 after the update (6) must equal the number before (5), plus the inserted and moved in (2), minus the deleted and moved out (0)") == true)
    }
}

/// Prefetching: the rows a screenful past the visible ones, in the direction of scrolling, are
/// announced; those the scrolling turned away from before they showed are cancelled.
@MainActor
struct TablePrefetchingTests {
    final class Prefetcher: UITableViewDataSource, UITableViewDataSourcePrefetching {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            log.append("prefetch \(indexPaths.first!.row)…\(indexPaths.last!.row)")
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            log.append("cancel \(indexPaths.first!.row)…\(indexPaths.last!.row)")
        }
    }

    @Test func rowsAheadAreAnnouncedAndTurnedAwayFromCancelled() {
        let controller = UIViewController()
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        let source = Prefetcher()
        table.dataSource = source
        table.prefetchDataSource = source
        controller.view.addSubview(table)
        TransitionHost.run(root: controller) { host in
            host.step()
            // Rows 0…19 show; the next screenful (852…1704) holds rows 19…38, 19 already visible.
            #expect(source.log == ["prefetch 20…38"])
            table.contentOffset = CGPoint(x: 0, y: 440)
            host.step()
            #expect(source.log.last == "prefetch 39…48")
            table.contentOffset = .zero
            host.step()
            #expect(source.log.last == "cancel 30…48", "scrolling back up turned away from them")
        }
    }

    final class CountingTable: UITableView {
        var reloads = 0
        override func reloadData() {
            super.reloadData()
            reloads += 1
        }
    }

    /// Setting the data source reloads without calling `reloadData()`, so a subclass counting
    /// its reloads counts only its own (LayoutKit's suite, run on iOS, counts them).
    @Test func settingTheDataSourceDoesNotCallAnOverriddenReloadData() {
        let source = UITableViewTests.Source(rows: [["a"]])
        let table = CountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = source
        #expect(table.reloads == 0)
        #expect(table.numberOfRows(inSection: 0) == 1, "the data source was read")
        table.reloadData()
        #expect(table.reloads == 1)
        // An update the table cannot animate (it has not placed its rows since) reloads
        // internally, without calling the override either.
        source.rows = [["a", "b"]]
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(table.reloads == 1)
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    /// The cells on screen, asked for right after a reload and before any layout pass, are the
    /// new ones, as on iOS.
    @Test func visibleCellsRightAfterAReloadAreTheNewCells() {
        let source = UITableViewTests.Source(rows: [["a", "b", "c"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        table.rowHeight = 40
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = source
        #expect(table.visibleCells.map(\.textLabel?.text) == ["a", "b", "c"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 40, 80])
        source.rows = [["x", "y"]]
        table.reloadData()
        // Asking for a row's rectangle first (it measures the rows) does not hide the reload.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 40, width: 320, height: 40))
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(table.visibleCells.map(\.textLabel?.text) == ["x", "y"])
    }
}
