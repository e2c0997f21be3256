import Foundation
@testable import OpenUIKit

@MainActor
let uiKitRestorationSections: [CoverageSection] = [
    CoverageSection(module: "OpenUIKit", title: "App life and state restoration", entries: [
        CoverageEntry("UIApplicationDelegate window / willFinishLaunching / didFinishLaunching / didBecomeActive / willResignActive / didEnterBackground / willEnterForeground / willTerminate, UIApplication.delegate / applicationState / LaunchOptionsKey and the lifecycle notifications",
                      .differs, "no UIApplicationMain or @main entry: apps launch through TransitionHost.launch (the test kit) or openuikit restoration; the launch order is UIKit's") {
            final class Delegate: UIResponder, UIApplicationDelegate {}
            let app = UIApplication.shared, delegate = Delegate()
            _ = delegate.application(app, willFinishLaunchingWithOptions: [.url: "x"]); _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
            delegate.applicationDidBecomeActive(app); delegate.applicationWillResignActive(app); delegate.applicationDidEnterBackground(app)
            delegate.applicationWillEnterForeground(app); delegate.applicationWillTerminate(app); _ = delegate.window
            _ = (app.delegate, app.applicationState, UIApplication.State.background, UIApplication.didEnterBackgroundNotification,
                 UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                 UIApplication.didFinishLaunchingNotification, UIApplication.willTerminateNotification)
        },
        CoverageEntry("shouldSaveSecureApplicationState / shouldRestoreSecureApplicationState / shouldSaveApplicationState / shouldRestoreApplicationState / viewControllerWithRestorationIdentifierPath / willEncodeRestorableStateWith / didDecodeRestorableStateWith",
                      .differs, "the secure and older pairs differ only in which is asked (the coders never require secure coding: Foundation on Linux stops the process on an unexpected class)") {
            final class Delegate: UIResponder, UIApplicationDelegate {}
            let app = UIApplication.shared, delegate = Delegate(), coder = NSCoder()
            _ = delegate.application(app, shouldSaveSecureApplicationState: coder); _ = delegate.application(app, shouldRestoreSecureApplicationState: coder)
            _ = delegate.application(app, shouldSaveApplicationState: coder); _ = delegate.application(app, shouldRestoreApplicationState: coder)
            _ = delegate.application(app, viewControllerWithRestorationIdentifierPath: ["a"], coder: coder)
            delegate.application(app, willEncodeRestorableStateWith: coder); delegate.application(app, didDecodeRestorableStateWith: coder)
        },
        CoverageEntry("UIViewController restorationIdentifier / restorationClass / encodeRestorableState(with:) / decodeRestorableState(with:) / applicationFinishedRestoringState(), UIViewControllerRestoration, UIStateRestorationViewControllerStoryboardKey",
                      .implemented, "navigation stacks, tab selection, split view columns, presentations and container children; storyboards' restoration identifiers and \"Use Storyboard ID\"") {
            let c = UIViewController(); c.restorationIdentifier = "x"; _ = c.restorationClass
            c.encodeRestorableState(with: NSCoder()); c.decodeRestorableState(with: NSCoder()); c.applicationFinishedRestoringState()
            _ = (UIViewControllerRestoration.self, UIStateRestorationViewControllerStoryboardKey)
        },
        CoverageEntry("UIView restorationIdentifier / encodeRestorableState(with:) / decodeRestorableState(with:)", .implemented,
                      "views with identifiers inside a preserved controller's view, decoded after their controller") {
            let v = UIView(); v.restorationIdentifier = "x"; v.encodeRestorableState(with: NSCoder()); v.decodeRestorableState(with: NSCoder())
        },
        CoverageEntry("UIApplication.stateRestorationBundleVersionKey / UserInterfaceIdiomKey / TimestampKey / SystemVersionKey, ignoreSnapshotOnNextApplicationLaunch()",
                      .differs, "there is no app switcher snapshot to ignore") {
            _ = (UIApplication.stateRestorationBundleVersionKey, UIApplication.stateRestorationUserInterfaceIdiomKey,
                 UIApplication.stateRestorationTimestampKey, UIApplication.stateRestorationSystemVersionKey)
            _ = UIApplication.ignoreSnapshotOnNextApplicationLaunch
        },
        CoverageEntry("NSCoder decodeCGPoint / decodeCGSize / decodeCGRect / encode(UIEdgeInsets) / decodeUIEdgeInsets / string(for:) / cgPoint(for:) / cgSize(for:) / cgRect(for:) / uiEdgeInsets(for:)",
                      .implemented, "points, sizes and rectangles are encoded with Foundation's encode(_:forKey:)") {
            _ = (NSCoder.string(for: CGPoint.zero), NSCoder.cgPoint(for: "{1, 2}"), NSCoder.cgSize(for: "{1, 2}"), NSCoder.cgRect(for: "{{0, 0}, {1, 2}}"),
                 NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}"), NSCoder.string(for: UIEdgeInsets.zero))
            _ = (NSCoder.decodeCGPoint(forKey:), NSCoder.decodeCGSize(forKey:), NSCoder.decodeCGRect(forKey:), NSCoder.decodeUIEdgeInsets(forKey:))
        },
        CoverageEntry("UIStateRestoring (restorationParent / objectRestorationClass / encode / decode / applicationFinishedRestoringState) / UIObjectRestoration / UIApplication.registerObject(forStateRestoration:restorationIdentifier:)",
                      .implemented, "objects are preserved when a preserved object encodes them; found again by path (registered in willFinishLaunching) or made by their restoration class") {
            final class Model: UIStateRestoring {}
            let model = Model()
            UIApplication.shared.registerObject(forStateRestoration: model, restorationIdentifier: "m")
            _ = (model.restorationParent, model.objectRestorationClass, UIObjectRestoration.self, UIViewController().restorationParent)
        },
        CoverageEntry(missing: "UIDataSourceModelAssociation", "table and collection views do not exist yet"),
    ]),
    CoverageSection(module: "OpenUIKit", title: "Scenes", entries: [
        CoverageEntry("UIScene / UIWindowScene / UISceneSession / UISceneConfiguration / UIScene.ConnectionOptions / UIWindow(windowScene:) / UIApplication.connectedScenes / openSessions",
                      .differs, "one scene per app; the scene delegate is made by the launch's factory (a class value cannot make an object on Linux)") {
            let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
            _ = (configuration.delegateClass, configuration.storyboard, configuration.sceneClass, UIApplication.shared.connectedScenes, UIApplication.shared.openSessions)
            _ = (UIScene.ActivationState.foregroundActive, UIScene.willConnectNotification, UIScene.didEnterBackgroundNotification)
            _ = (\UISceneSession.stateRestorationActivity, \UISceneSession.persistentIdentifier, \UIWindowScene.windows, \UIWindow.windowScene)
        },
        CoverageEntry("UISceneDelegate / UIWindowSceneDelegate: willConnectTo / sceneDidDisconnect / sceneDidBecomeActive / sceneWillResignActive / sceneWillEnterForeground / sceneDidEnterBackground / stateRestorationActivity(for:) / restoreInteractionStateWith",
                      .implemented, "the activity is saved when the scene enters the background and handed back through the session at the next launch") {
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            let delegate = SceneDelegate(), scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication), persistentIdentifier: "x"), connectionOptions: UIScene.ConnectionOptions())
            _ = delegate.stateRestorationActivity(for: scene); delegate.scene(scene, restoreInteractionStateWith: NSUserActivity(activityType: "x")); _ = delegate.window
        },
        CoverageEntry("NSUserActivity init(activityType:) / title / userInfo / addUserInfoEntries(from:) / requiredUserInfoKeys / persistentIdentifier / targetContentIdentifier",
                      .differs, "OpenUIKit provides it (Foundation on Linux has none); no Handoff, search or Siri; user info must be property-list values to be saved") {
            let activity = NSUserActivity(activityType: "x"); activity.title = "t"; activity.addUserInfoEntries(from: ["a": 1])
            _ = (activity.requiredUserInfoKeys, activity.persistentIdentifier, activity.targetContentIdentifier)
        },
    ]),
]
