/// The object-valued animatable properties of a layer (and its subclasses), kept apart from the
/// plain values so copying ``LayerValues`` stays free of reference counting.
package struct LayerObjects {
    package var contents: Any?
    package var shadowPath: CGPath?
    package var path: CGPath?
    package var colors: [Any]?
    package var locations: [NSNumber]?

    package init() {}
}

/// An animatable layer property. Its raw value indexes bit masks of animated properties; its
/// Core Animation key is ``key``.
package enum LayerProperty: Int, CaseIterable, Sendable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case opacity, hidden, masksToBounds, doubleSided, cornerRadius, borderWidth, borderColor
    case backgroundColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    case contents, contentsRect, contentsCenter
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
    case colors, locations, startPoint, endPoint
    /// The blur radius of what lies behind a backdrop layer (UIVisualEffectView's blur).
    case backdropBlurRadius

    /// The property's Core Animation key ("position", "backgroundColor"...).
    package var key: String {
        switch self {
        case .bounds: "bounds"
        case .position: "position"
        case .zPosition: "zPosition"
        case .anchorPoint: "anchorPoint"
        case .anchorPointZ: "anchorPointZ"
        case .transform: "transform"
        case .sublayerTransform: "sublayerTransform"
        case .opacity: "opacity"
        case .hidden: "hidden"
        case .masksToBounds: "masksToBounds"
        case .doubleSided: "doubleSided"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .backgroundColor: "backgroundColor"
        case .shadowColor: "shadowColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowOffset: "shadowOffset"
        case .shadowRadius: "shadowRadius"
        case .shadowPath: "shadowPath"
        case .contents: "contents"
        case .contentsRect: "contentsRect"
        case .contentsCenter: "contentsCenter"
        case .path: "path"
        case .fillColor: "fillColor"
        case .strokeColor: "strokeColor"
        case .lineWidth: "lineWidth"
        case .strokeStart: "strokeStart"
        case .strokeEnd: "strokeEnd"
        case .lineDashPhase: "lineDashPhase"
        case .miterLimit: "miterLimit"
        case .colors: "colors"
        case .locations: "locations"
        case .startPoint: "startPoint"
        case .endPoint: "endPoint"
        case .backdropBlurRadius: "backdropBlurRadius"
        }
    }

    private static let byKey: [String: LayerProperty] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.key, $0) } + [("isHidden", .hidden), ("isDoubleSided", .doubleSided)]
    )

    /// The property for a Core Animation key (`isHidden`, Swift's name for `hidden`, is accepted).
    package init?(key: String) {
        guard let property = Self.byKey[key] else { return nil }
        self = property
    }

    /// The property's bit in an animated-properties mask.
    @inline(__always)
    package var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The bits of the object-valued properties.
    package static let objectValuedMask: UInt64 = allCases.filter(\.isObjectValued).reduce(0) { $0 | $1.bit }

    package var kind: ValueKind {
        switch self {
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .position, .anchorPoint, .startPoint, .endPoint: .point
        case .shadowOffset: .size
        case .transform, .sublayerTransform: .transform
        case .hidden, .masksToBounds, .doubleSided: .bool
        case .borderColor, .backgroundColor, .shadowColor, .fillColor, .strokeColor: .color
        case .shadowPath, .path: .path
        case .contents: .object
        case .colors: .colors
        case .locations: .scalars
        case .zPosition, .anchorPointZ, .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius,
             .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase, .miterLimit, .backdropBlurRadius: .scalar
        }
    }

    /// Whether the property lives in ``LayerObjects`` rather than ``LayerValues``.
    package var isObjectValued: Bool {
        switch self {
        case .shadowPath, .path, .contents, .colors, .locations: true
        default: false
        }
    }

    /// Whether changing the property outside a disabled transaction looks for an implicit action.
    /// Booleans switch at once (OpenUIKit's rule: an implicit half-way switch would only delay them).
    package var hasImplicitAnimation: Bool {
        switch self {
        case .hidden, .masksToBounds, .doubleSided: false
        default: true
        }
    }

    // MARK: Reading and writing plain values

    @inline(__always)
    package func read(_ v: LayerValues, objects: LayerObjects) -> AnimationValue {
        switch self {
        case .bounds: .rect(v.bounds)
        case .position: .point(v.position)
        case .zPosition: .scalar(Double(v.zPosition))
        case .anchorPoint: .point(v.anchorPoint)
        case .anchorPointZ: .scalar(Double(v.anchorPointZ))
        case .transform: .transform(v.transform)
        case .sublayerTransform: .transform(v.sublayerTransform)
        case .opacity: .scalar(Double(v.opacity))
        case .hidden: .bool(v.isHidden)
        case .masksToBounds: .bool(v.masksToBounds)
        case .doubleSided: .bool(v.isDoubleSided)
        case .cornerRadius: .scalar(Double(v.cornerRadius))
        case .borderWidth: .scalar(Double(v.borderWidth))
        case .borderColor: .color(v.borderColor)
        case .backgroundColor: .color(v.backgroundColor)
        case .shadowColor: .color(v.shadowColor)
        case .shadowOpacity: .scalar(Double(v.shadowOpacity))
        case .shadowOffset: .size(v.shadowOffset)
        case .shadowRadius: .scalar(Double(v.shadowRadius))
        case .backdropBlurRadius: .scalar(Double(v.backdropBlurRadius))
        case .contentsRect: .rect(v.contentsRect)
        case .contentsCenter: .rect(v.contentsCenter)
        case .fillColor: .color(v.fillColor)
        case .strokeColor: .color(v.strokeColor)
        case .lineWidth: .scalar(Double(v.lineWidth))
        case .strokeStart: .scalar(Double(v.strokeStart))
        case .strokeEnd: .scalar(Double(v.strokeEnd))
        case .lineDashPhase: .scalar(Double(v.lineDashPhase))
        case .miterLimit: .scalar(Double(v.miterLimit))
        case .startPoint: .point(v.startPoint)
        case .endPoint: .point(v.endPoint)
        case .shadowPath: .path(objects.shadowPath)
        case .path: .path(objects.path)
        case .contents: .object(objects.contents)
        case .colors: AnimationValue(objects.colors, as: .colors) ?? .colors([])
        case .locations: .scalars((objects.locations ?? []).map(\.doubleValue))
        }
    }

    /// Writes a value of this property's kind. Values of another kind are ignored (the engine
    /// converts every value when the animation is added, so this does not happen in practice).
    @inline(__always)
    package func write(_ value: AnimationValue, into v: inout LayerValues, objects: inout LayerObjects) {
        switch (self, value) {
        case (.bounds, .rect(let r)): v.bounds = r
        case (.position, .point(let p)): v.position = p
        case (.zPosition, .scalar(let x)): v.zPosition = CGFloat(x)
        case (.anchorPoint, .point(let p)): v.anchorPoint = p
        case (.anchorPointZ, .scalar(let x)): v.anchorPointZ = CGFloat(x)
        case (.transform, .transform(let t)): v.transform = t
        case (.sublayerTransform, .transform(let t)): v.sublayerTransform = t
        case (.opacity, .scalar(let x)): v.opacity = Float(x)
        case (.hidden, .bool(let b)): v.isHidden = b
        case (.masksToBounds, .bool(let b)): v.masksToBounds = b
        case (.doubleSided, .bool(let b)): v.isDoubleSided = b
        case (.cornerRadius, .scalar(let x)): v.cornerRadius = CGFloat(x)
        case (.borderWidth, .scalar(let x)): v.borderWidth = CGFloat(x)
        case (.borderColor, .color(let c)): v.borderColor = c
        case (.backgroundColor, .color(let c)): v.backgroundColor = c
        case (.shadowColor, .color(let c)): v.shadowColor = c
        case (.shadowOpacity, .scalar(let x)): v.shadowOpacity = Float(x)
        case (.shadowOffset, .size(let s)): v.shadowOffset = s
        case (.shadowRadius, .scalar(let x)): v.shadowRadius = CGFloat(x)
        case (.backdropBlurRadius, .scalar(let x)): v.backdropBlurRadius = CGFloat(x)
        case (.contentsRect, .rect(let r)): v.contentsRect = r
        case (.contentsCenter, .rect(let r)): v.contentsCenter = r
        case (.fillColor, .color(let c)): v.fillColor = c
        case (.strokeColor, .color(let c)): v.strokeColor = c
        case (.lineWidth, .scalar(let x)): v.lineWidth = CGFloat(x)
        case (.strokeStart, .scalar(let x)): v.strokeStart = CGFloat(x)
        case (.strokeEnd, .scalar(let x)): v.strokeEnd = CGFloat(x)
        case (.lineDashPhase, .scalar(let x)): v.lineDashPhase = CGFloat(x)
        case (.miterLimit, .scalar(let x)): v.miterLimit = CGFloat(x)
        case (.startPoint, .point(let p)): v.startPoint = p
        case (.endPoint, .point(let p)): v.endPoint = p
        case (.shadowPath, .path(let p)): objects.shadowPath = p
        case (.path, .path(let p)): objects.path = p
        case (.contents, .object(let o)): objects.contents = o
        case (.colors, .colors(let colors)): objects.colors = colors.map { CGColor($0) }
        case (.locations, .scalars(let xs)): objects.locations = xs.map { NSNumber(value: $0) }
        default: break
        }
    }
}
