import UIKit

@objc public protocol DeckContainer: class {
    /// The child whose scroll view is tracked.
    @objc optional var childForDeck: UIViewController? { get }
    /// The scroll view to track.
    @objc optional var scrollViewForDeck: UIScrollView { get }
    /// Settable: not bridged.
    @objc optional var deckInset: CGFloat { get set }
}

extension UINavigationController: DeckContainer {
    public var childForDeck: UIViewController? { topViewController }
}

final class ListController: UITableViewController, DeckContainer {
    var scrollViewForDeck: UIScrollView { tableView }
}

/// A public class: what the bridge adds to it for responds(to:) is public too (open here), as a
/// public protocol's requirement needs.
open class DeckHost: UIViewController, DeckContainer {
    public var childForDeck: UIViewController? { children.first }
}

func trackedScrollView(in controller: UIViewController) -> UIScrollView? {
    if let container = controller as? DeckContainer, let child = container.childForDeck as? UIViewController {
        return trackedScrollView(in: child)
    }
    if let container = controller as? DeckContainer, let scrollView = container.scrollViewForDeck {
        return scrollView
    }
    return nil
}
