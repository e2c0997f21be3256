@testable import OpenUIKit

/// A shared, ordered record of callbacks from several controllers.
@MainActor
final class CallbackLog {
    var entries: [String] = []
    /// Objects kept alive for the log's lifetime (delegates are weak, as on iOS).
    var retained: [AnyObject] = []
    /// Prefixes each entry with the virtual time (`now()`), for logs compared across clocks.
    var stampsTime = false
    func add(_ entry: String) { entries.append(stampsTime ? "@\(now()) \(entry)" : entry) }
    /// Returns the entries recorded so far and starts afresh.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A controller that records its lifecycle, appearance and containment callbacks as
/// "Name.callback" strings (with the flags UIKit users check).
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: CallbackLog
    var logsLayout = false

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        log.add("\(name).loadView")
        view = UIView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))\(flags)") }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))\(flags)") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))\(flags)") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))\(flags)") }
    override func viewWillLayoutSubviews() { if logsLayout { log.add("\(name).viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if logsLayout { log.add("\(name).viewDidLayoutSubviews") } }
    override func willMove(toParent parent: UIViewController?) { log.add("\(name).willMove(toParent: \(parent.map { describe($0) } ?? "nil"))") }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name).didMove(toParent: \(parent.map { describe($0) } ?? "nil"))") }

    private var flags: String {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingToParent") }
        if isMovingFromParent { flags.append("movingFromParent") }
        if isBeingPresented { flags.append("beingPresented") }
        if isBeingDismissed { flags.append("beingDismissed") }
        return flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]"
    }

    private func describe(_ controller: UIViewController) -> String {
        (controller as? LoggingViewController)?.name ?? String(describing: type(of: controller))
    }
}

/// A navigation delegate that records willShow/didShow.
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: CallbackLog
    init(log: CallbackLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.add("nav.willShow(\((viewController as? LoggingViewController)?.name ?? "?"), \(animated))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("nav.didShow(\((viewController as? LoggingViewController)?.name ?? "?"), \(animated))")
    }
}

/// A window showing `root`, made visible, with its first frames run.
@MainActor
func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    advance(1.0 / 60)
    return window
}

/// The stage of the random transition scenarios: a tab bar controller of navigation controllers
/// (one per root, all with `delegate`), shown in a window.
@MainActor
struct TabbedNavigations {
    let window: UIWindow
    let tabs = UITabBarController()
    let navigations: [UINavigationController]

    init(roots: [UIViewController], delegate: any UINavigationControllerDelegate) {
        navigations = roots.map { UINavigationController(rootViewController: $0) }
        tabs.viewControllers = navigations
        for navigation in navigations { navigation.delegate = delegate }
        window = showInWindow(tabs)
    }

    /// The selected tab's navigation controller.
    var currentNavigation: UINavigationController { navigations[max(0, min(tabs.selectedIndex, navigations.count - 1))] }

    /// The controller in front: the last one presented over the tabs, or the tabs.
    var topPresented: UIViewController {
        var top: UIViewController = tabs
        while let presented = top.presentedViewController { top = presented }
        return top
    }
}
