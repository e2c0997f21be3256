/// Recognizes two fingers turning around each other. Continuous: `.began` once they turned by
/// about 4.6 degrees (0.08 radians) [R], `.changed` on every move after, `.ended` when a finger
/// lifts (`.failed` if it lifts first).
///
/// `rotation` is the angle in radians the line between the fingers turned since touch-down
/// (plus the value last set), clockwise positive on screen, and keeps counting past a full
/// turn; `velocity` is radians per second over the last 100 ms.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer, TwoFingerGesture {
    var tracking = TwoFingerTracking()
    private var rotationBase: CGFloat = 0

    /// The rotation in radians. Setting it rebases further motion (set 0 to read increments).
    open var rotation: CGFloat {
        get { rotationBase + tracking.rotation }
        set {
            guard newValue.isFinite else {
                OpenUIKitDiagnostics.report(.gestureMisuse, "UIRotationGestureRecognizer.rotation must be finite; \(newValue) ignored.")
                return
            }
            rotationBase = newValue - tracking.rotation
        }
    }

    /// How fast the fingers turn, in radians per second.
    open var velocity: CGFloat { tracking.velocities.rotation }

    var hasMovedEnough: Bool { abs(tracking.rotation) >= GestureConstants.rotationHysteresis }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesBegan(event) }
    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesMoved(event) }
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesEnded(touches, event) }
    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { twoFingerTouchesCancelled() }

    override open func reset() {
        tracking = TwoFingerTracking()
        rotationBase = 0
    }
}
