/// Fingers that are down (from synthetic input or the live window) and the last tap, which
/// together give each event its full set of touches and each new touch its `tapCount`.
@MainActor
struct TouchInputState {
    /// Touches on the screen, in the order they went down.
    var activeTouches: [UITouch] = []
    /// Where and when the last finger lifted, and its tap count.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// How close in time and space a touch must follow the last one to count as another tap of
    /// a series (our rule, matching the tap recognizer's defaults).
    static let multiTapInterval: TimeInterval = GestureConstants.maximumIntervalBetweenTaps
    static let multiTapDistance: CGFloat = GestureConstants.tapAllowableMovement

    init() {}

    /// The tap count of a touch that begins at `location` at `time`.
    func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.multiTapInterval + 1e-9,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.multiTapDistance else { return 1 }
        return lastTap.count + 1
    }

    /// Remembers a lifted finger for the next tap count, and forgets finished touches.
    mutating func noteEnded(_ touch: UITouch) {
        activeTouches.removeAll(ofObject: touch)
        if touch.phase == .ended { lastTap = (touch.windowLocation, touch.timestamp, touch.tapCount) }
    }
}

extension UIApplication {
    /// The window a touch at `point` (screen coordinates) lands in: the frontmost visible
    /// window containing it.
    func windowForTouch(at point: CGPoint) -> UIWindow? {
        windows.reversed().first { window in
            window.isUserInteractionEnabled && window.frame.contains(point)
        }
    }

    /// Sends one touch event made of `changed` touches (already updated) and every other finger
    /// on the screen (stationary), then forgets the fingers that lifted.
    func sendTouchEvent(changed: [UITouch], at time: TimeInterval) {
        // Fingers that come down while interaction events are ignored are never delivered.
        var changed = changed
        for touch in changed where touch.phase == .began && state.ignoredInteractionDepth > 0 {
            state.ignoredTouches.insert(ObjectIdentifier(touch))
        }
        if !state.ignoredTouches.isEmpty {
            for touch in changed where !touch.isActive { state.ignoredTouches.remove(ObjectIdentifier(touch)) }
            changed.removeAll { touch in
                state.ignoredTouches.contains(ObjectIdentifier(touch)) || (touch.phase == .ended || touch.phase == .cancelled)
                    && !state.touchInput.activeTouches.contains { $0 === touch }
            }
            guard !changed.isEmpty else { return }
        }
        for touch in changed where touch.phase == .began {
            state.touchInput.activeTouches.append(touch)
        }
        for touch in state.touchInput.activeTouches where !changed.contains(where: { $0 === touch }) {
            touch.update(phase: .stationary, location: touch.windowLocation, timestamp: touch.timestamp)
        }
        let event = UIEvent(type: .touches, timestamp: time, touches: state.touchInput.activeTouches)
        sendEvent(event)
        for touch in changed where !touch.isActive { state.touchInput.noteEnded(touch) }
    }
}
