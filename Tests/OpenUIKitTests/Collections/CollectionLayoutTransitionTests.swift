import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Layout changes (seed 000, chapter 4): `setCollectionViewLayout(_:animated:)` moves every
/// cell from its old frame to its new one with the layouts' calls in UIKit's order; an
/// interactive change follows `transitionProgress` and finishes or cancels; a navigation
/// controller pushing a collection view controller with `useLayoutToLayoutNavigationTransitions`
/// changes the shared collection view's layout instead of sliding.
@MainActor
struct CollectionLayoutTransitionTests {
    /// A flow layout that records the transition calls.
    final class RecordingLayout: UICollectionViewFlowLayout {
        var name = ""
        var log: (String) -> Void = { _ in }
        override func prepareForTransition(to newLayout: UICollectionViewLayout) { log("\(name) prepareForTransition(to:)") }
        override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log("\(name) prepareForTransition(from:)") }
        override func finalizeLayoutTransition() { log("\(name) finalizeLayoutTransition") }
    }

    final class TransitionCell: UICollectionViewCell {
        var log: (String) -> Void = { _ in }
        override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { log("cell \(tag) willTransition") }
        override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { log("cell \(tag) didTransition") }
        override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
            super.interfaceBuilderConnections(into: &connections)
            connections.makeInstance = { TransitionCell(frame: .zero) }
        }
    }

    /// Full-width rows 50 tall, 10 apart, inset 10.
    private func makeListLayout() -> RecordingLayout {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 373, height: 50)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    private func makeGridLayout() -> RecordingLayout {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    @Test func anAnimatedLayoutChangeMovesEachCellBetweenItsFramesWithUIKitsCalls() throws {
        var events: [String] = []
        let grid = makeGridLayout(), list = makeListLayout()
        grid.name = "grid"; list.name = "list"
        grid.log = { events.append($0) }; list.log = { events.append($0) }
        let source = RecordingCollectionSource(counts: [4])
        let (controller, collectionView) = makeCollectionView(layout: grid, source: source)
        collectionView.register(TransitionCell.self, forCellWithReuseIdentifier: "Cell")
        try TransitionHost.run(root: controller) { host in
            host.step()
            for case let cell as TransitionCell in collectionView.visibleCells { cell.log = { events.append($0) } }
            var completed: Bool?
            collectionView.setCollectionViewLayout(list, animated: true) { completed = $0 }
            #expect(events.sorted() == ["cell 0 willTransition", "cell 1 willTransition", "cell 2 willTransition", "cell 3 willTransition", "grid prepareForTransition(to:)", "list prepareForTransition(from:)"])
            #expect(Array(events.prefix(2)) == ["grid prepareForTransition(to:)", "list prepareForTransition(from:)"])
            events.removeAll()
            // Halfway through the 0.3 s ease in-out, item 1 is halfway between (146.5, 10, 100, 100)
            // and (10, 70, 373, 50): centre (196.5, 60) → (196.5, 95), size 100 × 100 → 373 × 50.
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            host.advance(by: 0.15)
            let presentation = try #require(cell.layer.presentation())
            #expect(abs(presentation.position.x - 196.5) < 0.01 && abs(presentation.position.y - 77.5) < 0.01, "\(presentation.position)")
            #expect(abs(presentation.bounds.width - 236.5) < 0.01 && abs(presentation.bounds.height - 75) < 0.01, "\(presentation.bounds)")
            #expect(completed == nil)
            try host.runUntilIdle()
            #expect(completed == true)
            #expect(collectionView.collectionViewLayout === list)
            #expect(cell.frame == CGRect(x: 10, y: 70, width: 373, height: 50))
            #expect(events.sorted() == ["cell 0 didTransition", "cell 1 didTransition", "cell 2 didTransition", "cell 3 didTransition", "grid finalizeLayoutTransition", "list finalizeLayoutTransition"])
            #expect(events.suffix(2) == ["grid finalizeLayoutTransition", "list finalizeLayoutTransition"])
        }
    }

    @Test func cellsComingIntoViewStartWhereTheOldLayoutHadThem() throws {
        let source = RecordingCollectionSource(counts: [60])
        let grid = makeGridLayout(), list = makeListLayout()
        let (controller, collectionView) = makeCollectionView(layout: list, source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            // The list shows rows 0…14 (60 points each from y = 10, 852 tall); the grid shows 24 items.
            #expect(collectionView.indexPathsForVisibleItems.count == 15)
            collectionView.setCollectionViewLayout(grid, animated: true)
            // Item 20 was off screen in the list (y = 1210): it starts there and moves to the grid.
            let newcomer = try #require(collectionView.cellForItem(at: IndexPath(item: 20, section: 0)))
            host.step()
            // One frame into the 0.3 s ease in-out it has barely left (0.9 % of the way to y = 670).
            let start = try #require(newcomer.layer.presentation()).frame.minY
            #expect(start < 1210 && start > 1200, "\(start)")
            try host.runUntilIdle()
            #expect(newcomer.frame == CGRect(x: 283, y: 670, width: 100, height: 100))
            #expect(collectionView.indexPathsForVisibleItems.count == 24)
        }
    }

    @Test func anInteractiveChangeFollowsItsProgressAndFinishesOrCancels() throws {
        let source = RecordingCollectionSource(counts: [6])
        let grid = makeGridLayout(), list = makeListLayout()
        let (controller, collectionView) = makeCollectionView(layout: grid, source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            var result: (Bool, Bool)?
            let transition = collectionView.startInteractiveTransition(to: list) { result = ($0, $1) }
            #expect(collectionView.collectionViewLayout === transition)
            #expect(transition.currentLayout === grid && transition.nextLayout === list)
            transition.transitionProgress = 0.25
            host.step()
            // A quarter of the way from (146.5, 10, 100, 100) to (10, 70, 373, 50).
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(cell.center == CGPoint(x: 196.5, y: 68.75))
            #expect(cell.bounds.size == CGSize(width: 168.25, height: 87.5))
            transition.transitionProgress = 0.75
            host.step()
            #expect(cell.center == CGPoint(x: 196.5, y: 86.25))
            collectionView.cancelInteractiveTransition()
            try host.runUntilIdle()
            #expect(result.map { [$0.0, $0.1] } == [true, false])
            #expect(collectionView.collectionViewLayout === grid)
            #expect(cell.frame == CGRect(x: 146.5, y: 10, width: 100, height: 100))

            result = nil
            let again = collectionView.startInteractiveTransition(to: list) { result = ($0, $1) }
            again.transitionProgress = 0.6
            host.step()
            collectionView.finishInteractiveTransition()
            try host.runUntilIdle()
            #expect(result.map { [$0.0, $0.1] } == [true, true])
            #expect(collectionView.collectionViewLayout === list)
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 10, y: 70, width: 373, height: 50))
        }
    }

    @Test func theRestOfAnInteractiveChangeGoesAtLeastAsFastAsItsProgressWasMoving() throws {
        let source = RecordingCollectionSource(counts: [6])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            // Quick: 0.2 → 0.4 in one frame (12 a second); the 0.6 left would take 0.05 s, so
            // the floor of 0.1 s applies instead of 0.3 × 0.6 = 0.18 s.
            var finished: Bool?
            let quick = collectionView.startInteractiveTransition(to: makeListLayout()) { _, done in finished = done }
            quick.transitionProgress = 0.2
            host.step()
            quick.transitionProgress = 0.4
            quick.updateValue(42, forAnimatedKey: "fingerX")
            collectionView.finishInteractiveTransition()
            host.advance(by: 0.09)
            #expect(finished == nil)
            host.advance(by: 0.03)
            #expect(finished == true)
            #expect(quick.value(forAnimatedKey: "fingerX") == 42 && quick.value(forAnimatedKey: "other") == 0)

            // Slow: 0.2 → 0.4 over half a second (0.4 a second): the usual 0.18 s.
            finished = nil
            let slow = collectionView.startInteractiveTransition(to: makeGridLayout()) { _, done in finished = done }
            slow.transitionProgress = 0.2
            host.advance(by: 0.5)
            slow.transitionProgress = 0.4
            collectionView.finishInteractiveTransition()
            host.advance(by: 0.15)
            #expect(finished == nil)
            host.advance(by: 0.05)
            #expect(finished == true)

            // Moving away from the end (toward a cancel) does not speed a finish up.
            finished = nil
            let back = collectionView.startInteractiveTransition(to: makeListLayout()) { _, done in finished = done }
            back.transitionProgress = 0.6
            host.step()
            back.transitionProgress = 0.4
            collectionView.finishInteractiveTransition()
            host.advance(by: 0.15)
            #expect(finished == nil)
            try host.runUntilIdle()
            #expect(finished == true)
        }
    }

    @Test func aNonFiniteAnimatedValueIsReportedAndNotKept() throws {
        let source = RecordingCollectionSource(counts: [6])
        let (controller, collectionView) = makeCollectionView(layout: makeGridLayout(), source: source)
        try TransitionHost.run(root: controller) { host in
            host.step()
            let capture = DiagnosticCapture(silent: true)
            OpenUIKitDiagnostics.$capture.withValue(capture) {
                let transition = collectionView.startInteractiveTransition(to: makeListLayout())
                transition.updateValue(3, forAnimatedKey: "scale")
                transition.updateValue(.infinity, forAnimatedKey: "scale")
                #expect(transition.value(forAnimatedKey: "scale") == 3)
                collectionView.cancelInteractiveTransition()
            }
            try host.runUntilIdle()
            #expect(capture.records.count == 1 && capture.records.first?.message.contains("forAnimatedKey") == true)
        }
    }

    /// Seed 000's demo: three collection view controllers, one collection view.
    final class PhotosController: UICollectionViewController {
        var selected: [IndexPath] = []
        var appearanceLog: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearanceLog.append("viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appearanceLog.append("viewDidAppear")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.contentView.backgroundColor = .systemBlue
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func aLayoutToLayoutPushSharesTheCollectionViewAndChangesItsLayout() throws {
        let grid = makeGridLayout(), list = makeListLayout()
        let root = PhotosController(collectionViewLayout: grid)
        let navigation = UINavigationController(rootViewController: root)
        try TransitionHost.run(root: navigation) { host in
            host.step()
            let shared = try #require(root.collectionView)
            let detail = PhotosController(collectionViewLayout: list)
            detail.useLayoutToLayoutNavigationTransitions = true
            navigation.pushViewController(detail, animated: true)
            host.advance(by: 0.2)
            // Nothing slides: the shared collection view stays in place while its cells move.
            #expect(detail.collectionView === shared)
            #expect(shared.layer.presentation()?.frame.minX == 0)
            let cell = try #require(shared.cellForItem(at: IndexPath(item: 1, section: 0)))
            let moving = try #require(cell.layer.presentation()).frame
            #expect(moving != CGRect(x: 146.5, y: 10, width: 100, height: 100) && moving != CGRect(x: 10, y: 70, width: 373, height: 50))
            try host.runUntilIdle()
            #expect(navigation.topViewController === detail)
            #expect(shared.collectionViewLayout === list)
            #expect(shared.window != nil && shared.superview != nil)
            #expect(detail.appearanceLog == ["viewWillAppear", "viewDidAppear"])
            // The data source and delegate stay with the controller below (seed 000).
            #expect(shared.dataSource === root && shared.delegate === root)
            let rowCenter = try #require(shared.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).center
            host.tap(at: shared.convert(rowCenter, to: nil))
            try host.runUntilIdle()
            #expect(root.selected == [IndexPath(item: 2, section: 0)] && detail.selected.isEmpty)

            navigation.popViewController(animated: true)
            try host.runUntilIdle()
            #expect(navigation.topViewController === root)
            #expect(shared.collectionViewLayout === grid)
            #expect(root.collectionView === shared && shared.window != nil)
            #expect(shared.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 146.5, y: 10, width: 100, height: 100))
        }
    }
}

/// An edge swipe over a layout-to-layout stack: the layout change is not interactive (seed 000
/// §4), so the swipe does not begin a pop; the back button pops, and the stack and the shared
/// collection view stay consistent.
@MainActor
struct LayoutToLayoutEdgeSwipeTests {
    @Test func anEdgeSwipeDoesNotDriveTheLayoutChangeAndTheBackButtonPops() throws {
        let grid = UICollectionViewFlowLayout(), list = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        list.itemSize = CGSize(width: 373, height: 50)
        let root = CollectionLayoutTransitionTests.PhotosController(collectionViewLayout: grid)
        let navigation = UINavigationController(rootViewController: root)
        try TransitionHost.run(root: navigation) { host in
            host.step()
            let detail = CollectionLayoutTransitionTests.PhotosController(collectionViewLayout: list)
            detail.useLayoutToLayoutNavigationTransitions = true
            navigation.pushViewController(detail, animated: true)
            try host.runUntilIdle()
            host.edgeSwipe(from: .left, distance: 0.7 * host.window.bounds.width, duration: 0.4)
            try host.runUntilIdle()
            let shared = try #require(root.collectionView)
            #expect(navigation.viewControllers.count == 2 && shared.collectionViewLayout === list, "the swipe did not pop")
            host.tap(navigation.navigationBar.backButton)
            try host.runUntilIdle()
            #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
            #expect(shared.collectionViewLayout === grid && shared.window != nil)
            #expect(shared.visibleCells.allSatisfy { $0.bounds.size == CGSize(width: 100, height: 100) })
        }
    }
}
