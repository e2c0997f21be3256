import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// What the content of a scroll view gets of a finger: held back for 0.15 s so that a drag
/// never touches it (`delaysContentTouches`), delivered at once for a quick tap, and taken back
/// by a drag only where `canCancelContentTouches` and `touchesShouldCancel(in:)` allow.
@MainActor
struct ScrollViewContentTouchesTests {
    final class Button: UIButton {
        var taps = 0
        func tapped() { taps += 1 }
    }

    /// Lets drags start on controls too.
    final class EagerScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    /// A full-screen scroll view, 3,000 points tall, with a button at (50, 300, 200, 60).
    private func makeScrollView(_ scrollView: UIScrollView = UIScrollView()) -> (UIViewController, UIScrollView, Button) {
        let controller = UIViewController()
        scrollView.frame = UIScreen.main.bounds
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = .never
        let button = Button(frame: CGRect(x: 50, y: 300, width: 200, height: 60))
        button.addTarget(button, action: Button.tapped, for: .touchUpInside)
        scrollView.addSubview(button)
        controller.view.addSubview(scrollView)
        return (controller, scrollView, button)
    }

    @Test func aQuickTapStillReachesAButton() throws {
        let (controller, scrollView, button) = makeScrollView()
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches && scrollView.scrollsToTop)
        try TransitionHost.run(root: controller) { host in
            host.tap(at: CGPoint(x: 150, y: 330))
            try host.runUntilIdle()
            #expect(button.taps == 1)
        }
    }

    @Test func theContentSeesAFingerOnlyAfterTheDelay() throws {
        let (controller, scrollView, button) = makeScrollView()
        try TransitionHost.run(root: controller) { host in
            let finger = host.touchDown(at: [CGPoint(x: 150, y: 330)])[0]
            host.advance(by: 0.1)
            #expect(!button.isHighlighted)
            host.advance(by: 0.1)
            #expect(button.isHighlighted)
            host.lift(finger)
            try host.runUntilIdle()
            #expect(button.taps == 1)
            // Without the delay the button highlights at once.
            scrollView.delaysContentTouches = false
            let second = host.touchDown(at: [CGPoint(x: 150, y: 330)])[0]
            #expect(button.isHighlighted)
            host.lift(second)
            try host.runUntilIdle()
            #expect(button.taps == 2)
        }
    }

    @Test func aDragStartingOnAButtonScrollsOnlyBeforeTheButtonHasTheFinger() throws {
        let (controller, scrollView, button) = makeScrollView()
        try TransitionHost.run(root: controller) { host in
            // At once: the scroll takes the finger; the button never sees it.
            host.drag(from: CGPoint(x: 150, y: 330), to: CGPoint(x: 150, y: 130), duration: 0.3)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset.y > 150, "\(scrollView.contentOffset)")
            #expect(button.taps == 0 && !button.isHighlighted)
            scrollView.contentOffset = .zero
            // After resting on it: the button is tracking, and a control is not cancelled.
            let finger = host.touchDown(at: [CGPoint(x: 150, y: 330)])[0]
            host.advance(by: 0.2)
            host.move(finger, along: [CGPoint(x: 150, y: 330), CGPoint(x: 150, y: 130)], duration: 0.3)
            host.lift(finger)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == .zero)
        }
    }

    @Test func aScrollViewThatCancelsControlsScrollsFromAButtonItsFingerRested() throws {
        let (controller, scrollView, button) = makeScrollView(EagerScrollView())
        try TransitionHost.run(root: controller) { host in
            let finger = host.touchDown(at: [CGPoint(x: 150, y: 330)])[0]
            host.advance(by: 0.2)
            #expect(button.isHighlighted)
            host.move(finger, along: [CGPoint(x: 150, y: 330), CGPoint(x: 150, y: 130)], duration: 0.3)
            host.lift(finger)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset.y > 150, "\(scrollView.contentOffset)")
            // The button's touch was cancelled: no tap, no highlight.
            #expect(button.taps == 0 && !button.isHighlighted)
            // Unless content touches cannot be cancelled at all.
            scrollView.contentOffset = .zero
            scrollView.canCancelContentTouches = false
            let second = host.touchDown(at: [CGPoint(x: 150, y: 330)])[0]
            host.advance(by: 0.2)
            host.move(second, along: [CGPoint(x: 150, y: 330), CGPoint(x: 150, y: 130)], duration: 0.3)
            host.lift(second)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == .zero)
        }
    }

    /// A collection view is a scroll view: its cells are content, so a finger resting on one
    /// highlights it only after the delay (iOS: "the scroll view delays handling the touch-down
    /// gesture until it can determine if scrolling is the intent"), and at once without it.
    @Test func aCollectionViewHighlightsAnItemAfterTheDelay() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 100)
        let controller = UIViewController()
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        try TransitionHost.run(root: controller) { host in
            try host.runUntilIdle()
            let first = IndexPath(item: 0, section: 0)
            let center = try #require(collectionView.cellForItem(at: first)).center
            let finger = host.touchDown(at: [center])[0]
            host.advance(by: 0.1)
            #expect(collectionView.cellForItem(at: first)?.isHighlighted == false)
            host.advance(by: 0.1)
            #expect(collectionView.cellForItem(at: first)?.isHighlighted == true)
            host.lift(finger)
            try host.runUntilIdle()
            #expect(collectionView.indexPathsForSelectedItems == [first])
            collectionView.delaysContentTouches = false
            let second = IndexPath(item: 1, section: 0)
            let at = try #require(collectionView.cellForItem(at: second)).center
            let again = host.touchDown(at: [at])[0]
            #expect(collectionView.cellForItem(at: second)?.isHighlighted == true)
            host.lift(again)
            try host.runUntilIdle()
        }
    }
}
