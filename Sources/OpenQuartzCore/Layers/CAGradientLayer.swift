/// The kind of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint` reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Round `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a colour gradient over its bounds.
///
/// See <https://developer.apple.com/documentation/quartzcore/cagradientlayer>.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    override public init() {
        super.init()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { type = other.type }
    }

    public required init?(coder: NSCoder) {
        fatalError("CAGradientLayer.init(coder:) is not supported by OpenUIKit: layers cannot be unarchived.")
    }

    /// The colours (`CGColor`), evenly spread unless `locations` says otherwise.
    public var colors: [Any]? {
        get { objects.colors }
        set { change(.colors, objects: { $0.colors = newValue }) }
    }

    /// Where each colour sits, 0...1.
    public var locations: [NSNumber]? {
        get { objects.locations }
        set { change(.locations, objects: { $0.locations = newValue }) }
    }

    /// The start, in unit coordinates of the bounds ((0.5, 0) by default: top centre).
    public var startPoint: CGPoint {
        get { core.pointee.model.startPoint }
        set { change(.startPoint) { $0.startPoint = newValue } }
    }

    /// The end, in unit coordinates of the bounds ((0.5, 1) by default: bottom centre).
    public var endPoint: CGPoint {
        get { core.pointee.model.endPoint }
        set { change(.endPoint) { $0.endPoint = newValue } }
    }

    @exclusivity(unchecked) public var type: CAGradientLayerType = .axial { didSet { contentVersion += 1 } }

    override func builtInCopy(copying: Bool) -> CALayer? {
        copying ? CAGradientLayer(layer: self) : CAGradientLayer()
    }

    @exclusivity(unchecked) final var contentVersion = 0
}

/// A layer whose sublayers share its 3D space instead of being flattened into its plane: they are
/// sorted by depth and can intersect visually, which is how cubes and two-sided cards are built.
/// It draws no content of its own (background, border and shadow are ignored).
///
/// See <https://developer.apple.com/documentation/quartzcore/catransformlayer>.
@preconcurrency @MainActor
open class CATransformLayer: CALayer {
    override public init() {
        super.init()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        fatalError("CATransformLayer.init(coder:) is not supported by OpenUIKit: layers cannot be unarchived.")
    }

    /// Hit testing finds sublayers only (the transform layer has no content of its own).
    override open func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }

    override func builtInCopy(copying: Bool) -> CALayer? {
        copying ? CATransformLayer(layer: self) : CATransformLayer()
    }
}
