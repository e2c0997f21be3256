import Foundation
import OpenUIKit
import Testing
@testable import UIKitTesting

/// `HostedTests` launches an app through `UIApplicationMain` with a delegate named by string, as
/// `openuikit test` does before an app's hosted tests.
@MainActor @Suite(.serialized)
struct HostedTestsTests {
    final class RecordingDelegate: UIResponder, UIApplicationDelegate {
        static var events: [String] = []
        var window: UIWindow?

        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Self.events.append("willFinishLaunching")
            return true
        }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Self.events.append("didFinishLaunching")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = ColorViewController("Home", .systemBlue)
            window?.makeKeyAndVisible()
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            Self.events.append("didBecomeActive")
        }
    }

    @Test func launchesTheRegisteredDelegateThroughUIApplicationMain() throws {
        defer { TransitionHost.resetApplication() }
        RecordingDelegate.events = []
        HostedTests.register("HostedApp.RecordingDelegate") { RecordingDelegate() }
        var returned: Int32?
        HostedTests.launch(device: .iPad) {
            // The unqualified name resolves as Objective-C's class names do.
            returned = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "RecordingDelegate")
        }
        #expect(returned == 0)
        #expect(RecordingDelegate.events == ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        let delegate = try #require(UIApplication.shared.delegate as? RecordingDelegate)
        #expect(UIApplication.shared.keyWindow === delegate.window)
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIScreen.main.bounds.size == UIScreen(preset: .iPad).bounds.size)
        #expect(delegate.window?.rootViewController?.title == "Home")
    }

    @Test func anUnknownDelegateIsReportedAndNothingLaunches() {
        defer { TransitionHost.resetApplication() }
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            HostedTests.launch {
                #expect(UIApplicationMain(0, CommandLine.unsafeArgv, nil, "Nowhere.Delegate") == 1)
            }
        }
        #expect(UIApplication.shared.delegate == nil)
        let messages = capture.records(withCode: .applicationLaunch).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("UIApplicationMain: no class named 'Nowhere.Delegate' is registered") == true)
        #expect(messages.last?.hasPrefix("The test host app was not launched") == true)
    }
}
