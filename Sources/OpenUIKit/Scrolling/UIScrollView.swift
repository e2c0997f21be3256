import Foundation

/// A view whose content is larger than itself, moved by dragging: `contentOffset` is the
/// bounds' origin, `contentSize` and the insets bound it. Dragging follows the finger,
/// rubber-bands past the edges, decelerates after a fling at `decelerationRate` and bounces
/// back; paging stops on multiples of the bounds (docs/scroll-views.md has the formulas).
///
/// Pinching zooms the delegate's `viewForZooming(in:)` between `minimumZoomScale` and
/// `maximumZoomScale` (UIScrollView+Zooming.swift).
///
/// Scroll indicators show while the content moves and fade after it stops
/// (UIScrollView+Indicators.swift).
///
/// A fling whose deceleration would pass an edge goes past it and bounces back; a pinch past
/// the zoom limits goes past them with resistance and springs back on release (`bouncesZoom`).
///
/// - Note: OpenUIKit differs: scroll-to-top and the keyboard's insets are not available yet
///   (absent from the API).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How much each millisecond keeps of the deceleration's velocity.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets `adjustedContentInset` adds.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and always vertically for a controller's view shown by a
        /// navigation or tab bar controller.
        case automatic
        /// The safe area of the axes that scroll (content larger than the view, or always bouncing).
        case scrollableAxes
        /// None.
        case never
        /// All of it.
        case always
    }

    /// Whether dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none
        /// The keyboard goes when a drag begins.
        case onDrag
        // Behaviour source [R] — Scrolling
        //   Rule: `keyboardDismissMode = .interactive` behaves as `.onDrag`
        //   Value: keyboard goes when a drag begins
        //   Source: Limitation: OpenUIKit's keyboard does not follow a finger. On iOS "the keyboard
        //     follows the dragging touch offscreen, and can be pulled upward again to cancel the
        //     dismiss" `[D]`
        //     (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive).
        /// As `.onDrag`: OpenUIKit's keyboard does not follow the finger [R].
        case interactive
        case onDragWithAccessory
        case interactiveWithAccessory
    }

    /// The delegate (held weakly, as on iOS).
    @exclusivity(unchecked) open weak var delegate: (any UIScrollViewDelegate)?
    /// Whether a drag dismisses the keyboard (the first responder inside the window resigns).
    @exclusivity(unchecked) open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0, contentSize.height >= 0 else {
                OpenUIKitDiagnostics.report(.viewMisuse, "UIScrollView.contentSize \(contentSize) must be finite and not negative; kept \(oldValue).")
                contentSize = oldValue
                return
            }
            adjustedInsetsMayHaveChanged()
            didChangeObservableValue()
        }
    }
    /// Space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            adjustedInsetsMayHaveChanged()
            didChangeObservableValue()
        }
    }
    /// Which safe-area insets are added to `contentInset`.
    @exclusivity(unchecked) open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { adjustedInsetsMayHaveChanged() } }
    /// `contentInset` plus the safe-area insets the behaviour adds (and, while a refresh control
    /// refreshes, its height at the top, as on iOS).
    @exclusivity(unchecked) open private(set) var adjustedContentInset: UIEdgeInsets = .zero
    /// The refresh control (UIScrollView+RefreshControl.swift).
    final var refreshControlStorage: UIRefreshControl?
    /// Whether dragging scrolls.
    @exclusivity(unchecked) open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether scrolling stops on multiples of the bounds.
    @exclusivity(unchecked) open var isPagingEnabled = false
    /// Whether the content goes past the edges and springs back.
    @exclusivity(unchecked) open var bounces = true
    /// Whether it bounces vertically even when the content is not taller than the view.
    @exclusivity(unchecked) open var alwaysBounceVertical = false
    /// Whether it bounces horizontally even when the content is not wider than the view.
    @exclusivity(unchecked) open var alwaysBounceHorizontal = false
    /// How fast a fling slows down.
    @exclusivity(unchecked) open var decelerationRate: DecelerationRate = .normal
    /// Whether a finger drags the content now.
    @exclusivity(unchecked) open private(set) var isDragging = false { didSet { didChangeObservableValue() } }
    /// Whether a finger is on the content (touched down, dragging or not).
    open var isTracking: Bool { panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed }
    /// Whether the content moves on after the finger lifted.
    @exclusivity(unchecked) open private(set) var isDecelerating = false { didSet { didChangeObservableValue() } }
    /// The recognizer that drags the content (coordinate transitions with it).
    public let panGestureRecognizer = UIPanGestureRecognizer()

    // MARK: Content touches (UIScrollView+ContentTouches.swift)

    /// Whether touches reach the content only after a moment (0.15 s) without scrolling, or when
    /// the finger lifts first (true by default): a finger that starts a scroll never touches
    /// the buttons and cells under it.
    @exclusivity(unchecked) open var delaysContentTouches = true {
        didSet { touchDelayRecognizer.isEnabled = delaysContentTouches }
    }
    /// Whether a drag that starts on content already touched can still scroll, cancelling the
    /// content's touches (true by default; `touchesShouldCancel(in:)` decides per view).
    @exclusivity(unchecked) open var canCancelContentTouches = true
    /// Whether a tap on the status bar scrolls this view to its top (true by default).
    ///
    /// - Note: OpenUIKit differs: there is no status bar to tap, so nothing asks it.
    @exclusivity(unchecked) open var scrollsToTop = true
    /// Whether a drag may take touches the content has already received (they then get
    /// `touchesCancelled`). The default answers true for any view but a control: a drag that
    /// starts on a button once the button has its touch does not scroll. Override to let
    /// drags start on your controls.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }
    /// Holds content touches back while `delaysContentTouches` is true.
    let touchDelayRecognizer = ScrollViewTouchDelayRecognizer()

    @exclusivity(unchecked) final var motion: ScrollMotion?
    @exclusivity(unchecked) private var dragStartOffset = CGPoint.zero

    // Behaviour source [D] [R] — Scrolling
    //   Rule: Directional lock: a drag locks to an axis when it began at least twice as far along
    //     it as along the other; a diagonal drag stays free
    //   Value: 2 : 1
    //   Source: Apple, `isDirectionalLockEnabled`
    //     (https://developer.apple.com/documentation/uikit/uiscrollview/isdirectionallockenabled):
    //     a drag "in one general direction" disables scrolling in the other; "if the drag direction
    //     is diagonal, then scrolling doesn't lock". The 2 : 1 threshold that tells general from
    //     diagonal is ours.
    /// Whether a drag that begins in one general direction scrolls only along it (false by
    /// default). A diagonal drag stays free in both directions [D: `isDirectionalLockEnabled`].
    /// A drag counts as horizontal or vertical when it began at least twice as far along that
    /// axis as along the other [R].
    open var isDirectionalLockEnabled = false

    /// The axis a directionally locked drag keeps (0 horizontal, 1 vertical), nil when free.
    private var lockedDragAxis: Int?
    @exclusivity(unchecked) final var indicatorStorage: ScrollIndicators?

    /// Whether the vertical indicator shows while the content moves.
    @exclusivity(unchecked) open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content moves.
    @exclusivity(unchecked) open var showsHorizontalScrollIndicator = true
    /// The indicators' colour.
    @exclusivity(unchecked) open var indicatorStyle: IndicatorStyle = .default
    /// Space around the vertical indicator's track, beyond the adjusted content inset.
    @exclusivity(unchecked) open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Space around the horizontal indicator's track, beyond the adjusted content inset.
    @exclusivity(unchecked) open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (reading answers the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The smallest scale pinching reaches (1 by default).
    @exclusivity(unchecked) open var minimumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    /// The largest scale pinching reaches (1 by default: no zooming).
    @exclusivity(unchecked) open var maximumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    /// Whether a pinch goes past the zoom limits (with resistance) and springs back on release;
    /// without it, zooming is held at the limits.
    @exclusivity(unchecked) open var bouncesZoom = true
    /// Whether a pinch zooms now.
    @exclusivity(unchecked) open internal(set) var isZooming = false
    /// The pinch that zooms (nil while the limits allow no zooming, as on iOS).
    @exclusivity(unchecked) public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    @exclusivity(unchecked) final var zoomStart: (scale: CGFloat, anchor: CGPoint)?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeScrollView(self, coder) }
    }

    /// A storyboard connects the delegate by name.
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("delegate") { (view: UIScrollView, delegate: any UIScrollViewDelegate) in view.delegate = delegate }
    }

    private func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(touchDelayRecognizer)
    }

    // MARK: Offsets

    /// The point of the content at the view's top-left corner (the bounds' origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue) }
    }

    // Behaviour source [R] — Scrolling
    //   Rule: `setContentOffset(_:animated: true)` glides
    //   Value: 0.3 s, ease in-out
    //   Source: No published measurement found.
    //   Also: docs/scroll-views.md
    /// Moves the content; animated, it glides there in 0.3 s (ease in-out [R]), with
    /// `scrollViewDidScroll` at each frame and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIScrollView.setContentOffset(\(contentOffset)): the offset must be finite; ignored.")
            return
        }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else { return setOffset(contentOffset) }
        motion = ScrollMotion(scrollView: self, glideTo: contentOffset)
    }

    /// Scrolls the least needed for `rect` (in content coordinates) to be visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var offset = contentOffset
        let visible = bounds.inset(by: adjustedContentInset)
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - adjustedContentInset.left }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - adjustedContentInset.top }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// The smallest and largest offsets at rest.
    final var offsetRange: (min: CGPoint, max: CGPoint) {
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + insets.right - bounds.width),
                              y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
        return (minimum, maximum)
    }

    final func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    final func setOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIScrollView.contentOffset \(offset) must be finite; ignored.")
            return
        }
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        updateScrollIndicators()
        refreshControlStorage?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// Whether the content scrolls along an axis (0: horizontal, 1: vertical).
    final func scrolls(axis: Int) -> Bool {
        let range = offsetRange
        return axis == 0 ? (range.max.x > range.min.x || alwaysBounceHorizontal) : (range.max.y > range.min.y || alwaysBounceVertical)
    }

    // MARK: Insets

    override open func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedInsetsMayHaveChanged()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        adjustedInsetsMayHaveChanged()
    }

    /// The enclosing navigation controller's edge swipe goes first: a scroll view's pan waits for it
    /// to fail, so a swipe from the left edge pops over a list, as on iOS.
    override open func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        var responder: UIResponder? = next
        while let current = responder {
            if let navigation = current as? UINavigationController, navigation.isViewLoaded, let pop = navigation.interactivePopGestureRecognizer {
                panGestureRecognizer.require(toFail: pop)
                return
            }
            responder = current.next
        }
    }

    /// Whether this is the view of a controller inside a navigation or tab bar controller.
    private var isRootViewOfBarredController: Bool {
        guard let controller = owningViewController, controller.viewIfLoaded === self, controller.adjustsScrollViewInsetsStorage else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    final func adjustedInsetsMayHaveChanged() {
        let safe = safeAreaInsets
        var insets = contentInset
        let horizontal: Bool, vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (horizontal, vertical) = (false, false)
        case .always: (horizontal, vertical) = (true, true)
        case .automatic, .scrollableAxes:
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
            // `.automatic` always adjusts vertically for a controller's view shown by a
            // navigation or tab bar controller (its bars cover the top and bottom), as on iOS.
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
                || (contentInsetAdjustmentBehavior == .automatic && isRootViewOfBarredController)
        }
        if horizontal { insets.left += safe.left; insets.right += safe.right }
        if vertical { insets.top += safe.top; insets.bottom += safe.bottom }
        if let refresh = refreshControlStorage, refresh.isRefreshing { insets.top += refresh.refreshingHeight }
        guard insets != adjustedContentInset else { return }
        // Content at rest against its top or leading edge stays there when the insets change
        // (a list starts below the navigation bar), as on iOS.
        let range = offsetRange
        let pinned = !isDragging && !isDecelerating && motion == nil
        let pinnedTop = pinned && abs(contentOffset.y - range.min.y) < 0.001
        let pinnedLeft = pinned && abs(contentOffset.x - range.min.x) < 0.001
        adjustedContentInset = insets
        if pinnedTop || pinnedLeft {
            var offset = contentOffset
            if pinnedTop { offset.y = -insets.top }
            if pinnedLeft { offset.x = -insets.left }
            setOffset(offset)
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    // MARK: Dragging

    /// Scroll views inside one another share a drag by direction, as on iOS: one that scrolls
    /// along a single axis does not begin a drag that moves mostly along the other axis when
    /// another scroll view under the finger (around it or inside it) scrolls along that axis
    /// (a horizontal carousel inside a vertical list).
    override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        guard contentTouchesLetThePanBegin else { return false }
        let horizontal = scrolls(axis: 0), vertical = scrolls(axis: 1)
        guard horizontal != vertical else { return true }
        let translation = panGestureRecognizer.translation(in: self)
        guard translation.x != 0 || translation.y != 0 else { return true }
        let movesAcross = horizontal ? abs(translation.y) > abs(translation.x) : abs(translation.x) > abs(translation.y)
        guard movesAcross else { return true }
        let otherAxis = horizontal ? 1 : 0
        var others: [UIScrollView] = []
        var ancestor = superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView { others.append(scrollView) }
            ancestor = current.superview
        }
        for touch in panGestureRecognizer.trackedTouches {
            var view = touch.view
            while let current = view, current !== self {
                if let scrollView = current as? UIScrollView { others.append(scrollView) }
                view = current.superview
            }
        }
        return !others.contains { $0.isScrollEnabled && $0.scrolls(axis: otherAxis) }
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStartOffset = contentOffset
            lockedDragAxis = nil
            if isDirectionalLockEnabled, scrolls(axis: 0), scrolls(axis: 1) {
                // The recognizer began past its slop, so the first translation has a direction.
                let moved = pan.translation(in: self)
                if abs(moved.x) >= 2 * abs(moved.y) { lockedDragAxis = 0 } else if abs(moved.y) >= 2 * abs(moved.x) { lockedDragAxis = 1 }
            }
            if keyboardDismissMode != .none { window?.endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            follow(pan)
            release(velocity: pan.state == .cancelled ? .zero : pan.velocity(in: self))
        default:
            break
        }
    }

    /// The finger's position, rubber-banded past the edges (or held at them without bounces).
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        let range = offsetRange
        var offset = contentOffset
        for axis in 0 ... 1 where scrolls(axis: axis) && (lockedDragAxis ?? axis) == axis {
            let start = axis == 0 ? dragStartOffset.x : dragStartOffset.y
            let moved = start - (axis == 0 ? translation.x : translation.y)
            let low = axis == 0 ? range.min.x : range.min.y, high = axis == 0 ? range.max.x : range.max.y
            let dimension = axis == 0 ? bounds.width : bounds.height
            var value = min(max(moved, low), high)
            if bounces, moved < low { value = low + ScrollPhysics.rubberBand(moved - low, dimension: dimension) }
            if bounces, moved > high { value = high + ScrollPhysics.rubberBand(moved - high, dimension: dimension) }
            if axis == 0 { offset.x = value } else { offset.y = value }
        }
        setOffset(offset)
    }

    /// The finger lifted with `velocity` (the content's, in points per second).
    private func release(velocity fingerVelocity: CGPoint) {
        let free = { (axis: Int) in self.scrolls(axis: axis) && (self.lockedDragAxis ?? axis) == axis }
        var velocity = CGPoint(x: free(0) ? -fingerVelocity.x : 0, y: free(1) ? -fingerVelocity.y : 0)
        if !velocity.x.isFinite || !velocity.y.isFinite { velocity = .zero }
        let projection = CGPoint(x: ScrollPhysics.projection(from: contentOffset.x, velocity: velocity.x, rate: decelerationRate.rawValue),
                                 y: ScrollPhysics.projection(from: contentOffset.y, velocity: velocity.y, rate: decelerationRate.rawValue))
        var target = isPagingEnabled ? pageTarget(velocity: velocity) : clamped(projection)
        let proposed = target
        // UIKit's velocity here is in points per millisecond.
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        if !target.x.isFinite || !target.y.isFinite { target = clamped(contentOffset) }
        // A fling whose projection passes an edge (the target left at that edge) carries on past
        // it and bounces back, as on iOS; the delegate is told the edge.
        var course = target
        if bounces, !isPagingEnabled, target == proposed, projection.x.isFinite, projection.y.isFinite {
            if projection.x != target.x { course.x = projection.x }
            if projection.y != target.y { course.y = projection.y }
        }
        isDragging = false
        let decelerates = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else {
            scrollIndicatorsCameToRest()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        motion = ScrollMotion(scrollView: self, decelerateTo: course, velocity: velocity,
                              rate: isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue)
    }

    // Behaviour source [R] — Scrolling
    //   Rule: Paging: a release faster than 300 pt/s goes to the next page in its direction,
    //     otherwise to the nearest page; the deceleration uses the `.fast` rate
    //   Value: 300 pt/s, `.fast`
    //   Source: A Stack Overflow answer to "iOS: What velocity threshold makes a pan gesture a
    //     flick?" (question 49361860) reports that a paging scroll view moves to the next page
    //     above 300 (pan velocity, pt/s). That corroborates the threshold but is not a measurement
    //     report; the rate is our choice.
    //   Also: docs/scroll-views.md
    /// The page the fling ends on: the next one in the direction of a fast enough fling, else
    /// the nearest [R].
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let page = offset / size
            if velocity > 300 { return (page.rounded(.down) + 1) * size }
            if velocity < -300 { return (page.rounded(.up) - 1) * size }
            return page.rounded() * size
        }
        return clamped(CGPoint(x: page(contentOffset.x, velocity.x, bounds.width), y: page(contentOffset.y, velocity.y, bounds.height)))
    }

    private func stopMotion() {
        motion?.stop()
        motion = nil
        isDecelerating = false
    }

    /// Called by the motion when it arrives.
    final func motionEnded(decelerating: Bool) {
        motion = nil
        scrollIndicatorsCameToRest()
        if decelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    // MARK: State restoration

    /// Saves the content offset and zoom scale (a scroll view with a restoration identifier keeps
    /// its place).
    override open func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(contentOffset, forKey: "UIScrollViewContentOffset")
        coder.encode(Double(zoomScale), forKey: "UIScrollViewZoomScale")
    }

    /// Puts the content back where it was (within the current content).
    override open func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if coder.containsValue(forKey: "UIScrollViewZoomScale") { setZoomScale(CGFloat(coder.decodeDouble(forKey: "UIScrollViewZoomScale")), animated: false) }
        guard coder.containsValue(forKey: "UIScrollViewContentOffset") else { return }
        setContentOffset(clamped(coder.decodeCGPoint(forKey: "UIScrollViewContentOffset")), animated: false)
    }
}
