import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Scroll views: the offset is the bounds' origin; dragging follows the finger and
/// rubber-bands past the edges; a fling decelerates to the projection of its velocity
/// (ScrollPhysics); the delegate hears UIKit's order; paging stops on pages; the offset is
/// restored with the app's state.
@MainActor
struct UIScrollViewTests {
    final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        var scrolls = 0
        var releaseVelocity = CGPoint.zero
        var proposedTarget = CGPoint.zero
        var replacement: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            events.append("willEndDragging")
            releaseVelocity = velocity
            proposedTarget = targetContentOffset.pointee
            if let replacement { targetContentOffset.pointee = replacement }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging(\(decelerate))") }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    }

    /// A full-screen vertical scroll view 3,000 points tall with a marker view at y = 1,000.
    private func makeScrollView() -> (UIViewController, UIScrollView, UIView, Recorder) {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = .never
        let marker = UIView(frame: CGRect(x: 0, y: 1000, width: 100, height: 100))
        scrollView.addSubview(marker)
        controller.view.addSubview(scrollView)
        let recorder = Recorder()
        scrollView.delegate = recorder
        return (controller, scrollView, marker, recorder)
    }

    @Test func theOffsetIsTheBoundsOriginAndTheSafeAreaAdjustsTheInsets() {
        let (controller, scrollView, marker, _) = makeScrollView()
        TransitionHost.run(root: controller) { host in
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 500))
            #expect(marker.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 500))
            #expect(scrollView.adjustedContentInset == .zero)
            scrollView.contentInsetAdjustmentBehavior = .automatic
            scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            host.step()
            // A vertical scroller takes the top and bottom safe area (59 and 34 on this iPhone).
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
            #expect(scrollView.offsetRange.min == CGPoint(x: 0, y: -69))
            #expect(scrollView.offsetRange.max == CGPoint(x: 0, y: 3000 + 34 - 852))
            scrollView.contentInsetAdjustmentBehavior = .never
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func aBarredControllersScrollViewIsInsetUnlessItsControllerSaysNot() {
        final class ScrollingController: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 393, height: 200)
                view = scrollView
            }
        }
        let controller = ScrollingController()
        let navigation = UINavigationController(rootViewController: controller)
        TransitionHost.run(root: navigation) { host in
            let scrollView = controller.view as! UIScrollView
            // Short content, yet inset from the bars (the status and navigation bars: 103; the
            // home indicator: 34), as `.automatic` does for a navigation controller's child.
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
            #expect(controller.automaticallyAdjustsScrollViewInsets)
            controller.automaticallyAdjustsScrollViewInsets = false
            #expect(scrollView.adjustedContentInset == .zero)
            controller.automaticallyAdjustsScrollViewInsets = true
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        }
    }

    @Test func aDragFollowsTheFingerAndARestingReleaseDoesNotDecelerate() throws {
        let (controller, scrollView, _, recorder) = makeScrollView()
        try TransitionHost.run(root: controller) { host in
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(abs(scrollView.contentOffset.y - 300) < 0.001, "the content moved with the finger: \(scrollView.contentOffset)")
            #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
            #expect(recorder.releaseVelocity == .zero && recorder.scrolls > 10)
            #expect(!scrollView.isDragging && !scrollView.isDecelerating)
        }
    }

    @Test func aFlingDeceleratesToTheProjectionOfItsVelocity() throws {
        let (controller, scrollView, _, recorder) = makeScrollView()
        try TransitionHost.run(root: controller) { host in
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.2)
            let released = scrollView.contentOffset.y
            #expect(scrollView.isDecelerating)
            // Velocity in points per millisecond. Measured on iOS 26.1: the velocity keeps 0.998
            // of itself per millisecond and the content stops at 10 points per second, so it
            // lands (v − 10)·0.499 points on (the measured landing).
            let velocity = recorder.releaseVelocity.y * 1000
            #expect(abs(velocity - 1000) < 1, "200 points in 0.2 s: \(velocity)")
            // c = r / (1000·(1 − r)) = 0.499: the sum of the millisecond steps r + r² + r³…
            let reach = 0.998 / (1000 * (1 - 0.998))
            let projected = released + (velocity - 10) * reach
            #expect(abs(reach - 0.499) < 1e-12)
            #expect(abs(recorder.proposedTarget.y - projected) < 0.001)
            // Half a second on, it has travelled v·c·(1 − 0.998^500).
            host.advance(by: 0.5)
            let travelled = scrollView.contentOffset.y - released
            let expected = velocity * reach * (1 - pow(0.998, 500))
            #expect(abs(travelled - expected) < 3, "\(travelled) vs \(expected) (a frame's difference at most)")
            // It stops when the velocity reaches 10 points per second: ln(v / 10) / (−1000·ln 0.998) s.
            let stopTime = log(velocity / 10) / (-1000 * log(0.998))
            host.advance(by: stopTime - 0.5 - 2.0 / 60)
            #expect(scrollView.isDecelerating, "still moving just before the stop (\(stopTime) s)")
            try host.runUntilIdle()
            #expect(abs(scrollView.contentOffset.y - projected) < 0.001)
            #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        }
    }

    @Test func aFlingPastTheEndGoesPastItAndBouncesBack() throws {
        let (controller, scrollView, _, recorder) = makeScrollView()
        try TransitionHost.run(root: controller) { host in
            // 148 points from the end (3,000 − 852 = 2,148); a fling of 1,000 points a second
            // projects 500 points on, past the end.
            scrollView.contentOffset = CGPoint(x: 0, y: 2000)
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.2)
            let released = scrollView.contentOffset.y
            #expect(recorder.proposedTarget.y == 2148, "the delegate is told the edge")
            #expect(released + 990 / (-1000 * log(0.998)) > 2148)
            var furthest = scrollView.contentOffset.y
            for _ in 0..<120 {
                host.step()
                furthest = max(furthest, scrollView.contentOffset.y)
            }
            // It went past the end by the spring's overshoot (critically damped, ω = 11 per
            // second, measured), then came back to rest at it.
            #expect(furthest > 2148 + 5 && furthest < 2148 + 100, "\(furthest)")
            try host.runUntilIdle()
            #expect(scrollView.contentOffset.y == 2148)
            #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])

            // Without bouncing it stops at the end.
            scrollView.bounces = false
            scrollView.contentOffset = CGPoint(x: 0, y: 2000)
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.2)
            furthest = 0
            for _ in 0..<120 {
                host.step()
                furthest = max(furthest, scrollView.contentOffset.y)
            }
            #expect(furthest == 2148)
        }
    }

    /// The measured bounces (docs/scroll-views.md, "Motion"): critically damped at ω = 11 per
    /// second when released with 50 points per second or more; overdamped at 9 and 46 per second
    /// below that.
    @Test func theBounceSpringsAreTheMeasuredOnes() {
        for t in [0.05, 0.1, 0.3, 0.6] {
            let fast = ScrollPhysics.spring(displacement: 0, velocity: 1000, after: t)
            #expect(abs(fast.position - 1000 * t * exp(-11 * t)) < 1e-9)
            let resting = ScrollPhysics.spring(displacement: -80, velocity: 0, after: t)
            #expect(abs(resting.position - (-80) * (46 * exp(-9 * t) - 9 * exp(-46 * t)) / 37) < 1e-9)
        }
        // The largest overshoot of a fling at 1,000 points per second: v / (ω·e), at t = 1/ω.
        let peak = ScrollPhysics.spring(displacement: 0, velocity: 1000, after: 1.0 / 11)
        #expect(abs(peak.position - 1000 / (11 * exp(1))) < 1e-9 && abs(peak.velocity) < 1e-9)
        // Just under the split the slow spring starts with the release velocity too.
        let slow = ScrollPhysics.spring(displacement: -10, velocity: 49, after: 0)
        #expect(abs(slow.position + 10) < 1e-9 && abs(slow.velocity - 49) < 1e-9)
        // The landing of a fling: (v − 10)·0.499 at the normal rate, as measured on iOS 26.1.
        #expect(abs(ScrollPhysics.projection(from: 0, velocity: 2000, rate: 0.998) - 1990 * 0.499) < 0.01)
        #expect(ScrollPhysics.projection(from: 0, velocity: -8, rate: 0.998) == 0, "slower than the stop speed: no travel")
    }

    @Test func theDelegateMayMoveTheTarget() throws {
        let (controller, scrollView, _, recorder) = makeScrollView()
        recorder.replacement = CGPoint(x: 0, y: 1200)
        try TransitionHost.run(root: controller) { host in
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.2)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1200))
        }
    }

    @Test func pastTheTopTheContentRubberBandsThenBouncesBack() throws {
        let (controller, scrollView, _, recorder) = makeScrollView()
        try TransitionHost.run(root: controller) { host in
            let finger = host.touchDown(at: [CGPoint(x: 200, y: 300)])
            host.move(finger[0], along: [CGPoint(x: 200, y: 500)], duration: 0.3)
            host.advance(by: 0.2)
            // 200 points of finger past the top: (1 − 1/(200·0.55/852 + 1))·852 ≈ 97.4 points.
            let expected = -ScrollPhysics.rubberBand(200, dimension: 852)
            #expect(abs(scrollView.contentOffset.y - expected) < 0.01, "\(scrollView.contentOffset.y) vs \(expected)")
            #expect(abs(expected + 97.4) < 0.1)
            host.lift(finger[0])
            // Released from rest: the measured overdamped bounce, decaying at 9 and 46 per second
            // (x = x₀·(46·e^(−9t) − 9·e^(−46t)) / 37).
            let released = scrollView.contentOffset.y
            host.advance(by: 0.2)
            let overdamped = released * (46 * exp(-9 * 0.2) - 9 * exp(-46 * 0.2)) / 37
            #expect(abs(scrollView.contentOffset.y - overdamped) < 0.05, "\(scrollView.contentOffset.y) vs \(overdamped)")
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == .zero)
            #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        }
    }

    @Test func pagingStopsOnPages() throws {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393 * 3, height: 852)
        scrollView.isPagingEnabled = true
        controller.view.addSubview(scrollView)
        try TransitionHost.run(root: controller) { host in
            // A quick short swipe goes to the next page.
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.1)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 393, y: 0))
            // A slow drag under half a page comes back.
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 393, y: 0))
            // Past half a page, it goes on.
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 786, y: 0))
        }
    }

    @Test func anAnimatedOffsetGlidesAndEndsWithItsCallback() throws {
        let (controller, scrollView, _, recorder) = makeScrollView()
        try TransitionHost.run(root: controller) { host in
            scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            host.advance(by: 0.15)
            #expect(abs(scrollView.contentOffset.y - 300) < 40, "about half way: \(scrollView.contentOffset.y)")
            try host.runUntilIdle()
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
            #expect(recorder.events == ["didEndScrollingAnimation"] && recorder.scrolls >= 15)
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 100), animated: false)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2100 - 852))
        }
    }

    @Test func nonFiniteValuesAreReportedAndIgnored() {
        withApp { capture in
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: CGFloat.infinity)
            scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: 1e30), animated: false)
            #expect(scrollView.contentSize == .zero)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1e30), "finite values are the app's to choose")
            #expect(capture.records(withCode: .viewMisuse).count == 2)
        }
    }

    final class Zoomer: UIScrollViewDelegate {
        let view: UIView
        var events: [String] = []
        init(view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBeginZooming") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { events.append("didEndZooming") }
    }

    /// A scroll view zooming a full-screen picture between 1x and 4x.
    private func makeZooming() -> (UIViewController, UIScrollView, UIView, Zoomer) {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        let picture = UIView(frame: UIScreen.main.bounds)
        scrollView.addSubview(picture)
        scrollView.contentSize = picture.bounds.size
        let zoomer = Zoomer(view: picture)
        scrollView.delegate = zoomer
        controller.view.addSubview(scrollView)
        return (controller, scrollView, picture, zoomer)
    }

    @Test func zoomingScalesTheViewSizesTheContentAndKeepsTheMiddle() throws {
        let (controller, scrollView, picture, zoomer) = makeZooming()
        defer { withExtendedLifetime(zoomer) {} }  // the delegate is held weakly
        #expect(scrollView.pinchGestureRecognizer == nil, "no pinch while the limits allow no zooming")
        scrollView.maximumZoomScale = 4
        #expect(scrollView.pinchGestureRecognizer != nil)
        TransitionHost.run(root: controller) { _ in
            scrollView.setZoomScale(2, animated: false)
            #expect(scrollView.zoomScale == 2)
            #expect(scrollView.contentSize == CGSize(width: 786, height: 1704))
            #expect(picture.frame == CGRect(x: 0, y: 0, width: 786, height: 1704))
            #expect(scrollView.contentOffset == CGPoint(x: 196.5, y: 426), "the middle stays in the middle")
            scrollView.setZoomScale(10, animated: false)
            #expect(scrollView.zoomScale == 4, "held at the maximum")
            scrollView.zoom(to: CGRect(x: 0, y: 0, width: 196.5, height: 426), animated: false)
            #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == .zero)
        }
    }

    @Test func aPinchPastTheMaximumGoesPastItWithResistanceAndSpringsBack() throws {
        let (controller, scrollView, _, zoomer) = makeZooming()
        scrollView.maximumZoomScale = 2
        try TransitionHost.run(root: controller) { host in
            let centre = CGPoint(x: 150, y: 300)
            let fingers = host.pinch(at: centre, from: 100, to: 400, duration: 0.4, release: false)
            // Four times asked, twice allowed: 2 × (1 + band(1)) = 2 × (1 + 0.55 / 1.55).
            let rubber = 2 * (1 + (1 - 1 / 1.55))
            #expect(abs(scrollView.zoomScale - rubber) < 0.01, "\(scrollView.zoomScale)")
            #expect(zoomer.events == ["willBeginZooming"])
            host.lift(fingers)
            host.advance(by: 0.1)
            #expect(zoomer.events == ["willBeginZooming"], "the end waits for the spring back")
            try host.runUntilIdle()
            #expect(scrollView.zoomScale == 2)
            #expect(zoomer.events == ["willBeginZooming", "didEndZooming"])

            // Without bouncesZoom the pinch is held at the limit.
            scrollView.bouncesZoom = false
            host.pinch(at: centre, from: 100, to: 400, duration: 0.4, release: false)
            #expect(scrollView.zoomScale == 2)
        }
    }

    @Test func aPinchZoomsAroundItsCentre() throws {
        let (controller, scrollView, _, zoomer) = makeZooming()
        scrollView.maximumZoomScale = 4
        try TransitionHost.run(root: controller) { host in
            let centre = CGPoint(x: 150, y: 300)
            host.pinch(at: centre, from: 100, to: 200, duration: 0.4)
            try host.runUntilIdle()
            #expect(abs(scrollView.zoomScale - 2) < 0.05, "\(scrollView.zoomScale)")
            // The content point that was under the fingers is still under them.
            let underFingers = CGPoint(x: (scrollView.contentOffset.x + centre.x) / scrollView.zoomScale,
                                       y: (scrollView.contentOffset.y + centre.y) / scrollView.zoomScale)
            #expect(abs(underFingers.x - centre.x) < 3 && abs(underFingers.y - centre.y) < 3, "\(underFingers)")
            #expect(zoomer.events == ["willBeginZooming", "didEndZooming"])
            #expect(!scrollView.isZooming)
        }
    }
}

/// Scroll indicators: a bar as long as the visible share of the content, at the trailing edge,
/// shown while the content moves and faded after it stops.
@MainActor
struct ScrollIndicatorTests {
    @Test func theIndicatorShowsTheVisibleShareWhileScrollingThenFades() throws {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(scrollView)
        try TransitionHost.run(root: controller) { host in
            host.step()
            #expect(scrollView.indicatorStorage == nil, "no indicator before anything moves")
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5, holdBeforeRelease: 0.2)
            let bar = try #require(scrollView.indicatorStorage?.vertical)
            host.step()
            // Shown: the fade waits half a second after the finger lifted.
            #expect(bar.layer.presentation()?.opacity == 1 && !bar.isHidden)
            #expect(scrollView.indicatorStorage?.horizontal.isHidden == true, "the content does not scroll sideways")
            // Track: 852 − 2·3 = 846 points; length 846 · 852 / 3000 = 240.26; at offset 300 of
            // 2148 the bar starts (846 − 240.26) · 300 / 2148 = 84.6 points down the track.
            let length = 846 * 852 / 3000.0, start = (846 - length) * 300 / 2148
            #expect(abs(bar.frame.height - length) < 0.01)
            #expect(abs(bar.frame.minY - (300 + 3 + start)) < 0.01, "\(bar.frame)")
            #expect(bar.frame.minX == 393 - 3 - 3 && bar.frame.width == 3)
            try host.runUntilIdle()
            #expect(bar.alpha == 0, "faded after the content stopped")
            scrollView.flashScrollIndicators()
            host.advance(by: 0.4)
            #expect(bar.layer.presentation()?.opacity == 1)
            host.advance(by: 0.225)
            #expect(abs(Double(bar.layer.presentation()?.opacity ?? 0) - 0.5) < 0.05, "half way through the 0.25 s fade")
            try host.runUntilIdle()
            #expect(bar.layer.presentation()?.opacity == 0)
        }
    }

    @Test func hiddenIndicatorsStayHidden() {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.showsVerticalScrollIndicator = false
        controller.view.addSubview(scrollView)
        TransitionHost.run(root: controller) { host in
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.5, holdBeforeRelease: 0.2)
            #expect(scrollView.indicatorStorage?.vertical.isHidden == true)
        }
    }
}

/// `keyboardDismissMode`: a drag makes the focused text field resign.
@MainActor
struct KeyboardDismissModeTests {
    @Test func aDragDismissesTheKeyboardOnlyWhenAsked() {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        scrollView.addSubview(field)
        controller.view.addSubview(scrollView)
        TransitionHost.run(root: controller) { host in
            host.step()
            _ = field.becomeFirstResponder()
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 0.3, holdBeforeRelease: 0.1)
            #expect(field.isFirstResponder, "the default keeps the keyboard")
            scrollView.keyboardDismissMode = .onDrag
            host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 600), duration: 0.3, holdBeforeRelease: 0.1)
            #expect(!field.isFirstResponder)
        }
    }
}

/// Directional lock, as Apple documents it: a drag that begins along one axis scrolls only along
/// it; a diagonal one stays free.
@MainActor
struct DirectionalLockTests {
    func makeGrid(locked: Bool) -> (UIViewController, UIScrollView) {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 4000, height: 4000)
        scrollView.isDirectionalLockEnabled = locked
        controller.view.addSubview(scrollView)
        return (controller, scrollView)
    }

    @Test func aMostlyHorizontalDragScrollsOnlyHorizontally() throws {
        let (controller, scrollView) = makeGrid(locked: true)
        try TransitionHost.run(root: controller) { host in
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 340), duration: 0.5, holdBeforeRelease: 0.2)
            try host.runUntilIdle()
            #expect(abs(scrollView.contentOffset.x - 200) < 0.001 && scrollView.contentOffset.y == 0, "\(scrollView.contentOffset)")
        }
    }

    @Test func aDiagonalDragStaysFreeAndWithoutTheLockBothAxesFollow() throws {
        for locked in [true, false] {
            let (controller, scrollView) = makeGrid(locked: locked)
            try TransitionHost.run(root: controller) { host in
                let end = locked ? CGPoint(x: 150, y: 250) : CGPoint(x: 100, y: 340)
                host.drag(from: CGPoint(x: 300, y: 400), to: end, duration: 0.5, holdBeforeRelease: 0.2)
                try host.runUntilIdle()
                let expected = CGPoint(x: 300 - end.x, y: 400 - end.y)
                #expect(abs(scrollView.contentOffset.x - expected.x) < 0.001 && abs(scrollView.contentOffset.y - expected.y) < 0.001,
                        "locked \(locked): \(scrollView.contentOffset)")
            }
        }
    }
}
