/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The cap of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The join of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled, stroked, and with the stroke trimmed to
/// `strokeStart...strokeEnd` (animate `strokeEnd` to draw a line progressively).
///
/// The shape is not clipped to the layer's bounds. As a `mask`, its filled area is what shows.
///
/// See <https://developer.apple.com/documentation/quartzcore/cashapelayer>.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    override public init() {
        super.init()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            fillRule = other.fillRule
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPattern = other.lineDashPattern
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("CAShapeLayer.init(coder:) is not supported by OpenUIKit: layers cannot be unarchived.")
    }

    /// The path drawn, in the layer's coordinates.
    public var path: CGPath? {
        get { objects.path }
        set { change(.path, objects: { $0.path = newValue }) }
    }

    /// The fill colour (opaque black by default; `nil` for no fill).
    public var fillColor: CGColor? {
        get { core.pointee.model.fillColor.map(ColorValues.color) }
        set { change(.fillColor) { $0.fillColor = newValue.map(ColorValues.components) } }
    }

    @exclusivity(unchecked) public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { contentVersion += 1 } }

    /// The stroke colour (none by default).
    public var strokeColor: CGColor? {
        get { core.pointee.model.strokeColor.map(ColorValues.color) }
        set { change(.strokeColor) { $0.strokeColor = newValue.map(ColorValues.components) } }
    }

    /// Where along the path the stroke starts, 0...1.
    public var strokeStart: CGFloat {
        get { core.pointee.model.strokeStart }
        set { change(.strokeStart) { $0.strokeStart = newValue } }
    }

    /// Where along the path the stroke ends, 0...1.
    public var strokeEnd: CGFloat {
        get { core.pointee.model.strokeEnd }
        set { change(.strokeEnd) { $0.strokeEnd = newValue } }
    }

    public var lineWidth: CGFloat {
        get { core.pointee.model.lineWidth }
        set { change(.lineWidth) { $0.lineWidth = newValue } }
    }

    public var miterLimit: CGFloat {
        get { core.pointee.model.miterLimit }
        set { change(.miterLimit) { $0.miterLimit = newValue } }
    }

    @exclusivity(unchecked) public var lineCap: CAShapeLayerLineCap = .butt { didSet { contentVersion += 1 } }
    @exclusivity(unchecked) public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { contentVersion += 1 } }

    public var lineDashPhase: CGFloat {
        get { core.pointee.model.lineDashPhase }
        set { change(.lineDashPhase) { $0.lineDashPhase = newValue } }
    }

    /// Dash lengths alternating painted and unpainted; `nil` for a solid line.
    @exclusivity(unchecked) public var lineDashPattern: [NSNumber]? { didSet { contentVersion += 1 } }

    override func builtInCopy(copying: Bool) -> CALayer? {
        copying ? CAShapeLayer(layer: self) : CAShapeLayer()
    }

    // MARK: Package

    /// Bumped when a non-animatable drawing property changes (invalidates the cached drawing).
    @exclusivity(unchecked) final var contentVersion = 0
}
