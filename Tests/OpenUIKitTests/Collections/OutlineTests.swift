import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Outlines: a section snapshot's tree, its visible items applied to a section of a diffable
/// data source, cells indented by depth, and the outline disclosure expanding and collapsing
/// with the data source's handlers.
@MainActor
struct OutlineTests {
    @Test func aSectionSnapshotIsATreeWithExpandedParents() {
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Animals", "Plants"])
        tree.append(["Cats", "Dogs"], to: "Animals")
        tree.append(["Lions"], to: "Cats")
        tree.append(["Trees"], to: "Plants")
        #expect(tree.items == ["Animals", "Cats", "Lions", "Dogs", "Plants", "Trees"])
        #expect(tree.visibleItems == ["Animals", "Plants"] && tree.rootItems == ["Animals", "Plants"])
        tree.expand(["Animals", "Cats"])
        #expect(tree.visibleItems == ["Animals", "Cats", "Lions", "Dogs", "Plants"])
        #expect(tree.level(of: "Lions") == 2 && tree.parent(of: "Lions") == "Cats" && tree.isVisible("Lions") && !tree.isVisible("Trees"))
        tree.insert(["Birds"], after: "Cats")
        tree.insert(["Ants"], before: "Cats")
        #expect(tree.snapshot(of: "Animals").rootItems == ["Ants", "Cats", "Birds", "Dogs"])
        #expect(tree.snapshot(of: "Cats", includingParent: true).items == ["Cats", "Lions"])
        tree.delete(["Cats"])
        #expect(!tree.contains("Lions") && tree.items == ["Animals", "Ants", "Birds", "Dogs", "Plants", "Trees"])
        tree.collapse(["Animals"])
        #expect(tree.visibleItems == ["Animals", "Plants"])
        // A snapshot appended under a parent keeps its tree and its expansion.
        var fungi = NSDiffableDataSourceSectionSnapshot<String>()
        fungi.append(["Mushrooms"])
        fungi.append(["Ceps"], to: "Mushrooms")
        fungi.expand(["Mushrooms"])
        tree.append(fungi, to: "Plants")
        tree.expand(["Plants"])
        #expect(tree.visibleItems == ["Animals", "Plants", "Trees", "Mushrooms", "Ceps"] && tree.level(of: "Ceps") == 2)
        tree.delete(["Mushrooms"])
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            tree.append(["Dogs"])
            tree.append(["X"], to: "Nowhere")
        }
        #expect(capture.records.count == 2 && tree.items.count == 6)
    }

    @Test func theDisclosureExpandsAndCollapsesItsItemWithTheHandlers() throws {
        let controller = UIViewController()
        let collectionView = UICollectionView(frame: UIScreen.main.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        collectionView.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.hasPrefix("+") ? [.outlineDisclosure()] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var log: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["+Fruit", "+Vegetables"])
        tree.append(["Apple", "Pear"], to: "+Fruit")
        tree.append(["Leek"], to: "+Vegetables")
        tree.expand(["+Fruit"])
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        try TransitionHost.run(root: controller) { host in
            host.step()
            host.step()
            #expect(dataSource.snapshot().itemIdentifiers == ["+Fruit", "Apple", "Pear", "+Vegetables"])
            // Children are indented one step (10 points); parents carry the chevron at the leading edge.
            let apple = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(apple.contentView.frame.minX == 10)
            let fruit = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            #expect(fruit.configurationState.isExpanded)
            let chevrons = { (cell: UICollectionViewCell) in cell.subviews.compactMap { $0 as? CellAccessoryView } }
            #expect(chevrons(fruit).first?.transform == CGAffineTransform(rotationAngle: .pi / 2), "an expanded item's chevron points down")
            // Tap the collapsed vegetables' chevron: its child appears.
            let vegetables = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
            let chevron = try #require(chevrons(vegetables).first)
            #expect(chevron.transform == .identity)
            host.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
            try host.runUntilIdle()
            #expect(dataSource.snapshot().itemIdentifiers == ["+Fruit", "Apple", "Pear", "+Vegetables", "Leek"])
            #expect(dataSource.snapshot(for: 0).isExpanded("+Vegetables") && log == ["willExpand +Vegetables"])
            // Refusing a collapse keeps the children.
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "+Fruit" }
            let fruitCell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let fruitChevron = try #require(chevrons(fruitCell).first)
            host.tap(at: fruitChevron.convert(CGPoint(x: fruitChevron.bounds.midX, y: fruitChevron.bounds.midY), to: nil))
            try host.runUntilIdle()
            #expect(dataSource.snapshot().numberOfItems == 5 && log.count == 1)
            // A whole snapshot replaces the outline with a flat section.
            var flat = NSDiffableDataSourceSnapshot<Int, String>()
            flat.appendSections([0])
            flat.appendItems(["One"])
            dataSource.apply(flat, animatingDifferences: false)
            #expect(dataSource.snapshot(for: 0).items == ["One"])
        }
    }
}
