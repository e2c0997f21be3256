import UIKit
import NotesKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var launchCount = 0

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchCount += 1
        (window?.rootViewController as? UINavigationController)?.navigationBar.tintColor = .systemOrange
        return true
    }
}
