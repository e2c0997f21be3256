/// A button in a navigation bar (`navigationItem.rightBarButtonItem`): a title, an image or a
/// system item, and the action its tap performs.
///
/// The action is a method reference of the target (`action: Self.close`, taking the item or
/// nothing) — what the source bridge writes for `#selector(close)` — or a `UIAction`
/// (`primaryAction:`).
///
/// In a toolbar, `.flexibleSpace()` and `.fixedSpace(_:)` items space the others out.
///
/// - Note: OpenUIKit differs: system items show a word or a plain symbol ("Done", "+", "✕")
///   instead of Apple's glyphs; menus are not available.
///
/// See <https://developer.apple.com/documentation/uikit/uibarbuttonitem>.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// What assistive technologies call the item (its title when none is set).
    open var accessibilityLabel: String? {
        get { accessibilityLabelStorage ?? title }
        set { accessibilityLabelStorage = newValue }
    }
    @exclusivity(unchecked) private var accessibilityLabelStorage: String?

    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`).
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {}

    /// How the item is drawn: `.done` is bold.
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// UIKit's standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    @exclusivity(unchecked) open var style: Style = .plain { didSet { changed() } }
    @exclusivity(unchecked) open var tintColor: UIColor? { didSet { changed() } }
    /// The view shown instead of a button (`init(customView:)`).
    @exclusivity(unchecked) open var customView: UIView? { didSet { changed() } }
    /// The action performed on a tap, when it is a `UIAction`.
    @exclusivity(unchecked) open var primaryAction: UIAction? { didSet { changed() } }
    /// The object whose method a tap calls (held weakly).
    @exclusivity(unchecked) open weak var target: AnyObject? { didSet { if action != nil { installSelectorAction() } } }
    /// The method a tap calls on `target`, as a selector (`#selector(close)` through the source
    /// bridge, or `Selector(Self.close, name: "close")`). Items made with a method reference
    /// report `nil` here.
    @exclusivity(unchecked) open var action: Selector? { didSet { installSelectorAction() } }
    @exclusivity(unchecked) private var methodAction: ((AnyObject, UIBarButtonItem) -> Void)?
    /// An action or segue a storyboard connects to the item.
    @exclusivity(unchecked) final var interfaceBuilderAction: (@MainActor (UIBarButtonItem) -> Void)?
    @exclusivity(unchecked) final private(set) var systemItem: SystemItem?

    /// The navigation bar showing the item (to refresh it).
    @exclusivity(unchecked) final weak var bar: UINavigationBar?
    /// The toolbar showing the item, if any.
    @exclusivity(unchecked) final weak var toolbar: UIToolbar?
    /// The width of a `.fixedSpace` item (0: the toolbar's standard 8 points), or of a
    /// titled item when positive.
    @exclusivity(unchecked) open var width: CGFloat = 0 { didSet { changed() } }
    /// The view the bar shows for the item (a popover's anchor).
    @exclusivity(unchecked) final weak var shownView: UIView?

    override public init() {
        super.init()
    }

    /// A titled item calling a method of `target` that takes no argument.
    public convenience init<Receiver>(title: String?, style: Style, target: AnyObject?, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target) { receiver, _ in action(receiver)() }
    }

    /// A titled item calling a method of `target` that takes the item (or any sender).
    public convenience init<Receiver, Sender>(title: String?, style: Style, target: AnyObject?, action: @escaping (Receiver) -> (Sender) -> Void) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action)
    }

    /// A titled item calling the selector's method of `target` (no action when either is `nil`).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setSelector(action, target: target)
    }

    /// An item showing an image, calling the selector's method of `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setSelector(action, target: target)
    }

    /// An item showing an image, calling a method that takes no argument.
    public convenience init<Receiver>(image: UIImage?, style: Style, target: AnyObject?, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target) { receiver, _ in action(receiver)() }
    }

    /// An item showing an image, calling a method that takes the item.
    public convenience init<Receiver, Sender>(image: UIImage?, style: Style, target: AnyObject?, action: @escaping (Receiver) -> (Sender) -> Void) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target, action)
    }

    /// A system item calling a method that takes no argument.
    public convenience init<Receiver>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: @escaping (Receiver) -> () -> Void) {
        self.init(systemItem: systemItem)
        setAction(target: target) { receiver, _ in action(receiver)() }
    }

    /// A system item calling a method that takes the item.
    public convenience init<Receiver, Sender>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: @escaping (Receiver) -> (Sender) -> Void) {
        self.init(systemItem: systemItem)
        setAction(target: target, action)
    }

    /// A system item calling the selector's method of `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        setSelector(action, target: target)
    }

    /// A system item performing `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        title = Self.word(for: systemItem)
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// An item performing `primaryAction` (its title, unless `title` is given).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.init()
        self.title = title ?? primaryAction.map(\.title)
        self.image = image
        self.primaryAction = primaryAction
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// What a tap does: the primary action, else the target's method.
    final func performAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let target, let methodAction {
            methodAction(target, self)
        } else if let interfaceBuilderAction {
            interfaceBuilderAction(self)
        }
    }

    private func setAction<Receiver, Sender>(target: AnyObject?, _ action: @escaping (Receiver) -> (Sender) -> Void) {
        setAction(target: target) { receiver, item in
            guard let sender = item as? Sender else {
                OpenUIKitDiagnostics.report(.viewMisuse, "UIBarButtonItem: the action takes a \(Sender.self); it was not called.")
                return
            }
            action(receiver)(sender)
        }
    }

    private func setAction<Receiver>(target: AnyObject?, _ call: @escaping (Receiver, UIBarButtonItem) -> Void) {
        guard let target else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIBarButtonItem: an action without a target is never called (OpenUIKit has no responder-chain lookup for method references).")
            return
        }
        guard methodReceiver(target, as: Receiver.self, owner: "UIBarButtonItem", consequence: "it will not be called.", code: .viewMisuse) != nil else { return }
        self.target = target
        methodAction = { object, item in if let receiver = object as? Receiver { call(receiver, item) } }
    }

    private func setSelector(_ action: Selector?, target: Any?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Makes `action` what a tap calls on `target` (once both are set; a selector made from a
    /// name alone, or of another type than the target, is reported).
    private func installSelectorAction() {
        guard let action else {
            methodAction = nil
            return
        }
        guard action.callableMethod(owner: "UIBarButtonItem", consequence: "It will not be called.") != nil else {
            methodAction = nil
            return
        }
        guard let target else { return }
        guard let method = action.method(for: target, owner: "UIBarButtonItem", consequence: "It will not be called.", code: .viewMisuse) else {
            methodAction = nil
            return
        }
        let name = action.name
        methodAction = { object, item in
            if !method.call(on: object, with: item) {
                OpenUIKitDiagnostics.report(.viewMisuse, "UIBarButtonItem: the action \"\(name)\" takes \(method.argumentDescription), not the item; it was not called.")
            }
        }
    }

    override func barItemDidChange() { changed() }

    private func changed() {
        bar?.refreshItems(animated: false)
        toolbar?.refreshItems()
    }

    /// A space that takes its share of a toolbar's free width.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide (8 when 0).
    public static func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a flexible or fixed space.
    final var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The word or symbol a system item shows.
    static func word(for item: SystemItem) -> String {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "+"
        case .flexibleSpace, .fixedSpace: ""
        case .compose: "✎"
        case .reply: "↩"
        case .action: "⇪"
        case .organize: "▤"
        case .bookmarks: "☰"
        case .search: "⌕"
        case .refresh: "↻"
        case .stop, .close: "✕"
        case .camera: "◉"
        case .trash: "⌫"
        case .play: "▶"
        case .pause: "❚❚"
        case .rewind: "◀◀"
        case .fastForward: "▶▶"
        case .undo: "Undo"
        case .redo: "Redo"
        case .pageCurl: "⤴"
        }
    }
}
