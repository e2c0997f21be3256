import UIKit

public protocol DeckContainer: class, _BridgeResponding {
    /// The child whose scroll view is tracked.
    var childForDeck: UIViewController? { get }
    /// The scroll view to track.
    var _bridgeOptional_scrollViewForDeck: UIScrollView? { get }
    /// Settable: not bridged.
    var deckInset: CGFloat { get set }
}

/// Default implementations of DeckContainer's optional requirements (source bridge).
extension DeckContainer {
    public var childForDeck: UIViewController? { nil }
    public var _bridgeOptional_scrollViewForDeck: UIScrollView? { nil }
    public var scrollViewForDeck: UIScrollView? { _bridgeOptional_scrollViewForDeck }
}

extension UINavigationController: DeckContainer {
    public var childForDeck: UIViewController? { topViewController }
}

final class ListController: UITableViewController, DeckContainer {
    var scrollViewForDeck: UIScrollView { tableView }
    var _bridgeOptional_scrollViewForDeck: UIScrollView? { scrollViewForDeck as UIScrollView }

    /// The optional requirements this type implements (source bridge: answers responds(to:)).
    func _bridgeResponds(to name: String) -> Bool { [].contains(name) }
}

/// A public class: what the bridge adds to it for responds(to:) is public too (open here), as a
/// public protocol's requirement needs.
open class DeckHost: UIViewController, DeckContainer {
    public var childForDeck: UIViewController? { children.first }

    /// The optional requirements this type implements (source bridge: answers responds(to:)).
    open func _bridgeResponds(to name: String) -> Bool { [].contains(name) }
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
