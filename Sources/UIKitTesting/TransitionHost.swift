import OpenUIKit

/// A device screen on the virtual clock for testing transitions: a fresh application, one key
/// window of a chosen device preset showing your root controller, and control over time and
/// fingers.
///
/// ```swift
/// @MainActor @Test func swipeDismisses() throws {
///     try TransitionHost.run(root: CardViewController()) { host in
///         host.tap(at: CGPoint(x: 196, y: 420))
///         try host.runUntilIdle()
///         host.edgeSwipe(from: .left, distance: 150, duration: 0.3)
///         try host.runUntilIdle()
///     }
/// }
/// ```
///
/// The application is process-wide, as on iOS: `run` resets it before and after your closure,
/// so tests that each do their work inside one `run` call (on the main actor) never see each
/// other's windows, animations or clock.
@MainActor
public final class TransitionHost {
    /// The window showing the root controller (a launched app's key window; a relaunch
    /// replaces it).
    public internal(set) var window: UIWindow
    /// Fingers on the host's window.
    public internal(set) var touches: SyntheticTouches
    /// How the host launched its app, when it did (`launch`), for `relaunch()`.
    var launchedApp: LaunchedApp?

    /// Why `runUntilIdle` gave up.
    public struct StillBusy: Error, CustomStringConvertible {
        /// Everything still pending when the time ran out.
        public let pending: [String]
        public var description: String { "Still busy after the timeout: " + pending.joined(separator: "; ") }
    }

    /// Resets the application (virtual clock at its epoch, no windows), shows `root` on a
    /// `device` screen, lets one frame pass (so the root controller has appeared), runs `body`,
    /// and resets the application again. `root` is made after the reset and after the screen
    /// is chosen, so write the controller right there: `run(root: MyViewController())`.
    ///
    /// Time moves only when `body` moves it (``advance(by:)``, ``step(frames:)``,
    /// ``runUntilIdle(timeout:)``, the gestures): while the host runs, waiting on the main
    /// thread does not make virtual time follow real time, so every run gives the same frames.
    public static func run<Result>(device: UIScreen.Preset = .iPhone, root: @autoclosure () -> UIViewController,
                                   _ body: (TransitionHost) throws -> Result) rethrows -> Result {
        try run(device: device, root: root, beforeRoot: {}, body)
    }

    /// `run(device:root:_:)` with `beforeRoot` run on the fresh application before `root` is made
    /// (a trait matrix sets the text size there).
    static func run<Result>(device: UIScreen.Preset, root: () -> UIViewController, beforeRoot: () -> Void,
                            _ body: (TransitionHost) throws -> Result) rethrows -> Result {
        if HostQueue.shared.isRunning {
            OpenUIKitDiagnostics.report(.testKitMisuse, "TransitionHost.run started while an async TransitionHost.run is suspended at an 'await': both share the one application, so the suspended test's windows and clock are reset under it. Run the tests that await inside TransitionHost.run in a serialized suite (@Suite(.serialized)) with the tests that share the application.")
        }
        let host = start(device: device, root: root(), beforeRoot: beforeRoot)
        defer { finish() }
        return try body(host)
    }

    /// The same for `async` tests: `body` may `await`. Async runs wait for each other, so tests
    /// that suspend inside `run` never share the application; while `body` is suspended, virtual
    /// time does not move (main-queue blocks and `Foundation.Timer`s follow real time and may run).
    ///
    /// ```swift
    /// @MainActor @Test func pushThenPop() async throws {
    ///     try await TransitionHost.run(root: UINavigationController(rootViewController: ListViewController())) { host in
    ///         let navigation = host.window.rootViewController as! UINavigationController
    ///         navigation.pushViewController(DetailViewController(), animated: true)
    ///         try host.runUntilIdle()
    ///         await Task.yield()
    ///         navigation.popViewController(animated: true)
    ///         try host.runUntilIdle()
    ///     }
    /// }
    /// ```
    @_disfavoredOverload
    public static func run<Result>(device: UIScreen.Preset = .iPhone, root: @autoclosure () -> UIViewController,
                                   _ body: (TransitionHost) async throws -> Result) async rethrows -> Result {
        await HostQueue.shared.enter()
        defer { HostQueue.shared.leave() }
        let host = start(device: device, root: root())
        defer { finish() }
        return try await body(host)
    }

    /// A fresh application holding the clock (no real-time pacing), showing `root` on `device`.
    static func start(device: UIScreen.Preset, root: @autoclosure () -> UIViewController,
                      beforeRoot: () -> Void = {}) -> TransitionHost {
        resetApplication()
        FrameScheduler.holdRealTimePacing()
        UIScreen.setMain(UIScreen(preset: device))
        beforeRoot()
        return TransitionHost(root: root())
    }

    /// Lets go of the clock and resets the application.
    static func finish() {
        FrameScheduler.releaseRealTimePacing()
        resetApplication()
    }

    private init(root: UIViewController) {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        touches = SyntheticTouches(window: window)
        FrameScheduler.step(frames: 1)
    }

    /// A host around an app just launched: its key window.
    init(launched app: LaunchedApp) {
        window = Self.keyWindowOfLaunchedApp()
        touches = SyntheticTouches(window: window)
        launchedApp = app
        FrameScheduler.step(frames: 1)
    }

    /// The launched app's key window, or an empty one (reported) when the app showed none.
    static func keyWindowOfLaunchedApp() -> UIWindow {
        if let window = UIApplication.shared.keyWindow { return window }
        OpenUIKitDiagnostics.report(.testKitMisuse, "TransitionHost.launch: the app showed no window (make one in application(_:didFinishLaunchingWithOptions:) or scene(_:willConnectTo:options:) and call makeKeyAndVisible(), or pass a main storyboard); the host uses an empty window.")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        return window
    }

    // MARK: Time

    /// The virtual time since the host started, in seconds (rounded to 0.1 ms for readable logs).
    public var now: TimeInterval { roundedToTenthOfAMillisecond(CACurrentMediaTime() - MediaTimeline.virtualEpoch) }

    /// Lets `seconds` of virtual time pass, running every frame in it.
    public func advance(by seconds: TimeInterval) {
        FrameScheduler.advance(by: seconds)
    }

    /// Runs `count` frames (1/60 s each by default).
    public func step(frames count: Int = 1) {
        FrameScheduler.step(frames: count)
    }

    /// Runs frames until no animation, display link, timer, transaction or queued block is left,
    /// at most `timeout` seconds of virtual time; throws ``StillBusy`` naming what is still
    /// pending otherwise.
    public func runUntilIdle(timeout: TimeInterval = 10) throws {
        let pending = FrameScheduler.runUntilIdle(timeout: timeout)
        if !pending.isEmpty { throw StillBusy(pending: pending) }
    }

    // MARK: Fingers (through the real event path)

    /// Taps at `point` in `view`'s coordinates (the window's when `nil`).
    public func tap(at point: CGPoint, in view: UIView? = nil, count: Int = 1) {
        touches.tap(at: point, in: view, count: count)
    }

    /// Taps the middle of `view`.
    public func tap(_ view: UIView) {
        touches.tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }

    /// Drags one finger from `start` to `end` in `duration` seconds and lifts it.
    public func drag(from start: CGPoint, to end: CGPoint, in view: UIView? = nil, duration: TimeInterval,
                     profile: SyntheticTouches.VelocityProfile = .constant, holdBeforeRelease: TimeInterval = 0) {
        touches.drag(from: start, to: end, in: view, duration: duration, profile: profile, holdBeforeRelease: holdBeforeRelease)
    }

    /// Drags one finger along `path`; with `release: false` the finger stays down and is returned.
    @discardableResult
    public func pan(path: [CGPoint], in view: UIView? = nil, duration: TimeInterval,
                    profile: SyntheticTouches.VelocityProfile = .constant, release: Bool = true) -> SyntheticTouches.Finger? {
        touches.drag(along: path, in: view, duration: duration, profile: profile, release: release)
    }

    /// Swipes in from `edge` by `distance` points.
    public func edgeSwipe(from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval,
                          profile: SyntheticTouches.VelocityProfile = .constant, holdBeforeRelease: TimeInterval = 0) {
        touches.edgeSwipe(from: edge, distance: distance, duration: duration, profile: profile, holdBeforeRelease: holdBeforeRelease)
    }

    /// Pinches two fingers about `center` (in `view`'s coordinates, the window's when `nil`)
    /// from `startDistance` to `endDistance` points apart (see `SyntheticTouches.pinch`); with
    /// `release: false` the fingers stay down and are returned.
    @discardableResult
    public func pinch(at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0,
                      in view: UIView? = nil, duration: TimeInterval, profile: SyntheticTouches.VelocityProfile = .constant,
                      release: Bool = true) -> [SyntheticTouches.Finger] {
        touches.pinch(at: center, from: startDistance, to: endDistance, angle: angle, in: view, duration: duration,
                      profile: profile, release: release)
    }

    /// Turns two fingers `radius` points from `center` by `turn` radians, clockwise on screen
    /// when positive (see `SyntheticTouches.rotate`).
    @discardableResult
    public func rotate(at center: CGPoint, radius: CGFloat, from startAngle: CGFloat = 0, by turn: CGFloat,
                       in view: UIView? = nil, duration: TimeInterval, profile: SyntheticTouches.VelocityProfile = .constant,
                       release: Bool = true) -> [SyntheticTouches.Finger] {
        touches.rotate(at: center, radius: radius, from: startAngle, by: turn, in: view, duration: duration,
                       profile: profile, release: release)
    }

    // MARK: Fingers that stay down

    /// Puts one finger down at each of `points` (in `view`'s coordinates, the window's when
    /// `nil`), in one event, and returns them to move and lift.
    @discardableResult
    public func touchDown(at points: [CGPoint], in view: UIView? = nil) -> [SyntheticTouches.Finger] {
        touches.touchDown(at: points, in: view)
    }

    /// Moves a finger that is down (from `pan(path:release: false)`, `touchDown(at:)`…) along
    /// `path` (in `view`'s coordinates, the window's when `nil`) in `duration` seconds, sampled
    /// as the other gestures are; with `lifting` the last sample lifts it.
    public func move(_ finger: SyntheticTouches.Finger, along path: [CGPoint], in view: UIView? = nil, duration: TimeInterval,
                     profile: SyntheticTouches.VelocityProfile = .constant, lifting: Bool = false) {
        touches.move([finger], along: [path], in: view, duration: duration, profile: profile, liftingAtEnd: lifting)
    }

    /// Lifts fingers that are down, where they are, in one event.
    public func lift(_ fingers: SyntheticTouches.Finger...) {
        touches.lift(fingers)
    }

    /// Lifts fingers that are down (the array `pinch(…, release: false)` or `touchDown(at:)`
    /// returned), where they are, in one event.
    public func lift(_ fingers: [SyntheticTouches.Finger]) {
        touches.lift(fingers)
    }

    static func resetApplication() {
        ApplicationHost.reset()
    }
}

/// Async `TransitionHost.run` calls, one at a time in the order they started.
@MainActor
final class HostQueue {
    static let shared = HostQueue()
    private(set) var isRunning = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        if isRunning {
            await withCheckedContinuation { waiting.append($0) }
            // `leave()` handed the host over without clearing `isRunning`.
        } else {
            isRunning = true
        }
    }

    func leave() {
        if waiting.isEmpty {
            isRunning = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

extension DiagnosticCode {
    /// Misuse of the test kit (UIKitTesting).
    public static let testKitMisuse = DiagnosticCode(rawValue: "UIKitTestingMisuse")
}
