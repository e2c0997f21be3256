import Foundation

/// An animation of a key that is not one of the layer's own properties: a custom animatable
/// property (`@NSManaged var radius: CGFloat` in a layer subclass, whose value lives in the
/// layer's key-value storage). As in Core Animation, the animated value shows in the
/// presentation layer (`presentation()?.value(forKey:)`, and so in the property read on it), and
/// when the layer's class says the key needs display (`needsDisplay(forKey:)`), the layer is drawn
/// again for every frame with its presentation values: `display()` and `draw(in:)` run on a
/// presentation copy, whose contents are what the frame shows.
///
/// Numbers, points, sizes, rectangles, transforms and `CGColor`s animate; the kind comes from the
/// animation's values (or the layer's current value), and the result has the type of the value
/// the layer holds (`CGFloat` stays `CGFloat`).
@MainActor
final class CustomKeyProgram: AnimationProgram {
    let key: String
    let kind: ValueKind
    let interpolation: PropertyTrack.Interpolation
    let isAdditive: Bool
    let isCumulative: Bool
    /// A value of the animation's own, to give results the app's type when the layer holds none.
    let template: Any?
    /// Whether the layer's class draws the key (`needsDisplay(forKey:)`).
    let redisplays: Bool

    init(timing: MediaTimingValues, basicDuration: CFTimeInterval, timingFunction: UnitBezier?, key: String, kind: ValueKind,
         interpolation: PropertyTrack.Interpolation, isAdditive: Bool, isCumulative: Bool, template: Any?, redisplays: Bool) {
        self.key = key
        self.kind = kind
        self.interpolation = interpolation
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.template = template
        self.redisplays = redisplays
        super.init(timing: timing, basicDuration: basicDuration, timingFunction: timingFunction,
                   targets: LayerCore.customKeyBit | (redisplays ? LayerProperty.contents.bit : 0))
    }

    override func applyBody(progress: Double, localTime: CFTimeInterval, iteration: Int,
                                     core: UnsafeMutablePointer<LayerCore>, layer: CALayer) {
        let model = layer.value(forKey: key)
        // An earlier animation of the same key in this evaluation is what this one builds on.
        let underlying = AnimationValue(layer.presentationUserValues?[key] ?? model, as: kind) ?? .zero(of: kind)
        var value = interpolation.sample(underlying: underlying, progress: progress, localTime: localTime,
                                         iteration: iteration, isCumulative: isCumulative).value
        if isAdditive { value = ValueMath.add(underlying, value) }
        layer.presentationUserValues?[key] = CustomKeyValues.object(value, like: model ?? template)
    }
}

/// Conversions between a custom key's values and the engine's.
enum CustomKeyValues {
    /// Layer properties that Core Animation does not animate (`frame` is derived from bounds and
    /// position): their keys are not custom keys, and animating them is reported.
    static let layerPropertyNames: Set<String> = [
        "frame", "name", "speed", "timeOffset", "beginTime", "duration", "repeatCount", "repeatDuration", "autoreverses",
        "fillMode", "contentsScale", "contentsGravity", "cornerCurve", "maskedCorners", "isOpaque", "opaque",
        "needsDisplayOnBoundsChange", "allowsEdgeAntialiasing", "allowsGroupOpacity", "shouldRasterize", "rasterizationScale",
        "isGeometryFlipped", "geometryFlipped", "actions", "style", "delegate", "sublayers", "superlayer", "mask",
        "minificationFilter", "magnificationFilter", "minificationFilterBias", "edgeAntialiasingMask",
        "lineCap", "lineJoin", "fillRule", "lineDashPattern", "type",
    ]

    /// The kind of value `any` is, for the kinds a custom key can animate.
    static func kind(of any: Any) -> ValueKind? {
        switch any {
        case is Bool: nil
        case is CGPoint: .point
        case is CGSize: .size
        case is CGRect: .rect
        case is CATransform3D, is CGAffineTransform: .transform
        case is CGColor: .color
        default: AnimationValue.number(any) != nil ? .scalar : nil
        }
    }

    /// `value` as an object of the type `template` has (a number as `CGFloat` when unknown).
    static func object(_ value: AnimationValue, like template: Any?) -> Any? {
        guard case .scalar(let number) = value else { return value.objectValue }
        switch template {
        case is Double: return number
        case is Float: return Float(number)
        case is Int: return Int(number.rounded())
        case is NSNumber: return NSNumber(value: number)
        default: return CGFloat(number)
        }
    }
}

extension AnimationValue {
    /// The value a custom key has before anything sets it.
    static func zero(of kind: ValueKind) -> AnimationValue {
        switch kind {
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .color: .color(nil)
        case .bool: .bool(false)
        case .path: .path(nil)
        case .object: .object(nil)
        case .colors: .colors([])
        case .scalars: .scalars([])
        case .scalar: .scalar(0)
        }
    }
}
