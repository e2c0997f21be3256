/// The application: its windows, and the main loop that makes time pass for animations.
///
/// - Note: OpenUIKit differs: `UIApplicationMain` launches only apps whose delegate classes are
///   registered by name (`openuikit test` does it for an app's hosted tests). Time is virtual by default: the test kit and the renderer run exact frames, so
///   every run gives the same frames, and while the main thread waits (`RunLoop.main.run(until:)`,
///   XCTest's waits, `await` on the main actor) virtual time follows real time. The live window
///   switches to the system clock with ``clockMode``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// How the application's clock runs (OpenUIKit only).
    public enum ClockMode: Sendable, Equatable {
        /// Time moves when frames are run: exactly by the test kit and the renderer, at the pace
        /// of real time while the main thread waits (the default).
        case virtual
        /// Time follows the system's monotonic clock (the live window).
        case realTime
    }

    /// The application.
    public static let shared = UIApplication()

    /// Everything the application owns: screen, windows, the animation and drawing state.
    let state = ApplicationState()

    private override init() {
        super.init()
    }

    /// The application's visible windows, back to front by window level.
    open var windows: [UIWindow] {
        state.windows.filter { !$0.isHidden }.sorted { $0.windowLevel < $1.windowLevel }
    }

    /// The window receiving keyboard and other non-touch events.
    open var keyWindow: UIWindow? { state.keyWindow }

    /// How time runs (OpenUIKit only). Switching to `.realTime` makes `CACurrentMediaTime()`
    /// follow the monotonic clock; switching back restarts virtual time.
    public var clockMode: ClockMode {
        get { MediaTimeline.isVirtual ? .virtual : .realTime }
        set {
            switch newValue {
            case .virtual: MediaTimeline.useVirtualTime()
            case .realTime: MediaTimeline.useMonotonicTime()
            }
        }
    }

    /// Dispatches an event: a touch event goes to each window its touches began in
    /// (`UIWindow.sendEvent(_:)`), in the order of the touches; a presses event goes to the first
    /// responder, or to the key window when nothing is first responder, and on along the
    /// responder chain. Pending layer changes are committed afterwards, as at the end of a turn
    /// of iOS's main loop.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(presses)
            return
        }
        var windows: [UIWindow] = []
        for touch in event.touchList {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
        CATransaction.flush()
    }

    /// Frames per second of the main loop in virtual time (60 by default; OpenUIKit only).
    public var framesPerSecond: Double {
        get { FrameScheduler.framesPerSecond }
        set { FrameScheduler.framesPerSecond = newValue }
    }
}
