import UIKit

/// Seed 001's "Preserving and Restoring State" as an app: a mailbox in a navigation controller,
/// messages pushed onto it and a reply presented as a sheet, every controller tagged with a
/// restoration identifier; the delegate opts in and makes the controllers UIKit asks for.
/// Every callback is written to the app's log.
public final class RestorationDemoLog {
    public private(set) var lines: [String] = []
    public init() {}
    func note(_ line: String) { lines.append(line) }
}

@MainActor
func noteInDemo(_ line: String) {
    (UIApplication.shared.delegate as? RestorationDemoDelegate)?.log.note(line)
}

/// The app delegate: the window and the mailbox made in willFinishLaunching (so UIKit finds them
/// by their restoration paths), messages and replies made on request.
public final class RestorationDemoDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    public let log: RestorationDemoLog

    public init(log: RestorationDemoLog) {
        self.log = log
        super.init()
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("application(_:willFinishLaunchingWithOptions:)")
        let navigation = UINavigationController(rootViewController: MailboxController())
        navigation.restorationIdentifier = "Mail"
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        self.window = window
        return true
    }

    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("application(_:didFinishLaunchingWithOptions:)")
        window?.makeKeyAndVisible()
        return true
    }

    public func applicationDidEnterBackground(_ application: UIApplication) { log.note("applicationDidEnterBackground(_:)") }
    public func applicationWillTerminate(_ application: UIApplication) { log.note("applicationWillTerminate(_:)") }

    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        log.note("application(_:shouldSaveSecureApplicationState:)")
        return true
    }

    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        log.note("application(_:shouldRestoreSecureApplicationState:)")
        return true
    }

    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        let path = identifierComponents.joined(separator: "/")
        guard let last = identifierComponents.last else { return nil }
        let made: UIViewController? = last.hasPrefix("Message") ? MessageController() : last == "Reply" ? ReplyController() : nil
        log.note("viewControllerWithRestorationIdentifierPath \(path) → \(made.map { "\(type(of: $0))" } ?? "nil (found by UIKit)")")
        made?.restorationIdentifier = last
        return made
    }

    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        log.note("application(_:didDecodeRestorableStateWith:)")
    }
}

/// The mailbox: the navigation controller's root, found again by UIKit's implicit search.
final class MailboxController: DemoScreenViewController {
    init() {
        super.init(title: "Inbox", subtitle: "restorationIdentifier \"Inbox\"", color: .systemBlue,
                   rows: ["Message 1 · Lunch?", "Message 2 · The report", "Message 3 · Photos", "Message 4 · Flights"])
        restorationIdentifier = "Inbox"
    }

    required init?(coder: NSCoder) { nil }
}

/// A message, by number: what it saves is the number.
final class MessageController: UIViewController {
    var number = 0

    convenience init(number: Int) {
        self.init(nibName: nil, bundle: nil)
        self.number = number
        restorationIdentifier = "Message\(number)"
        title = "Message \(number)"
    }

    override func loadView() {
        let colors: [UIColor] = [.systemTeal, .systemOrange, .systemPurple, .systemGreen]
        view = DemoScreenView(title: "Message \(number)", subtitle: "restorationIdentifier \"\(restorationIdentifier ?? "nil")\"",
                              color: colors[number % colors.count], rows: ["From: a friend", "Number \(number) of 4", "Saved: number = \(number)"])
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(number, forKey: "number")
        noteInDemo("encodeRestorableState Message\(number) (number = \(number))")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        number = coder.decodeInteger(forKey: "number")
        title = "Message \(number)"
        noteInDemo("decodeRestorableState Message\(number) (number = \(number))")
    }

    override func applicationFinishedRestoringState() {
        noteInDemo("applicationFinishedRestoringState Message\(number)")
    }
}

/// A reply, presented as a sheet over the message; it saves the draft's length.
final class ReplyController: UIViewController {
    var draft = ""

    override func loadView() {
        view = DemoScreenView(title: "Reply", subtitle: "a sheet · restorationIdentifier \"Reply\"", color: .systemPink,
                              rows: ["Draft: \(draft)", "Presented with .pageSheet", "Comes back after the relaunch"])
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(draft, forKey: "draft")
        noteInDemo("encodeRestorableState Reply (draft = \"\(draft)\")")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        draft = coder.decodeObject(forKey: "draft") as? String ?? ""
        noteInDemo("decodeRestorableState Reply (draft = \"\(draft)\")")
    }
}
