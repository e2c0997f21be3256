/// A layer that draws its sublayers `instanceCount` times: each copy transformed by one more
/// `instanceTransform` (about the layer's centre), its animations `instanceDelay` later, and its
/// colours multiplied by `instanceColor` plus one more step of the colour offsets.
///
/// - Note: OpenUIKit differs: the instance properties are not animatable (an animation of
///   `instanceTransform` or the colour offsets is reported and has no effect; keeping them out
///   of every layer's animatable values keeps the presentation tree fast). `preservesDepth` is
///   kept but copies are always flattened into the layer's plane (as when it is false, the
///   default). Copies are drawn, not hit-tested: hit testing finds the sublayers themselves, as
///   on iOS.
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
            instanceTransform = other.instanceTransform
            instanceColor = other.instanceColor
            (instanceRedOffset, instanceGreenOffset) = (other.instanceRedOffset, other.instanceGreenOffset)
            (instanceBlueOffset, instanceAlphaOffset) = (other.instanceBlueOffset, other.instanceAlphaOffset)
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("CAReplicatorLayer.init(coder:) is not supported by OpenUIKit: layers cannot be unarchived.")
    }

    /// The instance properties' names (not animatable here: an animation of one is reported).
    static let instanceKeys: Set<String> = ["instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
                                                     "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]

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

    /// The transform from one copy to the next, about the layer's centre.
    @exclusivity(unchecked) open var instanceTransform = CATransform3DIdentity {
        didSet {
            if !validate(instanceTransform, "instanceTransform") { instanceTransform = oldValue }
        }
    }

    /// The colour the first copy's colours are multiplied by (opaque white by default).
    @exclusivity(unchecked) open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// Added to the red of the colour for each copy after the first.
    @exclusivity(unchecked) open var instanceRedOffset: Float = 0 {
        didSet { keepFinite(&instanceRedOffset, oldValue, "instanceRedOffset") }
    }

    /// Added to the green of the colour for each copy after the first.
    @exclusivity(unchecked) open var instanceGreenOffset: Float = 0 {
        didSet { keepFinite(&instanceGreenOffset, oldValue, "instanceGreenOffset") }
    }

    /// Added to the blue of the colour for each copy after the first.
    @exclusivity(unchecked) open var instanceBlueOffset: Float = 0 {
        didSet { keepFinite(&instanceBlueOffset, oldValue, "instanceBlueOffset") }
    }

    /// Added to the alpha of the colour for each copy after the first.
    @exclusivity(unchecked) open var instanceAlphaOffset: Float = 0 {
        didSet { keepFinite(&instanceAlphaOffset, oldValue, "instanceAlphaOffset") }
    }

    private func keepFinite(_ value: inout Float, _ oldValue: Float, _ name: String) {
        guard !value.isFinite else { return }
        reportNonFinite(name, "\(value)")
        value = oldValue
    }

    override func builtInCopy(copying: Bool) -> CALayer? {
        copying ? CAReplicatorLayer(layer: self) : CAReplicatorLayer()
    }

    /// The transform of copy `index` in the layer's space: `instanceTransform` applied `index`
    /// times about the centre of `bounds`.
    final func transform(ofInstance index: Int, bounds: CGRect) -> CATransform3D {
        var power = CATransform3DIdentity
        for _ in 0..<index { power = CATransform3DConcat(power, instanceTransform) }
        let centre = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        let back = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        return CATransform3DConcat(CATransform3DConcat(back, power), centre)
    }

    /// The colour copy `index` is multiplied by, each channel clamped to 0...1.
    final func color(ofInstance index: Int) -> ColorComponents {
        let base = instanceColor.map(ColorValues.components) ?? ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)
        func channel(_ start: Double, _ offset: Float) -> Double { min(max(start + Double(offset) * Double(index), 0), 1) }
        return ColorComponents(red: channel(base.red, instanceRedOffset), green: channel(base.green, instanceGreenOffset),
                               blue: channel(base.blue, instanceBlueOffset), alpha: channel(base.alpha, instanceAlphaOffset))
    }
}
