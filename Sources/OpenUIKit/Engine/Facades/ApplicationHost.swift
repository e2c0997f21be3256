import Foundation

/// The application as the test kit and the command line drive it, and the one way they reach
/// the application engine (`ApplicationLifecycle`, `InfoPlistLaunch`, `ApplicationEnvironment`,
/// the restoration archive and the application's state stay internal): launching an app as
/// `UIApplicationMain` does, sending it to the background and back, terminating it, resetting
/// every process-wide state, and the settings a person changes on a device (text size, layout
/// direction).
@MainActor
package enum ApplicationHost {
    // MARK: Launch and life

    /// Launches an app: its delegate, its storyboard's window or its scenes, the restored state,
    /// each callback in UIKit's order (docs/state-restoration.md).
    package static func launch(_ configuration: LaunchConfiguration) {
        ApplicationLifecycle.launch(configuration)
    }

    /// The app goes to the background (the home button): notifications, state saved.
    package static func enterBackground() {
        ApplicationLifecycle.enterBackground()
    }

    /// The app comes back to the foreground.
    package static func enterForeground() {
        ApplicationLifecycle.enterForeground()
    }

    /// The app is terminated (state saved, `applicationWillTerminate(_:)`).
    package static func terminate() {
        ApplicationLifecycle.terminate()
    }

    /// Resets every process-wide state: the application (windows, screens, transitions,
    /// gestures, touches, the keyboard) and Core Animation's engine.
    package static func reset() {
        ApplicationEnvironment.reset()
    }

    // MARK: Hosting an app's tests

    /// Makes a class known by name to `UIApplicationMain` and the Info.plist's scene manifest.
    package static func registerClass<T: AnyObject>(named name: String, _ make: @escaping @MainActor () -> T) {
        InfoPlistLaunch.factories[name] = InfoPlistLaunch.RegisteredClass(make)
    }

    /// While an app is launched as the host of its tests, `UIApplicationMain` returns after the
    /// launch (so the tests can run).
    package static var isHostingTests: Bool {
        get { InfoPlistLaunch.isHostingTests }
        set { InfoPlistLaunch.isHostingTests = newValue }
    }

    /// Where state preservation writes and the launch reads.
    package static var restorationArchiveURL: URL {
        get { UIApplication.shared.restorationArchiveURL }
        set { UIApplication.shared.restorationArchiveURL = newValue }
    }

    /// Told the name of every app and scene delegate callback as UIKit makes it (the test kit's
    /// callback recorders).
    package static var callbackObserver: ((String) -> Void)? {
        get { UIApplication.shared.state.callbackObserver }
        set { UIApplication.shared.state.callbackObserver = newValue }
    }

    // MARK: Device settings

    /// Sets the preferred text size as the Settings app does; `false` (nothing changes) for
    /// `.unspecified` or an unknown value.
    @discardableResult
    package static func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) -> Bool {
        UIApplication.shared.changePreferredContentSizeCategory(to: category)
    }

    /// Sets the application's layout direction and lays every window out again in it.
    package static func setLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) {
        UIApplication.shared.changeUserInterfaceLayoutDirection(direction)
    }

    /// A text size's place among Dynamic Type's twelve (`extraSmall` is 0); `nil` for
    /// `.unspecified` or an unknown value.
    nonisolated package static func textSizeIndex(of category: UIContentSizeCategory) -> Int? {
        category.dynamicTypeIndex
    }
}
