@testable import OpenUIKit
import Foundation
import Testing

/// The controllers, segues and objects the test storyboards and nibs name (customModule
/// "OpenUIKitTests"). Their connections are written by hand here, as the source bridge writes
/// them for `@IBOutlet` and `@IBAction` (SourceBridgeBuildTests runs the bridged form).
/// They log to `StoryboardLog.current`, which each test sets for its own run.
enum StoryboardLog {
    @TaskLocal static var current: StoryboardEvents?

    static func add(_ entry: String) { current?.entries.append(entry) }
}

final class StoryboardEvents: @unchecked Sendable {
    var entries: [String] = []
}

/// Runs `body` on a fresh app (`withApp`) with a new log the storyboard's controllers write to.
@MainActor
func withStoryboardLog(_ body: @MainActor (StoryboardEvents, DiagnosticCapture) throws -> Void) rethrows {
    let log = StoryboardEvents()
    try StoryboardLog.$current.withValue(log) {
        try withApp { capture in try body(log, capture) }
    }
}

final class HomeController: UIViewController {
    var titleLabel: UILabel!
    var container: UIView!
    var buttons: [UIButton]!
    var allowsSegues = true
    var lastUnwindSegue: UIStoryboardSegue?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        StoryboardLog.add("Home.init(coder:) title=\(title ?? "nil")")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLog.add("Home.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardLog.add("Home.viewDidLoad label=\(titleLabel?.text ?? "nil") children=\(children.count)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        StoryboardLog.add("Home.shouldPerformSegue(\(identifier))")
        return allowsSegues
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let destination = segue.destination
        StoryboardLog.add("Home.prepare(\(segue.identifier ?? "nil") → \(type(of: destination)) style=\(destination.modalPresentationStyle.rawValue) transition=\(destination.modalTransitionStyle.rawValue))")
    }

    func tapped(_ sender: UIButton) { StoryboardLog.add("Home.tapped(\(sender.currentTitle ?? ""))") }
    func add(_ sender: UIBarButtonItem) { StoryboardLog.add("Home.add") }
    func viewDoubleTapped(_ sender: UITapGestureRecognizer) { StoryboardLog.add("Home.viewDoubleTapped") }
    func unwindToHome(_ segue: UIStoryboardSegue) {
        lastUnwindSegue = segue
        StoryboardLog.add("Home.unwindToHome from \(type(of: segue.source)) presented=\(presentedViewController != nil) stack=\(navigationController?.viewControllers.count ?? 0)")
    }

    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("titleLabel", \HomeController.titleLabel)
        connections.outlet("container", \HomeController.container)
        connections.outlet("buttons", \HomeController.buttons)
        connections.action("tapped:", HomeController.tapped(_:))
        connections.action("add:", HomeController.add(_:))
        connections.action("viewDoubleTapped:", HomeController.viewDoubleTapped(_:))
        connections.action("unwindToHome:", HomeController.unwindToHome(_:))
    }
}

final class DetailController: UIViewController {
    var backButton: UIButton!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.add("Detail.prepare(\(segue.identifier ?? "nil") → \(type(of: segue.destination)))")
    }

    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("backButton", \DetailController.backButton)
    }
}

final class ModalController: UIViewController {
    var closeButton: UIButton!

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        StoryboardLog.add("Modal.prepare(\(segue.identifier ?? "nil") → \(type(of: segue.destination)))")
    }

    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("closeButton", \ModalController.closeButton)
    }
}

final class ChildController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        StoryboardLog.add("Child.didMove(toParent: \(parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
}

/// A custom segue: pushes without animation, logging its life cycle.
final class FadeSegue: UIStoryboardSegue {
    required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
        StoryboardLog.add("FadeSegue.init(\(identifier ?? "nil"))")
    }

    override func perform() {
        StoryboardLog.add("FadeSegue.perform")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// A storyboard custom object: the navigation controller's delegate, connected by an outlet.
final class NavigationLogger: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        StoryboardLog.add("NavigationLogger.willShow(\(type(of: viewController)))")
    }

    @MainActor class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        connections.makeInstance = { NavigationLogger() }
    }
}

extension NavigationLogger: InterfaceBuilderConnectable {}

final class LibraryController: UIViewController {
    var shelfName = ""
    var sortsByAuthor = false

    /// The segue action: the destination made with the coder, the sender and the identifier.
    func makeBook(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> BookController? {
        StoryboardLog.add("Library.makeBook(\(segueIdentifier ?? "nil"), sender: \(sender.map { "\(type(of: $0))" } ?? "nil"))")
        return BookController(coder: coder, shelf: shelfName)
    }

    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("shelfName", \LibraryController.shelfName)
        connections.outlet("sortsByAuthor", \LibraryController.sortsByAuthor)
        connections.segueAction("makeBook:sender:segueIdentifier:", LibraryController.makeBook(_:sender:segueIdentifier:))
    }
}

final class BookController: UIViewController {
    var shelf = "none"

    init?(coder: NSCoder, shelf: String) {
        self.shelf = shelf
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// File's Owner of CardView.xib.
final class CardOwner: NSObject, InterfaceBuilderConnectable {
    var card: CardView?
    weak var titleLabel: UILabel?
    var flips = 0

    func flip(_ sender: UIButton) { flips += 1 }

    @MainActor class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        connections.makeInstance = { CardOwner() }
        connections.outlet("card", \CardOwner.card)
        connections.outlet("titleLabel", \CardOwner.titleLabel)
        connections.action("flip:", CardOwner.flip(_:))
    }
}

final class CardView: UIView {
    var accent: UIColor?

    override func awakeFromNib() {
        super.awakeFromNib()
        StoryboardLog.add("CardView.awakeFromNib accent=\(accent.map { "\($0)" } ?? "nil") subviews=\(subviews.count)")
    }

    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("accent", \CardView.accent)
    }
}

final class ProfileController: UIViewController {
    var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        StoryboardLog.add("Profile.viewDidLoad name=\(nameLabel?.text ?? "nil")")
    }

    override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("nameLabel", \ProfileController.nameLabel)
    }
}
