import Foundation

/// What a scene's delegate hears: connecting, activation, the background, and the activity
/// that restores the scene at the next launch. Every method is optional (defaults given).
@preconcurrency @MainActor
public protocol UISceneDelegate: _SelectorResponding {
    /// The scene is connecting: make its window here. `session.stateRestorationActivity` holds
    /// the activity the scene saved before, if any.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The activity that describes the scene's state, asked when the scene moves to the
    /// background; it is handed back through the session at the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restores state from the saved activity, after `scene(_:willConnectTo:options:)`.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// A scene delegate that owns a window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (set by UIKit when the configuration names a storyboard).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
