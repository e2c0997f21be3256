/// The bar at the bottom of a tab bar controller: one button per item, the selected one tinted.
///
/// - Note: OpenUIKit differs: items show their titles (images are not drawn).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height above the home indicator.
    public static let contentHeight: CGFloat = 49

    open private(set) var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem? { didSet { refresh() } }
    /// What tapping an item does (the tab bar controller selects).
    final var onSelect: ((UITabBarItem) -> Void)?
    private var buttons: [UIButton] = []
    private let separator = UIView()

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        backgroundColor = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.bar = self
            let button = UIButton(type: .custom)
            button.addAction(UIAction { [weak self, weak item] _ in
                if let item { self?.onSelect?(item) }
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        refresh()
        setNeedsLayout()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(layer.contentsScale, 1))
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.contentHeight)
        }
    }

    final func refresh() {
        for (item, button) in zip(items ?? [], buttons) {
            let title = item.title ?? ""
            button.setTitle(item.badgeValue.map { "\(title) (\($0))" } ?? title, for: .normal)
            let selected = item === selectedItem
            let attributes = (selected ? item.titleTextAttributes(for: .selected) : nil) ?? item.titleTextAttributes(for: .normal)
            button.setTitleColor((attributes?[.foregroundColor] as? UIColor) ?? (selected ? tintColor : .systemGray), for: .normal)
            button.titleLabel?.font = (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12, weight: .medium)
            let offset = item.titlePositionAdjustment
            button.titleEdgeInsets = UIEdgeInsets(top: offset.vertical, left: offset.horizontal, bottom: -offset.vertical, right: -offset.horizontal)
        }
    }
}
