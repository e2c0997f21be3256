/// One finger on the screen, from the moment it touches down until it lifts or is cancelled.
///
/// The same object describes the finger for the whole sequence; each event updates its phase,
/// location and timestamp. Locations are kept in the window's coordinates and converted on
/// request, so `location(in:)` follows views that move under a still finger.
///
/// - Note: OpenUIKit differs: touches come from the live window's mouse or from
///   `SyntheticTouches` (in UIKitTesting); there is no force, radius or stylus data (`force` is 0,
///   `majorRadius` a nominal 20 points).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
        case regionEntered, regionMoved, regionExited
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer

        /// The pencil's older name (iOS 9.1–10).
        public static var stylus: TouchType { .pencil }
    }

    /// The touch's current phase.
    public internal(set) var phase: Phase
    /// When the touch last changed, in media-clock seconds (`CACurrentMediaTime()`).
    public internal(set) var timestamp: TimeInterval
    /// How many times the finger tapped this spot in quick succession (1 for a first tap).
    public internal(set) var tapCount: Int
    /// The kind of touch (always `.direct` here).
    open var type: TouchType { .direct }
    /// The touch's radius in points (a nominal value: there is no sensor data on Linux).
    open var majorRadius: CGFloat { 20 }
    /// The touch's force (always 0: there is no pressure data on Linux).
    open var force: CGFloat { 0 }
    /// The greatest force the touch could report (always 0, as on a device without 3D Touch:
    /// there is no pressure data on Linux).
    open var maximumPossibleForce: CGFloat { 0 }

    /// The view the touch started in (found by hit testing when it began). It stays the same
    /// while the finger moves, even outside that view or after the view left the window.
    public internal(set) weak var view: UIView?
    /// The window the touch started in.
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch (bound when it began).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        let recognizers = boundRecognizers.compactMap(\.object)
        return recognizers.isEmpty ? nil : recognizers
    }

    /// The location in the window, now and at the previous event.
    final var windowLocation: CGPoint
    final var previousWindowLocation: CGPoint
    /// Recognizers bound when the touch began (a recognizer that resets or ignores the touch
    /// leaves the list).
    final var boundRecognizers: [Weak<UIGestureRecognizer>] = []
    /// How the touch is delivered to its view (see `TouchDispatcher`).
    final var viewDelivery = TouchViewDelivery()

    /// Creates a touch that begins at `location` (window coordinates) in `window` at `timestamp`.
    init(location: CGPoint, window: UIWindow, timestamp: TimeInterval, tapCount: Int = 1) {
        phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        windowLocation = location
        previousWindowLocation = location
        super.init()
    }

    /// The touch's location in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The location at the previous event, in `view`'s coordinates (the window's when `nil`).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    /// Moves the touch to `location` (window coordinates) in `phase` at `timestamp`.
    final func update(phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        previousWindowLocation = windowLocation
        windowLocation = location
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Whether the touch is still on the screen.
    final var isActive: Bool { phase != .ended && phase != .cancelled }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return view.convert(point, from: window)
    }
}

extension Collection where Element == UITouch {
    /// The average of the touches' locations in their window (`nil` when there are none): where
    /// a multi-finger gesture is.
    @MainActor var windowCentroid: CGPoint? {
        guard !isEmpty else { return nil }
        var sum = CGPoint.zero
        for touch in self {
            sum.x += touch.windowLocation.x
            sum.y += touch.windowLocation.y
        }
        return CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count))
    }
}

