/// Distances and times the gesture recognizers use. UIKit does not document most of them:
/// the values are observed [O] or our plausible choice [R], kept in this one place so they are
/// easy to revise; they are not authoritative.
package enum GestureConstants {
    /// How far a pan's touches move before it begins: 10 points, measured on iOS 26.1 and
    /// published (issue 47).
    package static let panHysteresis: CGFloat = 10
    /// How far from a screen edge an edge pan's touch must begin [R] (≈ 20 points).
    package static let screenEdgeMargin: CGFloat = 20
    /// How far a tap's finger may move before the tap fails [R] (45 points, the value other
    /// UIKit re-implementations use; not measured on iOS).
    package static let tapAllowableMovement: CGFloat = 45
    /// How long a finger may stay down for a tap [R].
    package static let maximumTapDuration: TimeInterval = 0.75
    /// How long a multi-tap recognizer waits for the next tap [R] (0.35 s).
    package static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// How much touch history a pan's velocity looks at: the last ~100 ms, measured on iOS 26.1
    /// and published (issue 47). Here, the displacement over the last 100 ms of samples (so a constant-speed drag reports its exact speed and a finger that
    /// stopped for 100 ms reports zero).
    package static let velocityWindow: TimeInterval = 0.1
    /// How much the distance between a pinch's two fingers must change before it begins [R].
    package static let pinchHysteresis: CGFloat = 8
    /// How far a rotation's fingers must turn before it begins [R] (about 4.6 degrees).
    package static let rotationHysteresis: CGFloat = 0.08
    /// How far a swipe's finger must travel along its direction [R].
    package static let swipeMinimumDistance: CGFloat = 50
    /// How long a swipe may take to cover that distance [R].
    package static let swipeMaximumDuration: TimeInterval = 0.5
    /// How far off its axis a swipe may stray, as a fraction of the distance along it [R]
    /// (about 27 degrees).
    package static let swipeMaximumDeviation: CGFloat = 0.5
}
