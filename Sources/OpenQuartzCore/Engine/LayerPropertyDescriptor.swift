import Foundation

/// Everything the engine knows about one animatable layer property, defined once: its Core
/// Animation key, its kind of value, whether changing it looks for an implicit animation, where
/// its value lives — a field of ``LayerValues`` (found by its byte offset, so the evaluator reads
/// and writes it without a switch per property) or of ``LayerObjects`` — and the public setter
/// key-value coding goes through. ``LayerProperty/descriptors`` lists them;
/// docs/adding-a-layer-property.md says how to add one.
struct LayerPropertyDescriptor: Sendable {
    let property: LayerProperty
    let key: String
    let kind: ValueKind
    /// Booleans switch at once (OpenUIKit's rule: an implicit half-way switch would only delay them).
    let hasImplicitAnimation: Bool
    let storage: Storage
    /// Sets the model value through the layer's public setter (its validation, layout and
    /// display side effects), for key-value coding; `nil`: the generic model change.
    let assign: (@MainActor @Sendable (CALayer, AnimationValue) -> Void)?

    /// Where the value lives.
    enum Storage: Sendable {
        case plain(PlainField)
        case object(ObjectField)
    }

    /// A field of ``LayerValues``: plain data (every field is trivially copyable), copied and
    /// read by offset.
    struct PlainField: Sendable {
        enum Layout: Sendable {
            case cgFloat, float, point, size, rect, transform, bool, color
        }

        let offset: Int
        let layout: Layout
        let byteCount: Int

        /// Whether the field reads as four lanes (numbers, points, sizes, rectangles).
        var hasLanes: Bool {
            switch layout {
            case .cgFloat, .float, .point, .size, .rect: true
            case .transform, .bool, .color: false
            }
        }
    }

    /// A field of ``LayerObjects``: an object, overridden separately while animated.
    struct ObjectField: Sendable {
        let read: @Sendable (borrowing LayerObjects) -> AnimationValue
        let write: @Sendable (AnimationValue, inout LayerObjects) -> Void
    }
}

// MARK: Making descriptors

extension LayerPropertyDescriptor {
    /// Typed setters: the public property that key-value coding sets.
    typealias Setter<Value> = @MainActor @Sendable (CALayer, Value) -> Void

    private init(_ property: LayerProperty, _ key: String, _ kind: ValueKind, implicit: Bool = true, _ storage: Storage,
                 assign: (@MainActor @Sendable (CALayer, AnimationValue) -> Void)? = nil) {
        self.property = property
        self.key = key
        self.kind = kind
        hasImplicitAnimation = implicit
        self.storage = storage
        self.assign = assign
    }

    private static func plain<Value>(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, Value>,
                                     _ layout: PlainField.Layout, _ kind: ValueKind, setter: Setter<Value>?) -> Self {
        guard let offset = MemoryLayout<LayerValues>.offset(of: path) else {
            preconditionFailure("LayerValues.\(key) must be a stored property")
        }
        let field = PlainField(offset: offset, layout: layout, byteCount: MemoryLayout<Value>.size)
        var assign: (@MainActor @Sendable (CALayer, AnimationValue) -> Void)?
        if let setter {
            assign = { @MainActor layer, value in
                // Through a scratch struct: the value converted the way the engine writes it.
                var scratch = LayerValues()
                guard field.write(value, into: &scratch) else { return }
                setter(layer, field.load(scratch, as: Value.self))
            }
        }
        return Self(property, key, kind, implicit: kind != .bool, .plain(field), assign: assign)
    }

    static func scalar(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, CGFloat>,
                       setter: Setter<CGFloat>? = nil) -> Self {
        plain(property, key, path, .cgFloat, .scalar, setter: setter)
    }

    static func scalar(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, Float>,
                       setter: Setter<Float>? = nil) -> Self {
        plain(property, key, path, .float, .scalar, setter: setter)
    }

    static func point(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, CGPoint>,
                      setter: Setter<CGPoint>? = nil) -> Self {
        plain(property, key, path, .point, .point, setter: setter)
    }

    static func size(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, CGSize>,
                     setter: Setter<CGSize>? = nil) -> Self {
        plain(property, key, path, .size, .size, setter: setter)
    }

    static func rect(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, CGRect>,
                     setter: Setter<CGRect>? = nil) -> Self {
        plain(property, key, path, .rect, .rect, setter: setter)
    }

    static func transform(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, CATransform3D>,
                          setter: Setter<CATransform3D>? = nil) -> Self {
        plain(property, key, path, .transform, .transform, setter: setter)
    }

    static func bool(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, Bool>,
                     setter: Setter<Bool>? = nil) -> Self {
        plain(property, key, path, .bool, .bool, setter: setter)
    }

    static func color(_ property: LayerProperty, _ key: String, _ path: WritableKeyPath<LayerValues, ColorComponents?>,
                      setter: Setter<ColorComponents?>? = nil) -> Self {
        plain(property, key, path, .color, .color, setter: setter)
    }

    static func object(_ property: LayerProperty, _ key: String, _ kind: ValueKind,
                       read: @escaping @Sendable (borrowing LayerObjects) -> AnimationValue,
                       write: @escaping @Sendable (AnimationValue, inout LayerObjects) -> Void,
                       assign: (@MainActor @Sendable (CALayer, AnimationValue) -> Void)? = nil) -> Self {
        Self(property, key, kind, .object(ObjectField(read: read, write: write)), assign: assign)
    }
}

// MARK: Reading and writing plain fields

extension LayerPropertyDescriptor.PlainField {
    @inline(__always)
    func load<T>(_ values: borrowing LayerValues, as type: T.Type) -> T {
        withUnsafeBytes(of: values) { $0.load(fromByteOffset: offset, as: T.self) }
    }

    @inline(__always)
    private func store<T>(_ value: T, into values: inout LayerValues) {
        withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: value, toByteOffset: offset, as: T.self) }
    }

    func read(_ values: borrowing LayerValues) -> AnimationValue {
        switch layout {
        case .cgFloat: .scalar(Double(load(values, as: CGFloat.self)))
        case .float: .scalar(Double(load(values, as: Float.self)))
        case .point: .point(load(values, as: CGPoint.self))
        case .size: .size(load(values, as: CGSize.self))
        case .rect: .rect(load(values, as: CGRect.self))
        case .transform: .transform(load(values, as: CATransform3D.self))
        case .bool: .bool(load(values, as: Bool.self))
        case .color: .color(load(values, as: ColorComponents?.self))
        }
    }

    /// Writes a value of the field's kind; `false` (nothing written) for another kind — the
    /// engine converts every value when the animation is added, so this does not happen in
    /// practice.
    @discardableResult
    func write(_ value: AnimationValue, into values: inout LayerValues) -> Bool {
        switch (layout, value) {
        case (.cgFloat, .scalar(let x)): store(CGFloat(x), into: &values)
        case (.float, .scalar(let x)): store(Float(x), into: &values)
        case (.point, .point(let p)): store(p, into: &values)
        case (.size, .size(let s)): store(s, into: &values)
        case (.rect, .rect(let r)): store(r, into: &values)
        case (.transform, .transform(let t)): store(t, into: &values)
        case (.bool, .bool(let b)): store(b, into: &values)
        case (.color, .color(let c)): store(c, into: &values)
        default: return false
        }
        return true
    }

    /// The value as four lanes (x, y, width, height; x, y; width, height; x); zero for fields
    /// without lanes.
    @inline(__always)
    func lanes(_ values: borrowing LayerValues) -> SIMD4<Double> {
        switch layout {
        case .cgFloat:
            return SIMD4(Double(load(values, as: CGFloat.self)), 0, 0, 0)
        case .float:
            return SIMD4(Double(load(values, as: Float.self)), 0, 0, 0)
        case .point:
            let p = load(values, as: CGPoint.self)
            return SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size:
            let s = load(values, as: CGSize.self)
            return SIMD4(Double(s.width), Double(s.height), 0, 0)
        case .rect:
            let r = load(values, as: CGRect.self)
            return SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height))
        case .transform, .bool, .color:
            return .zero
        }
    }

    @inline(__always)
    func setLanes(_ l: SIMD4<Double>, into values: inout LayerValues) {
        switch layout {
        case .cgFloat: store(CGFloat(l[0]), into: &values)
        case .float: store(Float(l[0]), into: &values)
        case .point: store(CGPoint(x: l[0], y: l[1]), into: &values)
        case .size: store(CGSize(width: l[0], height: l[1]), into: &values)
        case .rect: store(CGRect(x: l[0], y: l[1], width: l[2], height: l[3]), into: &values)
        case .transform, .bool, .color: break
        }
    }
}
