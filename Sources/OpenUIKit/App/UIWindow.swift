/// The root of a view hierarchy on a screen.
///
/// A window starts hidden, as on iOS; `makeKeyAndVisible()` shows it and makes it the key window.
/// - Note: OpenUIKit differs: windows have no scene; they use `UIScreen.main` (or the screen
///   they are given).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The stacking order of windows.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        /// A level above (or below, for a negative `offset`) this one: `.statusBar + 1`.
        public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
        /// A level below this one: `.alert - 1`.
        public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
    }

    /// The screen the window is on.
    @exclusivity(unchecked) open var screen: UIScreen {
        didSet { layer.contentsScale = screen.scale }
    }

    /// The window's place among the application's windows.
    @exclusivity(unchecked) open var windowLevel: Level = .normal

    /// Creates a hidden window with `frame` on the main screen. As on iOS, a new window stays
    /// alive until the current turn of the main loop ends even if nothing holds it (UIKit
    /// autoreleases it), so a test can put a view in a window it does not keep.
    override public init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        layer.isHidden = true
        FrameScheduler.autorelease(self)
    }

    /// Creates a hidden window in `windowScene`, covering its screen. A designated initializer,
    /// as on iOS: a subclass's initializer can call `super.init(windowScene:)`.
    public init(windowScene: UIWindowScene) {
        screen = windowScene.screen
        super.init(frame: windowScene.screen.bounds)
        layer.isHidden = true
        layer.contentsScale = screen.scale
        self.windowScene = windowScene
        FrameScheduler.autorelease(self)
    }

    /// Creates a hidden window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
    }

    // The application's key window is held unowned(unsafe) (ApplicationState.keyWindow).
    deinit { runOnMainActorUnchecked(self, UIWindow.tearDown) }

    private static func tearDown(_ window: UIWindow) {
        let state = UIApplication.shared.state
        if state.keyWindow === window { state.keyWindow = nil }
    }

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared.state.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window (without showing it).
    open func makeKey() {
        let state = UIApplication.shared.state
        guard state.keyWindow !== self else { return }
        let previous = state.keyWindow
        if !state.windows.contains(where: { $0 === self }) { state.windows.append(self) }
        state.keyWindow = self
        previous?.resignKey()
        if let previous { NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous) }
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window becomes the key window.
    open func becomeKey() {}
    /// Called when the window stops being the key window.
    open func resignKey() {}

    override open var isHidden: Bool {
        didSet {
            let state = UIApplication.shared.state
            if !isHidden, !state.windows.contains(where: { $0 === self }) { state.windows.append(self) }
            if isHidden != oldValue {
                NotificationCenter.default.post(name: isHidden ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification, object: self)
            }
            guard isHidden != oldValue, let rootView = rootViewControllerStorage?.viewStorage, rootView.superview === self else { return }
            // Showing or hiding the window makes its root controller appear or disappear.
            rootView.controllerAppearanceWillChange(toWindow: isHidden ? nil : self)
            rootView.controllerAppearanceDidChangeWindow()
        }
    }

    /// The controller whose view fills the window. Setting it installs its view (which then
    /// appears if the window is visible) and removes the old one's.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            if let old = rootViewControllerStorage, let oldView = old.viewStorage, oldView.superview === self {
                oldView.removeFromSuperview()
            }
            rootViewControllerStorage = newValue
            guard let controller = newValue else { return }
            let view: UIView = controller.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
    }
    @exclusivity(unchecked) final var rootViewControllerStorage: UIViewController?

    override open var next: UIResponder? { UIApplication.shared }

    /// Dispatches an event to the window's views: touches that begin are hit-tested, go to the
    /// gesture recognizers of their view and its ancestors first, then to the view
    /// (see `TouchDispatcher`). `UIApplication.sendEvent(_:)` calls this for every window with
    /// touches in the event.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        TouchDispatcher.dispatch(event, in: self)
    }

}
