//
//  SceneDelegate.swift
//  Journal
//

import UIKit

class JournalSceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let entries = JournalEntriesViewController()
        let navigationController = UINavigationController(rootViewController: entries)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        if let activity = session.stateRestorationActivity {
            entries.restore(from: activity)
        }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigationController = window?.rootViewController as? UINavigationController,
              let entry = navigationController.topViewController as? JournalEntryViewController else { return nil }
        let activity = NSUserActivity(activityType: JournalEntryViewController.activityType)
        activity.title = entry.title
        activity.addUserInfoEntries(from: [JournalEntryViewController.entryKey: entry.entryNumber])
        return activity
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // Called as the scene is being released by the system.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
    }

    func sceneWillResignActive(_ scene: UIScene) {
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.initializer("init()", { JournalSceneDelegate() })
    }
}

class JournalEntriesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector(Self.addEntry, name: "addEntry"))
    }

    func addEntry() {
        show(JournalEntryViewController(entryNumber: 1), sender: self)
    }

    func restore(from activity: NSUserActivity) {
        guard activity.activityType == JournalEntryViewController.activityType,
              let number = activity.userInfo?[JournalEntryViewController.entryKey] as? Int else { return }
        navigationController?.pushViewController(JournalEntryViewController(entryNumber: number), animated: false)
    }
}

class JournalEntryViewController: UIViewController {
    static let activityType = "com.example.journal.viewingEntry"
    static let entryKey = "entry"
    let entryNumber: Int

    init(entryNumber: Int) {
        self.entryNumber = entryNumber
        super.init(nibName: nil, bundle: nil)
        title = "Entry \(entryNumber)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
