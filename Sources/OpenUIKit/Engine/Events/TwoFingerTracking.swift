/// The geometry of a two-finger gesture in window coordinates: the span between the first two
/// fingers and its angle, unwrapped so a rotation past ±π keeps counting. Shared by pinch and
/// rotation.
@MainActor
struct TwoFingerTracking {
    /// Span and angle when the current pair of fingers touched down (or a value was set).
    private(set) var startSpan: CGFloat = 0
    private(set) var startAngle: CGFloat = 0
    /// The angle, unwrapped, at the last sample.
    private(set) var angle: CGFloat = 0
    private(set) var span: CGFloat = 0
    /// (time, value) samples for velocities, of the last 2 velocity windows.
    private var samples: [(time: TimeInterval, scale: CGFloat, angle: CGFloat)] = []

    /// The first two active touches' positions (counting `lifted`, which lift in the event
    /// being handled, where they lifted), or `nil` with fewer than two fingers.
    static func pair(_ touches: [UITouch], lifted: Set<UITouch> = []) -> (CGPoint, CGPoint)? {
        let active = touches.filter { $0.isActive || lifted.contains($0) }
        guard active.count >= 2 else { return nil }
        return (active[0].windowLocation, active[1].windowLocation)
    }

    /// Starts measuring from the current pair.
    mutating func restart(_ touches: [UITouch], time: TimeInterval) {
        guard let (a, b) = Self.pair(touches) else { return }
        startSpan = max(hypot(b.x - a.x, b.y - a.y), 1)
        startAngle = atan2(b.y - a.y, b.x - a.x)
        angle = startAngle
        span = startSpan
        samples = [(time, 1, 0)]
    }

    /// Takes a sample of the current pair.
    mutating func update(_ touches: [UITouch], lifted: Set<UITouch> = [], time: TimeInterval) {
        guard let (a, b) = Self.pair(touches, lifted: lifted) else { return }
        span = hypot(b.x - a.x, b.y - a.y)
        var raw = atan2(b.y - a.y, b.x - a.x)
        // Unwrap: take the turn nearest to the previous angle.
        while raw - angle > .pi { raw -= 2 * .pi }
        while raw - angle < -.pi { raw += 2 * .pi }
        angle = raw
        samples.append((time, scale, rotation))
        let horizon = time - 2 * GestureConstants.velocityWindow
        if let keepFrom = samples.firstIndex(where: { $0.time >= horizon }), keepFrom > 0 { samples.removeFirst(keepFrom - 1) }
    }

    /// Span now over span at the start.
    var scale: CGFloat { span / startSpan }
    /// Angle turned since the start, in radians (clockwise positive, y down).
    var rotation: CGFloat { angle - startAngle }

    /// Change per second of the scale and of the rotation over the last velocity window.
    var velocities: (scale: CGFloat, rotation: CGFloat) {
        guard let latest = samples.last else { return (0, 0) }
        let windowStart = latest.time - GestureConstants.velocityWindow - 1e-9
        guard let oldest = samples.first(where: { $0.time >= windowStart }), latest.time - oldest.time > 1e-9 else { return (0, 0) }
        let seconds = CGFloat(latest.time - oldest.time)
        return ((latest.scale - oldest.scale) / seconds, (latest.angle - oldest.angle) / seconds)
    }
}

/// A continuous two-finger recognizer's state changes: begins once `hasMovedEnough` with two
/// fingers down, changes on every move after, ends when fewer than two fingers remain (fails
/// if it had not begun).
@MainActor
protocol TwoFingerGesture: UIGestureRecognizer {
    var tracking: TwoFingerTracking { get set }
    var hasMovedEnough: Bool { get }
}

extension TwoFingerGesture {
    func twoFingerTouchesBegan(_ event: UIEvent) {
        for touch in trackedTouches.filter(\.isActive).dropFirst(2) { ignore(touch, for: event) }
        if state == .possible { tracking.restart(trackedTouches, time: event.timestamp) }
    }

    func twoFingerTouchesMoved(_ event: UIEvent) {
        guard TwoFingerTracking.pair(trackedTouches) != nil else { return }
        tracking.update(trackedTouches, time: event.timestamp)
        switch state {
        case .possible where hasMovedEnough: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    func twoFingerTouchesEnded(_ touches: Set<UITouch>, _ event: UIEvent) {
        // The lifting fingers' last positions count, as a pan's do.
        if state == .began || state == .changed { tracking.update(trackedTouches, lifted: touches, time: event.timestamp) }
        guard numberOfTouches < 2 else { return }
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    func twoFingerTouchesCancelled() {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }
}
