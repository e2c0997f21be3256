import Foundation
import OpenQuartzCore
import OpenUIKit

/// Puts fingers on the screen at exact times of the virtual clock (OpenUIKit only): taps,
/// drags along a path with a velocity profile, edge swipes, long presses and multi-touch.
///
/// Every event goes through the real path — `UIApplication.sendEvent(_:)`, the window's hit
/// test, gesture recognizers, then views — never straight into a recognizer. Each call starts
/// at the current time, runs the main loop up to each event's time (so animations and frames
/// happen in between, as on a device), sends the event, and returns once the last event was
/// delivered. A moving finger reports `sampleRate` events per second (60 by default, the
/// touch rate of a 60 Hz iPhone screen).
///
/// ```swift
/// let input = SyntheticTouches()
/// input.edgeSwipe(from: .left, distance: 250, duration: 0.4)   // pops interactively
/// input.tap(at: button.center, in: button.superview)
/// ```
@preconcurrency @MainActor
public struct SyntheticTouches {
    /// The window touches go to; `nil` picks the frontmost visible window under each finger.
    public var window: UIWindow?
    /// Touch events per second while fingers move.
    public var sampleRate: Double

    /// How a finger's speed changes along a drag: maps the fraction of the duration elapsed
    /// to the fraction of the path covered.
    public enum VelocityProfile: Sendable {
        /// Constant speed.
        case constant
        /// Starts slowly, ends fast (a flick).
        case easeIn
        /// Starts fast, slows to a stop.
        case easeOut
        /// Slow, fast, slow.
        case easeInOut
        /// Your own mapping from 0...1 to 0...1.
        case custom(@Sendable (Double) -> Double)

        func fraction(atTime t: Double) -> Double {
            switch self {
            case .constant: return t
            case .easeIn: return t * t
            case .easeOut: return 1 - (1 - t) * (1 - t)
            case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
            case .custom(let curve): return curve(t)
            }
        }
    }

    /// A finger put down with `touchDown(at:in:)`.
    public struct Finger: Hashable {
        /// The touch the finger produces.
        public let touch: UITouch
        public static func == (lhs: Finger, rhs: Finger) -> Bool { lhs.touch === rhs.touch }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(touch)) }
    }

    public init(window: UIWindow? = nil, sampleRate: Double = 60) {
        self.window = window
        self.sampleRate = sampleRate
    }

    // MARK: Gestures

    /// Taps `count` times with `fingers` fingers at `point` (in `view`'s coordinates, the
    /// window's when `nil`). Each tap holds the finger down 50 ms; taps are 100 ms apart.
    public func tap(at point: CGPoint, in view: UIView? = nil, count: Int = 1, fingers: Int = 1) {
        for index in 0..<max(count, 1) {
            if index > 0 { wait(0.1) }
            let down = touchDown(at: spread(point, fingers: fingers), in: view)
            wait(0.05)
            lift(down)
        }
    }

    /// Holds a finger at `point` for `duration` seconds, then lifts it.
    public func longPress(at point: CGPoint, in view: UIView? = nil, duration: TimeInterval = 0.8) {
        let down = touchDown(at: [point], in: view)
        wait(duration)
        lift(down)
    }

    /// Drags one finger from `start` to `end` in `duration` seconds and (by default) lifts it at
    /// the end. With `holdBeforeRelease` the finger rests at the end that long before lifting
    /// (a slow release: its velocity falls to zero).
    public func drag(from start: CGPoint, to end: CGPoint, in view: UIView? = nil, duration: TimeInterval,
                     profile: VelocityProfile = .constant, holdBeforeRelease: TimeInterval = 0, release: Bool = true) {
        drag(along: [start, end], in: view, duration: duration, profile: profile, holdBeforeRelease: holdBeforeRelease, release: release)
    }

    /// Drags one finger along `path` (at least one point) in `duration` seconds; the profile
    /// applies to the distance along the whole path.
    @discardableResult
    public func drag(along path: [CGPoint], in view: UIView? = nil, duration: TimeInterval,
                     profile: VelocityProfile = .constant, holdBeforeRelease: TimeInterval = 0, release: Bool = true) -> Finger? {
        guard let first = path.first else {
            OpenUIKitDiagnostics.report(.gestureMisuse, "SyntheticTouches.drag(along:) needs at least one point.")
            return nil
        }
        let fingers = touchDown(at: [first], in: view)
        move(fingers, along: [path], in: view, duration: duration, profile: profile, liftingAtEnd: release && holdBeforeRelease <= 0)
        if release, holdBeforeRelease > 0 {
            wait(holdBeforeRelease)
            lift(fingers)
        }
        return release ? nil : fingers.first
    }

    /// Swipes in from `edge` of the window by `distance` points in `duration` seconds, starting
    /// 2 points inside the edge; `position` is where along the edge (its middle by default).
    public func edgeSwipe(from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval, at position: CGFloat? = nil,
                          profile: VelocityProfile = .constant, holdBeforeRelease: TimeInterval = 0) {
        guard let target = window ?? UIApplication.shared.windows.last else {
            OpenUIKitDiagnostics.report(.gestureMisuse, "SyntheticTouches.edgeSwipe: there is no visible window.")
            return
        }
        let bounds = target.bounds
        let inset: CGFloat = 2
        let start: CGPoint, end: CGPoint
        switch edge {
        case .right:
            start = CGPoint(x: bounds.maxX - inset, y: position ?? bounds.midY)
            end = CGPoint(x: start.x - distance, y: start.y)
        case .top:
            start = CGPoint(x: position ?? bounds.midX, y: bounds.minY + inset)
            end = CGPoint(x: start.x, y: start.y + distance)
        case .bottom:
            start = CGPoint(x: position ?? bounds.midX, y: bounds.maxY - inset)
            end = CGPoint(x: start.x, y: start.y - distance)
        default:
            start = CGPoint(x: bounds.minX + inset, y: position ?? bounds.midY)
            end = CGPoint(x: start.x + distance, y: start.y)
        }
        var copy = self
        copy.window = target
        copy.drag(from: start, to: end, in: target, duration: duration, profile: profile, holdBeforeRelease: holdBeforeRelease)
    }

    /// Lets `interval` seconds pass on the main loop with the fingers where they are.
    public func wait(_ interval: TimeInterval) {
        FrameScheduler.advance(by: max(0, interval))
    }

    // MARK: Fingers (multi-touch)

    /// Puts one finger down at each of `points` (in `view`'s coordinates), all in one event.
    @discardableResult
    public func touchDown(at points: [CGPoint], in view: UIView? = nil) -> [Finger] {
        let now = CACurrentMediaTime()
        var touches: [UITouch] = []
        for point in points {
            let (location, target) = resolve(point, in: view)
            guard let target else {
                OpenUIKitDiagnostics.report(.gestureMisuse, "SyntheticTouches: no visible window under \(point); the finger was not put down.")
                continue
            }
            let count = EventInjection.tapCount(at: location, time: now)
            touches.append(EventInjection.makeTouch(at: location, in: target, timestamp: now, tapCount: count))
        }
        guard !touches.isEmpty else { return [] }
        EventInjection.send(touches, at: now)
        return touches.map(Finger.init)
    }

    /// Moves `fingers` together, each along its own path (in `view`'s coordinates), in
    /// `duration` seconds; with `liftingAtEnd` the last sample lifts them.
    public func move(_ fingers: [Finger], along paths: [[CGPoint]], in view: UIView? = nil, duration: TimeInterval,
                     profile: VelocityProfile = .constant, liftingAtEnd: Bool = false) {
        let polylines = zip(fingers, paths).map { finger, path in
            Polyline(points: path.map { resolve($0, in: view, window: finger.touch.window).0 }, from: EventInjection.windowLocation(of: finger.touch))
        }
        let start = CACurrentMediaTime()
        let samples = max(1, Int((duration * sampleRate).rounded()))
        for index in 1...samples {
            let time = start + duration * Double(index) / Double(samples)
            FrameScheduler.advance(by: max(0, time - CACurrentMediaTime()))
            let fraction = CGFloat(profile.fraction(atTime: Double(index) / Double(samples)))
            let lifting = liftingAtEnd && index == samples
            var changed: [UITouch] = []
            for (finger, polyline) in zip(fingers, polylines) where EventInjection.isDown(finger.touch) {
                EventInjection.update(finger.touch, phase: lifting ? .ended : .moved, location: polyline.point(at: fraction), timestamp: time)
                changed.append(finger.touch)
            }
            EventInjection.send(changed, at: time)
        }
    }

    /// Moves `fingers` to `points` (in `view`'s coordinates) now, in one event, without letting
    /// time pass: for input that arrives in real time (the live window's mouse).
    public func move(_ fingers: [Finger], to points: [CGPoint], in view: UIView? = nil) {
        let now = CACurrentMediaTime()
        var changed: [UITouch] = []
        for (finger, point) in zip(fingers, points) where EventInjection.isDown(finger.touch) {
            let (location, _) = resolve(point, in: view, window: finger.touch.window)
            EventInjection.update(finger.touch, phase: .moved, location: location, timestamp: now)
            changed.append(finger.touch)
        }
        guard !changed.isEmpty else { return }
        EventInjection.send(changed, at: now)
    }

    /// Lifts `fingers` where they are, in one event.
    public func lift(_ fingers: [Finger]) {
        finish(fingers, phase: .ended)
    }

    /// Cancels `fingers` (as the system does when, say, a call comes in).
    public func cancel(_ fingers: [Finger]) {
        finish(fingers, phase: .cancelled)
    }

    // MARK: Helpers

    private func finish(_ fingers: [Finger], phase: UITouch.Phase) {
        let now = CACurrentMediaTime()
        let touches = fingers.map(\.touch).filter(EventInjection.isDown)
        for touch in touches { EventInjection.update(touch, phase: phase, location: EventInjection.windowLocation(of: touch), timestamp: now) }
        guard !touches.isEmpty else { return }
        EventInjection.send(touches, at: now)
    }

    /// `point` in `view`'s coordinates as a location in the window it lands in.
    private func resolve(_ point: CGPoint, in view: UIView?, window fixed: UIWindow? = nil) -> (CGPoint, UIWindow?) {
        if let view, let viewWindow = fixed ?? window ?? view.window {
            return (view.convert(point, to: viewWindow), viewWindow)
        }
        let target = fixed ?? window ?? EventInjection.window(at: point)
        guard let target else { return (point, nil) }
        return (CGPoint(x: point.x - target.frame.minX, y: point.y - target.frame.minY), target)
    }

    /// `fingers` points 20 points apart horizontally, centred on `point`.
    private func spread(_ point: CGPoint, fingers: Int) -> [CGPoint] {
        let count = max(fingers, 1)
        return (0..<count).map { index in
            CGPoint(x: point.x + (CGFloat(index) - CGFloat(count - 1) / 2) * 20, y: point.y)
        }
    }
}

/// A path measured by length, for moving a finger at a given fraction of the distance.
private struct Polyline {
    let points: [CGPoint]
    let lengths: [CGFloat]

    init(points path: [CGPoint], from start: CGPoint) {
        // The finger is already at `start`: a path that begins there does not repeat it.
        var points = [start]
        for point in path where point != points.last { points.append(point) }
        self.points = points
        var lengths: [CGFloat] = [0]
        for index in points.indices.dropFirst() {
            let a = points[index - 1], b = points[index]
            lengths.append(lengths[index - 1] + hypot(b.x - a.x, b.y - a.y))
        }
        self.lengths = lengths
    }

    func point(at fraction: CGFloat) -> CGPoint {
        guard let total = lengths.last, total > 0 else { return points[0] }
        let target = min(max(fraction, 0), 1) * total
        var index = 1
        while index < points.count - 1, lengths[index] < target { index += 1 }
        let span = lengths[index] - lengths[index - 1]
        let t = span > 0 ? (target - lengths[index - 1]) / span : 1
        let a = points[index - 1], b = points[index]
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
