/// A `CATransform3D` split into the components Core Animation interpolates: scale, shear,
/// rotation (a unit quaternion), translation and perspective.
///
/// The model, in Core Animation's row-vector convention, is `M = S · K · R · T · P`: a point is
/// scaled, sheared, rotated, translated and finally projected. The method is the one published
/// for CSS transforms ("Interpolation of Matrices", CSS Transforms Level 2, after Spencer W.
/// Thomas, "Decomposing a Matrix into Simple Transformations", Graphics Gems II), re-derived here
/// for row vectors: Gram–Schmidt on the rows of the linear part gives scale and shear, the
/// perspective column is solved from `L · p = (m14, m24, m34)`.
struct TransformDecomposition: Equatable {
    var scale: Vector3
    /// Shear factors (xy, xz, yz) of the lower-unitriangular matrix K.
    var shear: Vector3
    var rotation: Quaternion
    var translation: Vector3
    var perspective: Vector3
    var perspectiveW: CGFloat

    /// The identity decomposition.
    static let identity = TransformDecomposition(
        scale: Vector3(1, 1, 1), shear: .zero, rotation: .identity,
        translation: .zero, perspective: .zero, perspectiveW: 1
    )

    init(scale: Vector3, shear: Vector3, rotation: Quaternion, translation: Vector3,
                 perspective: Vector3, perspectiveW: CGFloat) {
        self.scale = scale
        self.shear = shear
        self.rotation = rotation
        self.translation = translation
        self.perspective = perspective
        self.perspectiveW = perspectiveW
    }

    /// Decomposes `t`; `nil` when the linear part is singular (for example a zero scale) or the
    /// matrix is not finite. Such matrices cannot be interpolated by components.
    init?(_ t: CATransform3D) {
        guard TransformMath.isFinite(t) else { return nil }
        let row0 = Vector3(t.m11, t.m12, t.m13)
        let row1 = Vector3(t.m21, t.m22, t.m23)
        let row2 = Vector3(t.m31, t.m32, t.m33)
        let linear = Matrix3(rows: row0, row1, row2)
        guard let inverseLinear = linear.inverse else { return nil }

        // Perspective: the fourth column equals L · p.
        let column = Vector3(t.m14, t.m24, t.m34)
        let perspective = inverseLinear.multiply(column)
        let translation = Vector3(t.m41, t.m42, t.m43)
        let perspectiveW = t.m44 - translation.dot(perspective)
        guard perspectiveW != 0 else { return nil }

        // Scale and shear by Gram–Schmidt on the rows.
        var scale = Vector3(row0.length, 0, 0)
        guard scale.x > 0 else { return nil }
        var r0 = row0 / scale.x
        let xy = row1.dot(r0)
        var r1 = row1 - r0 * xy
        scale.y = r1.length
        guard scale.y > 0 else { return nil }
        r1 = r1 / scale.y
        let xz = row2.dot(r0)
        let yz = row2.dot(r1)
        var r2 = row2 - r0 * xz - r1 * yz
        scale.z = r2.length
        guard scale.z > 0 else { return nil }
        r2 = r2 / scale.z
        // K is independent of the sign convention below: (−s_i)·(K·(−R))_i = s_i·(K·R)_i.
        let shear = Vector3(xy / scale.y, xz / scale.z, yz / scale.z)
        // A reflection is expressed as negative scales so R stays a proper rotation.
        if r0.dot(r1.cross(r2)) < 0 {
            scale = scale * -1
            r0 = r0 * -1
            r1 = r1 * -1
            r2 = r2 * -1
        }
        self.scale = scale
        self.shear = shear
        self.rotation = Quaternion(rotationRows: r0, r1, r2)
        self.translation = translation
        self.perspective = perspective
        self.perspectiveW = perspectiveW
    }

    /// Rebuilds the matrix.
    var matrix: CATransform3D { recomposed(withRotation: rotation.matrixRows) }

    /// Rebuilds the matrix with a different rotation (rows of a 3x3 rotation matrix).
    func recomposed(withRotation rotationRows: (Vector3, Vector3, Vector3)) -> CATransform3D {
        let (r0, r1, r2) = rotationRows
        // Rows of K · R, then scaled: L_i = s_i · (K · R)_i with K lower-unitriangular.
        let kr0 = r0
        let kr1 = r0 * shear.x + r1
        let kr2 = r0 * shear.y + r1 * shear.z + r2
        let l0 = kr0 * scale.x
        let l1 = kr1 * scale.y
        let l2 = kr2 * scale.z
        let t = translation
        let p = perspective
        return CATransform3D(
            m11: l0.x, m12: l0.y, m13: l0.z, m14: l0.dot(p),
            m21: l1.x, m22: l1.y, m23: l1.z, m24: l1.dot(p),
            m31: l2.x, m32: l2.y, m33: l2.z, m34: l2.dot(p),
            m41: t.x, m42: t.y, m43: t.z, m44: t.dot(p) + perspectiveW
        )
    }

    /// Component-wise interpolation: linear for everything but rotation, which is interpolated
    /// along the shortest great arc.
    static func interpolate(_ a: TransformDecomposition, _ b: TransformDecomposition,
                                    fraction: CGFloat) -> TransformDecomposition {
        TransformDecomposition(
            scale: a.scale.interpolated(to: b.scale, fraction: fraction),
            shear: a.shear.interpolated(to: b.shear, fraction: fraction),
            rotation: a.rotation.slerp(to: b.rotation, fraction: fraction),
            translation: a.translation.interpolated(to: b.translation, fraction: fraction),
            perspective: a.perspective.interpolated(to: b.perspective, fraction: fraction),
            perspectiveW: a.perspectiveW + (b.perspectiveW - a.perspectiveW) * fraction
        )
    }

    /// The rotation as Euler angles (x, y, z) for `R = Rx · Ry · Rz` (x applied first).
    var eulerAngles: Vector3 {
        let (r0, r1, r2) = rotation.matrixRows
        let sinY = max(-1, min(1, -r0.z))
        let angleY = asin(sinY)
        if abs(sinY) < 0.999_999 {
            return Vector3(atan2(r1.z, r2.z), angleY, atan2(r0.y, r0.x))
        }
        // Gimbal lock: put the whole remaining turn on x.
        return Vector3(atan2(r1.x * sinY, r1.y), angleY, 0)
    }

    /// Rows of `Rx(x) · Ry(y) · Rz(z)` in Core Animation's convention.
    static func rotationRows(euler: Vector3) -> (Vector3, Vector3, Vector3) {
        let m = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeRotation(euler.x, 1, 0, 0), CATransform3DMakeRotation(euler.y, 0, 1, 0)),
            CATransform3DMakeRotation(euler.z, 0, 0, 1)
        )
        return (Vector3(m.m11, m.m12, m.m13), Vector3(m.m21, m.m22, m.m23), Vector3(m.m31, m.m32, m.m33))
    }
}

/// A 3-component vector of `CGFloat`.
struct Vector3: Equatable, Sendable {
    var x: CGFloat
    var y: CGFloat
    var z: CGFloat

    init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
    }

    static let zero = Vector3(0, 0, 0)

    var length: CGFloat { (x * x + y * y + z * z).squareRoot() }
    func dot(_ other: Vector3) -> CGFloat { x * other.x + y * other.y + z * other.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    func interpolated(to other: Vector3, fraction: CGFloat) -> Vector3 { self + (other - self) * fraction }

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: Vector3, s: CGFloat) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }
    static func / (a: Vector3, s: CGFloat) -> Vector3 { Vector3(a.x / s, a.y / s, a.z / s) }
}

/// A 3x3 matrix stored by rows, for the linear part of a transform.
struct Matrix3 {
    var rows: (Vector3, Vector3, Vector3)

    init(rows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
        rows = (r0, r1, r2)
    }

    var determinant: CGFloat { rows.0.dot(rows.1.cross(rows.2)) }

    /// The inverse, `nil` when singular.
    var inverse: Matrix3? {
        let determinant = determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        let (a, b, c) = rows
        // Columns of the inverse are the cross products of rows divided by the determinant;
        // as rows of the inverse's transpose.
        let c0 = b.cross(c) / determinant
        let c1 = c.cross(a) / determinant
        let c2 = a.cross(b) / determinant
        return Matrix3(rows: Vector3(c0.x, c1.x, c2.x), Vector3(c0.y, c1.y, c2.y), Vector3(c0.z, c1.z, c2.z))
    }

    /// `M · v` with `v` as a column vector.
    func multiply(_ v: Vector3) -> Vector3 {
        Vector3(rows.0.dot(v), rows.1.dot(v), rows.2.dot(v))
    }
}

/// A unit quaternion (x, y, z, w) for a rotation, matching `CATransform3DMakeRotation`:
/// a turn of θ about unit axis u is `(u·sin(θ/2), cos(θ/2))`.
struct Quaternion: Equatable, Sendable {
    var x: CGFloat
    var y: CGFloat
    var z: CGFloat
    var w: CGFloat

    init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// From the rows of a proper rotation matrix (Shepperd's method: divide by the largest
    /// diagonal term for stability).
    init(rotationRows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
        let (m11, m12, m13) = (r0.x, r0.y, r0.z)
        let (m21, m22, m23) = (r1.x, r1.y, r1.z)
        let (m31, m32, m33) = (r2.x, r2.y, r2.z)
        let trace = m11 + m22 + m33
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(x: (m23 - m32) / s, y: (m31 - m13) / s, z: (m12 - m21) / s, w: s / 4)
        } else if m11 > m22, m11 > m33 {
            let s = (1 + m11 - m22 - m33).squareRoot() * 2
            self.init(x: s / 4, y: (m12 + m21) / s, z: (m31 + m13) / s, w: (m23 - m32) / s)
        } else if m22 > m33 {
            let s = (1 + m22 - m11 - m33).squareRoot() * 2
            self.init(x: (m12 + m21) / s, y: s / 4, z: (m23 + m32) / s, w: (m31 - m13) / s)
        } else {
            let s = (1 + m33 - m11 - m22).squareRoot() * 2
            self.init(x: (m31 + m13) / s, y: (m23 + m32) / s, z: s / 4, w: (m12 - m21) / s)
        }
    }

    /// The rows of the rotation matrix, in Core Animation's convention.
    var matrixRows: (Vector3, Vector3, Vector3) {
        (
            Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    func dot(_ other: Quaternion) -> CGFloat { x * other.x + y * other.y + z * other.z + w * other.w }

    /// Spherical linear interpolation along the shortest arc.
    func slerp(to target: Quaternion, fraction: CGFloat) -> Quaternion {
        var other = target
        var product = dot(other)
        if product < 0 {
            // q and −q are the same rotation; take the one on the near side for the short way round.
            other = Quaternion(x: -other.x, y: -other.y, z: -other.z, w: -other.w)
            product = -product
        }
        product = min(1, product)
        if product > 0.999_999_9 {
            // Nearly the same rotation: linear interpolation is exact enough and avoids 0/0.
            return Quaternion(
                x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction,
                z: z + (other.z - z) * fraction, w: w + (other.w - w) * fraction
            ).normalized
        }
        let theta = acos(product)
        let sinTheta = sin(theta)
        let weightA = sin((1 - fraction) * theta) / sinTheta
        let weightB = sin(fraction * theta) / sinTheta
        return Quaternion(
            x: x * weightA + other.x * weightB, y: y * weightA + other.y * weightB,
            z: z * weightA + other.z * weightB, w: w * weightA + other.w * weightB
        )
    }

    var normalized: Quaternion {
        let length = (x * x + y * y + z * z + w * w).squareRoot()
        guard length > 0 else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }
}
