import Foundation
@testable import OpenUIKit
import Testing
import UIKitTesting

/// The launch sequence and the moves to and from the background, with their notifications.
@MainActor
@Suite struct ApplicationLifecycleTests {
    /// Notes the application's and scenes' notifications in the log.
    private func observe(_ log: RestorationLog) -> [NSObjectProtocol] {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "n:didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "n:didBecomeActive"),
            (UIApplication.willResignActiveNotification, "n:willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "n:didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "n:willEnterForeground"),
            (UIApplication.willTerminateNotification, "n:willTerminate"),
            (UIScene.willConnectNotification, "n:sceneWillConnect"),
            (UIScene.didDisconnectNotification, "n:sceneDidDisconnect"),
        ]
        return names.map { name, entry in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { log.note(entry) }
            }
        }
    }

    @Test func launchBackgroundForegroundInUIKitsOrder() {
        let log = RestorationLog()
        let observers = observe(log)
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        withApp { _ in
            #expect(UIApplication.shared.applicationState == .active)
            TransitionHost.launch(appDelegate: RestorationTestDelegate(log: log, makeRoot: { makeStack(["A"]) })) { host in
                #expect(log.take() == ["willFinishLaunching", "didFinishLaunching", "n:didFinishLaunching", "didBecomeActive", "n:didBecomeActive", "appear A animated=false"])
                #expect(UIApplication.shared.delegate is RestorationTestDelegate)
                #expect(host.window === UIApplication.shared.delegate?.window)
                host.enterBackground()
                #expect(UIApplication.shared.applicationState == .background)
                #expect(log.take() == ["willResignActive", "n:willResignActive", "didEnterBackground", "n:didEnterBackground",
                                       "shouldSaveSecure", "willEncode", "encode A 0"])
                #expect(FileManager.default.fileExists(atPath: host.restorationArchiveURL!.path))
                host.enterBackground()
                #expect(log.take().isEmpty)
                host.enterForeground()
                #expect(UIApplication.shared.applicationState == .active)
                #expect(log.take() == ["willEnterForeground", "n:willEnterForeground", "didBecomeActive", "n:didBecomeActive"])
            }
        }
    }

    @Test func aMainStoryboardGivesTheWindowBeforeWillFinishLaunching() throws {
        let log = RestorationLog()
        try withApp { _ in
            final class Probe: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var rootAtWillFinish: UIViewController?
                var visibleAtDidFinish = true
                func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    rootAtWillFinish = window?.rootViewController
                    return true
                }
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    visibleAtDidFinish = window?.isKeyWindow ?? false
                    return true
                }
            }
            let probe = Probe()
            _ = log
            try TransitionHost.launch(appDelegate: probe, mainStoryboard: UIStoryboard(name: "Restoration", bundle: .module)) { host in
                #expect(probe.rootAtWillFinish is UINavigationController)
                // UIKit shows the storyboard's window after didFinishLaunching.
                #expect(!probe.visibleAtDidFinish)
                #expect(host.window === probe.window && host.window.isKeyWindow)
                try host.runUntilIdle()
            }
        }
    }

    @Test func hostsWithoutAnAppMoveToTheBackgroundButDoNotRelaunch() {
        let log = RestorationLog()
        let observers = observe(log)
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        withApp { capture in
            TransitionHost.run(root: UIViewController()) { host in
                host.enterBackground()
                #expect(UIApplication.shared.applicationState == .background)
                host.enterForeground()
                #expect(UIApplication.shared.applicationState == .active)
                #expect(log.take() == ["n:willResignActive", "n:didEnterBackground", "n:willEnterForeground", "n:didBecomeActive"])
                host.relaunch()
                #expect(host.restorationArchiveURL == nil)
            }
            #expect(capture.records(withCode: .testKitMisuse).count == 1)
        }
    }

    @Test func anAppThatShowsNoWindowIsReported() {
        withApp { capture in
            TransitionHost.launch(appDelegate: NoWindowDelegate()) { host in
                #expect(host.window.rootViewController == nil)
            }
            #expect(capture.records(withCode: .testKitMisuse).map(\.message).contains { $0.contains("showed no window") })
        }
    }
}

private final class NoWindowDelegate: UIResponder, UIApplicationDelegate {}
