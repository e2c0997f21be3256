/// A 2D affine transform, laid out as Core Graphics lays it out:
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// Points are row vectors: `[x y 1] · M`, so `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
/// In `t1.concatenating(t2)`, `t1` is applied first.
///
/// See <https://developer.apple.com/documentation/corefoundation/cgaffinetransform>.
public struct CGAffineTransform: Sendable, Hashable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    // MARK: Lifecycle

    /// A transform with every field zero (not the identity), as the imported C struct on iOS.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform from its six elements: `a`, `b`, `c`, `d` are the linear part and `tx`, `ty`
    /// the translation (a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// - Parameters:
    ///   - tx: horizontal translation.
    ///   - ty: vertical translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// - Parameters:
    ///   - sx: horizontal scale factor.
    ///   - sy: vertical scale factor.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians. With UIKit's y-down coordinates a positive angle turns
    /// clockwise on screen.
    ///
    /// - Parameter angle: the angle in radians.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    // MARK: Public

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` preceded by a translation: `T(tx, ty) · self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `self` preceded by a scale: `S(sx, sy) · self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `self` preceded by a rotation: `R(angle) · self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `self · t2`: the transform that applies `self`, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// The inverse transform, or `self` unchanged when `self` is not invertible (as on iOS).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let inverseA = d / determinant
        let inverseB = -b / determinant
        let inverseC = -c / determinant
        let inverseD = a / determinant
        return CGAffineTransform(
            a: inverseA, b: inverseB, c: inverseC, d: inverseD,
            tx: -(tx * inverseA + ty * inverseC),
            ty: -(tx * inverseB + ty * inverseD)
        )
    }
}

extension CGAffineTransform: Codable {
    // Encoded as [a, b, c, d, tx, ty], the layout Apple's overlay uses.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
            c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
            tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}

extension CGAffineTransform: CustomStringConvertible {
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
