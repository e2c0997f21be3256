/// Routes a touch event inside a window, as `UIWindow.sendEvent(_:)` does on iOS:
///
/// 1. touches that begin are hit-tested (their view and window are fixed for their lifetime)
///    and bound to the enabled gesture recognizers of that view and its ancestors up to the
///    window, deepest view first, that accept the touch;
/// 2. the recognizers get the touches first (`GestureEnvironment`), and their actions run;
/// 3. the views get them next, unless a recognizer holds them back (`delaysTouchesBegan`,
///    `delaysTouchesEnded`) or took them (`cancelsTouchesInView`);
/// 4. the cycle ends: recognizers that finished reset, held touches whose recognizers failed
///    are delivered late, in order.
@MainActor
enum TouchDispatcher {
    static func dispatch(_ event: UIEvent, in window: UIWindow) {
        let touches = event.touchList.filter { $0.window === window }
        guard !touches.isEmpty else { return }
        let gestures = GestureEnvironment.current
        for touch in touches where touch.phase == .began && touch.view == nil {
            bind(touch, in: window, event: event, others: touches)
        }
        gestures.beginCycle()
        gestures.deliver(event)
        gestures.views.deliver(touches.filter { $0.phase != .stationary }, event: event)
        gestures.endCycle()
        for touch in touches where !touch.isActive {
            touch.boundRecognizers = []
        }
    }

    private static func bind(_ touch: UITouch, in window: UIWindow, event: UIEvent, others: [UITouch]) {
        let point = touch.windowLocation
        guard let view = window.hitTest(point, with: event) else {
            // Nothing takes the touch (the window does not either): it is delivered nowhere.
            touch.viewDelivery.cancelled = true
            return
        }
        touch.view = view
        let fingersElsewhere = others.filter { $0 !== touch && $0.isActive && $0.view != nil }
        // A view that is not multi-touch enabled gets only its first finger; an exclusive-touch
        // view gets no finger while another view has one, and keeps others out while it has one.
        if !view.isMultipleTouchEnabled, fingersElsewhere.contains(where: { $0.view === view }) {
            touch.viewDelivery.cancelled = true
        }
        if fingersElsewhere.contains(where: { $0.view !== view && ($0.view?.isExclusiveTouch == true || view.isExclusiveTouch) }) {
            touch.viewDelivery.cancelled = true
        }
        var chain: UIView? = view
        while let current = chain {
            for recognizer in current.gestureRecognizerStorage where recognizer.isEnabled {
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false else { continue }
                touch.boundRecognizers.append(Weak(recognizer))
            }
            if current === window { break }
            chain = current.superview
        }
    }
}

/// Delivers touches to the views they began in, holding them back or cancelling them as the
/// gesture recognizers bound to them ask.
@MainActor
final class TouchViewDeliverer {
    /// Touches with held phases, oldest first.
    private var heldTouches: [UITouch] = []

    /// Delivers `touches` (each in its current phase) to their views.
    func deliver(_ touches: [UITouch], event: UIEvent) {
        var outgoing: [(UITouch, UITouch.Phase)] = []
        for touch in touches {
            guard !touch.viewDelivery.cancelled, touch.view != nil else { continue }
            let phase = touch.phase
            if !touch.viewDelivery.held.isEmpty {
                hold(touch, phase)
                continue
            }
            switch phase {
            case .began where isDelayed(touch, by: \.delaysTouchesBegan):
                hold(touch, phase)
            case .ended where isDelayed(touch, by: \.delaysTouchesEnded):
                hold(touch, phase)
            default:
                outgoing.append((touch, phase))
            }
        }
        send(outgoing, event: event)
    }

    /// A recognizer that cancels touches in its view recognized: the views of `touches` get
    /// `touchesCancelled` (if they saw them begin) and nothing more.
    func cancelViewDelivery(of touches: [UITouch]) {
        var cancelled: [(UITouch, UITouch.Phase)] = []
        for touch in touches where !touch.viewDelivery.cancelled {
            touch.viewDelivery.cancelled = true
            touch.viewDelivery.held = []
            if touch.viewDelivery.beganDelivered { cancelled.append((touch, .cancelled)) }
        }
        heldTouches.removeAll { $0.viewDelivery.held.isEmpty }
        send(cancelled, event: UIEvent(type: .touches, timestamp: CACurrentMediaTime(), touches: touches))
    }

    /// Delivers held phases of touches no recognizer delays any more.
    func releaseHeldTouches() {
        var outgoing: [(UITouch, UITouch.Phase)] = []
        for touch in heldTouches where !touch.viewDelivery.cancelled {
            let held = touch.viewDelivery.held
            guard let first = held.first else { continue }
            let stillDelayed = first == .began ? isDelayed(touch, by: \.delaysTouchesBegan) : false
            let endStillDelayed = held.last == .ended && isDelayed(touch, by: \.delaysTouchesEnded)
            if stillDelayed { continue }
            var release = held
            if endStillDelayed { release.removeLast() }
            touch.viewDelivery.held = endStillDelayed ? [.ended] : []
            for phase in release { outgoing.append((touch, phase)) }
        }
        heldTouches.removeAll { $0.viewDelivery.held.isEmpty || $0.viewDelivery.cancelled }
        guard !outgoing.isEmpty else { return }
        let event = UIEvent(type: .touches, timestamp: CACurrentMediaTime(), touches: outgoing.map(\.0))
        send(outgoing, event: event)
    }

    /// Forgets held touches (between tests).
    func reset() { heldTouches = [] }

    private func hold(_ touch: UITouch, _ phase: UITouch.Phase) {
        // Consecutive moves collapse into one: the view sees the latest location anyway.
        if phase == .moved, touch.viewDelivery.held.last == .moved { return }
        touch.viewDelivery.held.append(phase)
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
    }

    private func isDelayed(_ touch: UITouch, by option: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        touch.boundRecognizers.contains { bound in
            guard let recognizer = bound.object else { return false }
            return recognizer[keyPath: option] && recognizer.isEnabled && recognizer.stateStorage == .possible
        }
    }

    /// Sends phases to views, grouping consecutive entries of one view and phase in one call.
    private func send(_ deliveries: [(UITouch, UITouch.Phase)], event: UIEvent) {
        var index = 0
        while index < deliveries.count {
            let (touch, phase) = deliveries[index]
            guard let view = touch.view else { index += 1; continue }
            var group: Set<UITouch> = [touch]
            var next = index + 1
            while next < deliveries.count, deliveries[next].1 == phase, deliveries[next].0.view === view {
                group.insert(deliveries[next].0)
                next += 1
            }
            index = next
            switch phase {
            case .began:
                for member in group { member.viewDelivery.beganDelivered = true }
                view.touchesBegan(group, with: event)
            case .moved: view.touchesMoved(group, with: event)
            case .ended: view.touchesEnded(group, with: event)
            case .cancelled: view.touchesCancelled(group, with: event)
            default: break
            }
        }
    }
}
