import Foundation

/// Pages the user turns: a container showing one controller at a time (two with a mid spine),
/// turned by a drag (scroll style: the pages slide under the finger) or a curl (page-curl
/// style), or by `setViewControllers(_:direction:animated:completion:)`.
///
/// The data source gives the page before and after; the delegate hears
/// `willTransitionTo` when a turn the user started begins and
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when it ends, completed
/// or not (a drag let go before half way goes back). Programmatic turns do not tell the
/// delegate, as on iOS. The pages are children of the page view controller and get their
/// appearance callbacks with each turn. With the scroll style, a data source that gives
/// `presentationCount` shows a page control.
///
/// - Note: OpenUIKit differs: a page-curl turn is not scrubbed by the finger: a drag or a tap
///   near an edge turns the page, curling it up (forward) or down (reverse) over 0.6 s. The
///   distances and timings of turns are ours (docs/porting.md, "Page view controllers").
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }

    /// Options given at creation.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (as its raw value in an `NSNumber`, or the enum) for the page curl.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages in the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is (page curl: `.min` by default, `.mid` shows two pages); `.none` for
    /// the scroll style.
    public private(set) var spineLocation: SpineLocation
    /// Whether pages have backs (page curl).
    open var isDoubleSided = false
    /// The pages' source (held weakly, as on iOS).
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { updatePageControl() }
    }
    /// Told of the turns the user makes (held weakly, as on iOS).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The shown pages.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }
    /// The recognizers that turn pages (a pan; with the page curl also a tap).
    open var gestureRecognizers: [UIGestureRecognizer] { turning.recognizers }

    final var pages: [UIViewController] = []
    final let interPageSpacing: CGFloat
    final lazy var turning = PageTurning(owner: self)
    final let pageControl = UIPageControl()

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine: SpineLocation? = (options?[.spineLocation] as? SpineLocation)
            ?? (options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) }
            ?? (options?[.spineLocation] as? Int).flatMap { SpineLocation(rawValue: $0) }
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        let given = options?[.interPageSpacing]
        // One cast at a time: as one chain of `??` it took the type checker over a second.
        let spacing: CGFloat
        switch given {
        case let value as CGFloat: spacing = value
        case let value as Double: spacing = CGFloat(value)
        case let value as Int: spacing = CGFloat(value)
        case let value as NSNumber: spacing = CGFloat(value.doubleValue)
        default: spacing = 0
        }
        interPageSpacing = spacing.isFinite ? max(spacing, 0) : 0
        super.init(nibName: nil, bundle: nil)
    }

    override public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// From a storyboard: `transitionStyle`, `navigationOrientation`, `spineLocation` and
    /// `pageSpacing` as Xcode writes them.
    public required init?(coder: NSCoder) {
        let element = (coder as? InterfaceBuilderCoder)?.element
        transitionStyle = element?["transitionStyle"] == "pageCurl" ? .pageCurl : .scroll
        navigationOrientation = element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        let spines: [String: SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]
        spineLocation = transitionStyle == .scroll ? .none : (element?["spineLocation"].flatMap { spines[$0] } ?? .min)
        interPageSpacing = element?.number("pageSpacing").map { max($0, 0) } ?? 0
        super.init(coder: coder)
    }

    override open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.clipsToBounds = true
        view = root
        turning.install(in: root)
        pageControl.isUserInteractionEnabled = false
        root.addSubview(pageControl)
        for page in pages { placeAtRest(page) }
        updatePageControl()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let root = viewStorage else { return }
        if !turning.isTurning { for page in pages { page.viewStorage?.frame = restingFrame(of: page) } }
        let bottom = root.safeAreaInsets.bottom
        pageControl.frame = CGRect(x: 0, y: root.bounds.height - bottom - 26, width: root.bounds.width, height: 26)
        root.bringSubviewToFront(pageControl)
    }

    /// Shows `viewControllers` (one, or two with a mid spine). Animated, the pages slide (scroll)
    /// or curl in `direction`, and `completion` hears whether the animation finished. The
    /// delegate is not told, as on iOS. A wrong number of pages is reported and ignored (UIKit
    /// raises an exception).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        let expected = spineLocation == .mid ? 2 : 1
        guard new.count == expected else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "The number of view controllers provided (\(new.count)) doesn't match the number required (\(expected)) for the requested transition; the pages stay as they are.", level: .error)
            completion?(false)
            return
        }
        guard !turning.isTurning else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "setViewControllers(_:direction:animated:completion:) while a page turn runs; the pages stay as they are.")
            completion?(false)
            return
        }
        turning.replace(with: new, direction: direction, animated: animated, userInitiated: false, completion: completion)
    }

    // MARK: Internals (PageTurning)

    /// Where a shown page rests: the whole view, or its half with a mid spine.
    final func restingFrame(of page: UIViewController) -> CGRect {
        let bounds = viewStorage?.bounds ?? UIScreen.main.bounds
        guard spineLocation == .mid, let index = pages.firstIndex(where: { $0 === page }) else { return bounds }
        let half = bounds.width / 2
        return CGRect(x: index == 0 ? 0 : half, y: 0, width: half, height: bounds.height)
    }

    final func placeAtRest(_ page: UIViewController) {
        guard let root = viewStorage else { return }
        let pageView: UIView = page.view
        pageView.frame = restingFrame(of: page)
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if pageView.superview !== root { root.insertSubview(pageView, at: 0) }
    }

    /// The page control of the scroll style: shown when the data source gives a count.
    final func updatePageControl() {
        guard isViewLoaded else { return }
        let count = transitionStyle == .scroll ? (dataSource?.presentationCount(for: self) ?? 0) : 0
        pageControl.isHidden = count <= 0
        guard count > 0 else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = min(max(dataSource?.presentationIndex(for: self) ?? 0, 0), count - 1)
    }
}
