import Foundation

extension UIApplication {
    /// Keys of the launch options dictionary handed to the delegate's launch methods.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened this one.
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        /// Present when the launch continues a user activity.
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// The moment of the app's life (`UIApplication.shared.applicationState`).
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events (launching, or between active and background).
        case inactive
        /// In the background.
        case background
    }
}

/// What an app's delegate hears from its application: the launch (with state restoration in
/// the middle of it), moving to and from the background, and the preservation of its state.
///
/// Every method is optional: the protocol gives each a default. Write `AppDelegate` as on iOS
/// (`class AppDelegate: UIResponder, UIApplicationDelegate`), with a `var window: UIWindow?`
/// when the app uses a main storyboard.
///
/// - Note: OpenUIKit differs: there is no `@main` entry through this protocol on Linux; an app
///   launches through the test kit (`TransitionHost.launch`), as the test host of its own tests
///   (`openuikit test`, which calls `UIApplicationMain`) or `openuikit`'s restoration demo. The launch sequence and the restoration process are
///   UIKit's (docs/state-restoration.md).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: _SelectorResponding {
    /// The app's main window. UIKit sets it when the app has a main storyboard.
    var window: UIWindow? { get set }

    /// The first launch callback: before state restoration.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The last launch callback: after state restoration, before the window is shown.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (in the foreground, receiving events).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app moved to the background; its state is preserved right after this returns.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)

    /// Whether to preserve the app's state (asked each time the app moves to the background).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether to restore the state saved before (asked at launch, with the archive's app-level
    /// coder: its ``UIApplication/stateRestorationBundleVersionKey`` and the other keys).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// The older form of ``application(_:shouldSaveSecureApplicationState:)``, asked only when the
    /// delegate does not implement the secure one.
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    /// The older form of ``application(_:shouldRestoreSecureApplicationState:)``, asked only when
    /// the delegate does not implement the secure one.
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    /// Returns the controller to restore for a restoration path (the identifiers of the
    /// controller's ancestors and its own, root first), or nil to let UIKit look for it.
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
    /// Saves app-wide state at the start of preservation.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Reads app-wide state: the last step of restoration.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)

    /// The orientations the app's interface may take in `window`. The default is what an app
    /// made from Xcode's template declares: every orientation but upside down on a phone,
    /// every orientation on a pad.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    /// The configuration for a scene being connected (scene-based apps).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    // The defaults of the four opt-in methods note that they ran: an Objective-C runtime would
    // tell that the delegate does not implement them, which decides whether the older pair is
    // asked (Engine/Restoration/RestorationOptIn.swift).
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        application.state.restoration.optIn.noteDefault(.saveSecure)
        return false
    }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        application.state.restoration.optIn.noteDefault(.restoreSecure)
        return false
    }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        UIApplication.templateInterfaceOrientations
    }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // UIKit's default: the Info.plist scene manifest's first configuration for the role.
        UISceneConfiguration(name: InfoPlistLaunch.sceneConfiguration(named: nil)?.name, sessionRole: connectingSceneSession.role)
    }
}
