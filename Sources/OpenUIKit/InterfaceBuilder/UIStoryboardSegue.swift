import Foundation

/// A transition from one controller to another that a storyboard describes: its identifier,
/// source and destination, and `perform()`, which shows the destination.
///
/// A storyboard makes one for each segue it performs (its own kinds — show, show detail,
/// present modally, popover, embed, unwind — or your subclass for a custom segue), calls the
/// source's `prepare(for:sender:)` with it, then `perform()`. Subclass and override `perform()`
/// for a custom segue; `init(identifier:source:destination:performHandler:)` makes one with a
/// closure.
///
/// - Note: OpenUIKit differs: `init(identifier:source:destination:)` is a `required`
///   initializer (the storyboard makes custom segues from their class without the Objective-C
///   runtime), so a subclass that overrides it marks it `required`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    /// The identifier the storyboard gives the segue (nil when it has none).
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue shows.
    open private(set) var destination: UIViewController
    private final var performHandler: (@MainActor () -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination. The base class runs the perform handler, if any; a subclass
    /// overrides this to make its transition.
    open func perform() {
        performHandler?()
    }

    nonisolated override open var description: String {
        MainActor.assumeIsolated {
            "<\(String(reflecting: type(of: self))) identifier: \(identifier.map { "\"\($0)\"" } ?? "nil"), source: \(type(of: source)), destination: \(type(of: destination))>"
        }
    }
}

/// What an unwind segue starts from, handed to containers while UIKit looks for the
/// controller the segue returns to: the source controller, the unwind action and the sender.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts from.
    open private(set) var source: UIViewController
    /// The unwind action (`"unwindToList:"`).
    open private(set) var unwindAction: Selector
    /// What triggered the segue.
    open private(set) var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
