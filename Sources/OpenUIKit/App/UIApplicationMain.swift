import Foundation

/// Launches the app as iOS does: makes the delegate of class `delegateClassName`, reads the
/// app's Info.plist (`Bundle.main`) for its main storyboard (`UIMainStoryboardFile`) or scene
/// manifest (`UIApplicationSceneManifest`: scene delegate class and storyboard), runs the
/// launch sequence, shows the key window and makes the app active.
///
/// - Note: OpenUIKit differs:
///   - The delegate class (and a scene delegate class the manifest names) must be registered
///     by name first: Swift on Linux cannot make an object from a class name. `openuikit test`
///     registers an app's delegates when it launches the app as a test host.
///   - Launched as a test host (`openuikit test`), it returns 0 after the launch, so the tests
///     run inside the launched app. Otherwise, as on iOS, it never returns: the main run loop
///     runs, on the virtual clock at the pace of real time.
///   - A custom `UIApplication` subclass (`principalClassName`) is not supported: the shared
///     application is used, with a diagnostic.
///   - An unknown delegate class is reported (iOS stops with an exception) and 1 is returned.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    if let principal = principalClassName, principal != "UIApplication", !principal.hasSuffix(".UIApplication") {
        OpenUIKitDiagnostics.report(.unsupportedAPI, "UIApplicationMain: the UIApplication subclass '\(principal)' is not supported; the shared UIApplication is used.")
    }
    guard let delegateName = delegateClassName else {
        OpenUIKitDiagnostics.report(.applicationLaunch, "UIApplicationMain was called without a delegate class name; OpenUIKit needs the app delegate's class to launch the app.")
        return 1
    }
    guard let delegateClass = InfoPlistLaunch.factory(for: delegateName) else {
        OpenUIKitDiagnostics.report(.applicationLaunch, "UIApplicationMain: no class named '\(delegateName)' is registered, so the app was not launched (registered: \(InfoPlistLaunch.factories.keys.sorted().joined(separator: ", ")); `openuikit test` registers an app's delegates).")
        return 1
    }
    guard delegateClass.type is any UIApplicationDelegate.Type else {
        OpenUIKitDiagnostics.report(.applicationLaunch, "UIApplicationMain: '\(delegateName)' does not conform to UIApplicationDelegate, so the app was not launched.")
        return 1
    }
    var sceneDelegate: (() -> any UISceneDelegate)?
    if let configuration = InfoPlistLaunch.sceneConfiguration(named: nil), let name = configuration.delegateClassName {
        if let sceneClass = InfoPlistLaunch.factory(for: name), sceneClass.type is any UISceneDelegate.Type {
            sceneDelegate = { sceneClass.make() as! any UISceneDelegate }
        } else {
            OpenUIKitDiagnostics.report(.applicationLaunch, "UIApplicationMain: the scene manifest names the scene delegate '\(name)', which is not registered (or is not a UISceneDelegate); the app launches without scenes.")
        }
    }
    let storyboard = InfoPlistLaunch.mainStoryboardName.flatMap { name -> UIStoryboard? in
        guard sceneDelegate == nil else { return nil }
        guard UIStoryboard.exists(name: name, bundle: nil) else {
            OpenUIKitDiagnostics.report(.applicationLaunch, "UIApplicationMain: the Info.plist's main storyboard '\(name)' is not in the main bundle; the app launches without it.")
            return nil
        }
        return UIStoryboard(name: name, bundle: nil)
    }
    ApplicationLifecycle.launch(LaunchConfiguration(makeDelegate: { delegateClass.make() as! any UIApplicationDelegate },
                                                    mainStoryboard: storyboard, makeSceneDelegate: sceneDelegate))
    if InfoPlistLaunch.isHostingTests { return 0 }
    // As on iOS, the main run loop runs for the rest of the process.
    while true {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 60))
    }
}

extension DiagnosticCode {
    /// An app could not be launched as asked (`UIApplicationMain`, the Info.plist).
    public static let applicationLaunch = DiagnosticCode(rawValue: "UIApplicationLaunch")
}
