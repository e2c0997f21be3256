/// A rectangular area on screen, backed by a Core Animation layer.
///
/// The view is its layer's delegate, as on iOS: geometry, alpha, colour and visibility are the
/// layer's properties, the view lays out and draws through the layer's `layoutSublayers` and
/// `display` callbacks, and it decides which property changes animate (only those made inside a
/// `UIView.animate` block or a property animator — see `UIView+Animation.swift`).
///
/// See <https://developer.apple.com/documentation/uikit/uiview>.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer every instance creates. Return a Core Animation class or a subclass
    /// of yours that adopts `CALayerInstantiable` (Linux only, see docs/porting.md).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that shows the view.
    public let layer: CALayer

    @exclusivity(unchecked) final var subviewStorage: [UIView] = []
    // Back pointers are unretained, not weak, as the layer tree's are: a weak reference gives
    // the view a side table, and every retain and release of a view with one takes the
    // runtime's slow route through it (docs/benchmarks.md, "Headless transitions"). The owner
    // clears them when it lets go (removal) or goes away (deinit below, UIViewController's
    // deinit). The superview is stored as `Unmanaged` so that walks up the tree (`window`,
    // `isDescendant(of:)`, the inherited tint) retain nothing on the way, as the layer tree's
    // (CALayer.superlayerReference).
    @exclusivity(unchecked) final private(set) var superviewReference: Unmanaged<UIView>?
    final var superviewStorage: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set { if let newValue { superviewReference = Unmanaged.passUnretained(newValue) } else { superviewReference = nil } }
    }
    @exclusivity(unchecked) final private(set) var backgroundColorStorage: UIColor?
    @exclusivity(unchecked) private var tintColorStorage: UIColor?
    /// Whether the last `draw(_:)` produced a backing store (so an empty redraw must clear it).
    @exclusivity(unchecked) final var hasDrawnBackingStore = false
    /// A display was asked for while the view was in no window: it draws when it gets one.
    @exclusivity(unchecked) final var displayDeferredUntilWindow = false
    /// The controller whose root view this is (set by view controllers), the next responder.
    /// Cleared by the controller when it lets the view go or goes away (unretained: see
    /// `superviewStorage`).
    final var owningResponder: UIResponder? {
        get { owningResponderReference?.takeUnretainedValue() }
        set { if let newValue { owningResponderReference = Unmanaged.passUnretained(newValue) } else { owningResponderReference = nil } }
    }
    /// The same reference: asking whether it is set retains nothing (reading an
    /// `unowned(unsafe)` optional, even to compare it with `nil`, retains and releases it).
    @exclusivity(unchecked) final private(set) var owningResponderReference: Unmanaged<UIResponder>?
    /// The gesture recognizers attached to the view, in the order they were added.
    @exclusivity(unchecked) final var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The motion effects added to the view (UIMotionEffect.swift).
    @exclusivity(unchecked) final var motionEffectStorage: [UIMotionEffect] = []
    /// The interactions added to the view (UIInteraction.swift).
    final var interactionStorage: [any UIInteraction] = []
    /// A name for finding the view in tests (UI tests and the test kit's queries read it);
    /// assistive technologies never show it.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// Running animations from blocks without `.allowUserInteraction`: while any runs, the view
    /// (and its subtree) is skipped by hit testing.
    final var interactionBlockingAnimations: Int { interactionBlockStorage?.count ?? 0 }
    /// The count behind `interactionBlockingAnimations`, made when an animation first blocks the
    /// view. The animations' delegates hold it, not the view: a weak reference to the view
    /// would give it a side table, which slows every retain and release of it.
    @exclusivity(unchecked) private var interactionBlockStorage: InteractionBlockCount?
    final var interactionBlockCount: InteractionBlockCount {
        if let interactionBlockStorage { return interactionBlockStorage }
        let count = InteractionBlockCount()
        interactionBlockStorage = count
        return count
    }
    /// Whether the view is a `UIWindow`: walks up the tree read it instead of casting (a cast
    /// of an unretained reference retains it).
    @exclusivity(unchecked) final private(set) var isWindowView = false
    /// Auto Layout state, created when the view first takes part in Auto Layout.
    @exclusivity(unchecked) final var autoLayoutStorage: AutoLayoutState?
    /// `cornerConfiguration` (UIView+CornerConfiguration.swift).
    final var cornerConfigurationStorage: UICornerConfiguration?

    /// Creates a view with `frame` in its future superview's coordinates.
    public init(frame: CGRect) {
        layer = Self.makeBackingLayer()
        super.init()
        setUpLayer(frame: frame)
    }

    /// An instance of `layerClass` (a `CALayer` when it is not a Core Animation class).
    private static func makeBackingLayer() -> CALayer {
        let requested: AnyClass = layerClass
        let layerType = requested as? CALayer.Type ?? CALayer.self
        if !(requested is CALayer.Type) {
            OpenUIKitDiagnostics.report(.viewMisuse, "\(Self.self).layerClass (\(requested)) is not a CALayer subclass; using CALayer.")
        }
        return LayerHosting.makeLayer(ofClass: layerType) ?? CALayer()
    }

    /// What every initializer does once the layer exists.
    private func setUpLayer(frame: CGRect) {
        isWindowView = self is UIWindow
        let state = UIApplication.shared.state
        let builtInView = state.isBuiltIn(type(of: self))
        // OpenUIKit's own classes never override `action(for:forKey:)`; an app's class may, and
        // is then asked for every change of its layer.
        LayerHosting.adopt(layer, owner: self, answersEveryActionAsAView: builtInView)
        drawsThroughLayerHooks = !builtInView || !state.isBuiltIn(type(of: layer))
        layer.contentsScale = UIScreen.main.scale
        if frame != .zero { layer.frame = frame }
        layer.setNeedsDisplay()
        if Self.requiresConstraintBasedLayout { _ = autoLayout }
    }

    /// Whether the view draws through its layer's hooks, as on iOS (the layer's `draw(in:)`,
    /// then the view's `draw(_:in:)`, then `draw(_:)`), because an app's class may override one
    /// of them: the view's class or its layer's is not one of OpenUIKit's. Set with the layer.
    @exclusivity(unchecked) final private(set) var drawsThroughLayerHooks = false

    // A plain `deinit`, as CALayer's (DeinitIsolation.swift). The layer may outlive the view.
    // Subviews the view's going away does not release (someone else holds them) lose their
    // superview here.
    deinit { runOnMainActorUnchecked(self, UIView.tearDown) }

    private static func tearDown(_ view: UIView) {
        LayerHosting.ownerWillGoAway(view.layer)
        for subview in view.subviewStorage where subview.superviewStorage === view { subview.superviewStorage = nil }
        for recognizer in view.gestureRecognizerStorage where recognizer.attachedView === view { recognizer.attachedView = nil }
    }

    /// Creates a view with a zero frame.
    override public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from a storyboard or nib: the document's frame, colours, flags and
    /// subviews (each made with its own `init(coder:)`).
    ///
    /// - Note: OpenUIKit differs: only the coders of OpenUIKit's storyboards and nibs carry
    ///   values; another coder makes an empty view (reported).
    public required init?(coder: NSCoder) {
        layer = Self.makeBackingLayer()
        super.init()
        setUpLayer(frame: .zero)
        if let coder = coder as? InterfaceBuilderCoder {
            IBViewDecoding.decodeView(self, coder)
        } else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "\(Self.self).init(coder:) with a \(type(of: coder)): only storyboards and nibs decode views on Linux; the view is empty.")
        }
    }

    /// The identifier that marks the view for state restoration (nil: not restored). The view's
    /// state is saved when its controller's is.
    @exclusivity(unchecked) open var restorationIdentifier: String?

    /// Saves the view's own state when its controller's state is preserved. Call `super`.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads back what ``encodeRestorableState(with:)`` saved, after the controller decoded
    /// its state. Call `super`.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called by Interface Builder's live rendering on macOS; never called on Linux (there is no
    /// Interface Builder canvas here — `openuikit storyboard` renders scenes instead).
    open func prepareForInterfaceBuilder() {}

    override open var next: UIResponder? { owningResponder ?? superview }

    // MARK: Geometry (the layer's)

    /// The view's rectangle in its superview's coordinates (derived from `center`, `bounds` and
    /// `transform`; setting it with a non-identity transform is ill-defined, as on iOS).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
        }
    }

    /// The view's own coordinate system: origin (what its content scrolls to) and size.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
        }
    }

    /// The centre of the view in its superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// A 2D transform about the view's centre (the layer's transform, made affine).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The layer's full 3D transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The view's anchor point (the layer's), in unit coordinates of its bounds.
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    // MARK: Appearance

    /// The view's opacity, 0...1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// The colour filling the bounds behind the content.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue.map(resolvedCGColor)
        }
    }

    /// Whether the view (and everything in it) is hidden. Not animatable, as on iOS.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed, let stack = superviewStorage as? UIStackView { stack.arrangedSubviewVisibilityDidChange(self) }
        }
    }

    /// A hint that the view fills its bounds with opaque content.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether subviews (and content) are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// How the content is placed when the size changes. `.redraw` redraws on every bounds change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// The colour controls and templates use. Inherited from the superview unless set; the
    /// system blue at the top.
    open var tintColor: UIColor! {
        get { inheritedTintColor }
        set {
            let before = inheritedTintColor
            tintColorStorage = newValue
            if before != inheritedTintColor { propagateTintChange() }
        }
    }

    /// The tint found by walking up the set colours, never through a view's own `tintColor`:
    /// a subclass may override that getter to return a subview's tint (marquee labels do), and
    /// asking it from the subview would never end. iOS climbs its storage the same way.
    final var inheritedTintColor: UIColor {
        var reference: Unmanaged<UIView>? = .passUnretained(self)
        while let next = reference {
            unowned(unsafe) let current = next.takeUnretainedValue()
            if let own = current.tintColorStorage { return own }
            reference = current.superviewReference
        }
        return .systemBlue
    }

    final var hasOwnTintColor: Bool { tintColorStorage != nil }

    /// Whether the tint is dimmed (for example behind a modal sheet).
    @exclusivity(unchecked) open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when the effective `tintColor` changes.
    open func tintColorDidChange() {}

    /// The view's traits: its controller's when it is a controller's view, else its superview's,
    /// else its screen's (the main screen's outside a window); with `overrideUserInterfaceStyle`
    /// applied. Size classes follow the device preset.
    open var traitCollection: UITraitCollection {
        let base: UITraitCollection
        if let controller = owningViewController { base = controller.traitCollection }
        else if let superview = superviewStorage { base = superview.traitCollection }
        else { base = ((self as? UIWindow)?.screen ?? UIScreen.main).traitCollection }
        var traits = base.with(overrideInterfaceStyleStorage)
        if let forced = semanticContentAttributeStorage.forcedTraitDirection { traits = traits.with(forced) }
        guard let contentSizeLimits else { return traits }
        return traits.with(contentSizeLimits.limit(traits.preferredContentSizeCategory))
    }

    /// The appearance this view and its subviews have whatever their environment's:
    /// `.unspecified` (the default) inherits it. Changing it updates dynamic colours and calls
    /// `traitCollectionDidChange(_:)` where the appearance changed.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideInterfaceStyleStorage }
        set {
            guard newValue != overrideInterfaceStyleStorage else { return }
            overrideInterfaceStyleStorage = newValue
            UIApplication.shared.state.interfaceStylesOverridden = true
            refreshInterfaceStyle()
        }
    }
    @exclusivity(unchecked) var overrideInterfaceStyleStorage: UIUserInterfaceStyle = .unspecified
    /// `minimumContentSizeCategory` and `maximumContentSizeCategory`, nil when neither is set
    /// (`UIView+ContentSizeCategory.swift`).
    @exclusivity(unchecked) final var contentSizeLimits: ContentSizeLimits?
    /// The appearance dynamic colours were last resolved for (`UIView+InterfaceStyle.swift`).
    @exclusivity(unchecked) final var appliedInterfaceStyle: UIUserInterfaceStyle = .light

    // MARK: Text size limits (UIView+ContentSizeCategory.swift)

    /// The smallest preferred text size this view and its subviews see; nil for no lower limit.
    /// When it is larger than `maximumContentSizeCategory`, only the maximum applies (as on iOS).
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeLimits?.minimum }
        set { changeContentSizeLimits { $0.minimum = newValue } }
    }

    /// The largest preferred text size this view and its subviews see; nil for no upper limit.
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { contentSizeLimits?.maximum }
        set { changeContentSizeLimits { $0.maximum = newValue } }
    }

    /// A description, for debugging, of the text size limits in effect here: one line per view
    /// from this one up to the top of its hierarchy, with the text size it sees and the limits
    /// it sets, if any. The format is OpenUIKit's own (iOS documents only what the text lists).
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeLimitsDescription }

    /// Called after the view's traits changed (its appearance, here), with what they were.
    /// `UITraitCollection.current` is the view's new traits during the call.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// How the view's content is laid out in a right-to-left interface: `.unspecified` (the
    /// default) follows its environment; `.forceLeftToRight` and `.forceRightToLeft` fix it for
    /// the view and its subviews; `.playback` and `.spatial` keep the view itself left to right
    /// (`UIView+LayoutDirection.swift`).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set { changeSemanticContentAttribute(newValue) }
    }
    final var semanticContentAttributeStorage: UISemanticContentAttribute = .unspecified

    /// The direction the view lays out its content in: its `semanticContentAttribute` applied
    /// to its traits' `layoutDirection`. Leading and trailing constraints, stack views and
    /// natural text alignment follow it.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { resolvedLayoutDirection }

    /// An integer identifying the view (see `viewWithTag(_:)`).
    @exclusivity(unchecked) open var tag: Int = 0

    /// Whether touches are delivered to the view (and its subviews).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true

    /// Whether the view takes touches of several fingers at once.
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false

    /// Whether this view receives touches exclusively: while it has a finger, no other view
    /// gets a new one, and it gets none while another view has one.
    @exclusivity(unchecked) open var isExclusiveTouch = false

    // MARK: Gesture recognizers (UIView+Gestures.swift)

    /// Whether `gestureRecognizer` may begin. Asked of the recognizer's view and of the views its
    /// touches began in; `true` by default (controls keep a single tap for themselves).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hierarchy (UIView+Hierarchy.swift), open so subclasses can override

    /// Adds `view` in front of the other subviews (moving it to the front if it is already one).
    open func addSubview(_ view: UIView) { hierarchyAddSubview(view) }
    /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { hierarchyInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview` (at the front if that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { hierarchyInsertSubview(view, aboveSubview: siblingSubview) }
    /// Inserts `view` just below `siblingSubview` (at the front if that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { hierarchyInsertSubview(view, belowSubview: siblingSubview) }
    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) { hierarchyBringSubviewToFront(view) }
    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) { hierarchySendSubviewToBack(view) }
    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { hierarchyExchangeSubview(at: index1, withSubviewAt: index2) }
    /// Removes the view from its superview (and window).
    open func removeFromSuperview() { hierarchyRemoveFromSuperview() }

    // MARK: Hierarchy notifications (UIView+Hierarchy.swift sends them)

    /// Called before the view gets a new superview (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view got a new superview (or lost it).
    open func didMoveToSuperview() {}
    /// Called before the view enters or leaves a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view entered or left a window.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit testing (UIView+Geometry.swift)

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view under `point` (in this view's coordinates),
    /// searching subviews front to back. Views that are hidden, have `alpha` below 0.01, do
    /// not take user interaction or are being animated by a block without
    /// `.allowUserInteraction` are skipped with their subtrees, as on iOS.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    // MARK: Layout (UIView+Layout.swift)

    /// Positions subviews. Called by the layout pass (at commit, or `layoutIfNeeded()`) after
    /// `setNeedsLayout()` or a change of the view's size. The default sets the frames of
    /// subviews laid out by constraints (`translatesAutoresizingMaskIntoConstraints == false`)
    /// from the layout engine's solution: call `super.layoutSubviews()` when you override it.
    open func layoutSubviews() {
        LayoutEngine.applyFrames(toSubviewsOf: self)
    }

    /// Adds or updates the view's constraints. Called by the update-constraints pass, before
    /// layout, subviews first, when `setNeedsUpdateConstraints()` was called (and once for every
    /// view that takes part in Auto Layout). Call `super.updateConstraints()` last.
    open func updateConstraints() {}

    /// Whether instances rely on constraints (then their `updateConstraints()` runs even before
    /// they have any).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view whose first baseline stands for this view's in baseline constraints.
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline stands for this view's in baseline constraints: by default
    /// `forBaselineLayout()`, so a subclass written before iOS 9 that overrides only that still
    /// moves its baseline.
    open var forLastBaselineLayout: UIView { forBaselineLayout() }

    /// The pre-iOS 9 form of `forLastBaselineLayout`; this view by default. Deprecated on iOS
    /// (the iOS-only availability below is what Apple declares; Linux builds do not warn).
    @available(iOS, deprecated: 9.0, message: "Override forFirstBaselineLayout or forLastBaselineLayout")
    open func forBaselineLayout() -> UIView { self }

    /// The size that best fits `size`. The default is the current size, as on iOS.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// How subviews resize when this view's superview changes size.
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []

    /// Whether subviews are resized by their `autoresizingMask` when this view's size changes.
    @exclusivity(unchecked) open var autoresizesSubviews = true

    /// The margins content is laid out within (8 points on each side by default).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            // Constraints on margins are read again by the pass this asks for.
            if autoLayoutStorage != nil { hierarchyRoot.setNeedsLayout() }
            layoutMarginsDidChange()
        }
    }

    /// Called when `layoutMargins` changes.
    open func layoutMarginsDidChange() { setNeedsLayout() }

    /// Called when `safeAreaInsets` changes.
    open func safeAreaInsetsDidChange() {}

    // Layout members subclasses override. Swift lets a subclass override only what a class's own
    // body declares, so these are here; their work is in UIView+AutoLayout.swift,
    // UIView+Layout.swift and the layout engine.

    /// The part of the view not covered by the screen's system areas (status bar, home
    /// indicator), as insets from the view's edges, plus any insets added by view controllers.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// The layout margins with leading and trailing names: leading is the left margin, or the
    /// right one when the view lays out right to left.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalInsets(layoutMargins) }
        set { layoutMargins = absoluteInsets(newValue) }
    }

    /// Whether the layout margins are measured from the safe area (true by default).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedInsetsLayoutMarginsFromSafeArea }
        set { storedInsetsLayoutMarginsFromSafeArea = newValue }
    }

    /// Whether the superview's margins also hold this view's content where this view comes
    /// closer to an edge of the superview than the superview's margin there (false by default).
    /// A table cell's content view, say, keeps the table's margins this way.
    open var preservesSuperviewLayoutMargins: Bool {
        get { storedPreservesSuperviewLayoutMargins }
        set { storedPreservesSuperviewLayoutMargins = newValue }
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed (read again at the next pass).
    open func invalidateIntrinsicContentSize() { autoLayoutInvalidateIntrinsicContentSize() }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { storedContentHuggingPriority(for: axis) }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeContentHuggingPriority(priority, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedContentCompressionResistancePriority(for: axis)
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeContentCompressionResistancePriority(priority, for: axis)
    }

    /// The size the view's constraints (and those of its subviews) give it, as close to
    /// `targetSize` as they allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, with the width and height pulled towards
    /// `targetSize` at the given priorities (`.required` fixes one, as a table cell fixes its
    /// width to compute its height).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Rendering hooks

    /// Draws the view's content into the current graphics context (`UIGraphicsGetCurrentContext()`),
    /// in the view's coordinates. The default draws nothing; a view whose `draw(_:)` never asks
    /// for the context gets no backing store.
    open func draw(_ rect: CGRect) {}

    /// Schedules `draw(_:)` for the next commit.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Schedules `draw(_:)` for the next commit (the whole view is redrawn).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: CALayerDelegate (the members subclasses override; display and layout of the layer
    // are in UIView+LayerDelegate.swift)

    /// Draws the view's layer into `ctx`: `draw(_:)` with `ctx` as the current graphics context.
    /// A subclass may override it to draw into the context itself (calling `super` for
    /// `draw(_:)`'s drawing, or not, to draw nothing of it); its layer's backing store is then
    /// made for every display, and dropped when nothing was drawn into it. OpenUIKit's own views
    /// with a plain layer draw through `draw(_:)` directly, making a backing store only when it
    /// asks for the context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        GraphicsContextSlot.withCurrent(GraphicsContextSlot(context: ctx)) { draw(layer.bounds) }
    }

    /// The action for a change of the view's layer: an animation inside animation blocks and
    /// property animators, nothing (`NSNull`) otherwise — a view's own layer does not animate
    /// implicitly. See `UIView+Animation.swift`.
    ///
    /// A subclass may override it (to animate a property of its own, or to keep a key from
    /// animating) and call `super` for the other keys; it is then asked for every change of its
    /// layer, inside blocks and out. OpenUIKit's own views are not asked outside animation blocks,
    /// where their answer is always "none" (`CALayer.owningDelegateDecidesActions`).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        return ViewAnimationContext.action(for: self, forKey: event) ?? LayerHosting.noAction
    }
}

extension DiagnosticCode {
    /// Misuse of a view (bad hierarchy, bad layer class).
    public static let viewMisuse = DiagnosticCode(rawValue: "UIViewMisuse")
}
