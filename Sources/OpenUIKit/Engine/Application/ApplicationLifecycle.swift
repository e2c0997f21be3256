import Foundation

/// The app's life as the launch left it.
@MainActor
struct ApplicationLifecycleState {
    var delegate: (any UIApplicationDelegate)?
    /// `.active` until an app is launched (a window shown by a test receives events).
    var applicationState: UIApplication.State = .active
    var scenes: [UIScene] = []
    /// The window UIKit made from the main storyboard (kept even if the delegate has no
    /// `window` property).
    var storyboardWindow: UIWindow?
    /// Restored presentations waiting for the window to be shown.
    var pendingPresentations: [RestoredPresentation] = []
}

/// The launch sequence, the moves to and from the background, and termination, each in
/// UIKit's order (docs/state-restoration.md).
@MainActor
enum ApplicationLifecycle {
    private static var application: UIApplication { .shared }
    private static var lifecycle: ApplicationLifecycleState {
        get { application.state.lifecycle }
        set { application.state.lifecycle = newValue }
    }

    // MARK: Launch

    static func launch(_ configuration: LaunchConfiguration) {
        let delegate = configuration.makeDelegate()
        lifecycle.delegate = delegate
        lifecycle.applicationState = .inactive
        let options = configuration.launchOptions
        if configuration.makeSceneDelegate == nil, let storyboard = configuration.mainStoryboard {
            let window = UIWindow(frame: UIScreen.main.bounds)
            lifecycle.storyboardWindow = window
            delegate.window = window
            window.rootViewController = storyboard.instantiateInitialViewController()
        }
        _ = delegate.application(application, willFinishLaunchingWithOptions: options)
        let archive = readArchive()
        if configuration.makeSceneDelegate == nil, let archive {
            // A marker beside the archive while restoring: if the app dies in its restoration
            // code, the next launch does not restore the same state again (iOS discards the
            // archive after a crash during restoration).
            let marker = restoringMarker
            _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
            StateRestoration.restoreIfAllowed(archive, application: application, delegate: delegate,
                                              window: delegate.window ?? lifecycle.storyboardWindow)
            try? FileManager.default.removeItem(at: marker)
        }
        _ = delegate.application(application, didFinishLaunchingWithOptions: options)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        if let makeSceneDelegate = configuration.makeSceneDelegate {
            SceneLifecycle.connect(makeDelegate: makeSceneDelegate, archive: archive, application: application, delegate: delegate)
        } else {
            (delegate.window ?? lifecycle.storyboardWindow)?.makeKeyAndVisible()
            StateRestoration.installPendingPresentations()
            becomeActive(delegate)
        }
    }

    /// Reads the archive, discarding it (with the reason) when it cannot be used.
    private static func readArchive() -> RestorationArchive? {
        let url = application.state.restoration.archiveURL
        if FileManager.default.fileExists(atPath: restoringMarker.path) {
            try? FileManager.default.removeItem(at: restoringMarker)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            OpenUIKitDiagnostics.report(.stateRestoration, "The state restoration archive at \(url.path) is discarded: the last launch ended while restoring it. The app launches without restoring its state.")
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        switch RestorationArchive.decode(data) {
        case .success(let archive):
            return archive
        case .failure(let refusal):
            OpenUIKitDiagnostics.report(.stateRestoration, "The state restoration archive at \(url.path) is discarded: \(refusal). The app launches without restoring its state.")
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }

    /// `restoration.archive.restoring`, present while a launch restores.
    private static var restoringMarker: URL {
        application.state.restoration.archiveURL.appendingPathExtension("restoring")
    }

    // MARK: Background and foreground

    /// Moves the app to the background and preserves its state (nothing when already there). An
    /// app that was never launched (windows shown by a test or the live window) has no delegate:
    /// it changes state and posts the notifications, and nothing is preserved.
    static func enterBackground() {
        guard lifecycle.applicationState != .background else { return }
        if !lifecycle.scenes.isEmpty { return SceneLifecycle.enterBackground(application: application) }
        let delegate = lifecycle.delegate
        if lifecycle.applicationState == .active {
            delegate?.applicationWillResignActive(application)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: application)
            lifecycle.applicationState = .inactive
        }
        lifecycle.applicationState = .background
        delegate?.applicationDidEnterBackground(application)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: application)
        if let delegate { preserve(delegate) }
    }

    /// Brings a backgrounded app back and makes it active.
    static func enterForeground() {
        guard lifecycle.applicationState == .background else { return }
        if !lifecycle.scenes.isEmpty { return SceneLifecycle.enterForeground(application: application) }
        lifecycle.applicationState = .inactive
        lifecycle.delegate?.applicationWillEnterForeground(application)
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: application)
        becomeActive(lifecycle.delegate)
    }

    /// Ends the app: to the background first (its state is saved), then
    /// `applicationWillTerminate` (and the scene's disconnection).
    static func terminate() {
        guard let delegate = lifecycle.delegate else { return }
        enterBackground()
        for scene in lifecycle.scenes {
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        }
        delegate.applicationWillTerminate(application)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: application)
    }

    static func becomeActive(_ delegate: (any UIApplicationDelegate)?) {
        lifecycle.applicationState = .active
        delegate?.applicationDidBecomeActive(application)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
    }

    private static func preserve(_ delegate: any UIApplicationDelegate) {
        let root = (delegate.window ?? lifecycle.storyboardWindow ?? application.keyWindow)?.rootViewController
        let url = application.state.restoration.archiveURL
        guard let archive = StatePreservation.archive(application: application, delegate: delegate, root: root) else {
            // Behaviour source [R] — Restoration
            //   Rule: The delegate declines to save: nothing is saved and the previous archive is
            //     deleted
            //   Value: archive deleted
            //   Source: Apple documents that returning false does not preserve state
            //     (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldsavesecureapplicationstate:));
            //     deleting the old archive is ours (it no longer describes the app).
            //   Also: docs/state-restoration.md
            // Declined: the state saved before no longer describes the app [R].
            try? FileManager.default.removeItem(at: url)
            return
        }
        write(archive, to: url)
    }

    static func write(_ archive: RestorationArchive, to url: URL) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try archive.encoded().write(to: url, options: .atomic)
        } catch {
            OpenUIKitDiagnostics.report(.stateRestoration, "The app's state could not be saved to \(url.path): \(error.localizedDescription)", level: .error)
        }
    }
}
