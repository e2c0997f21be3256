/// Recognizes a drag: one or more fingers moving across the view. Continuous: `.began` once
/// the fingers have moved about 10 points, `.changed` on every move after, `.ended` when they
/// lift (`.failed` if they lift before it began).
///
/// `translation(in:)` is the distance the fingers' centroid travelled since they touched down
/// (including the first 10 points), or since the last `setTranslation(_:in:)`; adding or
/// lifting a finger does not make it jump. `velocity(in:)` is the displacement over the last
/// 100 ms of touch samples divided by their time span — exact for a steady drag, zero for a
/// finger that rested 100 ms (our rule; UIKit's smoothing is not documented).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan (unlimited by default); more fingers are ignored.
    open var maximumNumberOfTouches = Int.max

    /// The accumulated translation in window coordinates, by `setTranslation` plus motion.
    private var translationBase = CGPoint.zero
    /// Motion of the centroid since touch-down, in window coordinates (the velocity's input).
    private var motion = CGPoint.zero
    /// The centroid at the last change of the finger set, and the motion at that moment.
    private var anchor = CGPoint.zero
    private var motionAtAnchor = CGPoint.zero
    private var samples: [(time: TimeInterval, motion: CGPoint)] = []

    /// How far the fingers travelled, in `view`'s coordinates (the window's when `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        vector(translationBase + motion, to: view)
    }

    /// Makes the current translation read `translation` (in `view`'s coordinates).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationBase = vector(translation, from: view) - motion
    }

    /// How fast the fingers move, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let latest = samples.last else { return .zero }
        let windowStart = latest.time - GestureConstants.velocityWindow - 1e-9
        guard let oldest = samples.first(where: { $0.time >= windowStart }), latest.time - oldest.time > 1e-9 else { return .zero }
        let seconds = CGFloat(latest.time - oldest.time)
        let delta = latest.motion - oldest.motion
        return vector(CGPoint(x: delta.x / seconds, y: delta.y / seconds), to: view)
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) where numberOfTouches > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        if samples.isEmpty { samples.append((event.timestamp, .zero)) }
        reanchor()
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        updateMotion(at: event.timestamp)
        switch state {
        case .possible:
            let distance = translationBase + motion
            if numberOfTouches >= minimumNumberOfTouches, hypot(distance.x, distance.y) >= GestureConstants.panHysteresis {
                state = panMayBegin(movedBy: motion) ? .began : .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        updateMotion(at: event.timestamp, lifted: touches)
        reanchor()
        if numberOfTouches == 0 {
            state = (state == .began || state == .changed) ? .ended : .failed
        } else if numberOfTouches < minimumNumberOfTouches, state == .began || state == .changed {
            state = .ended
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    override open func reset() {
        translationBase = .zero
        motion = .zero
        anchor = .zero
        motionAtAnchor = .zero
        samples = []
    }

    /// Whether a pan whose fingers moved `motion` (window space, past the hysteresis) may
    /// begin; the screen-edge pan checks the direction.
    func panMayBegin(movedBy motion: CGPoint) -> Bool { true }

    // MARK: Helpers

    private var activeTouches: [UITouch] { trackedTouches.filter(\.isActive) }

    /// The finger set changed: measure further motion from the new centroid.
    private func reanchor() {
        anchor = activeTouches.windowCentroid ?? anchor
        motionAtAnchor = motion
    }

    private func updateMotion(at time: TimeInterval, lifted: Set<UITouch> = []) {
        // Lifted fingers count with the place they lifted at, for this last update.
        let moving = activeTouches + lifted.filter { touch in trackedTouches.contains { $0 === touch } }
        motion = motionAtAnchor + ((moving.windowCentroid ?? anchor) - anchor)
        samples.append((time, motion))
        let horizon = time - 2 * GestureConstants.velocityWindow
        if let keepFrom = samples.firstIndex(where: { $0.time >= horizon }), keepFrom > 0 { samples.removeFirst(keepFrom - 1) }
    }

    private var referenceWindow: UIWindow? { trackedTouches.first?.window ?? view?.window }

    /// A window-space vector in `view`'s coordinates.
    private func vector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = referenceWindow, view !== window else { return vector }
        return view.convert(vector, from: window) - view.convert(.zero, from: window)
    }

    /// A vector in `view`'s coordinates in window space.
    private func vector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = referenceWindow, view !== window else { return vector }
        return view.convert(vector, to: window) - view.convert(.zero, to: window)
    }
}

private func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
private func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
