// State restoration code as iOS apps write it (Swift 5 mode): an app delegate opting in and
// making controllers by restoration path, a controller with a restoration class and its state,
// a view saving its own, a scene delegate handing back an NSUserActivity. Compiling it is the
// check (isolation and names as on iOS); StateRestorationTests run the same shapes.
import UIKit

class RestorableAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let navigation = UINavigationController(rootViewController: NoteViewController())
        navigation.restorationIdentifier = "Navigation"
        window?.rootViewController = navigation
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        _ = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in }
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        let version = coder.decodeObject(forKey: UIApplication.stateRestorationBundleVersionKey) as? String
        return version == Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "1"
    }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        if identifierComponents.last == "Note" { return NoteViewController() }
        return nil
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        application.ignoreSnapshotOnNextApplicationLaunch()
    }
}

class NoteViewController: UIViewController, UIViewControllerRestoration {
    var text = ""
    var scrollPosition = CGPoint.zero

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        restorationIdentifier = "Note"
        restorationClass = NoteViewController.self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        if let storyboard = coder.decodeObject(forKey: UIStateRestorationViewControllerStoryboardKey) as? UIStoryboard {
            return storyboard.instantiateViewController(withIdentifier: "Note")
        }
        let controller = NoteViewController()
        controller.restorationIdentifier = identifierComponents.last
        return controller
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(text, forKey: "text")
        coder.encode(scrollPosition, forKey: "position")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        text = coder.decodeObject(forKey: "text") as? String ?? ""
        scrollPosition = coder.decodeCGPoint(forKey: "position")
    }

    override func applicationFinishedRestoringState() {
        title = text
    }
}

class RestorableBadgeView: UIView {
    var count = 0

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count")
    }
}

class RestorableSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let note = NoteViewController()
        if let activity = session.stateRestorationActivity ?? connectionOptions.userActivities.first {
            note.text = activity.userInfo?["text"] as? String ?? ""
        }
        window?.rootViewController = note
        window?.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.notes.editing")
        activity.userInfo = ["text": (window?.rootViewController as? NoteViewController)?.text ?? ""]
        return activity
    }
}
