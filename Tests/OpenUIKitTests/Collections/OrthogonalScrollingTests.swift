import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Orthogonal sections: a compositional section whose groups run across the layout's scrolling
/// direction, in a scroll view of their own that drags, comes to rest as its behaviour says, and
/// brings cells in and out; the list around it scrolls by vertical drags only.
@MainActor
struct OrthogonalScrollingTests {
    /// Section 0: ten 150 × 100 groups of one item, 10 apart, inset 16 leading and trailing,
    /// scrolling as `behavior` says. Section 1: a plain list of 40 rows, 100 tall.
    private func makeLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                            handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.orthogonalScrollingBehavior = behavior
                section.visibleItemsInvalidationHandler = handler
                return section
            }
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// The section's scroll view (the superview of its cells).
    private func sectionScroller(_ collectionView: UICollectionView) -> UIScrollView? {
        collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            ?? collectionView.subviews.compactMap { $0 as? UIScrollView }.first
    }

    private func visibleItems(_ collectionView: UICollectionView, section: Int) -> [Int] {
        collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
    }

    @Test func theGroupsRunAcrossInAScrollViewOfTheirOwn() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.continuous), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            // Layout frames are where items are while the section rests at its start.
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 16 + 3 * 160, y: 0, width: 150, height: 100))
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 100, width: 393, height: 100))
            // The section takes one group's height of the list.
            #expect(collectionView.contentSize == CGSize(width: 393, height: 100 + 40 * 100))
            // Only the three items meeting the screen have cells, inside the section's scroll view.
            #expect(visibleItems(collectionView, section: 0) == [0, 1, 2])
            let scroller = try #require(sectionScroller(collectionView))
            #expect(scroller !== collectionView && scroller.superview === collectionView)
            #expect(scroller.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
            #expect(scroller.contentSize == CGSize(width: 16 + 10 * 150 + 9 * 10 + 16, height: 100))
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(cell.superview === scroller)
            #expect(cell.frame == CGRect(x: 176, y: 0, width: 150, height: 100))
            // A row of the list stays in the collection view.
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collectionView)
        }
    }

    @Test func aSidewaysDragScrollsTheSectionAndBringsCellsInAndOut() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        source.recordsDisplay = true
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.continuous), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            source.events = []
            let scroller = try #require(sectionScroller(collectionView))
            host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(abs(scroller.contentOffset.x - 200) < 0.001)
            #expect(collectionView.contentOffset == .zero, "the list did not move")
            // Visible: 200 ..< 593 of the section's content — items 1, 2 and 3.
            #expect(visibleItems(collectionView, section: 0) == [1, 2, 3])
            #expect(source.events.contains("willDisplay 3") && source.events.contains("didEndDisplaying 0"))
            // On screen, item 1 is 200 points left of where the layout put it.
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(cell.convert(cell.bounds, to: collectionView) == CGRect(x: -24, y: 0, width: 150, height: 100))
            // Scrolling the whole way keeps the cells to what is visible.
            scroller.setContentOffset(CGPoint(x: 1229, y: 0), animated: false)
            host.step()
            #expect(visibleItems(collectionView, section: 0) == [7, 8, 9])
            #expect(collectionView.reusePool.madeCount <= 4 + 9)
        }
    }

    @Test func aVerticalDragOverTheSectionScrollsTheList() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.continuous), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let scroller = try #require(sectionScroller(collectionView))
            host.drag(from: CGPoint(x: 200, y: 90), to: CGPoint(x: 190, y: 10), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(abs(collectionView.contentOffset.y - 80) < 0.001)
            #expect(scroller.contentOffset == .zero)
        }
    }

    @Test func groupPagingMovesOneGroupPerSwipe() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.groupPaging), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let scroller = try #require(sectionScroller(collectionView))
            // A quick swipe (1,000 points a second) moves to group 1's leading edge at the inset.
            host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.05)
            try host.runUntilIdle()
            #expect(scroller.contentOffset == CGPoint(x: 160, y: 0))
            // A longer fast swipe still moves one group.
            host.drag(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 50, y: 50), duration: 0.2)
            try host.runUntilIdle()
            #expect(scroller.contentOffset == CGPoint(x: 320, y: 0))
            // A slow drag comes to rest on the nearest group.
            host.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 300, y: 50), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(scroller.contentOffset == CGPoint(x: 160, y: 0))
        }
    }

    @Test func groupPagingCenteredRestsWithTheGroupInTheMiddle() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.groupPagingCentered), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let scroller = try #require(sectionScroller(collectionView))
            host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.05)
            try host.runUntilIdle()
            // Group 1 spans 176 ... 326: its middle, 251, at the middle of 393.
            #expect(scroller.contentOffset == CGPoint(x: 251 - 196.5, y: 0))
        }
    }

    @Test func continuousGroupLeadingBoundaryRestsOnTheNearestGroup() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.continuousGroupLeadingBoundary), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let scroller = try #require(sectionScroller(collectionView))
            // Released at rest at 200: the group boundaries are at 0, 160, 320 … → 160.
            host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 100, y: 50), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(scroller.contentOffset == CGPoint(x: 160, y: 0))
            // A fling travels on (the deceleration's projection) and rests on a boundary past it.
            host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.1)
            try host.runUntilIdle()
            #expect(scroller.contentOffset.x > 320)
            #expect((scroller.contentOffset.x.truncatingRemainder(dividingBy: 160)) == 0 || scroller.contentOffset.x == 1229)
        }
    }

    @Test func pagingMovesByTheWidth() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.paging), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let scroller = try #require(sectionScroller(collectionView))
            host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.05)
            try host.runUntilIdle()
            #expect(scroller.contentOffset == CGPoint(x: 393, y: 0))
        }
    }

    @Test func aTapSelectsTheItemUnderTheFingerInTheScrolledSection() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.continuous), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let scroller = try #require(sectionScroller(collectionView))
            scroller.setContentOffset(CGPoint(x: 200, y: 0), animated: false)
            host.step()
            source.events = []
            // Item 2 shows at 136 ..< 286.
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 50)) == IndexPath(item: 2, section: 0))
            host.tap(at: CGPoint(x: 200, y: 50))
            try host.runUntilIdle()
            #expect(source.events.contains("didSelect 2"))
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        }
    }

    @Test func scrollToItemScrollsTheSection() throws {
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.continuous), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let scroller = try #require(sectionScroller(collectionView))
            collectionView.scrollToItem(at: IndexPath(item: 7, section: 0), at: .centeredHorizontally, animated: false)
            host.step()
            // Item 7's middle, 16 + 7·160 + 75 = 1211, at the middle of 393.
            #expect(scroller.contentOffset == CGPoint(x: 1211 - 196.5, y: 0))
            #expect(visibleItems(collectionView, section: 0) == [6, 7, 8])
        }
    }

    @Test func inAHorizontalLayoutTheSectionScrollsVertically() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                                         subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            if index == 0 { section.orthogonalScrollingBehavior = .continuous }
            return section
        }, configuration: configuration)
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: layout, source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 220, width: 150, height: 100))
            let scroller = try #require(sectionScroller(collectionView))
            #expect(scroller.frame == CGRect(x: 0, y: 0, width: 150, height: 852))
            #expect(scroller.contentSize == CGSize(width: 150, height: 10 * 100 + 9 * 10))
            // 0 ..< 852 shows items 0 to 7 (item 7 starts at 770).
            #expect(visibleItems(collectionView, section: 0) == Array(0 ... 7))
            // An upward drag moves the section; a sideways one the collection view.
            host.drag(from: CGPoint(x: 75, y: 500), to: CGPoint(x: 80, y: 300), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(abs(scroller.contentOffset.y - 200) < 0.001 && collectionView.contentOffset == .zero)
            host.drag(from: CGPoint(x: 140, y: 500), to: CGPoint(x: 40, y: 505), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(abs(collectionView.contentOffset.x - 100) < 0.001 && abs(scroller.contentOffset.y - 200) < 0.001)
        }
    }

    @Test func theVisibleItemsHandlerSeesTheSectionsOffsetAndChangesItsItems() throws {
        var calls: [(items: [Int], offset: CGPoint)] = []
        let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((items.map(\.indexPath.item), offset))
            for item in items {
                // Scale down with the distance of the item's middle from the screen's middle.
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(1 - distance / environment.container.contentSize.width, 0.5)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let source = RecordingCollectionSource(counts: [10, 40])
        let (controller, collectionView) = makeCollectionView(layout: makeLayout(.continuous, handler: handler), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            #expect(calls.last?.items == [0, 1, 2] && calls.last?.offset == .zero)
            let scroller = try #require(sectionScroller(collectionView))
            scroller.setContentOffset(CGPoint(x: 150, y: 0), animated: false)
            // Visible: 150 ..< 543 of the section's content.
            #expect(calls.last?.items == [0, 1, 2, 3] && calls.last?.offset == CGPoint(x: 150, y: 0))
            // Item 1's middle shows at 251 − 150 = 101: 95.5 from the middle, scale 1 − 95.5/393.
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            let expected = 1 - 95.5 / 393
            #expect(abs(cell.transform.a - expected) < 1e-9 && abs(cell.transform.d - expected) < 1e-9, "\(cell.transform) \(expected)")
            // The layout's own attributes are untouched.
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform == .identity)
        }
    }
}
