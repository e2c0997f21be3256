/// The kinds of value a layer property (or one component of it) holds.
package enum ValueKind: Equatable, Sendable {
    case scalar, point, size, rect, transform, color, bool, path, object, colors, scalars
}

/// A typed animatable value. Conversion from the `Any` values apps put in `fromValue`,
/// `toValue` and `values` happens once, when an animation is added.
package enum AnimationValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(ColorComponents?)
    case bool(Bool)
    case path(CGPath?)
    case object(Any?)
    case colors([ColorComponents])
    case scalars([Double])

    /// Converts an app-supplied value to `kind`; `nil` when it cannot be converted.
    package init?(_ any: Any?, as kind: ValueKind) {
        switch kind {
        case .scalar:
            guard let number = Self.number(any) else { return nil }
            self = .scalar(number)
        case .point:
            if let point = any as? CGPoint { self = .point(point) }
            else if let value = any as? NSValue { self = .point(value.pointValue) }
            else { return nil }
        case .size:
            if let size = any as? CGSize { self = .size(size) }
            else if let value = any as? NSValue { self = .size(value.sizeValue) }
            else { return nil }
        case .rect:
            if let rect = any as? CGRect { self = .rect(rect) }
            else if let value = any as? NSValue { self = .rect(value.rectValue) }
            else { return nil }
        case .transform:
            if let transform = any as? CATransform3D { self = .transform(transform) }
            else if let affine = any as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(affine)) }
            else if let value = any as? NSValue {
                // NSValue(caTransform3D:) and NSValue(cgAffineTransform:) box 16 and 6 doubles.
                switch String(cString: value.objCType) {
                case "[16d]": self = .transform(value.caTransform3DValue)
                case "[6d]": self = .transform(CATransform3DMakeAffineTransform(value.cgAffineTransformValue))
                default: return nil
                }
            }
            else { return nil }
        case .color:
            if any == nil || any is NSNull { self = .color(nil) }
            else if let color = any as? CGColor { self = .color(ColorValues.components(of: color)) }
            else { return nil }
        case .bool:
            if let flag = any as? Bool { self = .bool(flag) }
            else if let number = Self.number(any) { self = .bool(number != 0) }
            else { return nil }
        case .path:
            if any == nil || any is NSNull { self = .path(nil) }
            else if let path = any as? CGPath { self = .path(path) }
            else { return nil }
        case .object:
            self = .object(any is NSNull ? nil : any)
        case .colors:
            guard let array = any as? [Any] else { return nil }
            var colors: [ColorComponents] = []
            for element in array {
                guard let color = element as? CGColor else { return nil }
                colors.append(ColorValues.components(of: color))
            }
            self = .colors(colors)
        case .scalars:
            guard let array = any as? [Any] else { return nil }
            var numbers: [Double] = []
            for element in array {
                guard let number = Self.number(element) else { return nil }
                numbers.append(number)
            }
            self = .scalars(numbers)
        }
    }

    /// The number in `any`, accepting every numeric type Swift code passes to Core Animation.
    package static func number(_ any: Any?) -> Double? {
        guard let any else { return nil }
        // The common cases by exact type first: a conditional cast of an NSNumber to Double
        // goes through Foundation's bridging, which is slow on Linux.
        let dynamicType = type(of: any)
        if dynamicType is NSNumber.Type { return unsafeDowncast(any as AnyObject, to: NSNumber.self).doubleValue }
        if dynamicType == Double.self { return any as? Double }
        if dynamicType == CGFloat.self { return (any as? CGFloat).map(Double.init) }
        return switch any {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as Int32: Double(value)
        case let value as Int64: Double(value)
        case let value as UInt: Double(value)
        case let value as NSNumber: value.doubleValue
        case let value as Bool: value ? 1 : 0
        default: nil
        }
    }

    /// The value as an app would read it back (`CGColor`, `CGPoint`, `NSNumber`...).
    package var objectValue: Any? {
        switch self {
        case .scalar(let value): NSNumber(value: value)
        case .point(let value): value
        case .size(let value): value
        case .rect(let value): value
        case .transform(let value): value
        case .color(let value): value.map(ColorValues.color)
        case .bool(let value): value
        case .path(let value): value
        case .object(let value): value
        case .colors(let values): values.map(ColorValues.color)
        case .scalars(let values): values.map { NSNumber(value: $0) }
        }
    }

    /// The kind of value this is.
    var kind: ValueKind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .bool: .bool
        case .path: .path
        case .object: .object
        case .colors: .colors
        case .scalars: .scalars
        }
    }

    /// Whether every number in the value is finite (NaN/∞ are rejected when an animation is added).
    var isFinite: Bool {
        switch self {
        case .scalar(let value): value.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
        case .transform(let t): TransformMath.isFinite(t)
        case .color(let c): c.map { $0.red.isFinite && $0.green.isFinite && $0.blue.isFinite && $0.alpha.isFinite } ?? true
        case .scalars(let values): values.allSatisfy(\.isFinite)
        case .bool, .path, .object, .colors: true
        }
    }
}

/// One of a basic animation's `fromValue`, `toValue` and `byValue` as it was set: an app's object,
/// or a typed value OpenUIKit built itself (view animation blocks, implicit animations). The typed
/// form skips a round trip through `Any` (boxing a number, then casting it back) when the
/// animation is compiled; the object an app reads back is made when it asks.
enum AnimationEndpoint {
    case object(Any?)
    case typed(AnimationValue)

    /// The value as an app reads it.
    var object: Any? {
        switch self {
        case .object(let value): value
        case .typed(let value): value.objectValue
        }
    }

    /// Whether no value is set (a typed value reading back as `nil` counts as none, as it would
    /// through `Any`).
    var isNil: Bool {
        switch self {
        case .object(nil), .typed(.color(nil)), .typed(.path(nil)), .typed(.object(nil)): true
        default: false
        }
    }

    /// The value as `kind`: the typed value itself when it is of that kind, else a conversion.
    func value(as kind: ValueKind) -> AnimationValue? {
        if case .typed(let value) = self, value.kind == kind { return value }
        return AnimationValue(object, as: kind)
    }
}

// MARK: Arithmetic UIKit's animations use

extension AnimationValue {
    /// `to − from`, the offset an additive animation runs from (UIKit's animation blocks animate
    /// additively); nil when the two have no common vector form.
    package static func difference(from a: AnimationValue, to b: AnimationValue) -> AnimationValue? {
        ValueMath.difference(from: a, to: b)
    }

    /// Whether two values have the same components (a change that animates nothing).
    package static func haveEqualVectors(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        ValueMath.haveEqualVectors(a, b)
    }

    /// The value's components as numbers (a point's x and y, a colour's four); nil for an
    /// object value.
    package var vectorComponents: [Double]? { ValueMath.vector(self) }
}
