/// A view that lays out a row or column of views (its arranged subviews) with constraints it
/// makes itself: along the axis by `distribution` and `spacing`, across it by `alignment`.
/// Hidden arranged views collapse and take no spacing; hiding or showing one inside an
/// animation block and calling `layoutIfNeeded()` animates the others into place.
///
/// - Note: On iOS a view hidden inside an animation block stays visible until its collapse
///   finishes; in OpenUIKit it disappears at once while the others move.
///
/// See <https://developer.apple.com/documentation/uikit/uistackview>.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// They fill it; hugging and compression resistance decide who grows or shrinks.
        case fill
        /// They fill it with equal lengths.
        case fillEqually
        /// They fill it in proportion to their intrinsic lengths.
        case fillProportionally
        /// They keep their lengths; the gaps between them are equal.
        case equalSpacing
        /// They keep their lengths; their centres are equally far apart.
        case equalCentering
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The leading edge of a horizontal stack (its top).
        public static var top: Alignment { .leading }
        /// The trailing edge of a horizontal stack (its bottom).
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing the stack decides (its `spacing`), for `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system spacing (8 points in OpenUIKit), for `spacing` or `setCustomSpacing(_:after:)`.
    public static let spacingUseSystem: CGFloat = -CGFloat.greatestFiniteMagnitude

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    /// Row (`.horizontal`, the default) or column.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between adjacent arranged views (the minimum gap for the equal distributions).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether baselines, not edges, are spaced vertically (accepted; OpenUIKit spaces edges).
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the arrangement sits inside the stack's layout margins instead of its edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var arrangementIsStale = true

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A horizontal stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeStackView(self, coder) }
    }

    override open class var requiresConstraintBasedLayout: Bool { true }

    /// Adds `view` at the end of the arrangement (and as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` in the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll(ofObject: view)
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from the superview to
    /// take it out of the stack altogether).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll(ofObject: view)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A gap after `arrangedSubview` other than `spacing` (`spacingUseDefault` to clear it).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview` (`spacingUseDefault` when it has none of its own).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override open func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementDidChange() }
    }

    /// Makes the arrangement's constraints again when it changed, then the subclass's.
    override open func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// An arranged view was hidden or shown.
    final func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    private func arrangementDidChange() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: The arrangement's constraints

    private func rebuildArrangement() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        var arrangement = StackArrangement(stack: self)
        arrangement.build()
        spacers = arrangement.spacers
        arrangementConstraints = arrangement.constraints
        NSLayoutConstraint.activate(arrangementConstraints)
    }

    /// The spacing after `view` as the arrangement uses it.
    final func effectiveSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    final func addSpacer() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        guide.isInternal = true
        addLayoutGuide(guide)
        return guide
    }
}
