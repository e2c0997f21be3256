/// Arithmetic on animatable values: interpolation, addition (additive animations, `byValue`),
/// distance (paced keyframes) and a vector embedding (spline keyframes).
enum ValueMath {
    /// `a` at fraction 0, `b` at fraction 1. Values that cannot be interpolated (booleans, objects,
    /// paths or arrays of different shapes, singular transforms) switch at the half-way point.
    static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ f: Double) -> AnimationValue {
        let g = CGFloat(f)
        switch (a, b) {
        case let (.scalar(x), .scalar(y)):
            return .scalar(x + (y - x) * f)
        case let (.point(p), .point(q)):
            return .point(CGPoint(x: p.x + (q.x - p.x) * g, y: p.y + (q.y - p.y) * g))
        case let (.size(s), .size(t)):
            return .size(CGSize(width: s.width + (t.width - s.width) * g, height: s.height + (t.height - s.height) * g))
        case let (.rect(r), .rect(s)):
            return .rect(CGRect(
                x: r.origin.x + (s.origin.x - r.origin.x) * g, y: r.origin.y + (s.origin.y - r.origin.y) * g,
                width: r.size.width + (s.size.width - r.size.width) * g, height: r.size.height + (s.size.height - r.size.height) * g
            ))
        case let (.transform(s), .transform(t)):
            return .transform(interpolateTransforms(s, t, g))
        case let (.color(c), .color(d)):
            return .color(interpolateColors(c, d, f))
        case let (.scalars(xs), .scalars(ys)) where xs.count == ys.count:
            return .scalars(zip(xs, ys).map { $0 + ($1 - $0) * f })
        case let (.colors(cs), .colors(ds)) where cs.count == ds.count:
            return .colors(zip(cs, ds).map { interpolateColors($0, $1, f) ?? .clear })
        case let (.path(p), .path(q)):
            if let p, let q, let path = interpolatePaths(p, q, g) { return .path(path) }
            return f < 0.5 ? a : b
        default:
            return f < 0.5 ? a : b
        }
    }

    /// Component-wise transform interpolation (docs/timing-model.md, "Interpolating transforms"); singular matrices switch at 0.5.
    static func interpolateTransforms(_ s: CATransform3D, _ t: CATransform3D, _ f: CGFloat) -> CATransform3D {
        if s == t { return s }
        guard let a = TransformDecomposition(s), let b = TransformDecomposition(t) else {
            return f < 0.5 ? s : t
        }
        return TransformDecomposition.interpolate(a, b, fraction: f).matrix
    }

    /// Colours interpolate in premultiplied RGBA, so fading from clear to a colour does not pass
    /// through a darker shade; a missing colour is transparent black. (OpenUIKit's rule.)
    static func interpolateColors(_ c: ColorComponents?, _ d: ColorComponents?, _ f: Double) -> ColorComponents? {
        if c == nil, d == nil { return nil }
        let a = c ?? .clear
        let b = d ?? .clear
        let alpha = a.alpha + (b.alpha - a.alpha) * f
        guard alpha > 0 else { return ColorComponents(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ x: Double, _ y: Double) -> Double {
            (x * a.alpha + (y * b.alpha - x * a.alpha) * f) / alpha
        }
        return ColorComponents(red: channel(a.red, b.red), green: channel(a.green, b.green),
                               blue: channel(a.blue, b.blue), alpha: alpha)
    }

    /// Point-by-point interpolation of two paths with the same element structure.
    static func interpolatePaths(_ p: CGPath, _ q: CGPath, _ f: CGFloat) -> CGPath? {
        let from = PathTracing.elements(of: p), to = PathTracing.elements(of: q)
        guard from.count == to.count else { return nil }
        var elements: [PathElement] = []
        elements.reserveCapacity(from.count)
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        for (a, b) in zip(from, to) {
            switch (a, b) {
            case let (.move(x), .move(y)): elements.append(.move(mix(x, y)))
            case let (.line(x), .line(y)): elements.append(.line(mix(x, y)))
            case let (.quad(c1, e1), .quad(c2, e2)): elements.append(.quad(control: mix(c1, c2), end: mix(e1, e2)))
            case let (.cubic(a1, a2, a3), .cubic(b1, b2, b3)):
                elements.append(.cubic(control1: mix(a1, b1), control2: mix(a2, b2), end: mix(a3, b3)))
            case (.close, .close): elements.append(.close)
            default: return nil
            }
        }
        return PathTracing.path(elements)
    }

    /// `base + delta`: the sum used by additive animations, `byValue` and cumulative repeats.
    /// Transforms compose: the delta is applied first, then `base`.
    static func add(_ base: AnimationValue, _ delta: AnimationValue) -> AnimationValue {
        switch (base, delta) {
        case let (.scalar(x), .scalar(y)): return .scalar(x + y)
        case let (.point(p), .point(q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case let (.size(s), .size(t)): return .size(CGSize(width: s.width + t.width, height: s.height + t.height))
        case let (.rect(r), .rect(s)):
            return .rect(CGRect(x: r.origin.x + s.origin.x, y: r.origin.y + s.origin.y,
                                width: r.size.width + s.size.width, height: r.size.height + s.size.height))
        case let (.transform(s), .transform(t)): return .transform(CATransform3DConcat(t, s))
        case let (.color(c), .color(d)):
            let a = c ?? .clear, b = d ?? .clear
            return .color(ColorComponents(red: a.red + b.red, green: a.green + b.green,
                                          blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case let (.scalars(xs), .scalars(ys)) where xs.count == ys.count:
            return .scalars(zip(xs, ys).map(+))
        default:
            return delta
        }
    }

    /// `b − a`, the inverse of ``add(_:_:)``; `nil` for kinds without a difference.
    static func difference(from a: AnimationValue, to b: AnimationValue) -> AnimationValue? {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return .scalar(y - x)
        case let (.point(p), .point(q)): return .point(CGPoint(x: q.x - p.x, y: q.y - p.y))
        case let (.size(s), .size(t)): return .size(CGSize(width: t.width - s.width, height: t.height - s.height))
        case let (.rect(r), .rect(s)):
            return .rect(CGRect(x: s.origin.x - r.origin.x, y: s.origin.y - r.origin.y,
                                width: s.size.width - r.size.width, height: s.size.height - r.size.height))
        case let (.transform(s), .transform(t)):
            return .transform(CATransform3DConcat(t, CATransform3DInvert(s)))
        case let (.color(c), .color(d)):
            let x = c ?? .clear, y = d ?? .clear
            return .color(ColorComponents(red: y.red - x.red, green: y.green - x.green,
                                          blue: y.blue - x.blue, alpha: y.alpha - x.alpha))
        case let (.scalars(xs), .scalars(ys)) where xs.count == ys.count:
            return .scalars(zip(ys, xs).map(-))
        default:
            return nil
        }
    }

    /// `value` added to itself `count` times (cumulative animations).
    static func multiply(_ value: AnimationValue, by count: Int) -> AnimationValue? {
        switch value {
        case .scalar(let x): return .scalar(x * Double(count))
        case .point(let p): return .point(CGPoint(x: p.x * CGFloat(count), y: p.y * CGFloat(count)))
        case .size(let s): return .size(CGSize(width: s.width * CGFloat(count), height: s.height * CGFloat(count)))
        case .rect(let r):
            let k = CGFloat(count)
            return .rect(CGRect(x: r.origin.x * k, y: r.origin.y * k, width: r.size.width * k, height: r.size.height * k))
        case .transform(let t):
            var result = CATransform3DIdentity
            for _ in 0..<min(max(count, 0), 10_000) { result = CATransform3DConcat(result, t) }
            return .transform(result)
        case .scalars(let xs): return .scalars(xs.map { $0 * Double(count) })
        default: return nil
        }
    }

    /// The Euclidean distance used to pace keyframes.
    static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
        guard let x = vector(a), let y = vector(b), x.count == y.count else { return 0 }
        return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// The value as a vector of numbers, for splines and distances; `nil` for discrete kinds.
    /// Transforms embed through their decomposition (quaternion components included).
    static func vector(_ value: AnimationValue) -> [Double]? {
        switch value {
        case .scalar(let x): return [x]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .color(let c):
            let color = c ?? .clear
            return [color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha]
        case .scalars(let xs): return xs
        case .transform(let t):
            guard let d = TransformDecomposition(t) else { return nil }
            let parts: [CGFloat] = [
                d.scale.x, d.scale.y, d.scale.z, d.shear.x, d.shear.y, d.shear.z,
                d.rotation.x, d.rotation.y, d.rotation.z, d.rotation.w,
                d.translation.x, d.translation.y, d.translation.z,
                d.perspective.x, d.perspective.y, d.perspective.z, d.perspectiveW,
            ]
            return parts.map { Double($0) }
        case .bool, .path, .object, .colors:
            return nil
        }
    }

    /// Whether both values have vectors and they are equal (`vector(a) == vector(b)`), without
    /// building arrays for the usual geometry kinds.
    static func haveEqualVectors(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return x == y
        case let (.point(p), .point(q)): return p.x == q.x && p.y == q.y
        case let (.size(s), .size(t)): return s.width == t.width && s.height == t.height
        case let (.rect(r), .rect(s)):
            return r.origin.x == s.origin.x && r.origin.y == s.origin.y && r.size.width == s.size.width && r.size.height == s.size.height
        default:
            guard let x = vector(a), let y = vector(b) else { return false }
            return x == y
        }
    }

    /// The inverse of ``vector(_:)``, shaped like `template`.
    static func value(fromVector v: [Double], like template: AnimationValue) -> AnimationValue {
        switch template {
        case .scalar: return .scalar(v[0])
        case .point: return .point(CGPoint(x: v[0], y: v[1]))
        case .size: return .size(CGSize(width: v[0], height: v[1]))
        case .rect: return .rect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case .color:
            let alpha = v[3]
            guard alpha > 0 else { return .color(ColorComponents(red: 0, green: 0, blue: 0, alpha: 0)) }
            return .color(ColorComponents(red: v[0] / alpha, green: v[1] / alpha, blue: v[2] / alpha, alpha: alpha))
        case .scalars: return .scalars(v)
        case .transform:
            let c = v.map { CGFloat($0) }
            let decomposition = TransformDecomposition(
                scale: Vector3(c[0], c[1], c[2]), shear: Vector3(c[3], c[4], c[5]),
                rotation: Quaternion(x: c[6], y: c[7], z: c[8], w: c[9]).normalized,
                translation: Vector3(c[10], c[11], c[12]),
                perspective: Vector3(c[13], c[14], c[15]), perspectiveW: c[16]
            )
            return .transform(decomposition.matrix)
        case .bool, .path, .object, .colors:
            return template
        }
    }
}
