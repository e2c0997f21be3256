/// A layer that draws its sublayers `instanceCount` times: each copy transformed by one more
/// `instanceTransform` (about the layer's centre), its animations `instanceDelay` later, and its
/// colours multiplied by `instanceColor` plus one more step of the colour offsets.
///
/// - Note: OpenUIKit differs: `preservesDepth` is kept but copies are always flattened into the
///   layer's plane (as when it is false, the default). Copies are drawn, not hit-tested: hit
///   testing finds the sublayers themselves, as on iOS.
///
/// See <https://developer.apple.com/documentation/quartzcore/careplicatorlayer>.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    override public init() {
        super.init()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAReplicatorLayer {
            instanceCount = other.instanceCount
            instanceDelay = other.instanceDelay
            preservesDepth = other.preservesDepth
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("CAReplicatorLayer.init(coder:) is not supported by OpenUIKit: layers cannot be unarchived.")
    }

    /// How many copies of the sublayers are drawn (1 by default; 0 or less draws none).
    @exclusivity(unchecked) open var instanceCount = 1

    /// How much later each copy's animations run than the previous copy's, in seconds.
    @exclusivity(unchecked) open var instanceDelay: CFTimeInterval = 0 {
        didSet {
            if !instanceDelay.isFinite {
                reportNonFinite("instanceDelay", "\(instanceDelay)")
                instanceDelay = oldValue
            }
        }
    }

    /// Whether copies share the layer's 3D space (kept; OpenUIKit flattens them, see the note).
    @exclusivity(unchecked) open var preservesDepth = false

    /// The transform from one copy to the next, about the layer's centre. Animatable.
    open var instanceTransform: CATransform3D {
        get { core.pointee.model.instanceTransform }
        set {
            guard validate(newValue, "instanceTransform") else { return }
            change(.instanceTransform) { $0.instanceTransform = newValue }
        }
    }

    /// The colour the first copy's colours are multiplied by (opaque white by default). Animatable.
    open var instanceColor: CGColor? {
        get { core.pointee.model.instanceColor.map { CGColor($0) } }
        set { change(.instanceColor) { $0.instanceColor = newValue?.rgbaComponents } }
    }

    /// Added to the red of the colour for each copy after the first. Animatable.
    open var instanceRedOffset: Float {
        get { core.pointee.model.instanceRedOffset }
        set { setOffset(newValue, "instanceRedOffset", .instanceRedOffset) { $0.instanceRedOffset = $1 } }
    }

    /// Added to the green of the colour for each copy after the first. Animatable.
    open var instanceGreenOffset: Float {
        get { core.pointee.model.instanceGreenOffset }
        set { setOffset(newValue, "instanceGreenOffset", .instanceGreenOffset) { $0.instanceGreenOffset = $1 } }
    }

    /// Added to the blue of the colour for each copy after the first. Animatable.
    open var instanceBlueOffset: Float {
        get { core.pointee.model.instanceBlueOffset }
        set { setOffset(newValue, "instanceBlueOffset", .instanceBlueOffset) { $0.instanceBlueOffset = $1 } }
    }

    /// Added to the alpha of the colour for each copy after the first. Animatable.
    open var instanceAlphaOffset: Float {
        get { core.pointee.model.instanceAlphaOffset }
        set { setOffset(newValue, "instanceAlphaOffset", .instanceAlphaOffset) { $0.instanceAlphaOffset = $1 } }
    }

    private func setOffset(_ value: Float, _ name: String, _ property: LayerProperty, _ apply: (inout LayerValues, Float) -> Void) {
        guard value.isFinite else { return reportNonFinite(name, "\(value)") }
        change(property) { apply(&$0, value) }
    }

    override package func builtInCopy(copying: Bool) -> CALayer? {
        copying ? CAReplicatorLayer(layer: self) : CAReplicatorLayer()
    }

    /// The transform of copy `index` in the layer's space: `instanceTransform` applied `index`
    /// times about the centre of `bounds`.
    package static func instanceTransform(_ step: CATransform3D, index: Int, bounds: CGRect) -> CATransform3D {
        var power = CATransform3DIdentity
        for _ in 0..<index { power = CATransform3DConcat(power, step) }
        let centre = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        let back = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        return CATransform3DConcat(CATransform3DConcat(back, power), centre)
    }

    /// The colour copy `index` is multiplied by, each channel clamped to 0...1.
    package static func instanceColor(_ values: LayerValues, index: Int) -> ColorComponents {
        let base = values.instanceColor ?? ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)
        func channel(_ start: Double, _ offset: Float) -> Double { min(max(start + Double(offset) * Double(index), 0), 1) }
        return ColorComponents(red: channel(base.red, values.instanceRedOffset), green: channel(base.green, values.instanceGreenOffset),
                               blue: channel(base.blue, values.instanceBlueOffset), alpha: channel(base.alpha, values.instanceAlphaOffset))
    }
}
