import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// List layouts: full-width rows sized by their cells (a 44-point row for one line, taller for
/// two), inset-grouped rows inset from the sides with the first and last rounded, headers from
/// the data source.
@MainActor
struct CollectionListLayoutTests {
    @Test func anInsetGroupedListSizesItsRowsFromTheirContent() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let controller = UIViewController()
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(collectionView)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            content.secondaryText = text == "Two lines" ? "The second one" : nil
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            view.backgroundColor = .clear
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: text)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two lines", "Three"])
        dataSource.apply(snapshot, animatingDifferences: false)
        try TransitionHost.run(root: controller) { host in
            host.step()
            host.step()
            @MainActor func frame(_ item: Int) throws -> CGRect { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame }
            // 38-point header; rows inset 20 from each side of the 393-point screen.
            #expect(try frame(0) == CGRect(x: 20, y: 38, width: 353, height: 44))
            #expect(try frame(1).height > 44, "two lines are taller")
            #expect(try frame(2).minY == (try frame(1)).maxY)
            let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let middle = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(middle.layer.cornerRadius == 0)
            #expect(first.backgroundColor == .secondarySystemGroupedBackground)
            #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        }
    }
}
