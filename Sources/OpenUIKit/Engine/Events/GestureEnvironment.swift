/// Arbitrates between gesture recognizers: applies state changes (failure requirements,
/// `gestureRecognizerShouldBegin`, one recognizer preventing another), sends actions, cancels
/// or releases the touches views are waiting for, and resets finished recognizers at the end
/// of the event cycle. One per application (UIKit's "gesture environment").
@MainActor
final class GestureEnvironment {
    /// The application's environment.
    static var current: GestureEnvironment { UIApplication.shared.state.gestures }

    /// Recognizers that received touches since their last reset, in the order they got them.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Recognizers whose actions are due, in the order their states changed.
    private var pendingActions: [UIGestureRecognizer] = []
    /// Touches a recognizer took from their views: cancelled right after its actions ran (our
    /// order: the action first, then the view's `touchesCancelled`).
    private var touchesToCancel: [UITouch] = []
    /// Set while an event is dispatched: the end of the cycle settles everything at once.
    private var isDispatching = false
    /// Set while actions are being sent (state changes made by actions queue more).
    private var isSendingActions = false
    /// Where touches' view delivery is updated (held touches released, cancelled).
    let views = TouchViewDeliverer()

    init() {}

    // MARK: Event cycle (TouchDispatcher calls these)

    func beginCycle() { isDispatching = true }

    /// Delivers the event's touches to the recognizers bound to them, each recognizer getting
    /// its touches grouped by phase (began, moved, ended, cancelled).
    func deliver(_ event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in event.touchList {
            for bound in touch.boundRecognizers {
                if let recognizer = bound.object, !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
            }
        }
        for recognizer in recognizers {
            guard recognizer.isEnabled, !isFinished(recognizer) else { continue }
            let touches = event.touchList.filter { touch in touch.boundRecognizers.contains { $0.object === recognizer } }
            if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) == false { continue }
            for touch in touches where touch.phase == .began && !recognizer.trackedTouches.contains(where: { $0 === touch }) {
                recognizer.trackedTouches.append(touch)
            }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard !isFinished(recognizer) else { break }
                let group = Set(touches.filter { $0.phase == phase })
                guard !group.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(group, with: event)
                case .moved: recognizer.touchesMoved(group, with: event)
                case .ended: recognizer.touchesEnded(group, with: event)
                default: recognizer.touchesCancelled(group, with: event)
                }
                sendPendingActions()
            }
        }
    }

    /// Ends the cycle: actions are sent, finished recognizers reset, held touches released.
    func endCycle() {
        isDispatching = false
        settle()
    }

    /// A timer of a recognizer changed something outside an event.
    func settleAfterTimer() {
        if !isDispatching { settle() }
    }

    private func settle() {
        sendPendingActions()
        for recognizer in participants where isFinished(recognizer) { resetRecognizer(recognizer) }
        // Recognizers still possible whose fingers all lifted, with nothing pending, leave the
        // arena (they get the next sequence's touches afresh, as on iOS).
        for recognizer in participants where recognizer.stateStorage == .possible && recognizer.pendingState == nil
            && recognizer.timerTokens.isEmpty && recognizer.trackedTouches.allSatisfy({ !$0.isActive }) {
            recognizer.trackedTouches = []
        }
        participants.removeAll { $0.stateStorage == .possible && $0.trackedTouches.isEmpty && $0.pendingState == nil && $0.timerTokens.isEmpty }
        views.releaseHeldTouches()
    }

    // MARK: State changes

    /// A recognizer's `state` was set.
    func request(_ recognizer: UIGestureRecognizer, toEnter newState: UIGestureRecognizer.State) {
        let old = recognizer.stateStorage
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            if let pending = recognizer.pendingState {
                // Still waiting for failure requirements: a continuous gesture that ends while
                // waiting never began, so it fails; a discrete one keeps waiting.
                if pending == .began, newState == .ended { fail(recognizer) }
                return
            }
            attemptRecognition(recognizer, as: newState)
        case (.possible, .changed):
            if recognizer.pendingState == nil { misuse(recognizer, from: old, to: newState) }
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            recognizer.stateStorage = newState
            queueAction(recognizer)
        case (.began, .failed), (.changed, .failed):
            // A gesture that began cannot fail: treated as a cancellation (our rule).
            OpenUIKitDiagnostics.report(.gestureMisuse, "\(type(of: recognizer)) cannot go from .\(old) to .failed once it began; it is cancelled instead.")
            recognizer.stateStorage = .cancelled
            queueAction(recognizer)
        case (_, .possible) where old == .possible:
            return
        default:
            misuse(recognizer, from: old, to: newState)
        }
        if !isDispatching, !isSendingActions { settle() }
    }

    /// The recognizer was disabled or detached: a gesture in progress is cancelled, one that
    /// had not begun fails.
    func abandon(_ recognizer: UIGestureRecognizer) {
        switch recognizer.stateStorage {
        case .began, .changed:
            recognizer.stateStorage = .cancelled
            queueAction(recognizer)
        case .possible where participants.contains(where: { $0 === recognizer }):
            fail(recognizer)
        default:
            break
        }
        if !isDispatching, !isSendingActions { settle() }
    }

    /// Stops delivering `touch` to `recognizer`.
    func unbind(_ touch: UITouch, from recognizer: UIGestureRecognizer) {
        touch.boundRecognizers.removeAll { $0.object === recognizer || $0.object == nil }
        recognizer.trackedTouches.removeAll(ofObject: touch)
    }

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        // A recognizer that already recognized on shared touches prevents this one.
        if participants.contains(where: { other in
            other !== recognizer && [.began, .changed, .ended].contains(other.stateStorage) && sharesTouches(other, recognizer)
                && !canRecognizeSimultaneously(other, recognizer) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }) {
            fail(recognizer)
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if requirements.contains(where: { [.began, .changed, .ended].contains($0.stateStorage) }) {
            fail(recognizer)
            return
        }
        if requirements.contains(where: { $0.stateStorage == .possible && isParticipating($0) }) {
            recognizer.pendingState = newState
            return
        }
        guard shouldBegin(recognizer) else {
            fail(recognizer)
            return
        }
        recognizer.pendingState = nil
        recognizer.stateStorage = newState
        for other in participants where other !== recognizer && other.stateStorage == .possible && sharesTouches(other, recognizer)
            && !canRecognizeSimultaneously(other, recognizer) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
            fail(other)
        }
        // Recognizers waiting for this one to fail never will.
        for waiting in participants where waiting.pendingState != nil && failureRequirements(of: waiting).contains(where: { $0 === recognizer }) {
            fail(waiting)
        }
        queueAction(recognizer)
        if recognizer.cancelsTouchesInView { touchesToCancel.append(contentsOf: recognizer.trackedTouches) }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingState = nil
        recognizer.stateStorage = .failed
        // Recognizers waiting for this one may go ahead now.
        for waiting in participants where waiting.pendingState != nil && failureRequirements(of: waiting).contains(where: { $0 === recognizer }) {
            if let pending = waiting.pendingState {
                waiting.pendingState = nil
                attemptRecognition(waiting, as: pending)
            }
        }
    }

    private func queueAction(_ recognizer: UIGestureRecognizer) {
        pendingActions.append(recognizer)
    }

    private func sendPendingActions() {
        guard !isSendingActions else { return }
        isSendingActions = true
        defer { isSendingActions = false }
        while !pendingActions.isEmpty || !touchesToCancel.isEmpty {
            while !pendingActions.isEmpty {
                let recognizer = pendingActions.removeFirst()
                recognizer.sendActions()
            }
            let cancelled = touchesToCancel
            touchesToCancel = []
            if !cancelled.isEmpty { views.cancelViewDelivery(of: cancelled) }
        }
    }

    private func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.cancelTimeouts()
        for touch in recognizer.trackedTouches { touch.boundRecognizers.removeAll { $0.object === recognizer || $0.object == nil } }
        recognizer.trackedTouches = []
        recognizer.pendingState = nil
        recognizer.stateStorage = .possible
        participants.removeAll(ofObject: recognizer)
        recognizer.reset()
    }

    // MARK: Relations

    private func isFinished(_ recognizer: UIGestureRecognizer) -> Bool {
        [.ended, .cancelled, .failed].contains(recognizer.stateStorage)
    }

    private func isParticipating(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && participants.contains { $0 === recognizer }
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    private func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Every participating recognizer `recognizer` must wait for, by any of UIKit's five ways
    /// (`require(toFail:)`, the two subclass methods, the two delegate methods).
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.object)
        for other in participants where other !== recognizer && !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
                result.append(other)
            }
        }
        return result
    }

    /// The delegate, then the recognizer's view, then every other view its touches began in may
    /// veto (a button keeps a single tap for itself this way).
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        var asked: [UIView] = []
        for view in [recognizer.view].compactMap({ $0 }) + recognizer.trackedTouches.compactMap(\.view)
        where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    private func misuse(_ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) {
        OpenUIKitDiagnostics.report(.gestureMisuse, "\(type(of: recognizer)) cannot go from .\(old) to .\(new); the change was ignored.")
    }

    /// Forgets every recognizer's progress (between tests).
    func reset() {
        participants = []
        pendingActions = []
        touchesToCancel = []
        isDispatching = false
        isSendingActions = false
    }
}
