import Foundation
import OpenUIKit

/// How a host launched its app, so it can launch it again.
@MainActor
struct LaunchedApp {
    let device: UIScreen.Preset
    let configuration: LaunchConfiguration
    let archiveURL: URL
}

extension TransitionHost {
    /// Launches an app as iOS does — the delegate's launch callbacks, state restoration from the
    /// archive the last launch saved, the window shown, the app active — on a fresh application
    /// and `device` screen, runs `body`, then resets the application.
    ///
    /// - Parameters:
    ///   - appDelegate: makes the app delegate (again at each ``relaunch()``).
    ///   - mainStoryboard: the app's main storyboard (`UIMainStoryboardFile`): UIKit makes the
    ///     window, sets the delegate's `window` and the storyboard's initial controller as root
    ///     before `application(_:willFinishLaunchingWithOptions:)`.
    ///   - sceneDelegate: for a scene-based app, makes its scene delegate; the scene connects after
    ///     `application(_:didFinishLaunchingWithOptions:)`, restoring through its session's
    ///     `stateRestorationActivity`.
    ///   - restorationArchive: where the app's state is saved; a new temporary file when nil
    ///     (deleted when `body` returns), so each test starts without saved state.
    ///
    /// ```swift
    /// @MainActor @Test func comesBackThreeDeep() throws {
    ///     try TransitionHost.launch(appDelegate: AppDelegate(), mainStoryboard: UIStoryboard(name: "Main", bundle: .module)) { host in
    ///         // … navigate …
    ///         host.relaunch()          // to the background (state saved), terminated, launched again
    ///         try host.runUntilIdle()
    ///     }
    /// }
    /// ```
    public static func launch<Result>(device: UIScreen.Preset = .iPhone,
                                      appDelegate: @autoclosure @escaping () -> any UIApplicationDelegate,
                                      mainStoryboard: UIStoryboard? = nil,
                                      sceneDelegate: (() -> any UISceneDelegate)? = nil,
                                      restorationArchive: URL? = nil,
                                      _ body: (TransitionHost) throws -> Result) rethrows -> Result {
        if HostQueue.shared.isRunning {
            OpenUIKitDiagnostics.report(.testKitMisuse, "TransitionHost.launch started while an async TransitionHost.run or launch is suspended at an 'await': both share the one application. Run them in a serialized suite (@Suite(.serialized)).")
        }
        let (host, temporary) = startLaunching(device: device, appDelegate: appDelegate, mainStoryboard: mainStoryboard,
                                               sceneDelegate: sceneDelegate, restorationArchive: restorationArchive)
        defer { finishLaunched(temporary) }
        return try body(host)
    }

    /// The same for `async` tests (async runs and launches wait for each other).
    @_disfavoredOverload
    public static func launch<Result>(device: UIScreen.Preset = .iPhone,
                                      appDelegate: @autoclosure @escaping () -> any UIApplicationDelegate,
                                      mainStoryboard: UIStoryboard? = nil,
                                      sceneDelegate: (() -> any UISceneDelegate)? = nil,
                                      restorationArchive: URL? = nil,
                                      _ body: (TransitionHost) async throws -> Result) async rethrows -> Result {
        await HostQueue.shared.enter()
        defer { HostQueue.shared.leave() }
        let (host, temporary) = startLaunching(device: device, appDelegate: appDelegate, mainStoryboard: mainStoryboard,
                                               sceneDelegate: sceneDelegate, restorationArchive: restorationArchive)
        defer { finishLaunched(temporary) }
        return try await body(host)
    }

    private static func startLaunching(device: UIScreen.Preset, appDelegate: @escaping () -> any UIApplicationDelegate,
                                       mainStoryboard: UIStoryboard?, sceneDelegate: (() -> any UISceneDelegate)?,
                                       restorationArchive: URL?) -> (TransitionHost, URL?) {
        let temporary = restorationArchive == nil
            ? FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKit-restoration-\(UUID().uuidString)")
            : nil
        let url = restorationArchive ?? temporary!.appendingPathComponent("restoration.archive")
        let app = LaunchedApp(device: device,
                              configuration: LaunchConfiguration(makeDelegate: appDelegate, mainStoryboard: mainStoryboard,
                                                                 makeSceneDelegate: sceneDelegate),
                              archiveURL: url)
        resetApplication()
        FrameScheduler.holdRealTimePacing()
        launchFresh(app)
        return (TransitionHost(launched: app), temporary)
    }

    private static func finishLaunched(_ temporary: URL?) {
        finish()
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    /// A fresh application on the app's device, pointed at its archive, launched.
    private static func launchFresh(_ app: LaunchedApp) {
        UIScreen.setMain(UIScreen(preset: app.device))
        ApplicationHost.restorationArchiveURL = app.archiveURL
        ApplicationHost.launch(app.configuration)
    }

    // MARK: The app's life

    /// Moves the app to the background, as pressing the home button does: it resigns active and
    /// enters the background (delegate calls and notifications), and a launched app's state is
    /// preserved (written to the archive). A host made with `run(root:)` has no delegate: only
    /// the state and the notifications change.
    public func enterBackground() {
        ApplicationHost.enterBackground()
    }

    /// Brings the app back from the background and makes it active.
    public func enterForeground() {
        ApplicationHost.enterForeground()
        FrameScheduler.step(frames: 1)
    }

    /// Ends the app — to the background first (its state is saved), `applicationWillTerminate` —
    /// and launches it again on a fresh application (virtual clock back at its epoch), restoring
    /// the saved state; ``window`` and ``touches`` then belong to the new launch.
    public func relaunch() {
        guard requireLaunchedApp("relaunch()"), let app = launchedApp else { return }
        ApplicationHost.terminate()
        Self.resetApplication()
        Self.launchFresh(app)
        window = Self.keyWindowOfLaunchedApp()
        touches = SyntheticTouches(window: window)
        FrameScheduler.step(frames: 1)
    }

    /// Where the launched app's state is saved (nil for a host made with `run(root:)`).
    public var restorationArchiveURL: URL? { launchedApp?.archiveURL }

    private func requireLaunchedApp(_ call: String) -> Bool {
        guard launchedApp == nil else { return true }
        OpenUIKitDiagnostics.report(.testKitMisuse, "TransitionHost.\(call) needs an app launched with TransitionHost.launch(appDelegate:…); a host made with run(root:) has no app life to move. Ignored.")
        return false
    }
}
