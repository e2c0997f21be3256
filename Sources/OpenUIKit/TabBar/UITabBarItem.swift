/// A tab bar item: the title (and optional image) of a controller's tab.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    final var titleFromController: String? { didSet { bar?.refresh() } }
    open var selectedImage: UIImage?
    open var badgeValue: String? { didSet { bar?.refresh() } }
    final weak var bar: UITabBar?

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        super.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        super.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// An item without a title or an image (the controller's title shows).
    public override init() {
        super.init()
    }

    /// How far the title moves from its place in the bar (right and down are positive).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { bar?.refresh() } }

    /// The title (the controller's title unless set here).
    override open var title: String? {
        get { super.title ?? titleFromController }
        set { super.title = newValue }
    }

    override func barItemDidChange() { bar?.refresh() }
}

extension UIViewController {
    /// `tabBarItem`'s storage (the overridable property is in UIViewController's body).
    final var storedOrNewTabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem()
            item.titleFromController = title
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            // A tab bar showing this controller's tab shows the new item.
            if let tabs = parentStorage as? UITabBarController { tabs.showTabBarItems(animated: false) }
        }
    }

    /// `tabBarController`'s search.
    final var nearestTabBarController: UITabBarController? { nearestAncestor(ofType: UITabBarController.self) }
}
