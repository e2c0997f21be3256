/// The bar at the top of a navigation controller: the top item's title, and a back button
/// (titled with the previous item's title) that pops.
///
/// - Note: OpenUIKit differs: the bar shows a title and a back button only (no bar button
///   items, large titles or appearance customisation); its content cross-fades during pushes
///   and pops.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height below the status bar.
    public static let contentHeight: CGFloat = 44

    /// The items, bottom to top (the navigation controller keeps them in step with its stack).
    open private(set) var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    package let content = UIView()
    package let titleLabel = UILabel()
    package let backButton = UIButton(type: .system)
    private let separator = UIView()
    /// What tapping the back button does (the navigation controller pops).
    package var onBack: (() -> Void)?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backButton.addTarget(self, action: UINavigationBar.backTapped, for: .touchUpInside)
        separator.backgroundColor = .separator
        content.addSubview(titleLabel)
        content.addSubview(backButton)
        addSubview(content)
        addSubview(separator)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        refreshItems(animated: animated)
    }

    override open func layoutSubviews() {
        let top = bounds.height - Self.contentHeight
        content.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.contentHeight)
        separator.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / max(layer.contentsScale, 1))
        let backWidth = backButton.isHidden ? 0 : min(backButton.sizeThatFits(content.bounds.size).width + 16, bounds.width / 3)
        backButton.frame = CGRect(x: 8, y: 0, width: backWidth, height: Self.contentHeight)
        let inset = max(backWidth + 16, 80)
        titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: Self.contentHeight)
    }

    /// Shows the top item's title and the back item's back button (cross-fading when animated).
    package func refreshItems(animated: Bool, duration: TimeInterval = SystemTransitionConstants.navigationDuration) {
        let update = {
            self.titleLabel.text = self.topItem?.title
            let back = self.backItem
            self.backButton.setTitle("‹ " + (back?.backButtonTitle ?? back?.title ?? "Back"), for: .normal)
            self.backButton.isHidden = back == nil || self.topItem?.hidesBackButton == true
            self.setNeedsLayout()
        }
        if animated {
            UIView.transition(with: content, duration: duration, options: [.transitionCrossDissolve, .systemCurve], animations: update)
        } else {
            update()
        }
    }

    private func backTapped() { onBack?() }
}
