/// A rectangle of content in a tree of layers: geometry, appearance, timing and animations.
///
/// Properties hold *model* values: setting one takes effect at once. Inside a transaction whose
/// actions are enabled, changing an animatable property of a layer that has been committed looks
/// up an action (`action(forKey:)`), which by default animates from the value on screen to the
/// new one — an implicit animation. `presentation()` returns what is on screen.
///
/// See <https://developer.apple.com/documentation/quartzcore/calayer>.
/// - Note: OpenUIKit differs: `CALayer` is `@MainActor`, like the UIKit types that own layers.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Lifecycle

    /// A layer with default values: zero bounds and position, anchor point (0.5, 0.5), opacity 1.
    override public init() {
        creationSerial = Transactions.commitSerial
        core = UnsafeMutablePointer<LayerCore>.allocate(capacity: 1)
        core.initialize(to: LayerCore())
        super.init()
        core.pointee.owner = Unmanaged.passUnretained(self)
        // A new layer is laid out once, at the first commit that sees it in a tree.
        setNeedsLayout()
    }

    /// A copy of `layer`'s properties (not its sublayers or animations). Core Animation uses it
    /// to make presentation copies; subclasses override it to copy their own stored properties.
    ///
    /// - Parameter layer: the layer to copy, a `CALayer`.
    public init(layer: Any) {
        creationSerial = Transactions.commitSerial
        core = UnsafeMutablePointer<LayerCore>.allocate(capacity: 1)
        core.initialize(to: LayerCore())
        super.init()
        core.pointee.owner = Unmanaged.passUnretained(self)
        guard let other = layer as? CALayer else {
            setNeedsLayout()
            return
        }
        core.pointee.model = other.core.pointee.model
        core.pointee.timing = other.core.pointee.timing
        objects = other.objects
        assignedColors = other.assignedColors
        name = other.name
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        maskedCorners = other.maskedCorners
        cornerRadiiByCorner = other.cornerRadiiByCorner
        cornerCurve = other.cornerCurve
        isOpaque = other.isOpaque
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        allowsGroupOpacity = other.allowsGroupOpacity
        edgeAntialiasingMask = other.edgeAntialiasingMask
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        isGeometryFlipped = other.isGeometryFlipped
        actions = other.actions
        style = other.style
        userValues = other.userValues
    }

    /// Archived layers are not supported.
    public required init?(coder: NSCoder) {
        fatalError("CALayer.init(coder:) is not supported by OpenUIKit: layers cannot be unarchived.")
    }

    // A plain `deinit` (not `isolated deinit`): Swift refuses `@preconcurrency` on a class with an
    // isolated deinit, and `@preconcurrency` is what lets Swift 5 iOS code use layers from
    // nonisolated code as it does on iOS (docs/porting.md, "Main actor").
    deinit { runOnMainActorUnchecked(self, CALayer.tearDown) }

    /// Sublayers, a mask and attached animations point back at a layer that goes away without
    /// retaining it: they lose it here.
    private static func tearDown(_ layer: CALayer) {
        for sublayer in layer.internalSublayers { sublayer.internalSuperlayer = nil }
        if let mask = layer.mask, mask.maskedLayer === layer { mask.maskedLayer = nil }
        for attached in layer.attachedAnimations { attached.layer = nil }
        layer.core.deinitialize(count: 1)
        layer.core.deallocate()
    }

    // MARK: Geometry

    /// The layer's rectangle in its superlayer's coordinates, derived from `bounds`, `position`,
    /// `anchorPoint` and `transform` (the bounding box of the transformed bounds).
    ///
    /// Setting it changes `position` and `bounds.size`. With a transform that only scales and
    /// translates, the result is exact; with rotation, shear or perspective the frame is not well
    /// defined (as on iOS) and OpenUIKit sets position and size as if the transform were identity.
    open var frame: CGRect {
        // The model's fields are read in place: passing the model copies all of it.
        get {
            if CATransform3DIsIdentity(core.pointee.model.transform) {
                return LayerGeometry.untransformedFrame(bounds: core.pointee.model.bounds, position: core.pointee.model.position,
                                                        anchorPoint: core.pointee.model.anchorPoint)
            }
            return LayerGeometry.frame(of: core.pointee.model)
        }
        set {
            guard validate(newValue, "frame") else { return }
            let (position, size) = LayerGeometry.positionAndSize(forFrame: newValue, transform: core.pointee.model.transform,
                                                                 anchorPoint: core.pointee.model.anchorPoint)
            self.position = position
            if bounds.size != size {
                self.bounds = CGRect(origin: bounds.origin, size: size)
            }
        }
    }

    /// The layer's own coordinate space: its size, and the origin its sublayers are placed from.
    open var bounds: CGRect {
        get { core.pointee.model.bounds }
        set {
            guard validate(newValue, "bounds") else { return }
            let sizeChanged = newValue.size != core.pointee.model.bounds.size
            change(.bounds) { $0.bounds = newValue }
            if sizeChanged {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { core.pointee.model.position }
        set { setChecked(newValue, .position, \.position) }
    }

    /// The layer's z coordinate: sibling order (higher is in front) and depth for 3D transforms.
    public var zPosition: CGFloat {
        get { core.pointee.model.zPosition }
        set { setChecked(newValue, .zPosition, \.zPosition) }
    }

    /// The point transforms are applied about, in unit coordinates of the bounds.
    public var anchorPoint: CGPoint {
        get { core.pointee.model.anchorPoint }
        set { setChecked(newValue, .anchorPoint, \.anchorPoint) }
    }

    /// The z component of the anchor point.
    public var anchorPointZ: CGFloat {
        get { core.pointee.model.anchorPointZ }
        set { setChecked(newValue, .anchorPointZ, \.anchorPointZ) }
    }

    /// The transform applied about the anchor point.
    public var transform: CATransform3D {
        get { core.pointee.model.transform }
        set { setChecked(newValue, .transform, \.transform) }
    }

    /// The transform applied to sublayers, about this layer's anchor point (perspective via `m34`).
    public var sublayerTransform: CATransform3D {
        get { core.pointee.model.sublayerTransform }
        set { setChecked(newValue, .sublayerTransform, \.sublayerTransform) }
    }

    // MARK: Appearance

    /// The opacity of the layer and its sublayers, 0...1.
    public var opacity: Float {
        get { core.pointee.model.opacity }
        set {
            guard newValue.isFinite else { return reportNonFinite("opacity", "\(newValue)") }
            change(.opacity) { $0.opacity = newValue }
        }
    }

    /// Whether the layer (and its sublayers) is not drawn.
    public var isHidden: Bool {
        get { core.pointee.model.isHidden }
        set { change(.hidden) { $0.isHidden = newValue } }
    }

    /// Whether sublayers are clipped to the bounds (and the corner radius).
    public var masksToBounds: Bool {
        get { core.pointee.model.masksToBounds }
        set { change(.masksToBounds) { $0.masksToBounds = newValue } }
    }

    /// Whether the back of the layer is drawn when it faces away from the viewer.
    public var isDoubleSided: Bool {
        get { core.pointee.model.isDoubleSided }
        set { change(.doubleSided) { $0.isDoubleSided = newValue } }
    }

    /// The radius of rounded corners for the background, border and (with `masksToBounds`) clipping.
    public var cornerRadius: CGFloat {
        get { core.pointee.model.cornerRadius }
        set { setChecked(newValue, .cornerRadius, \.cornerRadius) }
    }

    /// Which corners `cornerRadius` rounds.
    @exclusivity(unchecked) public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// A radius for each corner (min-x min-y, max-x min-y, min-x max-y, max-x max-y), drawn
    /// instead of `cornerRadius` and `maskedCorners`: what `UIView.cornerConfiguration` sets.
    var cornerRadiiByCorner: [CGFloat]?

    /// The curve of rounded corners.
    @exclusivity(unchecked) public var cornerCurve: CALayerCornerCurve = .circular

    /// The width of the border drawn inside the bounds.
    public var borderWidth: CGFloat {
        get { core.pointee.model.borderWidth }
        set { setChecked(newValue, .borderWidth, \.borderWidth) }
    }

    /// The border colour (opaque black by default).
    public var borderColor: CGColor? {
        get { color(for: .borderColor, core.pointee.model.borderColor) }
        set { setColor(newValue, for: .borderColor) { $0.borderColor = $1 } }
    }

    /// The background colour (none by default).
    public var backgroundColor: CGColor? {
        get { color(for: .backgroundColor, core.pointee.model.backgroundColor) }
        set { setColor(newValue, for: .backgroundColor) { $0.backgroundColor = $1 } }
    }

    /// The shadow colour (opaque black by default).
    public var shadowColor: CGColor? {
        get { color(for: .shadowColor, core.pointee.model.shadowColor) }
        set { setColor(newValue, for: .shadowColor) { $0.shadowColor = $1 } }
    }

    /// The shadow's opacity, 0 (no shadow, the default) ... 1.
    public var shadowOpacity: Float {
        get { core.pointee.model.shadowOpacity }
        set {
            guard newValue.isFinite else { return reportNonFinite("shadowOpacity", "\(newValue)") }
            change(.shadowOpacity) { $0.shadowOpacity = newValue }
        }
    }

    /// The shadow's offset (0, -3) by default.
    public var shadowOffset: CGSize {
        get { core.pointee.model.shadowOffset }
        set { setChecked(newValue, .shadowOffset, \.shadowOffset) }
    }

    /// The shadow's blur radius (3 by default).
    public var shadowRadius: CGFloat {
        get { core.pointee.model.shadowRadius }
        set { setChecked(newValue, .shadowRadius, \.shadowRadius) }
    }

    /// The shadow's shape; `nil` means the shape of the layer's content.
    public var shadowPath: CGPath? {
        get { objects.shadowPath }
        set { change(.shadowPath, objects: { $0.shadowPath = newValue }) }
    }

    /// The layer's content image (a `CGImage`).
    public var contents: Any? {
        get { objects.contents }
        set { change(.contents, objects: { $0.contents = newValue }) }
    }

    /// The part of `contents` shown, in unit coordinates.
    public var contentsRect: CGRect {
        get { core.pointee.model.contentsRect }
        set { setChecked(newValue, .contentsRect, \.contentsRect) }
    }

    /// The stretchable centre of `contents`, in unit coordinates.
    public var contentsCenter: CGRect {
        get { core.pointee.model.contentsCenter }
        set { setChecked(newValue, .contentsCenter, \.contentsCenter) }
    }

    /// How `contents` is placed in the bounds.
    @exclusivity(unchecked) public var contentsGravity: CALayerContentsGravity = .resize
    /// Pixels per point of `contents` and of the backing store.
    @exclusivity(unchecked) public var contentsScale: CGFloat = 1
    @exclusivity(unchecked) public var minificationFilter: CALayerContentsFilter = .linear
    @exclusivity(unchecked) public var magnificationFilter: CALayerContentsFilter = .linear
    /// The bias applied when choosing a mipmap level for minification (0 by default).
    /// - Note: OpenUIKit differs: the compositor samples contents bilinearly without mipmaps,
    ///   so the value is kept (and copied to presentation layers) but changes no pixel.
    @exclusivity(unchecked) public var minificationFilterBias: Float = 0
    /// A hint that the layer fills its bounds with opaque content.
    @exclusivity(unchecked) public var isOpaque = false
    /// Whether a change of bounds size calls `setNeedsDisplay()`.
    @exclusivity(unchecked) public var needsDisplayOnBoundsChange = false
    @exclusivity(unchecked) public var allowsEdgeAntialiasing = false
    /// Whether opacity applies to the layer and its sublayers as one picture (true, as on iOS 7+).
    @exclusivity(unchecked) public var allowsGroupOpacity = true
    @exclusivity(unchecked) public var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    @exclusivity(unchecked) public var shouldRasterize = false
    @exclusivity(unchecked) public var rasterizationScale: CGFloat = 1
    /// Whether the layer's content is drawn upside down (macOS convention); OpenUIKit keeps it
    /// for completeness and the renderer honours it for drawn content.
    @exclusivity(unchecked) public var isGeometryFlipped = false
    /// A name to find the layer by.
    @exclusivity(unchecked) public var name: String?

    /// The layer whose alpha masks this layer's content. A mask has no superlayer.
    public var mask: CALayer? {
        didSet {
            core.pointee.mask = mask?.core
            guard mask !== oldValue else { return }
            if let mask {
                if mask.superlayer != nil { mask.removeFromSuperlayer() }
                if mask === self || isDescendant(of: mask) {
                    OpenUIKitDiagnostics.report(.layerHierarchy, "A layer cannot be its own mask (or the mask of one of its descendants); mask not set.", level: .error)
                    self.mask = oldValue
                    return
                }
                mask.maskedLayer = self
            }
            if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
        }
    }

    /// Actions by key, consulted after the delegate.
    @exclusivity(unchecked) public var actions: [String: any CAAction]?
    /// Default property values and actions (`style["actions"]`), consulted after `actions`.
    @exclusivity(unchecked) public var style: [AnyHashable: Any]?

    /// The delegate: drawing, layout and actions. Held weakly.
    public var delegate: (any CALayerDelegate)? {
        get {
            // Not `??`: its autoclosure would check the executor on every read.
            if let owningDelegate { return owningDelegate }
            return weakDelegate
        }
        set {
            owningDelegateDecidesActions = false
            owningDelegate = nil
            weakDelegate = newValue
        }
    }

    @exclusivity(unchecked) private weak var weakDelegate: (any CALayerDelegate)?
    /// A delegate that owns the layer (a view): held unowned(unsafe), not weak, so the view gets
    /// no side table (see `internalSuperlayer`); it calls `ownerWillGoAway()` from its deinit.
    @exclusivity(unchecked) private unowned(unsafe) var owningDelegate: (any CALayerDelegate)?

    /// Whether the delegate alone decides the layer's actions: it owns the layer (a view and its
    /// backing layer), answers every key (with "no action" while
    /// `TransactionStack.owningDelegatesMayAct` is false, as views do outside animation blocks),
    /// and the layer is a plain `CALayer`, whose `action(forKey:)` asks the delegate first (a
    /// subclass may override it).
    @exclusivity(unchecked) final private(set) var owningDelegateDecidesActions = false

    /// Makes `owner`, which holds this layer strongly and calls `ownerWillGoAway()` from its
    /// deinit, the delegate. `answersEveryActionAsAView`: `owner` answers `action(for:forKey:)`
    /// for every key, and with "no action" while `TransactionStack.owningDelegatesMayAct` is
    /// false; the engine then skips asking it while that flag is false.
    final func setOwningDelegate(_ owner: any CALayerDelegate, answersEveryActionAsAView: Bool) {
        weakDelegate = nil
        owningDelegate = owner
        owningDelegateDecidesActions = answersEveryActionAsAView && type(of: self) == CALayer.self
    }

    /// The owning delegate is being deinitialised: the layer, which may outlive it, looks its
    /// actions up again (its delegate already reads `nil`).
    final func ownerWillGoAway() {
        owningDelegateDecidesActions = false
        owningDelegate = nil
    }

    // MARK: Timing (CAMediaTiming)

    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming(newValue, "beginTime") { $0.beginTime = newValue } }
    }

    public var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming(newValue, "duration") { $0.duration = max(0, newValue) } }
    }

    public var speed: Float {
        get { timing.speed }
        set { setTiming(Double(newValue), "speed") { $0.speed = newValue } }
    }

    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming(newValue, "timeOffset") { $0.timeOffset = newValue } }
    }

    public var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming(newValue.isInfinite ? 0 : Double(newValue), "repeatCount") { $0.repeatCount = max(0, newValue) } }
    }

    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming(newValue, "repeatDuration") { $0.repeatDuration = max(0, newValue) } }
    }

    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { timing.fill.mode }
        set { timing.fill = FillBehavior(newValue) }
    }

    // MARK: Overridable behaviour
    //
    // Methods an app may override must be declared in the class body on Linux (there is no
    // Objective-C dispatch for methods declared in extensions); each forwards to the file that
    // implements its concept.

    /// The action for `event`, searched in the delegate, `actions`, `style["actions"]` and then
    /// `defaultAction(forKey:)`; `nil` if none (or an `NSNull` was found).
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }

    /// The class's action for `event`: for an animatable property, an animation from the value on
    /// screen to the new one (a cross-fade for `contents`).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { implicitAction(forKey: event) }

    /// Whether a change of the property named `key` needs the layer's contents drawn again:
    /// `false` by default. A subclass returns `true` for the custom properties its drawing reads
    /// (`@NSManaged var radius`): setting one then calls `setNeedsDisplay()`, and while one is
    /// animated the layer is drawn again for every frame from its presentation values.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value a property has before it is set: the built-in default for the layer's own
    /// properties, `nil` for any other key. Subclasses give their custom properties defaults.
    open class func defaultValue(forKey key: String) -> Any? { builtInDefaultValue(forKey: key) }

    /// Whether `p` (in the layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { core.pointee.model.bounds.contains(p) }

    /// The deepest visible layer under `p` (given in the superlayer's coordinates), front to back.
    /// Hidden layers and points outside a `masksToBounds` layer find nothing. On a presentation
    /// copy the test runs on presentation values and returns presentation copies.
    open func hitTest(_ p: CGPoint) -> CALayer? { performHitTest(p) }

    /// The size the layer would like: its bounds size unless a subclass says otherwise.
    open func preferredFrameSize() -> CGSize { core.pointee.model.bounds.size }

    /// Positions the sublayers. The default asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Updates the content: the delegate's `display(_:)` if it provides one, otherwise a new
    /// backing store drawn by `draw(in:)`, which becomes `contents`.
    open func display() {
        if let delegate { delegate.display(self) } else { drawBackingStore() }
    }

    /// Draws the layer's content. The context has UIKit's coordinates (origin at the bounds'
    /// origin, y down) at `contentsScale` pixels per point. The default asks the delegate
    /// (`draw(_:in:)`).
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// A copy (or new instance) of the nearest OpenUIKit class; subclasses in this module override.
    func builtInCopy(copying: Bool) -> CALayer? {
        copying ? CALayer(layer: self) : CALayer()
    }

    // MARK: Package

    /// The hot state: model and presentation values, timing, active programs (see `LayerCore`).
    let core: UnsafeMutablePointer<LayerCore>

    /// A copy of the model values (cold paths; hot code reads `core.pointee.model` fields).
    final var modelValues: LayerValues { core.pointee.model }
    /// The layer's own timing.
    final var timing: MediaTimingValues {
        get { core.pointee.timing }
        set { core.pointee.timing = newValue }
    }
    /// Whether the presentation must be recomputed from the model.
    final var presentationIsStale: Bool {
        get { core.pointee.presentationIsStale }
        set { core.pointee.presentationIsStale = newValue }
    }

    /// Object-valued model properties.
    @exclusivity(unchecked) final var objects = LayerObjects()
    /// Object-valued presentation properties (kept in step with the model while animations
    /// write object-valued properties; read `renderObjects` otherwise).
    @exclusivity(unchecked) final var presentationObjects = LayerObjects()
    /// The progress of a running `CATransition`, at the last evaluation.
    @exclusivity(unchecked) final var presentationTransition: TransitionState?

    /// Animations attached to the layer, in the order they were added.
    @exclusivity(unchecked) final var attachedAnimations: [AttachedAnimation] = []

    @exclusivity(unchecked) final var internalSublayers: [CALayer] = []
    // Back pointers are unretained, not weak: weak references would give every layer a side
    // table and make each retain on the render path take the slow route. The owner clears them
    // when it lets go (removal) or goes away (deinit). They are stored as `Unmanaged` so that
    // walks up the tree retain nothing on the way (CALayer+BackPointers.swift).
    @exclusivity(unchecked) final var superlayerReference: Unmanaged<CALayer>?
    /// The layer this layer masks, if it is a mask.
    @exclusivity(unchecked) final var maskedLayerReference: Unmanaged<CALayer>?

    /// The commit count when the layer was created: it is "committed" once a commit follows.
    let creationSerial: Int
    /// Layout and display flags.
    @exclusivity(unchecked) final var needsLayoutFlag = false
    @exclusivity(unchecked) final var needsDisplayFlag = false
    /// Set on ancestors of a layer that needs layout, so layout walks only dirty branches.
    @exclusivity(unchecked) final var subtreeNeedsLayout = false
    /// Values stored under arbitrary keys (key-value coding).
    @exclusivity(unchecked) final var userValues: [String: Any] = [:]
    /// Custom keys' animated values at the last evaluation (`nil` while none is animated).
    @exclusivity(unchecked) final var presentationUserValues: [String: Any]?
    /// Whether an attached animation of a custom key redraws the layer (CustomKeyProgram.swift),
    /// and the local time and contents of the last such drawing.
    @exclusivity(unchecked) final var redrawsForCustomKeys = false
    @exclusivity(unchecked) final var customKeyDrawing: (localTime: CFTimeInterval, contents: Any?)?
    /// For a presentation copy: the model layer and the media time it was made at.
    @exclusivity(unchecked) final var presentationSource: (modelLayer: CALayer, time: CFTimeInterval)?

    /// The CGColor objects assigned to colour properties, returned by the getters.
    @exclusivity(unchecked) private var assignedColors: [LayerProperty: CGColor] = [:]

    // MARK: Internal

    // MARK: Key-value observing (NSKeyValueObservation.swift)

    /// This layer's observations, once one started.
    @exclusivity(unchecked) final package var keyValueObserverStorage: KeyValueObserverList?
    /// The observations of the view this layer backs: its frame, alpha and the rest live here.
    @exclusivity(unchecked) final var delegateKeyValueObservers: KeyValueObserverList?

    private func color(for property: LayerProperty, _ components: ColorComponents?) -> CGColor? {
        guard let components else { return nil }
        if let assigned = assignedColors[property], ColorValues.components(of: assigned) == components { return assigned }
        return ColorValues.color(components)
    }

    private func setColor(_ color: CGColor?, for property: LayerProperty, _ apply: (inout LayerValues, ColorComponents?) -> Void) {
        assignedColors[property] = color
        let components = color.map(ColorValues.components)
        change(property) { apply(&$0, components) }
    }

    private func setTiming(_ value: Double, _ name: String, _ apply: (inout MediaTimingValues) -> Void) {
        guard value.isFinite else { return reportNonFinite(name, "\(value)") }
        apply(&timing)
    }
}

extension DiagnosticCode {
    /// A layer geometry value containing NaN or infinity (UIKit raises `CALayerInvalidGeometry`).
    public static let invalidGeometry = DiagnosticCode(rawValue: "CALayerInvalidGeometry")
    /// A layer tree operation that would corrupt the tree (cycles, self-insertion).
    public static let layerHierarchy = DiagnosticCode(rawValue: "CALayerHierarchy")
}

/// A layer's properties can be observed with `observe(_:options:changeHandler:)`.
extension CALayer: KeyValueObservable {}
