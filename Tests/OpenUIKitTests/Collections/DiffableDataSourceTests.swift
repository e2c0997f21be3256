import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Diffable data sources: a snapshot's differences from the current one become a batch update
/// (deletions, insertions, moves by identity), animated; cells come from the cell provider or a
/// cell registration.
@MainActor
struct DiffableDataSourceTests {
    @Test func theDifferenceOfTwoSnapshotsIsTheUpdateUIKitWouldBeTold() {
        var old = NSDiffableDataSourceSnapshot<String, Int>()
        old.appendSections(["A", "B"])
        old.appendItems([1, 2, 3, 4], toSection: "A")
        old.appendItems([10, 11], toSection: "B")
        var new = NSDiffableDataSourceSnapshot<String, Int>()
        new.appendSections(["A", "C"])
        new.appendItems([4, 1, 2, 5], toSection: "A")
        new.appendItems([11], toSection: "C")
        let update = SnapshotDiff.update(from: old, to: new)
        #expect(update.deletedSections == [1] && update.insertedSections == [1])
        #expect(update.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 3, section: 0)])
        // 1 and 2 kept their order: 4 moved; 11 moved into the new section.
        #expect(update.movedItems.map { "\($0.from) → \($0.to)" } == ["[0, 3] → [0, 0]", "[1, 1] → [1, 0]"])
        #expect(SnapshotDiff.longestIncreasingRun([3, 0, 1, 4, 2, 5]) == [1, 2, 4, 5])
    }

    @Test func snapshotsAnswerWhereThingsAreAndReportMisuse() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendItems(["orphan"])
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["a", "b"], toSection: 0)
            snapshot.appendItems(["c", "a"], toSection: 1)
            snapshot.insertItems(["z"], beforeItem: "b")
            snapshot.moveItem("c", afterItem: "b")
            snapshot.deleteItems(["missing-is-ignored"])
            #expect(snapshot.itemIdentifiers == ["a", "z", "b", "c"])
            #expect(snapshot.numberOfItems(inSection: 1) == 0 && snapshot.sectionIdentifier(containingItem: "c") == 0)
            #expect(snapshot.indexOfItem("b") == 2)
            snapshot.moveSection(1, beforeSection: 0)
            #expect(snapshot.sectionIdentifiers == [1, 0])
        }
        #expect(capture.records.count == 2, "\(capture.records.map(\.message))")
        #expect(capture.records.allSatisfy { $0.code == .collectionViewMisuse })
    }

    final class NumberCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
            super.interfaceBuilderConnections(into: &connections)
            connections.makeInstance = { NumberCell(frame: .zero) }
        }
    }

    @Test func anAnimatedApplyMovesTheSameCellsByIdentity() throws {
        let controller = UIViewController()
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: makeGridLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.label.text = "\(number)" }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4, 5])
        dataSource.apply(snapshot, animatingDifferences: false)
        try TransitionHost.run(root: controller) { host in
            host.step()
            @MainActor func texts() -> [String?] { collectionView.indexPathsForVisibleItems.map { (collectionView.cellForItem(at: $0) as? NumberCell)?.label.text } }
            #expect(texts() == ["1", "2", "3", "4", "5"])
            let cellOf5 = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
            var next = dataSource.snapshot()
            next.deleteItems([2])
            next.moveItem(5, beforeItem: 1)
            next.appendItems([6])
            var applied = false
            dataSource.apply(next) { applied = true }
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf5, "5 moved to the front with its cell")
            try host.runUntilIdle()
            #expect(applied)
            #expect(texts() == ["5", "1", "3", "4", "6"])
            #expect(dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)) == 6)
            #expect(dataSource.indexPath(for: 3) == IndexPath(item: 2, section: 0))
            #expect(cellOf5.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        }
    }

    @Test func aTableDiffableDataSourceAnimatesWithItsDefaultRowAnimation() throws {
        let controller = UIViewController()
        let table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        controller.view.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        dataSource.defaultRowAnimation = .left
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit"])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot, animatingDifferences: false)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let banana = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            var next = snapshot
            next.deleteItems(["Banana"])
            dataSource.apply(next)
            host.advance(by: 0.15)
            #expect(abs(try #require(banana.layer.presentation()).frame.minX + 393 / 2) < 0.01, "slides out to the left")
            try host.runUntilIdle()
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Cherry"])
        }
    }
}
