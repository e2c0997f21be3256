import Foundation

extension UIApplication {
    /// The app's delegate (set by the launch; held strongly here, where iOS's `UIApplicationMain`
    /// keeps it alive).
    public var delegate: (any UIApplicationDelegate)? {
        get { state.lifecycle.delegate }
        set { state.lifecycle.delegate = newValue }
    }

    /// Whether the app is active, inactive or in the background. An app that was never launched
    /// (a test that only shows a window) reads `.active`, as its window receives events.
    public var applicationState: State { state.lifecycle.applicationState }

    /// The scenes connected to the app (scene-based apps; empty otherwise).
    public var connectedScenes: Set<UIScene> { Set(state.lifecycle.scenes) }

    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { Set(state.lifecycle.scenes.map(\.session)) }

    /// Whether the app uses scenes.
    public var supportsMultipleScenes: Bool { false }

    /// The app finished launching (posted after `application(_:didFinishLaunchingWithOptions:)`).
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// The app became active.
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// The app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// The app moved to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// The app is about to come back to the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// The app is about to end.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}
