import Foundation

// Behaviour source [R] — Restoration
//   Rule: Scene-based apps restore through `NSUserActivity`; controller-by-controller restoration
//     is not run for them
//   Value: not run
//   Source: Apple documents scene restoration through `stateRestorationActivity(for:)`
//     (https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:));
//     whether iOS also runs the older mechanism for scene apps is not documented.
/// A scene-based app's scene: connected after `didFinishLaunching`, moved to and from the
/// background, and its restoration activity saved and handed back through its session.
///
/// Scene-based apps restore through `NSUserActivity`; the older controller-by-controller
/// restoration is not run for them [R] (on iOS it is meant for apps without scenes).
@MainActor
enum SceneLifecycle {
    // Behaviour source [R] — Restoration
    //   Rule: The app's one scene session identifier when no archive names one
    //   Value: "OpenUIKit-Scene-1"
    //   Source: Fixed so the same run writes the same archive.
    /// The identifier of the app's one session when no archive names one [R]: a fixed value, so
    /// the same run writes the same archive.
    static let firstSessionIdentifier = "OpenUIKit-Scene-1"

    static func connect(makeDelegate: () -> any UISceneDelegate, archive: RestorationArchive?,
                        application: UIApplication, delegate: any UIApplicationDelegate) {
        let placeholder = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: placeholder,
                                     persistentIdentifier: archive?.scene?.persistentIdentifier ?? firstSessionIdentifier)
        session.stateRestorationActivity = archive?.scene?.activity.map(RestorationActivityCoding.activity(from:))
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        InfoPlistLaunch.complete(configuration)
        session.configuration = configuration
        let sceneClass = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        let sceneDelegate = makeDelegate()
        scene.delegate = sceneDelegate
        application.state.lifecycle.scenes = [scene]
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            (sceneDelegate as? any UIWindowSceneDelegate)?.window = window
            application.state.lifecycle.storyboardWindow = window
            storyboardWindow = window
        }
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        if let activity = session.stateRestorationActivity {
            sceneDelegate.scene(scene, restoreInteractionStateWith: activity)
        }
        storyboardWindow?.makeKeyAndVisible()
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        activate(scene, application: application)
    }

    static func enterBackground(application: UIApplication) {
        for scene in application.state.lifecycle.scenes {
            if scene.activationState == .foregroundActive {
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
                NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: application)
            }
            scene.activationState = .background
            application.state.lifecycle.applicationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: application)
            let activity = scene.delegate?.stateRestorationActivity(for: scene)
            scene.session.stateRestorationActivity = activity
            var archive = RestorationArchive(applicationState: [:])
            archive.scene = .init(persistentIdentifier: scene.session.persistentIdentifier,
                                  activity: activity.map(RestorationActivityCoding.record(of:)))
            ApplicationLifecycle.write(archive, to: application.state.restoration.archiveURL)
        }
    }

    static func enterForeground(application: UIApplication) {
        for scene in application.state.lifecycle.scenes where scene.activationState == .background {
            scene.activationState = .foregroundInactive
            application.state.lifecycle.applicationState = .inactive
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: application)
            activate(scene, application: application)
        }
    }

    private static func activate(_ scene: UIScene, application: UIApplication) {
        scene.activationState = .foregroundActive
        application.state.lifecycle.applicationState = .active
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
    }
}

/// An activity to and from its archive record. The user info is saved as restoration values;
/// values that are not property-list values are reported and left out.
@MainActor
enum RestorationActivityCoding {
    static func record(of activity: NSUserActivity) -> RestorationArchive.ActivityRecord {
        var userInfo: RestorationArchive.State?
        if let info = activity.userInfo, !info.isEmpty {
            var state: RestorationArchive.State = [:]
            for (key, value) in info {
                guard let key = key as? String else { continue }
                if PropertyListSerialization.propertyList(value, isValidFor: .binary),
                   let stored = RestorationCoders.storable(value, keyOfObject: { _ in nil }) {
                    state[key] = stored
                } else {
                    OpenUIKitDiagnostics.report(.stateRestoration, "The restoration activity's userInfo value for '\(key)' (\(type(of: value))) is not a property-list value; it is not saved.")
                }
            }
            userInfo = state
        }
        return .init(activityType: activity.activityType, title: activity.title, persistentIdentifier: activity.persistentIdentifier,
                     targetContentIdentifier: activity.targetContentIdentifier, userInfo: userInfo)
    }

    static func activity(from record: RestorationArchive.ActivityRecord) -> NSUserActivity {
        let activity = NSUserActivity(activityType: record.activityType)
        activity.title = record.title
        activity.persistentIdentifier = record.persistentIdentifier
        activity.targetContentIdentifier = record.targetContentIdentifier
        if let info = record.userInfo {
            let resolver = RestorationReferenceResolver { _ in nil }
            activity.userInfo = info.compactMapValues { resolver.resolve($0) }
        }
        return activity
    }
}
