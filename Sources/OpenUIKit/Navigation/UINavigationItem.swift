/// What a navigation bar shows for a controller: its title and back button.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    @exclusivity(unchecked) private var explicitTitle: String?
    /// The controller's title, used when no title was set on the item.
    @exclusivity(unchecked) final var titleFromController: String? { didSet { changed() } }

    public init(title: String) {
        explicitTitle = title
        super.init()
    }

    override init() {
        super.init()
    }

    /// The title in the bar (the controller's title unless set here).
    open var title: String? {
        get { explicitTitle ?? titleFromController }
        set {
            explicitTitle = newValue
            changed()
        }
    }

    /// A view shown in the middle of the bar instead of the title while this item is on top
    /// (a logo, a segmented control). The bar centres it at its own size (its intrinsic content
    /// size when it has no size), within the room the bar button items leave.
    @exclusivity(unchecked) open var titleView: UIView? { didSet { changed() } }

    /// The search controller whose bar the navigation controller shows below the bar while this
    /// item is on top (the controller's safe area starts below it).
    open var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar hides when the content scrolls (kept; OpenUIKit always shows it).
    open var hidesSearchBarWhenScrolling = true

    /// The title of the back button shown when this item is below the top.
    @exclusivity(unchecked) open var backButtonTitle: String? { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top.
    @exclusivity(unchecked) open var hidesBackButton = false { didSet { changed() } }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The items at the leading end of the bar (instead of the back button, unless
    /// `leftItemsSupplementBackButton`), first item outermost.
    @exclusivity(unchecked) open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items at the trailing end of the bar, first item outermost (rightmost).
    @exclusivity(unchecked) open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Whether the left items come after the back button instead of replacing it.
    @exclusivity(unchecked) open var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The bar showing the item (to refresh it). Cleared by the bar when it lets the item go or
    /// goes away (unowned(unsafe), not weak: see `UIView.superviewStorage`).
    @exclusivity(unchecked) final unowned(unsafe) var bar: UINavigationBar?

    private func changed() { bar?.refreshItems(animated: false) }
}

extension UIViewController {
    /// `navigationItem`'s storage (the overridable property is in UIViewController's body).
    final var storedOrNewNavigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.titleFromController = title
        navigationItemStorage = item
        return item
    }

    /// `navigationController`'s search.
    final var nearestNavigationController: UINavigationController? { nearestAncestor(ofType: UINavigationController.self) }

    /// The nearest controller of `type` among this controller's parents (not itself).
    func nearestAncestor<Container: UIViewController>(ofType type: Container.Type) -> Container? {
        var controller = parentStorage
        while let current = controller {
            if let match = current as? Container { return match }
            controller = current.parentStorage
        }
        return nil
    }
}
