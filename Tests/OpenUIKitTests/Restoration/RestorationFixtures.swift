import Foundation
@testable import OpenUIKit

/// What an app under test heard, across its launches.
@MainActor
final class RestorationLog {
    var entries: [String] = []
    func note(_ entry: String) { entries.append(entry) }
    /// The entries since the last call.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// Notes an entry in the launched app's log (the delegates below own it).
@MainActor
func noteInApp(_ entry: String) {
    (UIApplication.shared.delegate as? any LoggingDelegate)?.log.note(entry)
}

@MainActor
protocol LoggingDelegate: AnyObject {
    var log: RestorationLog { get }
}

/// An app delegate that opts in with the secure methods (or refuses, with `answers = false`),
/// makes its window in code when given a root, and makes controllers it is asked for.
final class RestorationTestDelegate: UIResponder, UIApplicationDelegate, LoggingDelegate {
    var window: UIWindow?
    let log: RestorationLog
    let makeRoot: (() -> UIViewController)?
    /// Answers `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
    let lookup: ([String], NSCoder) -> UIViewController?
    var answers = true
    /// Called in `willEncodeRestorableStateWith` / `didDecodeRestorableStateWith`.
    var encodeApplicationState: ((NSCoder) -> Void)?
    var decodeApplicationState: ((NSCoder) -> Void)?

    init(log: RestorationLog, makeRoot: (() -> UIViewController)? = nil,
         lookup: @escaping ([String], NSCoder) -> UIViewController? = { _, _ in nil }) {
        self.log = log
        self.makeRoot = makeRoot
        self.lookup = lookup
        super.init()
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("willFinishLaunching")
        if let makeRoot {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = makeRoot()
            self.window = window
        }
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("didFinishLaunching")
        if makeRoot != nil { window?.makeKeyAndVisible() }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.note("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.note("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.note("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.note("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.note("willTerminate") }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        log.note("shouldSaveSecure")
        return answers
    }

    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        let version = coder.decodeObject(forKey: UIApplication.stateRestorationBundleVersionKey) as? String ?? "none"
        log.note("shouldRestoreSecure version=\(version)")
        return answers
    }

    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        log.note("lookup " + identifierComponents.joined(separator: "/"))
        return lookup(identifierComponents, coder)
    }

    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        log.note("willEncode")
        encodeApplicationState?(coder)
    }

    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        log.note("didDecode")
        decodeApplicationState?(coder)
    }
}

/// A delegate that implements only the older, non-secure opt-in pair.
final class OlderOptInDelegate: UIResponder, UIApplicationDelegate, LoggingDelegate {
    var window: UIWindow?
    let log: RestorationLog
    init(log: RestorationLog) {
        self.log = log
        super.init()
    }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeStack(["A"])
        self.window = window
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool {
        log.note("shouldSave")
        return true
    }
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool {
        log.note("shouldRestore")
        return true
    }
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        identifierComponents.count > 1 && identifierComponents.last != "A" ? CountingController(identifier: identifierComponents.last!) : nil
    }
}

/// A delegate that does not opt in at all.
final class NoOptInDelegate: UIResponder, UIApplicationDelegate, LoggingDelegate {
    var window: UIWindow?
    let log: RestorationLog
    init(log: RestorationLog) {
        self.log = log
        super.init()
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeStack(["A"])
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A navigation controller ("Nav") whose stack has controllers with these identifiers.
@MainActor
func makeStack(_ identifiers: [String]) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: CountingController(identifier: identifiers[0]))
    navigation.restorationIdentifier = "Nav"
    for identifier in identifiers.dropFirst() {
        navigation.pushViewController(CountingController(identifier: identifier), animated: false)
    }
    return navigation
}

/// A controller with a number it saves and restores, noting each step in the app's log.
class CountingController: UIViewController {
    var count = 0

    convenience init(identifier: String?, count: Int = 0) {
        self.init(nibName: nil, bundle: nil)
        restorationIdentifier = identifier
        title = identifier
        self.count = count
    }

    var name: String { restorationIdentifier ?? "-" }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
        noteInApp("encode \(name) \(count)")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count")
        let storyboard = (coder.decodeObject(forKey: UIStateRestorationViewControllerStoryboardKey) as? UIStoryboard).map { " storyboard=\($0.name)" } ?? ""
        noteInApp("decode \(name) \(count)" + storyboard)
    }

    override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        noteInApp("finished \(name)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        noteInApp("appear \(name) animated=\(animated)")
    }
}

/// Another class, for a lookup that answers with the wrong one.
final class OtherController: UIViewController {
    override func decodeRestorableState(with coder: NSCoder) {
        noteInApp("decode other")
    }
}

/// A view that keeps a number through restoration.
final class CounterView: UIView {
    var count = 0
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
        noteInApp("encode view \(restorationIdentifier ?? "-") \(count)")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count")
        noteInApp("decode view \(restorationIdentifier ?? "-") \(count)")
    }
}

/// A restoration class: makes the controller again, or declines when the path ends in
/// "Declined".
final class RestoredByClass: CountingController, UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        noteInApp("class " + identifierComponents.joined(separator: "/"))
        guard identifierComponents.last != "Declined" else { return nil }
        let controller = RestoredByClass(identifier: identifierComponents.last)
        controller.restorationClass = RestoredByClass.self
        return controller
    }
}

/// A custom container: shows its children side by side and saves them as references.
final class PagesController: UIViewController {
    func show(_ pages: [UIViewController]) {
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        for (index, page) in pages.enumerated() {
            addChild(page)
            page.view.frame = CGRect(x: CGFloat(index) * view.bounds.width / 2, y: 0, width: view.bounds.width / 2, height: view.bounds.height)
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(children, forKey: "pages")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        show(coder.decodeObject(forKey: "pages") as? [UIViewController] ?? [])
    }
}

/// A presentation controller that keeps the lower half of the screen.
final class HalfHeightPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

/// A controller presented with `.custom` through its own transitioning delegate (itself), which
/// notes what it is asked for.
final class CustomSheetController: CountingController, UIViewControllerTransitioningDelegate {
    convenience init(identifier: String, count: Int) {
        self.init(nibName: nil, bundle: nil)
        restorationIdentifier = identifier
        self.count = count
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        noteInApp("vend presentationController")
        return HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        noteInApp("vend animator")
        return nil
    }
}

/// A controller showing a tall page in a zooming scroll view whose restoration identifier is
/// "Pages".
final class ZoomingReader: CountingController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: UIScreen.main.bounds)
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 5000))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.restorationIdentifier = "Pages"
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.maximumZoomScale = 3
        scrollView.addSubview(page)
        scrollView.contentSize = page.bounds.size
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { page }
}
