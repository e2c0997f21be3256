import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// Block-based key-value observing (`observe(\.keyPath) { object, change in … }`), as iOS code
/// uses it to follow a scroll view's offset, a view's frame, an animator's state: the handler
/// runs once per change with the values the options ask for; the observation lasts as long as
/// the returned object; properties the layer stores and UIKit's listed ones notify at once,
/// others by the end of the frame [R].
@MainActor
struct KeyValueObservingTests {
    /// The changes a handler received, as (old, new) pairs.
    final class Log<Value> {
        var entries: [(old: Value?, new: Value?)] = []
        func record(_ change: NSKeyValueObservedChange<Value>) {
            entries.append((change.oldValue, change.newValue))
        }
    }

    @Test func aScrollViewsOffsetNotifiesEachChangeAtOnceWithOldAndNewValues() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let log = Log<CGPoint>()
        var observed: [UIScrollView] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { object, change in
            observed.append(object)
            log.record(change)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(log.entries.map(\.old) == [.zero])
        #expect(log.entries.map(\.new) == [CGPoint(x: 0, y: 40)])
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        // The same value again is no change (iOS would notify every set) [R].
        scrollView.contentOffset = CGPoint(x: 0, y: 90)
        #expect(log.entries.map(\.old) == [.zero, CGPoint(x: 0, y: 40)])
        #expect(log.entries.map(\.new) == [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 90)])
        #expect(observed.allSatisfy { $0 === scrollView })
        observation.invalidate()
        scrollView.contentOffset = .zero
        #expect(log.entries.count == 2)
    }

    @Test func optionsChooseWhatTheChangeCarriesAndInitialRunsAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let plain = Log<CGFloat>()
        let initial = Log<CGFloat>()
        let first = view.observe(\.alpha) { _, change in plain.record(change) }
        let second = view.observe(\.alpha, options: [.initial, .new]) { _, change in initial.record(change) }
        #expect(plain.entries.isEmpty)
        #expect(initial.entries.map(\.old) == [nil])
        #expect(initial.entries.map(\.new) == [1])
        view.alpha = 0.5
        #expect(plain.entries.count == 1)
        #expect(plain.entries.map(\.old) == [nil] && plain.entries.map(\.new) == [nil])
        #expect(initial.entries.map(\.new) == [1, 0.5])
        _ = (first, second)
    }

    @Test func aViewsFrameFollowsItsCenterBoundsAndTransformChanges() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let log = Log<CGRect>()
        let observation = view.observe(\.frame, options: [.new]) { _, change in log.record(change) }
        view.center = CGPoint(x: 100, y: 100)
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(log.entries.map(\.new) == [CGRect(x: 50, y: 75, width: 100, height: 50), CGRect(x: 90, y: 90, width: 20, height: 20)])
        _ = observation
    }

    @Test func releasingTheObservationEndsItAndTheObjectDoesNotKeepTheHandler() {
        final class Token {}
        let view = UIView()
        weak var captured: Token?
        var calls = 0
        do {
            let token = Token()
            captured = token
            var observation: NSKeyValueObservation? = view.observe(\.isHidden) { _, _ in
                _ = token
                calls += 1
            }
            view.isHidden = true
            #expect(calls == 1)
            observation = nil
            _ = observation
        }
        #expect(captured == nil, "the view kept the handler (and what it captured) alive")
        view.isHidden = false
        #expect(calls == 1)
    }

    @Test func propertiesUIKitStoresItselfNotifyAtOnce() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sizes = Log<CGSize>()
        let sizeObservation = scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in sizes.record(change) }
        scrollView.contentSize = CGSize(width: 100, height: 400)
        #expect(sizes.entries.map(\.old) == [.zero])
        #expect(sizes.entries.map(\.new) == [CGSize(width: 100, height: 400)])

        let controller = UIViewController()
        var titles: [String?] = []
        let titleObservation = controller.observe(\.title, options: [.new]) { _, change in titles.append(change.newValue ?? nil) }
        controller.title = "Inbox"
        controller.title = nil
        #expect(titles == ["Inbox", nil])
        _ = (sizeObservation, titleObservation)
    }

    @Test func aPropertyAnimatorsStateAndFractionNotify() {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var states: [UIViewAnimatingState] = []
        var fractions: [CGFloat] = []
        let stateObservation = animator.observe(\.state, options: [.new]) { _, change in change.newValue.map { states.append($0) } }
        let fractionObservation = animator.observe(\.fractionComplete, options: [.new]) { _, change in change.newValue.map { fractions.append($0) } }
        animator.fractionComplete = 0.25
        #expect(states == [.active])
        #expect(fractions == [0.25])
        animator.stopAnimation(true)
        #expect(states == [.active, .inactive])
        _ = (stateObservation, fractionObservation)
    }

    @Test func aDragReportsTheOffsetAndTheRecognizersStatesAsTheyHappen() {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.contentInsetAdjustmentBehavior = .never
        controller.view.addSubview(scrollView)
        var offsets: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        TransitionHost.run(root: controller) { host in
            let offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in offsets.append(change.newValue?.y ?? .nan) }
            let stateObservation = scrollView.panGestureRecognizer.observe(\.state, options: [.new]) { _, change in change.newValue.map { states.append($0) } }
            host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, holdBeforeRelease: 0.2)
            host.advance(by: 1)
            _ = (offsetObservation, stateObservation)
        }
        // The recognizer's states, each once as it changed; after the end it is reset.
        #expect(states.first == .began)
        #expect(states.contains(.changed))
        #expect(Array(states.suffix(2)) == [.ended, .possible])
        // The content follows the finger up, then stays (the finger stopped before lifting).
        #expect(offsets.count > 5)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.last == scrollView.contentOffset.y)
    }

    @Test func otherPropertiesAreNoticedByTheEndOfTheFrame() {
        let controller = UIViewController()
        let view = UIView()
        controller.view.addSubview(view)
        var tags: [Int] = []
        TransitionHost.run(root: controller) { host in
            let observation = view.observe(\.tag, options: [.new]) { _, change in change.newValue.map { tags.append($0) } }
            view.tag = 7
            #expect(tags.isEmpty, "a view's tag is not stored in its layer: it is seen after the frame [R]")
            host.step()
            #expect(tags == [7])
            host.step()
            #expect(tags == [7])
            _ = observation
        }
    }

    @Test func handlersThatChangeWhatTheyObserveNestAndStopAtALimit() {
        let view = UIView()
        var seen: [CGFloat] = []
        // Clamping in the handler: the nested change is reported too, as on iOS.
        let clamp = view.observe(\.alpha, options: [.new]) { view, change in
            seen.append(change.newValue ?? -1)
            if view.alpha > 0.8 { view.alpha = 0.8 }
        }
        view.alpha = 0.9
        // alpha is stored as the layer's opacity, a Float.
        #expect(seen == [CGFloat(Float(0.9)), CGFloat(Float(0.8))])
        clamp.invalidate()

        // Two handlers undoing each other stop after the nesting limit, with one diagnostic.
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            let toggle = view.observe(\.isHidden) { view, _ in view.isHidden.toggle() }
            view.isHidden = true
            _ = toggle
        }
        #expect(capture.records.count == 1)
        #expect(capture.records.first?.message.contains("32 times over") == true)
    }

    @Test func priorNotificationsAreReportedAsNotSent() {
        let capture = DiagnosticCapture(silent: true)
        var calls: [Bool] = []
        let view = UIView()
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            let observation = view.observe(\.alpha, options: [.prior, .new]) { _, change in calls.append(change.isPrior) }
            view.alpha = 0.3
            _ = observation
        }
        #expect(calls == [false])
        #expect(capture.records.map(\.message).contains { $0.contains(".prior notifications are not sent") })
    }
}
