import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Batch updates: items that stay move to their new places, inserted items come from the
/// layout's initial attributes (faded in place when it gives none), deleted items leave to its
/// final attributes; the layout hears the updates first and finalizes them in the animation.
@MainActor
struct CollectionBatchUpdateTests {
    final class GrowingLayout: UICollectionViewFlowLayout {
        var updates: [String] = []
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            updates = updateItems.map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "-") → \($0.indexPathAfterUpdate.map { "\($0)" } ?? "-")" }
        }
        override func finalizeCollectionViewUpdates() { updates.append("finalize") }
        /// Inserted items grow from a point at their centre.
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
            attributes.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            return attributes
        }
    }

    @Test func insertedItemsGrowAndTheOthersMoveOn() throws {
        let layout = GrowingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let source = RecordingCollectionSource(counts: [4])
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
            var finished: Bool?
            collectionView.performBatchUpdates({
                source.counts[0] = 5
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
            #expect(layout.updates == ["insert - → [0, 0]", "finalize"])
            // The old third item is now item 3: from (283, 10) to the next line (10, 120).
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === third)
            let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            host.advance(by: 0.15)
            let moving = try #require(third.layer.presentation())
            #expect(abs(moving.position.x - (333 + 60) / 2) < 0.01 && abs(moving.position.y - (60 + 170) / 2) < 0.01, "\(moving.position)")
            let growing = try #require(inserted.layer.presentation())
            #expect(abs(growing.transform.m11 - 0.505) < 0.01, "halfway from 0.01 to 1: \(growing.transform.m11)")
            try host.runUntilIdle()
            #expect(finished == true)
            #expect(third.frame == CGRect(x: 10, y: 120, width: 100, height: 100))
            #expect(collectionView.numberOfItems(inSection: 0) == 5 && collectionView.visibleCells.count == 5)
        }
    }

    @Test func deletedItemsFadeOutWhereTheyWere() throws {
        let source = RecordingCollectionSource(counts: [4])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let doomed = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
            source.counts[0] = 3
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            host.advance(by: 0.15)
            let fading = try #require(doomed.layer.presentation())
            #expect(abs(Double(fading.opacity) - 0.5) < 0.01 && fading.frame.minX == 146.5)
            try host.runUntilIdle()
            #expect(doomed.superview == nil)
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "the selection follows its item")
        }
    }

    @Test func anUpdateWhoseCountsDoNotAddUpIsReportedAndReloads() throws {
        let source = RecordingCollectionSource(counts: [4])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        let capture = DiagnosticCapture(silent: true)
        try OpenUIKitDiagnostics.$capture.withValue(capture) {
            try TransitionHost.run(root: controller) { host in
                host.step()
                var finished: Bool?
                collectionView.performBatchUpdates({ source.counts[0] = 6; collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) },
                                                   completion: { finished = $0 })
                try host.runUntilIdle()
                #expect(finished == false)
                #expect(collectionView.visibleCells.count == 6)
            }
        }
        #expect(capture.records.map(\.code) == [.collectionViewMisuse])
        #expect(capture.records.first?.message.hasPrefix("Invalid update: the number of items in section 0 after the update (6)") == true)
    }

    /// A laid-out collection view of one item in no window (as LayoutKit's suite makes them).
    private static func windowlessCollectionView() -> (RecordingCollectionSource, UICollectionView) {
        let source = RecordingCollectionSource(counts: [1])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: makeGridLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (source, collectionView)
    }

    /// Updates in a row, each arriving while the one before still animates, each place their
    /// cells at once (LayoutKit's suite, run on iOS, inserts rows so and reads the cells).
    @Test func anUpdateDuringAnotherOnesAnimationShowsItsCells() {
        let (source, collectionView) = Self.windowlessCollectionView()
        #expect(collectionView.visibleCells.count == 1)
        var finished: [Bool] = []
        for count in 2...3 {
            collectionView.performBatchUpdates({
                source.counts[0] = count
                collectionView.insertItems(at: [IndexPath(item: count - 1, section: 0)])
            }, completion: { finished.append($0) })
        }
        #expect(collectionView.visibleCells.count == 3, "no reload: every inserted cell is on screen")
        #expect(collectionView.indexPathsForVisibleItems.sorted() == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(finished.isEmpty, "their animations are still running")
    }

    /// A reload while an update animates discards the update's hold on the layout pass: the
    /// next layout shows the reloaded items.
    @Test func aReloadDuringAnUpdatesAnimationIsLaidOut() {
        let (source, collectionView) = Self.windowlessCollectionView()
        collectionView.performBatchUpdates({
            source.counts[0] = 2
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        })
        source.counts[0] = 4
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 4)
    }
}
