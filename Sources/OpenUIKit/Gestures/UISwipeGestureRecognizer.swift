/// Recognizes a quick swipe in one of the allowed directions. Discrete: it recognizes
/// (`.ended`) as soon as the finger travelled 50 points along an allowed direction within 0.5
/// seconds of touching down, straying off that axis by at most half the distance travelled
/// (about 27 degrees); it fails if the finger lifts first, takes too long, strays, or the
/// number of fingers differs from `numberOfTouchesRequired`. All three limits are [R].
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (`.right` by default).
    open var direction: Direction = .right
    /// How many fingers must swipe together (1 by default).
    open var numberOfTouchesRequired = 1

    private var start: (time: TimeInterval, centroid: CGPoint)?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        let began = event.timestamp
        start = (began, location(in: nil))
        scheduleTimeout(after: GestureConstants.swipeMaximumDuration, purpose: "swipe deadline") { [weak self] in
            guard let self, self.state == .possible, self.start?.time == began else { return }
            self.state = .failed
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        guard event.timestamp - start.time <= GestureConstants.swipeMaximumDuration else {
            state = .failed
            return
        }
        let now = location(in: nil)
        let dx = now.x - start.centroid.x, dy = now.y - start.centroid.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (allowed, along, across) in candidates where direction.contains(allowed) && along > 0 {
            if across > GestureConstants.swipeMaximumDeviation * max(along, GestureConstants.swipeMinimumDistance) {
                continue
            }
            if along >= GestureConstants.swipeMinimumDistance {
                state = numberOfTouches == numberOfTouchesRequired ? .ended : .failed
                return
            }
            return
        }
        // Moving, but along no allowed direction: fail once clearly off course.
        if hypot(dx, dy) >= GestureConstants.panHysteresis * 2 { state = .failed }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override open func reset() {
        start = nil
    }
}
