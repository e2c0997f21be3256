/// A tab bar item: the title (and optional image) of a controller's tab.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// A name for finding the item in tests; assistive technologies never show it.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?

    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    @exclusivity(unchecked) private var explicitTitle: String?
    @exclusivity(unchecked) final package var titleFromController: String? { didSet { bar?.refresh() } }
    @exclusivity(unchecked) open var image: UIImage?
    @exclusivity(unchecked) open var selectedImage: UIImage?
    @exclusivity(unchecked) open var tag = 0
    @exclusivity(unchecked) open var badgeValue: String? { didSet { bar?.refresh() } }
    @exclusivity(unchecked) final package weak var bar: UITabBar?

    public init(title: String?, image: UIImage?, tag: Int) {
        explicitTitle = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        explicitTitle = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    package override init() {
        super.init()
    }

    /// The title (the controller's title unless set here).
    open var title: String? {
        get { explicitTitle ?? titleFromController }
        set {
            explicitTitle = newValue
            bar?.refresh()
        }
    }
}

extension UIViewController {
    /// The item representing this controller in a tab bar (created on first use).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem()
            item.titleFromController = title
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The nearest tab bar controller above this controller.
    public var tabBarController: UITabBarController? { nearestAncestor(ofType: UITabBarController.self) }
}
