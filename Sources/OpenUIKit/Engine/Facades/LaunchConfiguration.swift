import Foundation

/// How an app is launched (OpenUIKit's stand-in for `UIApplicationMain` and the Info.plist keys
/// it reads).
@MainActor
package struct LaunchConfiguration {
    /// Makes the app delegate (a new one at every launch).
    var makeDelegate: () -> any UIApplicationDelegate
    /// The main storyboard (`UIMainStoryboardFile`): UIKit makes the window and its root.
    var mainStoryboard: UIStoryboard?
    /// Makes the scene delegate of a scene-based app (`UIApplicationSceneManifest`).
    var makeSceneDelegate: (() -> any UISceneDelegate)?
    var launchOptions: [UIApplication.LaunchOptionsKey: Any]?

    package init(makeDelegate: @escaping () -> any UIApplicationDelegate, mainStoryboard: UIStoryboard? = nil,
                 makeSceneDelegate: (() -> any UISceneDelegate)? = nil, launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) {
        self.makeDelegate = makeDelegate
        self.mainStoryboard = mainStoryboard
        self.makeSceneDelegate = makeSceneDelegate
        self.launchOptions = launchOptions
    }
}
