import Foundation

// Behaviour source [R] — Transitions and navigation
//   Rule: Toolbar items laid out from the leading edge
//   Value: 16 pt in, 8 pt apart
//   Source: Read from screenshots; no published measurement found.
//   Also: docs/porting.md
/// A bar of buttons (`UIBarButtonItem`s), usually at the bottom of the screen: a navigation
/// controller's `toolbar`, or one placed by the app.
///
/// Items are laid out from the leading edge, 16 points in, 8 points apart [R]; flexible spaces
/// share the width left over, fixed spaces take their `width` (8 points when 0), custom views
/// their own width. The bar is 44 points tall above its bottom safe area, drawn like the
/// navigation bar (`barStyle`, `barTintColor`, `isTranslucent`) with a hairline along its top.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the bar's content (the safe area below it is extra).
    public static let contentHeight: CGFloat = 44
    /// The gap at each end and between items [R].
    static let edgeMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    /// The items, from the leading edge.
    open var items: [UIBarButtonItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UIBarButtonItem]?
    /// The views shown for the items (nil for spaces).
    private var itemViews: [UIView?] = []
    private let separator = UIView()

    /// The bar's style: `.black` draws it dark.
    open var barStyle: UIBarStyle = .default { didSet { applyLook() } }
    /// The bar's background colour.
    open var barTintColor: UIColor? { didSet { applyLook() } }
    /// Whether the background is slightly see-through (true by default).
    open var isTranslucent = true {
        didSet {
            applyLook()
            superview?.setNeedsLayout()
        }
    }
    /// The bar's background and shadow line (iOS 13+).
    open var standardAppearance = UIToolbarAppearance() { didSet { applyLook() } }
    /// The look in compact height (kept; OpenUIKit's toolbar uses the scroll-edge or standard one).
    open var compactAppearance: UIToolbarAppearance? { didSet { applyLook() } }
    /// The look when the content reaches the toolbar's edge. As the navigation bar does here (it
    /// does not follow scroll views), the toolbar always counts as at the edge: this appearance
    /// is used when set, else the standard one.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { applyLook() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        separator.backgroundColor = .separator
        addSubview(separator)
        applyLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        separator.backgroundColor = .separator
        addSubview(separator)
        applyLook()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeToolbar(self, coder) }
    }

    // Behaviour source [R] — Transitions and navigation
    //   Rule: `UIToolbar.setItems(_:animated: true)`: the new items fade in
    //   Value: 0.2 s
    //   Source: Undocumented; the same time as `UINavigationController.hideShowBarDuration` (our
    //     0.2, also unmeasured).
    /// Replaces the items; animated, the new ones fade in over 0.2 s [R].
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        // Nothing to show before or after (a navigation controller's toolbar on most pushes).
        if (itemStorage ?? []).isEmpty, (items ?? []).isEmpty {
            itemStorage = items
            return
        }
        for item in itemStorage ?? [] where item.toolbar === self { item.toolbar = nil }
        itemStorage = items
        refreshItems()
        let views = itemViews.compactMap { $0 }
        guard animated, !views.isEmpty else { return }
        UIView.performWithoutAnimation { for view in views { view.alpha = 0 } }
        UIView.animate(withDuration: 0.2) { for view in views { view.alpha = 1 } }
    }

    /// The view showing `item`, once the bar shows it.
    final func view(for item: UIBarButtonItem) -> UIView? {
        guard let index = itemStorage?.firstIndex(where: { $0 === item }), index < itemViews.count else { return nil }
        return itemViews[index]
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.contentHeight)
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.contentHeight)
    }

    /// Rebuilds the item views (an item changed, or the items did).
    final func refreshItems() {
        for view in itemViews { view?.removeFromSuperview() }
        itemViews = (itemStorage ?? []).map { item in
            item.toolbar = self
            guard !item.isSpace else { return nil }
            let view = BarItemButton.view(for: item)
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / max(UIScreen.main.scale, 1)
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hairline)
        let items = itemStorage ?? []
        let height = min(bounds.height, Self.contentHeight)
        // Fixed widths first, then the flexible spaces share what is left.
        var widths: [CGFloat] = []
        var flexible = 0
        for (index, item) in items.enumerated() {
            if item.systemItem == .flexibleSpace {
                flexible += 1
                widths.append(0)
            } else if item.systemItem == .fixedSpace {
                widths.append(item.width > 0 ? item.width : Self.itemSpacing)
            } else if let view = index < itemViews.count ? itemViews[index] : nil {
                widths.append(width(of: view, item: item))
            } else {
                widths.append(0)
            }
        }
        let gaps = CGFloat(max(items.count - 1, 0)) * Self.itemSpacing
        let used = widths.reduce(0, +) + gaps + 2 * Self.edgeMargin
        let share = flexible > 0 ? max(bounds.width - used, 0) / CGFloat(flexible) : 0
        var x = Self.edgeMargin
        for (index, item) in items.enumerated() {
            let itemWidth = item.systemItem == .flexibleSpace ? share : widths[index]
            if let view = index < itemViews.count ? itemViews[index] : nil {
                let viewHeight = view is BarItemButton ? height : min(view.bounds.height, height)
                view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: itemWidth, height: viewHeight)
            }
            x += itemWidth + Self.itemSpacing
        }
    }

    // MARK: Internals

    private func width(of view: UIView, item: UIBarButtonItem) -> CGFloat {
        if item.width > 0 { return item.width }
        guard view is BarItemButton else { return view.bounds.width }
        return max(view.sizeThatFits(CGSize(width: bounds.width, height: Self.contentHeight)).width, 28)
    }

    private func applyLook() {
        let appearance = scrollEdgeAppearance ?? standardAppearance
        separator.backgroundColor = appearance.shadowLineColor
        backgroundColor = appearance.barBackground(barTintColor: barTintColor, barStyle: barStyle, isTranslucent: isTranslucent)
    }
}
