import Foundation

/// Which opt-in method the delegate answers. Without an Objective-C runtime, "the delegate does
/// not implement the secure method" is learnt by the protocol's default noting that it ran; the
/// older method is then asked, as UIKit does.
@MainActor
struct RestorationOptIn {
    enum Method: Hashable { case saveSecure, restoreSecure }
    private var defaultsRun: Set<Method> = []

    mutating func noteDefault(_ method: Method) { defaultsRun.insert(method) }

    static func shouldSave(application: UIApplication, delegate: any UIApplicationDelegate, coder: NSCoder) -> Bool {
        ask(.saveSecure, application) {
            delegate.application(application, shouldSaveSecureApplicationState: coder)
        } older: {
            delegate.application(application, shouldSaveApplicationState: coder)
        }
    }

    static func shouldRestore(application: UIApplication, delegate: any UIApplicationDelegate, coder: NSCoder) -> Bool {
        ask(.restoreSecure, application) {
            delegate.application(application, shouldRestoreSecureApplicationState: coder)
        } older: {
            delegate.application(application, shouldRestoreApplicationState: coder)
        }
    }

    private static func ask(_ method: Method, _ application: UIApplication, secure: () -> Bool, older: () -> Bool) -> Bool {
        application.state.restoration.optIn.defaultsRun.remove(method)
        let answer = secure()
        guard application.state.restoration.optIn.defaultsRun.remove(method) != nil else { return answer }
        return older()
    }
}

/// Where the archive lives and what the current launch learnt about restoration.
@MainActor
struct RestorationSettings {
    var optIn = RestorationOptIn()
    /// `ignoreSnapshotOnNextApplicationLaunch()` was called (no app switcher here: kept only so
    /// tests can see it).
    var snapshotIgnored = false
    /// Objects registered with `registerObject(forStateRestoration:restorationIdentifier:)`.
    var registeredObjects: [RegisteredRestorationObject] = []
    /// The archive's file; the test kit points it at a temporary folder.
    var archiveURL: URL = RestorationSettings.defaultArchiveURL

    /// `$XDG_STATE_HOME/OpenUIKit/<app>/restoration.archive` (`~/.local/state` when unset), `<app>`
    /// being the main bundle's identifier or the executable's name.
    static var defaultArchiveURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return base.appendingPathComponent("OpenUIKit").appendingPathComponent(app).appendingPathComponent("restoration.archive")
    }
}

extension UIApplication {
    /// Where state preservation writes and the launch reads (the test kit sets a temporary file).
    var restorationArchiveURL: URL {
        get { state.restoration.archiveURL }
        set { state.restoration.archiveURL = newValue }
    }
}
