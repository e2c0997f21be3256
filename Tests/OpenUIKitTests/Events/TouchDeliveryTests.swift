@testable import OpenUIKit
import Testing
import UIKitTesting

/// Touch delivery through `UIApplication.sendEvent` → `UIWindow.sendEvent` → hit testing →
/// gesture recognizers → views and the responder chain.
@MainActor
@Suite struct TouchDeliveryTests {
    @Test func touchesGoToTheHitViewAndUnhandledOnesClimbTheResponderChain() {
        withApp { _ in
            let log = EventLog()
            let window = makeWindow()
            let controller = TouchLoggingController(log: log)
            window.rootViewController = controller
            let plain = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            controller.view.addSubview(plain)
            CATransaction.flush()
            var seen: UITouch?
            let logging = TouchLoggingView("leaf", frame: CGRect(x: 200, y: 200, width: 100, height: 100), log: log)
            controller.view.addSubview(logging)
            let input = SyntheticTouches()
            // A plain view does not handle touches: UIResponder passes them to its superview,
            // the controller's root view, then the controller.
            input.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.entries == ["controller began", "controller ended"])
            log.clear()
            input.drag(from: CGPoint(x: 210, y: 210), to: CGPoint(x: 240, y: 210), duration: 1.0 / 30)
            #expect(log.entries == ["leaf began 1", "leaf moved", "leaf ended 1"])
            seen = UIApplication.shared.state.touchInput.activeTouches.first
            #expect(seen == nil)
        }
    }

    @Test func touchReportsItsViewWindowPhaseAndLocations() {
        withApp { _ in
            let window = makeWindow()
            let view = ProbeView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
            window.addSubview(view)
            CATransaction.flush()
            let input = SyntheticTouches()
            let finger = input.touchDown(at: [CGPoint(x: 10, y: 20)], in: view)
            input.move(finger, along: [[CGPoint(x: 30, y: 20)]], in: view, duration: 1.0 / 60)
            input.lift(finger)
            #expect(view.records.map(\.phase) == [.began, .moved, .ended])
            #expect(near(view.records[0].location, CGPoint(x: 10, y: 20)))
            #expect(near(view.records[1].location, CGPoint(x: 30, y: 20)))
            #expect(near(view.records[1].previous, CGPoint(x: 10, y: 20)))
            #expect(near(view.records[1].windowLocation, CGPoint(x: 130, y: 220)))
            #expect(view.records.allSatisfy { $0.view === view && $0.window === window })
            #expect(near(CGFloat(view.records[1].timestamp - view.records[0].timestamp), 1.0 / 60, 1e-9))
            #expect(view.records[0].allTouches == 1)
        }
    }

    @Test func hitTestingSkipsHiddenTransparentDisabledAndAnimatingViews() {
        withApp { _ in
            let log = EventLog()
            let window = makeWindow()
            let back = TouchLoggingView("back", frame: window.bounds, log: log)
            window.addSubview(back)
            let front = TouchLoggingView("front", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
            window.addSubview(front)
            CATransaction.flush()
            let input = SyntheticTouches()
            @MainActor func tapFront() -> String? {
                log.clear()
                input.tap(at: CGPoint(x: 150, y: 150))
                return log.entries.first
            }
            #expect(tapFront() == "front began 1")
            front.isHidden = true
            #expect(tapFront() == "back began 1")
            front.isHidden = false
            front.alpha = 0.009
            #expect(tapFront() == "back began 1")
            front.alpha = 0.02
            #expect(tapFront() == "front began 1")
            front.isUserInteractionEnabled = false
            #expect(tapFront() == "back began 1")
            front.isUserInteractionEnabled = true
            // A point outside the bounds of a superview is not inside its subviews (even where a
            // subview sticks out).
            let child = TouchLoggingView("child", frame: CGRect(x: 80, y: 80, width: 60, height: 60), log: log)
            front.addSubview(child)
            log.clear()
            input.tap(at: CGPoint(x: 210, y: 210))
            #expect(log.entries.first == "back began 1")
            // Views animated without .allowUserInteraction ignore touches until the animation ends.
            UIView.animate(withDuration: 1) { front.center.x += 1 }
            #expect(tapFront() == "back began 1")
            advance(1.1)
            #expect(front.interactionBlockingAnimations == 0)
            #expect(tapFront() == "front began 1")
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { front.center.x -= 1 })
            #expect(tapFront() == "front began 1")
        }
    }

    @Test func buttonTracksTheFingerAndSendsTouchUpInsideThroughTheRealPath() {
        withApp { _ in
            let window = makeWindow()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            window.addSubview(button)
            CATransaction.flush()
            var events: [String] = []
            let log: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragExit, "exit"),
                                                   (.touchDragOutside, "dragOutside"), (.touchUpInside, "upInside"),
                                                   (.touchUpOutside, "upOutside"), (.primaryActionTriggered, "primary"), (.touchCancel, "cancel")]
            for (event, name) in log { button.addAction(UIAction { _ in events.append(name) }, for: event) }
            var highlighted: [Bool] = []
            button.addAction(UIAction { [weak button] _ in highlighted.append(button?.isHighlighted ?? false) }, for: .touchDown)
            let input = SyntheticTouches()
            input.tap(at: CGPoint(x: 160, y: 120))
            #expect(events == ["down", "upInside", "primary"])
            #expect(highlighted == [true])
            #expect(!button.isHighlighted && !button.isTracking)

            // Dragging 100 points below (beyond the 70-point tolerance) and lifting: up outside.
            events = []
            // Samples at y = 180 (inside the tolerance), 240 (outside), 300 (lifting).
            input.drag(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 160, y: 300), duration: 3.0 / 60)
            #expect(events == ["down", "dragInside", "exit", "dragOutside", "upOutside"])

            // A superview's single tap does not take the button's tap; a pan does take its touch.
            events = []
            let tap = UITapGestureRecognizer()
            var tapped = 0
            tap.addAction { _ in tapped += 1 }
            window.addGestureRecognizer(tap)
            input.tap(at: CGPoint(x: 160, y: 120))
            #expect(events == ["down", "upInside", "primary"])
            #expect(tapped == 0)
            events = []
            window.addGestureRecognizer(UIPanGestureRecognizer())
            input.drag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 200, y: 120), duration: 0.1)
            #expect(events.first == "down")
            #expect(events.last == "cancel")
        }
    }

    @Test func delaysTouchesBeganHoldsTheBeganUntilTheRecognizerFails() {
        withApp { _ in
            let log = EventLog()
            let window = makeWindow()
            let view = TouchLoggingView("view", frame: window.bounds, log: log)
            window.addSubview(view)
            let pan = UIPanGestureRecognizer()
            pan.delaysTouchesBegan = true
            view.addGestureRecognizer(pan)
            CATransaction.flush()
            let input = SyntheticTouches()
            // Held while the pan may still begin; delivered (began, then ended) when it fails.
            let finger = input.touchDown(at: [CGPoint(x: 100, y: 100)])
            #expect(log.entries.isEmpty)
            input.lift(finger)
            #expect(log.entries == ["view began 1", "view ended 1"])
            // A pan that begins takes the touch: the view never hears of it.
            log.clear()
            input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
            #expect(log.entries.isEmpty)
        }
    }

    @Test func containerTakesNoTouchesDuringAnAnimatedTransitionButDoesDuringAnInteractiveOne() {
        withApp { _ in
            let window = makeWindow()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            advance(0.1)
            navigation.pushViewController(UIViewController(), animated: true)
            advance(1.0 / 60)
            #expect(navigation.view.isUserInteractionEnabled == false)
            advance(0.5)
            #expect(navigation.view.isUserInteractionEnabled)
            // An interactive pop (the edge swipe) keeps it enabled while the finger drives it.
            let input = SyntheticTouches()
            let finger = input.drag(along: [CGPoint(x: 2, y: 400), CGPoint(x: 100, y: 400)], duration: 0.2, release: false)
            #expect(navigation.view.isUserInteractionEnabled)
            input.lift([finger!])
            advance(1)
        }
    }
}

extension TouchDeliveryTests {
    @Test func animationsThatAllowInteractionKeepTheContainerOpen() {
        withApp { _ in
            let root = UIViewController()
            _ = showInWindow(root)
            for allows in [false, true] {
                let presented = UIViewController()
                presented.modalPresentationStyle = .overFullScreen
                let delegate = FadeInDelegate(allowsInteraction: allows)
                presented.transitioningDelegate = delegate
                root.present(presented, animated: true)
                let container = presented.view.superview!
                #expect(container.isUserInteractionEnabled == allows)
                advance(0.5)
                #expect(container.isUserInteractionEnabled)
                presented.dismiss(animated: false)
                advance(1.0 / 60)
                withExtendedLifetime(delegate) {}
            }
        }
    }
}

@MainActor
private final class FadeInDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let allowsInteraction: Bool
    init(allowsInteraction: Bool) { self.allowsInteraction = allowsInteraction }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let view = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(view)
        view.alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: allowsInteraction ? .allowUserInteraction : [], animations: { view.alpha = 1 },
                       completion: { _ in transitionContext.completeTransition(true) })
    }
}

/// A controller whose root view leaves touches to the chain; the controller logs them.
@MainActor
private final class TouchLoggingController: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("controller began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("controller ended") }
}

/// Records what each touch looked like when delivered.
@MainActor
private final class ProbeView: UIView {
    struct Record {
        let phase: UITouch.Phase
        let location: CGPoint
        let previous: CGPoint
        let windowLocation: CGPoint
        let timestamp: TimeInterval
        weak var view: UIView?
        weak var window: UIWindow?
        let allTouches: Int
    }
    var records: [Record] = []

    private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            records.append(Record(phase: touch.phase, location: touch.location(in: self), previous: touch.previousLocation(in: self),
                                  windowLocation: touch.location(in: nil), timestamp: touch.timestamp, view: touch.view,
                                  window: touch.window, allTouches: event?.allTouches?.count ?? 0))
        }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
}
