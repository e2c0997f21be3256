import Foundation

/// One instance of the app's interface. On Linux an app has at most one scene: the launch makes
/// it when the app is scene-based.
///
/// - Note: OpenUIKit differs: scenes exist only as far as the launch sequence and state
///   restoration need them (no multiple windows of one app, no system-initiated sessions).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the launch hands to `scene(_:willConnectTo:options:)`.
    @preconcurrency @MainActor
    public final class ConnectionOptions {
        /// The activities the scene is connected with (empty on Linux: restoration hands its
        /// activity through the session's ``UISceneSession/stateRestorationActivity``).
        public let userActivities: Set<NSUserActivity>
        init(userActivities: Set<NSUserActivity> = []) { self.userActivities = userActivities }
    }

    /// The scene's session (survives relaunches with the same persistent identifier).
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as on iOS).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's title.
    open var title: String?

    /// Makes a scene for `session`.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows (those made with `UIWindow(windowScene:)`).
    open var windows: [UIWindow] { windowList.compactMap(\.object) }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on.
    open var screen: UIScreen { UIScreen.main }
    final var windowList: [Weak<UIWindow>] = []
    /// The scene's status bar (its frame, style and visibility).
    open var statusBarManager: UIStatusBarManager? {
        if let manager = statusBarManagerStorage { return manager }
        let manager = UIStatusBarManager()
        statusBarManagerStorage = manager
        return manager
    }
    private var statusBarManagerStorage: UIStatusBarManager?
}

/// A scene's persistent record: its role, configuration and the activity restoring it.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's own windows.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    }

    /// The scene, while connected.
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    public let role: Role
    /// The configuration the scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier that stays the same across launches.
    public let persistentIdentifier: String
    /// The activity the scene saved when it last moved to the background
    /// (`stateRestorationActivity(for:)`); read it in `scene(_:willConnectTo:options:)`.
    open internal(set) var stateRestorationActivity: NSUserActivity?
    /// Values kept with the session across launches (property-list values).
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

/// How to make a scene: its delegate class, storyboard and scene class.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (from the app's scene manifest on iOS).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The delegate's class.
    ///
    /// - Note: OpenUIKit differs: Swift on Linux cannot make an object from a class value, so the
    ///   launch makes the scene delegate with the factory it is given (`TransitionHost.launch`);
    ///   this property is kept for code that reads it.
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the window's root.
    open var storyboard: UIStoryboard?

    /// A configuration for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

extension UIWindow {
    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? {
        get { UIApplication.shared.state.lifecycle.scenes.compactMap { $0 as? UIWindowScene }.first { scene in scene.windows.contains { $0 === self } } }
        set {
            for scene in UIApplication.shared.state.lifecycle.scenes.compactMap({ $0 as? UIWindowScene }) {
                scene.windowList.removeAll { $0.object == nil || $0.object === self }
            }
            newValue?.windowList.append(Weak(self))
        }
    }
}
