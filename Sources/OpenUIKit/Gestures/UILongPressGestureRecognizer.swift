/// Recognizes a press: `numberOfTouchesRequired` fingers held still for
/// `minimumPressDuration`. Continuous: `.began` when the time is up, `.changed` as the fingers
/// move (any distance, once begun), `.ended` when a finger lifts. It fails if the fingers move
/// more than `allowableMovement` or lift before the time is up.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Full taps needed before the press (0 by default).
    open var numberOfTapsRequired = 0
    /// Fingers that must be held down (1 by default).
    open var numberOfTouchesRequired = 1
    /// How long the fingers must be held, in seconds (0.5 by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the press begins, in points (10 by default).
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimerRunning = false

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        cancelTimeouts()
        pressTimerRunning = false
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.windowLocation }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired, tapsCompleted >= numberOfTapsRequired else { return }
        pressTimerRunning = true
        scheduleTimeout(after: minimumPressDuration, purpose: "minimum press duration") { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                if let start = startLocations[ObjectIdentifier(touch)],
                   hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            if pressTimerRunning || numberOfTouches > 0 {
                // Lifted before the time was up.
                state = .failed
            } else {
                // A full tap of the series before the press.
                tapsCompleted += 1
                scheduleTimeout(after: GestureConstants.maximumIntervalBetweenTaps, purpose: "wait for the press") { [weak self] in
                    guard let self, self.state == .possible else { return }
                    self.state = .failed
                }
            }
        default:
            break
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    override open func reset() {
        tapsCompleted = 0
        startLocations = [:]
        pressTimerRunning = false
    }
}
