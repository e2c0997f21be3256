/// What an animation's key path designates: a layer property, or one component of it
/// (`position.x`, `bounds.size.width`, `transform.rotation.y`...).
struct AnimationTarget: Equatable, Sendable {
    enum Component: Equatable, Sendable {
        case whole
        case x, y                                 // of a point
        case width, height                        // of a size
        case origin, size                         // of a rect
        case originX, originY, sizeWidth, sizeHeight
        /// `transform.rotation.{x,y,z}` (`transform.rotation` is z).
        case rotation(axis: Int)
        /// `transform.scale` (all axes, `axis == nil`) or `transform.scale.{x,y,z}`.
        case scale(axis: Int?)
        /// `transform.translation` (x and y as a size, `axis == nil`) or `.translation.{x,y,z}`.
        case translation(axis: Int?)
    }

    var property: LayerProperty
    var component: Component

    init(property: LayerProperty, component: Component = .whole) {
        self.property = property
        self.component = component
    }

    /// The key path as Core Animation spells it.
    var keyPath: String {
        let suffix: String
        switch component {
        case .whole: return property.key
        case .x: suffix = "x"
        case .y: suffix = "y"
        case .width: suffix = "width"
        case .height: suffix = "height"
        case .origin: suffix = "origin"
        case .size: suffix = "size"
        case .originX: suffix = "origin.x"
        case .originY: suffix = "origin.y"
        case .sizeWidth: suffix = "size.width"
        case .sizeHeight: suffix = "size.height"
        case .rotation(let axis): suffix = "rotation." + ["x", "y", "z"][axis]
        case .scale(let axis): suffix = axis.map { "scale." + ["x", "y", "z"][$0] } ?? "scale"
        case .translation(let axis): suffix = axis.map { "translation." + ["x", "y", "z"][$0] } ?? "translation"
        }
        return property.key + "." + suffix
    }

    /// The kind of value the key path designates.
    var kind: ValueKind {
        switch component {
        case .whole: property.kind
        case .origin: .point
        case .size, .translation(axis: nil): .size
        default: .scalar
        }
    }

    /// Parses a Core Animation key path; `nil` for key paths OpenUIKit cannot animate.
    static func parse(_ keyPath: String) -> AnimationTarget? {
        // Most key paths name a whole property: no splitting.
        if !keyPath.utf8.contains(UInt8(ascii: ".")) { return LayerProperty(key: keyPath).map { AnimationTarget(property: $0) } }
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first else { return nil }
        guard let property = LayerProperty(key: first) else { return nil }
        let rest = Array(parts.dropFirst())
        if rest.isEmpty { return AnimationTarget(property: property) }
        let suffix = rest.joined(separator: ".")
        let component: Component?
        switch (property.kind, suffix) {
        case (.point, "x"): component = .x
        case (.point, "y"): component = .y
        case (.size, "width"): component = .width
        case (.size, "height"): component = .height
        case (.rect, "origin"): component = .origin
        case (.rect, "size"): component = .size
        case (.rect, "origin.x"): component = .originX
        case (.rect, "origin.y"): component = .originY
        case (.rect, "size.width"): component = .sizeWidth
        case (.rect, "size.height"): component = .sizeHeight
        case (.transform, "rotation"), (.transform, "rotation.z"): component = .rotation(axis: 2)
        case (.transform, "rotation.x"): component = .rotation(axis: 0)
        case (.transform, "rotation.y"): component = .rotation(axis: 1)
        case (.transform, "scale"): component = .scale(axis: nil)
        case (.transform, "scale.x"): component = .scale(axis: 0)
        case (.transform, "scale.y"): component = .scale(axis: 1)
        case (.transform, "scale.z"): component = .scale(axis: 2)
        case (.transform, "translation"): component = .translation(axis: nil)
        case (.transform, "translation.x"): component = .translation(axis: 0)
        case (.transform, "translation.y"): component = .translation(axis: 1)
        case (.transform, "translation.z"): component = .translation(axis: 2)
        default: component = nil
        }
        return component.map { AnimationTarget(property: property, component: $0) }
    }

    // MARK: Reading and writing

    func read(_ values: LayerValues, objects: LayerObjects) -> AnimationValue {
        let whole = property.read(values, objects: objects)
        return component == .whole ? whole : Self.extract(component, from: whole)
    }

    func write(_ value: AnimationValue, into values: inout LayerValues, objects: inout LayerObjects) {
        if component == .whole {
            property.write(value, into: &values, objects: &objects)
            return
        }
        let whole = property.read(values, objects: objects)
        property.write(Self.replace(component, in: whole, with: value), into: &values, objects: &objects)
    }

    static func extract(_ component: Component, from whole: AnimationValue) -> AnimationValue {
        switch (component, whole) {
        case (.x, .point(let p)): return .scalar(Double(p.x))
        case (.y, .point(let p)): return .scalar(Double(p.y))
        case (.width, .size(let s)): return .scalar(Double(s.width))
        case (.height, .size(let s)): return .scalar(Double(s.height))
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.originX, .rect(let r)): return .scalar(Double(r.origin.x))
        case (.originY, .rect(let r)): return .scalar(Double(r.origin.y))
        case (.sizeWidth, .rect(let r)): return .scalar(Double(r.size.width))
        case (.sizeHeight, .rect(let r)): return .scalar(Double(r.size.height))
        case (_, .transform(let t)):
            return TransformComponents.read(component, of: t)
        default:
            return whole
        }
    }

    static func replace(_ component: Component, in whole: AnimationValue, with value: AnimationValue) -> AnimationValue {
        let number = CGFloat(AnimationValue.number(scalarOf: value) ?? 0)
        switch (component, whole, value) {
        case (.x, .point(var p), _): p.x = number; return .point(p)
        case (.y, .point(var p), _): p.y = number; return .point(p)
        case (.width, .size(var s), _): s.width = number; return .size(s)
        case (.height, .size(var s), _): s.height = number; return .size(s)
        case (.origin, .rect(var r), .point(let p)): r.origin = p; return .rect(r)
        case (.size, .rect(var r), .size(let s)): r.size = s; return .rect(r)
        case (.originX, .rect(var r), _): r.origin.x = number; return .rect(r)
        case (.originY, .rect(var r), _): r.origin.y = number; return .rect(r)
        case (.sizeWidth, .rect(var r), _): r.size.width = number; return .rect(r)
        case (.sizeHeight, .rect(var r), _): r.size.height = number; return .rect(r)
        case (_, .transform(let t), _):
            return .transform(TransformComponents.replace(component, of: t, with: value))
        default:
            return whole
        }
    }
}

extension AnimationValue {
    /// The number of a `.scalar` value.
    static func number(scalarOf value: AnimationValue) -> Double? {
        if case .scalar(let x) = value { return x }
        return nil
    }
}

/// Reading and replacing one component (rotation, scale, translation) of a transform while
/// keeping the others, through ``TransformDecomposition``. Rotations are Euler angles with x
/// applied first, then y, then z; the recomposed matrix applies scale, then rotation, then
/// translation, then the original perspective.
enum TransformComponents {
    static func read(_ component: AnimationTarget.Component, of t: CATransform3D) -> AnimationValue {
        let d = TransformDecomposition(t) ?? .identity
        switch component {
        case .rotation(let axis):
            let euler = d.eulerAngles
            return .scalar(Double([euler.x, euler.y, euler.z][axis]))
        case .scale(nil): return .scalar(Double(d.scale.x))
        case .scale(let axis?): return .scalar(Double([d.scale.x, d.scale.y, d.scale.z][axis]))
        case .translation(nil): return .size(CGSize(width: d.translation.x, height: d.translation.y))
        case .translation(let axis?):
            return .scalar(Double([d.translation.x, d.translation.y, d.translation.z][axis]))
        default: return .transform(t)
        }
    }

    static func replace(_ component: AnimationTarget.Component, of t: CATransform3D, with value: AnimationValue) -> CATransform3D {
        var d = TransformDecomposition(t) ?? .identity
        let number = CGFloat(AnimationValue.number(scalarOf: value) ?? 0)
        switch component {
        case .rotation(let axis):
            var euler = d.eulerAngles
            switch axis {
            case 0: euler.x = number
            case 1: euler.y = number
            default: euler.z = number
            }
            return d.recomposed(withRotation: TransformDecomposition.rotationRows(euler: euler))
        case .scale(nil): d.scale = Vector3(number, number, number)
        case .scale(0?): d.scale.x = number
        case .scale(1?): d.scale.y = number
        case .scale: d.scale.z = number
        case .translation(nil):
            if case .size(let s) = value {
                d.translation.x = s.width
                d.translation.y = s.height
            }
        case .translation(0?): d.translation.x = number
        case .translation(1?): d.translation.y = number
        case .translation: d.translation.z = number
        default: return t
        }
        return d.matrix
    }
}
