// Tests/MyTransitionTests/RelaunchTests.swift
import Testing
import UIKit
import UIKitTesting

final class RestorableAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController(rootViewController: HomeViewController())
        navigation.restorationIdentifier = "Navigation"
        navigation.viewControllers[0].restorationIdentifier = "Home"
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard identifierComponents.last == "Detail" else { return nil }  // the others exist already
        let detail = DetailViewController()
        detail.restorationIdentifier = "Detail"
        return detail
    }
}

@MainActor
@Suite struct RelaunchTests {
    @Test func thePushedScreenComesBack() throws {
        try TransitionHost.launch(appDelegate: RestorableAppDelegate()) { host in
            let navigation = try #require(host.window.rootViewController as? UINavigationController)
            let detail = DetailViewController()
            detail.restorationIdentifier = "Detail"
            navigation.pushViewController(detail, animated: true)
            try host.runUntilIdle()

            host.relaunch()

            let restored = try #require(host.window.rootViewController as? UINavigationController)
            #expect(restored !== navigation)
            #expect(restored.viewControllers.map(\.restorationIdentifier) == ["Home", "Detail"])
            #expect(restored.topViewController?.view.window === host.window)
        }
    }
}
