/// The bar at the top of a navigation controller: the top item's title, and a back button
/// (titled with the previous item's title) that pops.
///
/// Its look follows the appearance API (`standardAppearance`, `scrollEdgeAppearance`,
/// `compactAppearance`) and the older bar properties (`barStyle`, `barTintColor`,
/// `isTranslucent`, `titleTextAttributes`): background colour, shadow line, title font and
/// colour are drawn.
/// - Note: OpenUIKit differs: the bar shows a title (or the top item's `titleView`), a back
///   button and the top item's bar button items (no large titles or search bars); its content
///   cross-fades during pushes and pops (while the fade runs, the old content is a second
///   subview above the new one, which touches pass through). A bar is always "at the scroll edge": it uses
///   `scrollEdgeAppearance` when one is set, else `standardAppearance` (iOS 15 would make a bar
///   with no scroll-edge appearance transparent there; OpenUIKit keeps the standard look, as
///   iOS 13 and 14 did).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height below the status bar.
    public static let contentHeight: CGFloat = 44

    /// The items, bottom to top (the navigation controller keeps them in step with its stack).
    @exclusivity(unchecked) open private(set) var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    /// The views showing the top item now. An animated change puts them in a new set and fades
    /// the old one out above it (UINavigationBar+ContentFade.swift).
    @exclusivity(unchecked) final var currentContent = NavigationBarContent()
    /// Sets that faded out, kept for the next animated change.
    @exclusivity(unchecked) final var spareContents: [NavigationBarContent] = []
    private let separator = UIView()
    /// The background images set per bar metrics (`UINavigationBar+BackgroundImages.swift`).
    final var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// Shows the background image in effect, stretched over the bar.
    final let backgroundImageView = UIImageView()
    /// Shows `shadowImage` under the bar in place of its line.
    final let shadowImageView = UIImageView()
    /// The image drawn under the bar in place of its one-pixel line, at the image's height. As on
    /// iOS, it shows only while a custom background image is set (`setBackgroundImage(_:for:)`);
    /// with the default background the default line is drawn. `UIImage()` draws nothing: no line.
    open var shadowImage: UIImage? { didSet { applyAppearance() } }
    /// The title font and colour the appearance gives (applied to every set that comes in).
    @exclusivity(unchecked) private var titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    @exclusivity(unchecked) private var titleColor = UIColor.label

    /// The view holding the title, the back button and the item views shown now.
    final var content: UIView { currentContent.view }
    final var titleLabel: UILabel { currentContent.titleLabel }
    final var backButton: UIButton { currentContent.backButton }
    /// The buttons showing the top item's bar button items (left ones, then right ones).
    final var leftItemViews: [UIView] { currentContent.leftItemViews }
    final var rightItemViews: [UIView] { currentContent.rightItemViews }
    /// The top item's title view, shown instead of the title label.
    final var shownTitleView: UIView? { currentContent.shownTitleView }
    /// What tapping the back button does (the navigation controller pops).
    @exclusivity(unchecked) final var onBack: (() -> Void)?

    // MARK: Appearance

    /// Light (the default) or dark bar; `.black` also gives white titles and light status bar
    /// content.
    @exclusivity(unchecked) open var barStyle: UIBarStyle = .default { didSet { applyAppearance() } }
    /// The bar's background colour (older API; `standardAppearance.backgroundColor` wins).
    @exclusivity(unchecked) open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// Whether the background is slightly see-through (94 % opaque), the default.
    open var isTranslucent = true {
        didSet {
            applyAppearance()
            // Whether the content runs under the bar depends on it (`edgesForExtendedLayout`).
            superview?.setNeedsLayout()
        }
    }
    /// Title font and colour (older API; the appearance's attributes win).
    @exclusivity(unchecked) open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// The appearance of a bar of standard height.
    @exclusivity(unchecked) open var standardAppearance = UINavigationBarAppearance() { didSet { applyAppearance() } }
    /// The appearance when content is scrolled to the bar's edge (see the type's note).
    @exclusivity(unchecked) open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The appearance in compact height (landscape iPhone); `nil`: the standard one.
    @exclusivity(unchecked) open var compactAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The compact-height appearance at the scroll edge.
    @exclusivity(unchecked) open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    // Items outliving the bar lose it (UINavigationItem.bar is unowned(unsafe)).
    deinit { runOnMainActorUnchecked(self, UINavigationBar.tearDown) }

    /// A reference to this bar that reads `nil` once it is gone (for its buttons' actions).
    final var unretainedSelf: UnretainedReference<UINavigationBar> {
        .shared(in: &unretainedSelfStorage, for: self)
    }
    @exclusivity(unchecked) private var unretainedSelfStorage: UnretainedReference<UINavigationBar>?

    private static func tearDown(_ bar: UINavigationBar) {
        bar.unretainedSelfStorage?.clear()
        for item in bar.items ?? [] where item.bar === bar { item.bar = nil }
    }

    private func setUpContent() {
        prepare(currentContent)
        backgroundImageView.contentMode = .scaleToFill
        shadowImageView.contentMode = .scaleToFill
        addSubview(content)
        addSubview(separator)
        applyAppearance()
    }

    /// Puts a set's title label and back button in its view, and wires the back button.
    private func prepare(_ set: NavigationBarContent) {
        set.titleLabel.textAlignment = .center
        // An action that reaches the bar through an unretained reference: a target (held weakly)
        // would give the bar a side table, and the bar is retained and released all through
        // every push and pop.
        let bar = unretainedSelf
        set.backButton.addAction(UIAction { _ in bar.object?.backTapped() }, for: .touchUpInside)
        // A bar's buttons use 17-pt titles, as its bar button items do (a system button's own
        // title font is 15 pt).
        set.backButton.titleLabel?.font = .systemFont(ofSize: 17)
        set.view.addSubview(set.titleLabel)
        set.view.addSubview(set.backButton)
    }

    /// A set for an animated change to show the new top item in: a spare one, or a new one.
    final func takeSpareContent() -> NavigationBarContent {
        let set: NavigationBarContent
        if let spare = spareContents.popLast() {
            set = spare
        } else {
            set = NavigationBarContent()
            prepare(set)
        }
        // Only what changed since the set was last shown: setting a label's colour redraws it.
        // (The same objects as last time, usually: compared by identity first.)
        if set.titleLabel.font !== titleFont, set.titleLabel.font != titleFont { set.titleLabel.font = titleFont }
        if set.titleLabel.textColor !== titleColor, set.titleLabel.textColor != titleColor { set.titleLabel.textColor = titleColor }
        return set
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        refreshItems(animated: animated)
    }

    /// The back item's title, without its chevron.
    private var backTitle = "Back"
    /// The direction the bar was last laid out in.
    private var laidOutRightToLeft = false

    /// The back button's title: a chevron pointing back, on the leading side ("‹ Back", or
    /// "Back ›" right to left).
    private var chevronedBackTitle: String { readsRightToLeft ? backTitle + " ›" : "‹ " + backTitle }

    override open func layoutSubviews() {
        super.layoutSubviews()
        // The bar's height class may have changed (a rotation): the image in effect with it.
        if !backgroundImages.isEmpty, backgroundImageView.image !== backgroundImageInEffect { applyAppearance() }
        layOutItems()
        // Right to left, the bar is mirrored: the back button and left items on the right, the
        // right items on the left (the bar's views are placed in frames, not constraints).
        let rightToLeft = readsRightToLeft
        if rightToLeft != laidOutRightToLeft {
            laidOutRightToLeft = rightToLeft
            backButton.setTitle(chevronedBackTitle, for: .normal)
        }
        guard rightToLeft else { return }
        let shown = currentContent
        let width = bounds.width
        for view in [shown.backButton, shown.titleLabel] + shown.leftItemViews + shown.rightItemViews + [shown.shownTitleView].compactMap({ $0 }) {
            view.frame.origin.x = width - view.frame.maxX
        }
    }

    private func layOutItems() {
        // The current set's views read once (each read of `content`, `backButton`... goes
        // through the set).
        let shown = currentContent
        let content = shown.view, backButton = shown.backButton
        let bounds = bounds
        let top = bounds.height - Self.contentHeight
        content.frame = CGRect(x: 0, y: top, width: bounds.width, height: Self.contentHeight)
        separator.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / max(layer.contentsScale, 1))
        backgroundImageView.frame = bounds
        shadowImageView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: shadowImage?.size.height ?? 0)
        let backHidden = backButton.isHidden
        let backWidth = backHidden ? 0 : min(backButton.sizeThatFits(content.bounds.size).width + 16, bounds.width / 3)
        backButton.frame = CGRect(x: 8, y: 0, width: backWidth, height: Self.contentHeight)
        // Bar button items: left ones after the back button (when shown), right ones from the
        // trailing edge inwards, 8 points apart.
        var leading = backHidden ? 8 : 8 + backWidth + 8
        for view in shown.leftItemViews {
            let width = itemWidth(view)
            view.frame = CGRect(x: leading, y: (Self.contentHeight - itemHeight(view)) / 2, width: width, height: itemHeight(view))
            leading += width + 8
        }
        var trailing = bounds.width - 8
        for view in shown.rightItemViews {
            let width = itemWidth(view)
            trailing -= width
            view.frame = CGRect(x: trailing, y: (Self.contentHeight - itemHeight(view)) / 2, width: width, height: itemHeight(view))
            trailing -= 8
        }
        let inset = max(leading + 8, bounds.width - trailing + 8, 80)
        shown.titleLabel.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: Self.contentHeight)
        if let shownTitleView = shown.shownTitleView {
            // Behaviour source [R] — Transitions and navigation
            //   Rule: A navigation item's `titleView`: its own size, centred in the bar, kept
            //     between the items, no taller than the bar
            //   Value: centred in the bar
            //   Source: iOS also centres it in the room left between the items when centring in the
            //     bar would overlap them; we do not. Undocumented.
            // Its own size (the intrinsic size when it has none), centred in the bar, kept between
            // the items and no taller than the bar [R: iOS also centres it in the room left].
            var size = shownTitleView.bounds.size
            if size == .zero {
                let intrinsic = shownTitleView.intrinsicContentSize
                size = CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
            }
            let room = max(0, trailing - leading - 16)
            size = CGSize(width: min(size.width, room), height: min(size.height, Self.contentHeight))
            var x = (bounds.width - size.width) / 2
            x = min(max(x, leading + 8), max(leading + 8, trailing - 8 - size.width))
            shownTitleView.frame = CGRect(x: x, y: (Self.contentHeight - size.height) / 2, width: size.width, height: size.height)
        }
    }

    /// Shows the top item's title and the back item's back button (cross-fading when animated).
    final func refreshItems(animated: Bool, duration: TimeInterval = SystemTransitionConstants.navigationDuration) {
        let update = {
            // The top and back items read once (each read of `topItem` copied the items).
            let top = self.topItem, back = self.backItem
            self.titleLabel.text = top?.title
            self.showTitleView(top?.titleView)
            self.backTitle = back?.backButtonTitle ?? back?.title ?? "Back"
            self.backButton.setTitle(self.chevronedBackTitle, for: .normal)
            self.backButton.isHidden = back == nil || top?.hidesBackButton == true
                || (top?.leftBarButtonItems?.isEmpty == false && top?.leftItemsSupplementBackButton == false)
            self.showItems(left: top?.leftBarButtonItems ?? [], right: top?.rightBarButtonItems ?? [])
            self.setNeedsLayout()
        }
        if animated {
            guard !crossFadeContent(duration: duration, update: update) else { return }
            UIView.transition(with: content, duration: duration, options: [.transitionCrossDissolve, .systemCurve], animations: update)
        } else {
            update()
        }
    }

    private func backTapped() { onBack?() }

    /// Shows the top item's title view instead of the title label (or the label again).
    private func showTitleView(_ view: UIView?) {
        guard view !== shownTitleView else { return }
        if let shownTitleView, shownTitleView.superview === content { shownTitleView.removeFromSuperview() }
        currentContent.shownTitleView = view
        titleLabel.isHidden = view != nil
        if let view { content.addSubview(view) }
    }

    // MARK: Bar button items

    /// Replaces the item views with ones for `left` and `right`.
    private func showItems(left: [UIBarButtonItem], right: [UIBarButtonItem]) {
        currentContent.removeItemViews()
        currentContent.leftItemViews = left.map(makeView(for:))
        currentContent.rightItemViews = right.map(makeView(for:))
        for view in leftItemViews { content.addSubview(view) }
        for view in rightItemViews { content.addSubview(view) }
    }

    private func makeView(for item: UIBarButtonItem) -> UIView {
        item.bar = self
        return BarItemButton.view(for: item)
    }

    private func itemWidth(_ view: UIView) -> CGFloat {
        view is BarItemButton ? max(view.sizeThatFits(CGSize(width: bounds.width, height: Self.contentHeight)).width, 28) : view.bounds.width
    }

    private func itemHeight(_ view: UIView) -> CGFloat {
        view is BarItemButton ? Self.contentHeight : min(view.bounds.height, Self.contentHeight)
    }

    /// Whether the bar has compact height: a phone window wider than it is tall (landscape).
    final var hasCompactHeight: Bool {
        guard let window else { return false }
        return UIScreen.main.preset.idiom == .phone && window.bounds.width > window.bounds.height
    }

    /// The appearance in effect: scroll-edge first (see the type's note), compact in compact
    /// height.
    private var effectiveAppearance: UINavigationBarAppearance {
        if hasCompactHeight {
            if let compact = compactScrollEdgeAppearance ?? compactAppearance { return compact }
        }
        return scrollEdgeAppearance ?? standardAppearance
    }

    /// Draws the resolved look: background, shadow line, title font and colour.
    final func applyAppearance() {
        let appearance = effectiveAppearance
        if let image = backgroundImageInEffect {
            // A custom background image replaces the background colour, and lets the shadow
            // image (if any) replace the line. Its views join the bar only while it is set.
            backgroundColor = .clear
            backgroundImageView.image = image
            if backgroundImageView.superview !== self { insertSubview(backgroundImageView, at: 0) }
            shadowImageView.image = shadowImage
            if shadowImage == nil {
                shadowImageView.removeFromSuperview()
            } else if shadowImageView.superview !== self {
                addSubview(shadowImageView)
            }
            separator.isHidden = shadowImage != nil
            setNeedsLayout()
        } else {
            backgroundColor = appearance.barBackground(barTintColor: barTintColor, barStyle: barStyle, isTranslucent: isTranslucent)
            backgroundImageView.removeFromSuperview()
            shadowImageView.removeFromSuperview()
            separator.isHidden = false
        }
        separator.backgroundColor = appearance.shadowLineColor
        var attributes = titleTextAttributes ?? [:]
        attributes.merge(appearance.titleTextAttributes) { _, new in new }
        titleFont = (attributes[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
        titleColor = (attributes[.foregroundColor] as? UIColor) ?? (barStyle == .black ? .white : .label)
        titleLabel.font = titleFont
        titleLabel.textColor = titleColor
    }
}

/// The button a bar shows for a bar button item.
@MainActor
final class BarItemButton: UIButton {
    @exclusivity(unchecked) weak var item: UIBarButtonItem?

    /// The view a bar (navigation bar or toolbar) shows for `item`: its custom view, else a
    /// button with its title or image that performs its action.
    static func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView {
            item.shownView = custom
            return custom
        }
        let button = BarItemButton(type: .system)
        button.item = item
        item.shownView = button
        if let image = item.image, item.title == nil {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
        }
        let attributes = item.titleTextAttributes(for: item.isEnabled ? .normal : .disabled) ?? item.titleTextAttributes(for: .normal)
        button.titleLabel?.font = (attributes?[.font] as? UIFont) ?? (item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17))
        if let tint = item.tintColor { button.tintColor = tint }
        if let color = attributes?[.foregroundColor] as? UIColor {
            button.setTitleColor(color, for: .normal)
            button.setTitleColor(color, for: .disabled)
        }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { action in (action.sender as? BarItemButton)?.item?.performAction() }, for: .touchUpInside)
        return button
    }
}
