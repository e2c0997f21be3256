import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// A scene-based app: the scene connects after the app's launch and restores through the
/// activity it saved (`stateRestorationActivity(for:)`).
@MainActor
@Suite struct SceneRestorationTests {
    final class SceneApp: UIResponder, UIApplicationDelegate, LoggingDelegate {
        let log: RestorationLog
        init(log: RestorationLog) {
            self.log = log
            super.init()
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.note("didFinishLaunching")
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            log.note("configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.note("app didBecomeActive") }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: RestorationLog
        init(log: RestorationLog) {
            self.log = log
            super.init()
        }
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            let activity = session.stateRestorationActivity
            log.note("willConnect activity=\(activity?.activityType ?? "none")")
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            let navigation = makeStack(["A"])
            if let depth = activity?.userInfo?["depth"] as? Int {
                for level in 0 ..< depth { navigation.pushViewController(CountingController(identifier: "Level\(level)"), animated: false) }
            }
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            self.window = window
        }
        func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
            log.note("restoreInteractionState title=\(stateRestorationActivity.title ?? "-")")
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.note("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.note("sceneDidBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { log.note("sceneWillResignActive") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.note("sceneDidEnterBackground") }
        func sceneDidDisconnect(_ scene: UIScene) { log.note("sceneDidDisconnect") }
        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            log.note("stateRestorationActivity")
            let activity = NSUserActivity(activityType: "org.openuikit.tests.browsing")
            activity.title = "Browsing"
            let depth = (window?.rootViewController as? UINavigationController)?.viewControllers.count ?? 1
            activity.userInfo = ["depth": depth - 1]
            return activity
        }
    }

    @Test func theSceneComesBackThroughItsActivity() throws {
        let log = RestorationLog()
        try withApp { capture in
            try TransitionHost.launch(appDelegate: SceneApp(log: log), sceneDelegate: { SceneDelegate(log: log) }) { host in
                #expect(log.take() == ["didFinishLaunching", "configurationForConnecting", "willConnect activity=none",
                                       "sceneWillEnterForeground", "sceneDidBecomeActive", "appear A animated=false"])
                let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
                #expect(scene.activationState == .foregroundActive)
                #expect(host.window.windowScene === scene && scene.windows.count == 1)
                let navigation = host.window.rootViewController as! UINavigationController
                navigation.pushViewController(CountingController(identifier: "Level0"), animated: true)
                navigation.pushViewController(CountingController(identifier: "Level1"), animated: true)
                try host.runUntilIdle()
                _ = log.take()
                host.relaunch()
                #expect(log.take() == [
                    "sceneWillResignActive", "sceneDidEnterBackground", "stateRestorationActivity", "sceneDidDisconnect",
                    "didFinishLaunching", "configurationForConnecting", "willConnect activity=org.openuikit.tests.browsing",
                    "restoreInteractionState title=Browsing", "sceneWillEnterForeground", "sceneDidBecomeActive", "appear Level1 animated=false",
                ])
                let restored = host.window.rootViewController as! UINavigationController
                #expect(restored.viewControllers.map(\.restorationIdentifier) == ["A", "Level0", "Level1"])
                let session = try #require(UIApplication.shared.openSessions.first)
                #expect(session.persistentIdentifier == SceneLifecycle.firstSessionIdentifier)
                #expect(session.stateRestorationActivity?.userInfo?["depth"] as? Int == 2)
            }
            #expect(capture.records.filter { $0.level >= .warning }.isEmpty, "\(capture.records)")
        }
    }

    @Test func userInfoThatIsNotAPropertyListIsReportedAndLeftOut() {
        withApp { capture in
            let activity = NSUserActivity(activityType: "t")
            activity.userInfo = ["kept": "yes", "dropped": UIView()]
            let record = RestorationActivityCoding.record(of: activity)
            let back = RestorationActivityCoding.activity(from: record)
            #expect(back.userInfo?["kept"] as? String == "yes")
            #expect(back.userInfo?["dropped"] == nil)
            #expect(capture.records(withCode: .stateRestoration).count == 1)
        }
    }
}
