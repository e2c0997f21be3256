/// Recognizes two fingers moving apart or together. Continuous: `.began` once the distance
/// between them changed by 8 points [R], `.changed` on every move after, `.ended` when a finger
/// lifts (`.failed` if it lifts first).
///
/// `scale` is the distance between the fingers over the distance when they touched down
/// (times the value last set); `velocity` is the change of scale per second over the last
/// 100 ms. A third finger is ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer, TwoFingerGesture {
    var tracking = TwoFingerTracking()
    /// The factor set by the app, which the fingers' own scale multiplies.
    private var scaleBase: CGFloat = 1

    /// The pinch's scale (1 at touch-down). Setting it rebases further motion: setting 1 in
    /// each `.changed`, as apps often do, makes `scale` the change since the last event.
    open var scale: CGFloat {
        get { scaleBase * tracking.scale }
        set {
            guard newValue.isFinite else {
                OpenUIKitDiagnostics.report(.gestureMisuse, "UIPinchGestureRecognizer.scale must be finite; \(newValue) ignored.")
                return
            }
            scaleBase = newValue / max(tracking.scale, 1e-9)
        }
    }

    /// How fast the scale changes, in scale per second.
    open var velocity: CGFloat { scaleBase * tracking.velocities.scale }

    var hasMovedEnough: Bool { abs(tracking.span - tracking.startSpan) >= GestureConstants.pinchHysteresis }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesBegan(event) }
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesMoved(event) }
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesEnded(touches, event) }
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesCancelled() }

    override open func reset() {
        tracking = TwoFingerTracking()
        scaleBase = 1
    }
}
