/// An animation of one layer property, named by a key path (`"position"`, `"transform.rotation.y"`).
///
/// See <https://developer.apple.com/documentation/quartzcore/capropertyanimation>.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    @exclusivity(unchecked) public var keyPath: String? {
        didSet { knownProperty = nil }
    }
    /// The whole layer property `keyPath` names, when OpenUIKit set the key path from it
    /// (`setKeyPath(for:)`): compiling the animation then skips parsing the key path.
    @exclusivity(unchecked) final private(set) var knownProperty: LayerProperty?

    /// Sets `keyPath` to `property`'s key, remembering the property.
    final func setKeyPath(for property: LayerProperty) {
        keyPath = property.key
        knownProperty = property
    }
    /// Whether the animated value is added to the layer's current value instead of replacing it.
    @exclusivity(unchecked) public var isAdditive = false
    /// Whether each repetition starts where the previous one ended.
    @exclusivity(unchecked) public var isCumulative = false
    /// Builds the animated transform from interpolated numbers (for `transform` key paths).
    @exclusivity(unchecked) public var valueFunction: CAValueFunction?

    override public init() {
        super.init()
    }

    /// - Parameter path: the key path to animate.
    public convenience init(keyPath path: String?) {
        self.init()
        self.keyPath = path
    }

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAPropertyAnimation()
        copyPropertyAnimationProperties(to: copy)
        return copy
    }

    final func copyPropertyAnimationProperties(to copy: CAPropertyAnimation) {
        copyBaseProperties(to: copy)
        copy.keyPath = keyPath
        copy.knownProperty = knownProperty
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }
}

/// Interpolation between two values of a property: `fromValue`, `toValue` and `byValue`, any two
/// of which (or one, against the layer's current value) define the animation.
///
/// See <https://developer.apple.com/documentation/quartzcore/cabasicanimation>.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from.
    public var fromValue: Any? {
        get { fromEndpoint.object }
        set { fromEndpoint = .object(newValue) }
    }
    /// The value the animation ends at.
    public var toValue: Any? {
        get { toEndpoint.object }
        set { toEndpoint = .object(newValue) }
    }
    /// The value added to the start (or to the layer's value) to give the end.
    public var byValue: Any? {
        get { byEndpoint.object }
        set { byEndpoint = .object(newValue) }
    }
    @exclusivity(unchecked) final var fromEndpoint = AnimationEndpoint.object(nil)
    @exclusivity(unchecked) final var toEndpoint = AnimationEndpoint.object(nil)
    @exclusivity(unchecked) final var byEndpoint = AnimationEndpoint.object(nil)

    /// Sets the two endpoints to typed values, for OpenUIKit's own animations (through
    /// `LayerHosting.configure`).
    final func setTypedEndpoints(from: AnimationValue, to: AnimationValue) {
        fromEndpoint = .typed(from)
        toEndpoint = .typed(to)
    }

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CABasicAnimation()
        copyBasicProperties(to: copy)
        return copy
    }

    final func copyBasicProperties(to copy: CABasicAnimation) {
        copyPropertyAnimationProperties(to: copy)
        copy.fromEndpoint = fromEndpoint
        copy.toEndpoint = toEndpoint
        copy.byEndpoint = byEndpoint
    }
}
