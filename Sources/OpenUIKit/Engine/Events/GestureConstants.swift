/// Distances and times the gesture recognizers use. UIKit does not document most of them:
/// the values are observed [O] or our plausible choice [R], kept in this one place so they are
/// easy to revise; they are not authoritative.
enum GestureConstants {
    // Behaviour source [O] — Gestures
    //   Rule: A pan begins after its touches have moved this far (the translation it then reports
    //     starts from there); its velocity on release is taken from the last stretch of touches
    //   Value: 10 pt; the last ~100 ms
    //   Source: Vercantez, "openuikit", docs/APP_FEEL.md
    //     (https://github.com/Vercantez/openuikit/blob/main/docs/APP_FEEL.md), section "Measured
    //     scroll physics (M8, 2026-08-24)", iOS 26.1 on an iPhone 16 Simulator: pan slop "10 pt,
    //     recognizing event applies travel − 10 immediately"; release velocity from the "trailing
    //     ~100 ms of samples … confirmed". Its figures are used; its code is not.
    /// How far a pan's touches move before it begins: 10 points, measured on iOS 26.1 and
    /// published [O].
    static let panHysteresis: CGFloat = 10
    // Behaviour source [R] — Gestures
    //   Rule: How far from a screen edge an edge pan's touch must begin
    //   Value: 20 pt
    //   Source: No published measurement found.
    /// How far from a screen edge an edge pan's touch must begin [R] (≈ 20 points).
    static let screenEdgeMargin: CGFloat = 20
    // Behaviour source [R] — Gestures
    //   Rule: How far a tap's finger may move before the tap fails
    //   Value: 45 pt
    //   Source: No published measurement of iOS found. Other UIKit re-implementations use 45
    //     points (with 0.75 s and 0.35 s), but a clone's constant is not a measurement of iOS.
    //     Ours until measured.
    /// How far a tap's finger may move before the tap fails [R] (45 points, the value other
    /// UIKit re-implementations use; not measured on iOS).
    static let tapAllowableMovement: CGFloat = 45
    // Behaviour source [R] — Gestures
    //   Rule: How long a finger may stay down for a tap
    //   Value: 0.75 s
    //   Source: No published measurement of iOS found; other re-implementations use the same
    //     value, which is not a measurement. Ours until measured.
    /// How long a finger may stay down for a tap [R].
    static let maximumTapDuration: TimeInterval = 0.75
    // Behaviour source [R] — Gestures
    //   Rule: How long a multi-tap recognizer waits for the next tap
    //   Value: 0.35 s
    //   Source: No published measurement of iOS found; other re-implementations use the same
    //     value, which is not a measurement. Ours until measured.
    /// How long a multi-tap recognizer waits for the next tap [R] (0.35 s).
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// How much touch history a pan's velocity looks at: the last ~100 ms, measured on iOS 26.1
    /// and published [O]. Here, the displacement over the last 100 ms of samples (so a
    /// constant-speed drag reports its exact speed and a finger that stopped for 100 ms reports
    /// zero).
    static let velocityWindow: TimeInterval = 0.1
    // Behaviour source [R] — Gestures
    //   Rule: How much the distance between a pinch's fingers must change before it begins
    //   Value: 8 pt
    //   Source: No published measurement found.
    //   Also: Sources/OpenUIKit/Gestures/UIPinchGestureRecognizer.swift
    /// How much the distance between a pinch's two fingers must change before it begins [R].
    static let pinchHysteresis: CGFloat = 8
    // Behaviour source [R] — Gestures
    //   Rule: How far a rotation's fingers must turn before it begins
    //   Value: 0.08 rad (≈ 4.6°)
    //   Source: No published measurement found.
    //   Also: Sources/OpenUIKit/Gestures/UIRotationGestureRecognizer.swift
    /// How far a rotation's fingers must turn before it begins [R] (about 4.6 degrees).
    static let rotationHysteresis: CGFloat = 0.08
    // Behaviour source [R] — Gestures
    //   Rule: A swipe: travel along its direction, within this time, straying off-axis by at most
    //     this fraction of the distance
    //   Value: 50 pt, 0.5 s, 0.5 (≈ 27°)
    //   Source: No published measurement found.
    //   Also: Sources/OpenUIKit/Gestures/UISwipeGestureRecognizer.swift
    /// How far a swipe's finger must travel along its direction [R].
    static let swipeMinimumDistance: CGFloat = 50
    /// How long a swipe may take to cover that distance [R].
    static let swipeMaximumDuration: TimeInterval = 0.5
    /// How far off its axis a swipe may stray, as a fraction of the distance along it [R]
    /// (about 27 degrees).
    static let swipeMaximumDeviation: CGFloat = 0.5
}
