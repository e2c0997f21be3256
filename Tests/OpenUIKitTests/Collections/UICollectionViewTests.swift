import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Collection views: only the elements in the visible bounds have views; views that scroll out
/// are reused (after `prepareForReuse`); a tap highlights then selects, asking the delegate
/// first, in UIKit's order.
@MainActor
struct UICollectionViewTests {
    final class CountingCell: UICollectionViewCell {
        static var reused = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            CountingCell.reused += 1
        }
        override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
            super.interfaceBuilderConnections(into: &connections)
            connections.makeInstance = { CountingCell(frame: .zero) }
        }
    }

    @Test func onlyVisibleItemsHaveCellsAndScrollingReusesThem() throws {
        let source = RecordingCollectionSource(counts: [1000])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        CountingCell.reused = 0
        try TransitionHost.run(root: controller) { host in
            host.step()
            // Lines every 110 points from y = 10: lines 0…7 meet 0…852 (line 7 starts at 780).
            #expect(collectionView.indexPathsForVisibleItems.count == 24)
            #expect(collectionView.visibleCells.allSatisfy { $0 is CountingCell })
            #expect(collectionView.reusePool.madeCount == 24)
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
            collectionView.contentOffset = CGPoint(x: 0, y: 1100)
            host.step()
            // 1100…1952: lines 10 (starts 1110) … 17 (starts 1880), and line 9 ends at 1100 exactly (not meeting).
            let visible = collectionView.indexPathsForVisibleItems
            #expect(visible.first == IndexPath(item: 30, section: 0) && visible.last == IndexPath(item: 53, section: 0), "\(visible.first!) \(visible.last!) \(collectionView.bounds)")
            #expect(collectionView.reusePool.madeCount == 24, "every cell came from the pool")
            #expect(CountingCell.reused == 24)
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
            #expect(collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 24)
            // A fling across the whole content never holds more than a screenful and a line.
            host.drag(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 200), duration: 0.1)
            try host.runUntilIdle()
            #expect(collectionView.reusePool.peakLiveCount <= 30)
        }
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() throws {
        let source = RecordingCollectionSource(counts: [10])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            host.tap(at: CGPoint(x: 60, y: 60))
            try host.runUntilIdle()
            #expect(source.events == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "didSelect 0"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
            source.events.removeAll()
            // Single selection: the next tap deselects the first.
            host.tap(at: CGPoint(x: 200, y: 60))
            try host.runUntilIdle()
            #expect(source.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didDeselect 0", "didSelect 1"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
            // A refused selection leaves it as it was.
            source.events.removeAll()
            source.allowSelection = { _ in false }
            host.tap(at: CGPoint(x: 330, y: 60))
            try host.runUntilIdle()
            #expect(source.events.suffix(1) == ["shouldSelect 2"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        }
    }

    @Test func aDragCancelsTheHighlightWithoutSelecting() throws {
        let source = RecordingCollectionSource(counts: [40])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            // The finger lands on item 12 (line 4, y 450…550) and rests past the scroll view's
            // content-touch delay (0.15 s): highlighted; the drag that follows cancels it.
            let finger = host.touchDown(at: [CGPoint(x: 60, y: 500)])[0]
            host.advance(by: 0.2)
            #expect(source.events == ["shouldHighlight 12", "didHighlight 12"])
            host.move(finger, along: [CGPoint(x: 60, y: 500), CGPoint(x: 60, y: 300)], duration: 0.3)
            host.lift(finger)
            try host.runUntilIdle()
            #expect(source.events == ["shouldHighlight 12", "didHighlight 12", "didUnhighlight 12"])
            #expect(collectionView.indexPathsForSelectedItems == nil)
        }
    }

    @Test func aDragThatStartsAtOnceNeverHighlights() throws {
        let source = RecordingCollectionSource(counts: [40])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            // Moving within the content-touch delay: the scroll takes the touch before any cell
            // sees it, as on iOS.
            host.drag(from: CGPoint(x: 60, y: 500), to: CGPoint(x: 60, y: 300), duration: 0.3, holdBeforeRelease: 0.1)
            try host.runUntilIdle()
            #expect(source.events.isEmpty, "\(source.events)")
            #expect(collectionView.contentOffset.y > 150)
            // Without the delay the cell highlights at touch down, and the scroll cancels it.
            collectionView.delaysContentTouches = false
            let item = try #require(collectionView.indexPathForItem(at: collectionView.convert(CGPoint(x: 60, y: 500), from: nil))?.item)
            host.drag(from: CGPoint(x: 60, y: 500), to: CGPoint(x: 60, y: 300), duration: 0.3, holdBeforeRelease: 0.1)
            try host.runUntilIdle()
            #expect(source.events == ["shouldHighlight \(item)", "didHighlight \(item)", "didUnhighlight \(item)"])
        }
    }

    @Test func displayCallsFollowCellsInAndOutOfView() {
        let source = RecordingCollectionSource(counts: [30])
        source.recordsDisplay = true
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        TransitionHost.run(root: controller) { host in
            host.step()
            #expect(source.events == (0..<24).map { "willDisplay \($0)" })
            source.events.removeAll()
            collectionView.contentOffset = CGPoint(x: 0, y: 110)
            host.step()
            // The line that left ends its display before the new line is displayed.
            #expect(source.events.count == 6)
            #expect(Set(source.events.prefix(3)) == ["didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2"])
            #expect(source.events.suffix(3) == ["willDisplay 24", "willDisplay 25", "willDisplay 26"])
        }
    }

    @Test func misuseIsReportedAndTheCollectionViewGoesOn() {
        let source = RecordingCollectionSource(counts: [3])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        collectionView.register(nil as AnyClass?, forCellWithReuseIdentifier: "Cell")
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            TransitionHost.run(root: controller) { host in
                host.step()
                #expect(collectionView.visibleCells.count == 3)
                collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
                collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
            }
        }
        let diagnostics = capture.records
        #expect(diagnostics.count == 3 + 2, "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.code == .collectionViewMisuse })
        #expect(diagnostics.first?.message.contains("Could not dequeue a cell with identifier \"Cell\"") == true)
    }
}

/// Collection view prefetching: the items a screenful ahead in the scrolling direction.
@MainActor
struct CollectionPrefetchingTests {
    final class Prefetcher: UICollectionViewDataSourcePrefetching {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            log.append("prefetch \(indexPaths.first!.item)…\(indexPaths.last!.item)")
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            log.append("cancel \(indexPaths.first!.item)…\(indexPaths.last!.item)")
        }
    }

    @Test func itemsAheadAreAnnouncedAndTheSwitchOffStopsIt() {
        let source = RecordingCollectionSource(counts: [300])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        let prefetcher = Prefetcher()
        collectionView.prefetchDataSource = prefetcher
        TransitionHost.run(root: controller) { host in
            host.step()
            // Lines 0…7 show; lines 8…15 (852…1704) come next: items 24…47.
            #expect(prefetcher.log == ["prefetch 24…47"])
            collectionView.isPrefetchingEnabled = false
            collectionView.contentOffset = CGPoint(x: 0, y: 880)
            host.step()
            #expect(prefetcher.log.count == 1)
        }
    }
}
