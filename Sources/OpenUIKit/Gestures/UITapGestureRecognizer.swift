/// Recognizes taps: `numberOfTouchesRequired` fingers touching down and lifting
/// `numberOfTapsRequired` times in quick succession, without moving far. Discrete: `.ended`
/// (`.recognized`) when the last tap lifts, or `.failed`.
///
/// A finger may move up to 45 points and stay down up to 0.75 s per tap; the next tap of a
/// series must start within 0.35 s (our rule: UIKit does not document these).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers per tap (1 by default).
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var tapLocation: CGPoint?
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    /// A finger of the current tap is down (the maximum-duration timer runs).
    private var tapInProgress = false

    /// Where the (first) tap happened: the centroid of its fingers.
    override open func location(in view: UIView?) -> CGPoint {
        guard let tapLocation, let window = trackedTouches.first?.window else { return super.location(in: view) }
        guard let view, view !== window else { return tapLocation }
        return view.convert(tapLocation, from: window)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.windowLocation
            if let first = tapLocation, distance(touch.windowLocation, first) > GestureConstants.tapAllowableMovement {
                state = .failed
                return
            }
        }
        fingersThisTap = max(fingersThisTap, numberOfTouches)
        if fingersThisTap > numberOfTouchesRequired {
            state = .failed
            return
        }
        if !tapInProgress {
            // A new tap: the wait for it is over, the limit on its duration starts.
            tapInProgress = true
            cancelTimeouts()
            scheduleTimeout(after: GestureConstants.maximumTapDuration, purpose: "maximum tap duration") { [weak self] in
                guard let self, self.state == .possible, self.numberOfTouches > 0 else { return }
                self.state = .failed
            }
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches {
            if let start = startLocations[ObjectIdentifier(touch)], distance(touch.windowLocation, start) > GestureConstants.tapAllowableMovement {
                state = .failed
                return
            }
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches == 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        if tapLocation == nil { tapLocation = trackedTouches.filter { touch in touches.contains(touch) || !touch.isActive }.windowCentroid ?? .zero }
        tapsCompleted += 1
        fingersThisTap = 0
        tapInProgress = false
        cancelTimeouts()
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimeout(after: GestureConstants.maximumIntervalBetweenTaps, purpose: "wait for tap \(tapsCompleted + 1)") { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override open func reset() {
        tapsCompleted = 0
        fingersThisTap = 0
        tapLocation = nil
        startLocations = [:]
        tapInProgress = false
    }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
