import Foundation
import OpenUIKit

/// An app launched as the host of its own unit tests, as Xcode launches `TEST_HOST` before a
/// hosted test bundle runs: the tests then reach the app through `UIApplication.shared`, its
/// delegate, its scenes and its key window.
///
/// `openuikit test App.xcodeproj` generates the calls (docs/adopting-an-app.md); tests do not
/// call these themselves.
@MainActor
public enum HostedTests {
    /// Makes a class known by name to `UIApplicationMain` and the Info.plist's scene manifest
    /// (`register("App.AppDelegate") { AppDelegate() }`): Swift on Linux cannot make an object
    /// from a class name. Nothing is made until the launch needs one.
    public static func register<T: AnyObject>(_ name: String, _ make: @escaping @MainActor () -> T) {
        ApplicationHost.registerClass(named: name, make)
    }

    /// Launches the app on a `device` screen by running its entry point `appMain` (the body of
    /// its `main.swift`, or `UIApplicationMain` with its `@main` delegate), which returns once
    /// the app has launched; then runs one frame, as the main run loop does before XCTest starts.
    /// The app stays launched for every test of the process. The restoration archive is a new
    /// temporary file, so no state from an earlier run is restored.
    public static func launch(device: UIScreen.Preset = .iPhone, appMain: @MainActor () -> Void) {
        UIScreen.setMain(UIScreen(preset: device))
        ApplicationHost.restorationArchiveURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("OpenUIKit-hosted-tests-\(getpid())").appendingPathComponent("restoration.archive")
        ApplicationHost.isHostingTests = true
        appMain()
        if UIApplication.shared.delegate == nil {
            OpenUIKitDiagnostics.report(.applicationLaunch, "The test host app was not launched: its entry point did not call UIApplicationMain with a registered delegate. Tests run without a launched app.")
        }
        FrameScheduler.step(frames: 1)
    }
}
