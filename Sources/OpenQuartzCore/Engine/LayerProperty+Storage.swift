/// The object-valued animatable properties of a layer (and its subclasses), kept apart from the
/// plain values so copying ``LayerValues`` stays free of reference counting.
struct LayerObjects {
    var contents: Any?
    var shadowPath: CGPath?
    var path: CGPath?
    var colors: [Any]?
    var locations: [NSNumber]?

    init() {}
}

extension LayerProperty {
    /// Everything about the property (see ``LayerPropertyDescriptor``).
    @inline(__always)
    var descriptor: LayerPropertyDescriptor { Self.descriptors[rawValue] }

    /// The plain fields by raw value (`nil` for object-valued properties): the evaluator's table,
    /// trivially copyable, so reading it costs no reference counting.
    static let plainFields: [LayerPropertyDescriptor.PlainField?] = descriptors.map { descriptor in
        if case .plain(let field) = descriptor.storage { field } else { nil }
    }

    /// The bits of the object-valued properties.
    static let objectValuedMask: UInt64 = allCases.filter(\.isObjectValued).reduce(0) { $0 | $1.bit }

    var kind: ValueKind { descriptor.kind }

    /// Whether the property lives in ``LayerObjects`` rather than ``LayerValues``.
    var isObjectValued: Bool {
        if case .object = descriptor.storage { return true }
        return false
    }

    /// Whether changing the property outside a disabled transaction looks for an implicit action.
    var hasImplicitAnimation: Bool { descriptor.hasImplicitAnimation }

    // MARK: Reading and writing values

    @inline(__always)
    func read(_ v: LayerValues, objects: LayerObjects) -> AnimationValue {
        switch descriptor.storage {
        case .plain(let field): field.read(v)
        case .object(let field): field.read(objects)
        }
    }

    /// Writes a value of this property's kind. Values of another kind are ignored (the engine
    /// converts every value when the animation is added, so this does not happen in practice).
    @inline(__always)
    func write(_ value: AnimationValue, into v: inout LayerValues, objects: inout LayerObjects) {
        switch descriptor.storage {
        case .plain(let field): field.write(value, into: &v)
        case .object(let field): field.write(value, &objects)
        }
    }
}

extension LayerProperty {
    /// One descriptor per property, in the order of the cases (a test checks it). The public
    /// setter named for key-value coding is the one whose side effects (validation, layout,
    /// display, colour bookkeeping) `setValue(_:forKey:)` must run.
    static let descriptors: [LayerPropertyDescriptor] = [
        .rect(.bounds, "bounds", \.bounds, setter: { $0.bounds = $1 }),
        .point(.position, "position", \.position, setter: { $0.position = $1 }),
        .scalar(.zPosition, "zPosition", \.zPosition, setter: { $0.zPosition = $1 }),
        .point(.anchorPoint, "anchorPoint", \.anchorPoint, setter: { $0.anchorPoint = $1 }),
        .scalar(.anchorPointZ, "anchorPointZ", \.anchorPointZ, setter: { $0.anchorPointZ = $1 }),
        .transform(.transform, "transform", \.transform, setter: { $0.transform = $1 }),
        .transform(.sublayerTransform, "sublayerTransform", \.sublayerTransform, setter: { $0.sublayerTransform = $1 }),
        .scalar(.opacity, "opacity", \.opacity, setter: { $0.opacity = $1 }),
        .bool(.hidden, "hidden", \.isHidden, setter: { $0.isHidden = $1 }),
        .bool(.masksToBounds, "masksToBounds", \.masksToBounds, setter: { $0.masksToBounds = $1 }),
        .bool(.doubleSided, "doubleSided", \.isDoubleSided, setter: { $0.isDoubleSided = $1 }),
        .scalar(.cornerRadius, "cornerRadius", \.cornerRadius, setter: { $0.cornerRadius = $1 }),
        .scalar(.borderWidth, "borderWidth", \.borderWidth, setter: { $0.borderWidth = $1 }),
        .color(.borderColor, "borderColor", \.borderColor, setter: { $0.borderColor = $1.map(ColorValues.color) }),
        .color(.backgroundColor, "backgroundColor", \.backgroundColor, setter: { $0.backgroundColor = $1.map(ColorValues.color) }),
        .color(.shadowColor, "shadowColor", \.shadowColor, setter: { $0.shadowColor = $1.map(ColorValues.color) }),
        .scalar(.shadowOpacity, "shadowOpacity", \.shadowOpacity, setter: { $0.shadowOpacity = $1 }),
        .size(.shadowOffset, "shadowOffset", \.shadowOffset, setter: { $0.shadowOffset = $1 }),
        .scalar(.shadowRadius, "shadowRadius", \.shadowRadius, setter: { $0.shadowRadius = $1 }),
        .object(.shadowPath, "shadowPath", .path, read: { .path($0.shadowPath) },
                write: { value, objects in if case .path(let p) = value { objects.shadowPath = p } },
                assign: { layer, value in if case .path(let p) = value { layer.shadowPath = p } }),
        .object(.contents, "contents", .object, read: { .object($0.contents) },
                write: { value, objects in if case .object(let o) = value { objects.contents = o } },
                assign: { layer, value in if case .object(let o) = value { layer.contents = o } }),
        .rect(.contentsRect, "contentsRect", \.contentsRect, setter: { $0.contentsRect = $1 }),
        .rect(.contentsCenter, "contentsCenter", \.contentsCenter, setter: { $0.contentsCenter = $1 }),
        // CAShapeLayer: on another layer class the value is stored like any property.
        .object(.path, "path", .path, read: { .path($0.path) },
                write: { value, objects in if case .path(let p) = value { objects.path = p } }),
        .color(.fillColor, "fillColor", \.fillColor),
        .color(.strokeColor, "strokeColor", \.strokeColor),
        .scalar(.lineWidth, "lineWidth", \.lineWidth),
        .scalar(.strokeStart, "strokeStart", \.strokeStart),
        .scalar(.strokeEnd, "strokeEnd", \.strokeEnd),
        .scalar(.lineDashPhase, "lineDashPhase", \.lineDashPhase),
        .scalar(.miterLimit, "miterLimit", \.miterLimit),
        // CAGradientLayer.
        .object(.colors, "colors", .colors, read: { AnimationValue($0.colors, as: .colors) ?? .colors([]) },
                write: { value, objects in if case .colors(let colors) = value { objects.colors = colors.map(ColorValues.color) } }),
        .object(.locations, "locations", .scalars, read: { .scalars(($0.locations ?? []).map(\.doubleValue)) },
                write: { value, objects in if case .scalars(let xs) = value { objects.locations = xs.map { NSNumber(value: $0) } } }),
        .point(.startPoint, "startPoint", \.startPoint),
        .point(.endPoint, "endPoint", \.endPoint),
        // UIVisualEffectView's blur.
        .scalar(.backdropBlurRadius, "backdropBlurRadius", \.backdropBlurRadius, setter: { $0.backdropBlurRadius = $1 }),
    ]
}
