import Foundation

/// Two or three columns side by side in regular width — a list (primary), an optional middle
/// column (supplementary) and the content (secondary) — collapsed to one navigation stack in
/// compact width.
///
/// Both of UIKit's styles: the column style (`init(style: .doubleColumn)` / `.tripleColumn`,
/// `setViewController(_:for:)`, `show(_:)`/`hide(_:)`), where each column's controller is
/// wrapped in a navigation controller, and the classic style (`viewControllers =
/// [primary, secondary]`). `showDetailViewController(_:sender:)` from anywhere inside replaces
/// the secondary (or pushes it when collapsed), as seed 001 describes.
///
/// - Note: OpenUIKit differs: the display mode changes without an animation of the columns
///   sliding; `.automatic` shows the primary beside the secondary when the window is wider than
///   tall and the secondary alone otherwise (our reading of iPad behaviour); the sidebar button
///   and the gesture that shows a hidden column are not drawn. Collapsing follows the size class
///   of the screen the window is on.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn, tripleColumn
    }

    public enum Column: Int, Sendable {
        case primary = 0, supplementary, secondary, compact
    }

    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        /// The classic names.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile, overlay, displace
    }

    /// `preferredPrimaryColumnWidthFraction` and the other width preferences: UIKit decides.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The style it was made with (`.unspecified`: the classic style).
    public let style: Style
    /// The column controllers (column style: wrapped in navigation controllers).
    final var columns: [Column: UIViewController] = [:]
    /// What collapsing moved from the other columns onto the primary's stack, to give back.
    final var collapsedMoves: [(column: Column, controllers: [UIViewController])] = []
    final private(set) var collapsedState = false
    /// The navigation controllers the split view made to wrap column controllers.
    final var wrappers: Set<ObjectIdentifier> = []
    private var displayModeStorage: DisplayMode = .automatic

    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode you prefer; `.automatic` lets the split view choose.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { applyDisplayMode(resolvedDisplayMode()) } }
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The split behaviour in use (tile unless you prefer another).
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether a swipe shows a hidden primary (not drawn or recognized on Linux).
    open var presentsWithGesture = true
    /// Column style: whether a secondary-only display shows a button for the primary (not drawn).
    open var showsSecondaryOnlyButton = false

    /// A split view in the column style (`.doubleColumn`, `.tripleColumn`) or the classic one.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic-style split view.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// From a storyboard: the document's `style`, and its columns through relationship segues.
    public required init?(coder: NSCoder) {
        let element = (coder as? InterfaceBuilderCoder)?.element
        style = switch element?["style"] {
        case "doubleColumn": .doubleColumn
        case "tripleColumn": .tripleColumn
        default: .unspecified
        }
        super.init(coder: coder)
        // Interface Builder's spellings of the display mode and the split behaviour.
        switch element?["preferredDisplayMode"] {
        case "secondaryOnly", "primaryHidden": preferredDisplayMode = .secondaryOnly
        case "beside", "oneBesideSecondary", "allVisible": preferredDisplayMode = .oneBesideSecondary
        case "over", "oneOverSecondary", "primaryOverlay": preferredDisplayMode = .oneOverSecondary
        case "twoBesideSecondary": preferredDisplayMode = .twoBesideSecondary
        case "twoOverSecondary": preferredDisplayMode = .twoOverSecondary
        case "twoDisplaceSecondary": preferredDisplayMode = .twoDisplaceSecondary
        default: break
        }
        switch element?["behavior"] {
        case "tile": preferredSplitBehavior = .tile
        case "overlay": preferredSplitBehavior = .overlay
        case "displace": preferredSplitBehavior = .displace
        default: break
        }
    }

    // MARK: Columns

    /// Classic style: `[primary, secondary]`; column style: the columns' controllers (primary,
    /// supplementary, secondary) as shown in regular width. Setting it (classic style) replaces
    /// both.
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
        set {
            guard style == .unspecified else {
                OpenUIKitDiagnostics.report(.viewControllerMisuse, "UISplitViewController: set viewControllers of a column-style split view with setViewController(_:for:); ignored.")
                return
            }
            if newValue.count > 2 {
                OpenUIKitDiagnostics.report(.viewControllerMisuse, "UISplitViewController: a classic split view has two columns; controllers after the second are ignored.")
            }
            place(newValue.first, in: .primary)
            place(newValue.count > 1 ? newValue[1] : nil, in: .secondary)
        }
    }

    /// Column style: puts `vc` in `column` (wrapped in a navigation controller unless it is one,
    /// as UIKit does; the compact column is not wrapped).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "UISplitViewController: setViewController(_:for:) needs a column-style split view (init(style:)); use viewControllers.")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "UISplitViewController: a double-column split view has no supplementary column; ignored.")
            return
        }
        guard let vc else { return place(nil, in: column) }
        if column == .compact || vc is UINavigationController { return place(vc, in: column) }
        if let wrapper = columns[column] as? UINavigationController, wrapper !== vc {
            wrapper.setViewControllers([vc], animated: false)
            return
        }
        let wrapper = UINavigationController(rootViewController: vc)
        wrappers.insert(ObjectIdentifier(wrapper))
        place(wrapper, in: column)
    }

    /// The controller you put in `column` (column style: the one inside its navigation wrapper).
    open func viewController(for column: Column) -> UIViewController? {
        guard let controller = columns[column] else { return nil }
        if wrappers.contains(ObjectIdentifier(controller)), let root = (controller as? UINavigationController)?.viewControllers.first {
            return root
        }
        return controller
    }

    // MARK: Display mode

    /// The display mode in use (`secondaryOnly` while collapsed).
    open var displayMode: DisplayMode { collapsedState ? .secondaryOnly : displayModeStorage }

    /// Whether the split view shows one column (compact width).
    open var isCollapsed: Bool { collapsedState }

    /// The width of the primary column in regular width.
    open var primaryColumnWidth: CGFloat { SplitColumnLayout(split: self, bounds: viewIfLoaded?.bounds ?? UIScreen.main.bounds).primaryWidth }

    /// The width of the supplementary column in regular width (zero without one).
    open var supplementaryColumnWidth: CGFloat {
        style == .tripleColumn ? SplitColumnLayout(split: self, bounds: viewIfLoaded?.bounds ?? UIScreen.main.bounds).supplementaryWidth : 0
    }

    /// Column style: shows `column` (changing the display mode); when collapsed, pops or pushes
    /// to its controller.
    open func show(_ column: Column) {
        // The secondary is always on screen in regular width; the compact column only in compact width.
        guard !collapsedState, column == .primary || column == .supplementary else { return }
        let mode: DisplayMode = switch (style, column) {
        case (.tripleColumn, .primary): splitBehavior == .overlay ? .twoOverSecondary : .twoBesideSecondary
        case (.tripleColumn, _): splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        default: splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        delegate?.splitViewController(self, willShow: column)
        applyDisplayMode(mode)
    }

    /// Column style: hides `column` (the secondary cannot be hidden).
    open func hide(_ column: Column) {
        guard !collapsedState, column == .primary || column == .supplementary else { return }
        delegate?.splitViewController(self, willHide: column)
        let mode: DisplayMode = (style == .tripleColumn && column == .primary) ? .oneBesideSecondary : .secondaryOnly
        applyDisplayMode(mode)
    }

    private func applyDisplayMode(_ mode: DisplayMode) {
        guard mode != displayModeStorage else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayModeStorage = mode
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// The display mode `.automatic` stands for here.
    final func resolvedDisplayMode() -> DisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        let bounds = viewIfLoaded?.window?.bounds ?? UIScreen.main.bounds
        guard bounds.width > bounds.height else { return .secondaryOnly }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    // MARK: Showing

    /// Replaces the secondary column (pushed onto the collapsed stack when collapsed), unless the
    /// delegate shows it.
    override open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        SplitCollapsing.showDetail(vc, in: self)
    }

    /// Shows `vc` in the primary column's context, unless the delegate shows it.
    override open func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let navigation = (columns[.primary] as? UINavigationController) {
            navigation.pushViewController(vc, animated: true)
        } else {
            super.show(vc, sender: sender)
        }
    }

    /// The split view handles `showDetailViewController` for everything inside it.
    override open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector.showDetail || super.canPerformAction(action, withSender: sender)
    }

    // MARK: UIViewController

    override open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let compact = traitCollection.horizontalSizeClass == .compact
        if compact != collapsedState {
            if compact { SplitCollapsing.collapse(self) } else { SplitCollapsing.expand(self) }
            collapsedState = compact
            if compact { delegate?.splitViewControllerDidCollapse(self) } else { delegate?.splitViewControllerDidExpand(self) }
        }
        // The first layout in regular width settles `.automatic` (the delegate may choose).
        if !compact, displayModeStorage == .automatic {
            let proposed = resolvedDisplayMode()
            displayModeStorage = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
            if displayModeStorage == .automatic { displayModeStorage = proposed }
        }
        SplitColumnLayout(split: self, bounds: view.bounds).apply()
    }

    override open var childForStatusBarStyle: UIViewController? { columns[.secondary] ?? columns[.primary] }

    // MARK: Internals

    /// Puts `controller` in `column` with the containment calls, replacing what was there.
    final func place(_ controller: UIViewController?, in column: Column) {
        let old = columns[column]
        guard old !== controller else { return }
        if let old {
            old.willMove(toParent: nil)
            old.viewStorage?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = controller
        if let controller {
            controller.viewStorage?.removeFromSuperview()
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }
}

extension UIViewController {
    /// `splitViewController`'s search: the nearest split view controller above this controller
    /// (through its parents), or `nil`.
    final var nearestSplitViewController: UISplitViewController? { nearestAncestor(ofType: UISplitViewController.self) }
}
