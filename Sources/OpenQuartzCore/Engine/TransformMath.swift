/// Matrix arithmetic on `CATransform3D` used by the engine (public API lives in
/// `CATransform3D+Functions.swift`).
enum TransformMath {
    /// A point in homogeneous coordinates after transformation.
    struct HomogeneousPoint: Equatable {
        var x: CGFloat
        var y: CGFloat
        var z: CGFloat
        var w: CGFloat

        /// The projected 2D point (`x/w`, `y/w`).
        var projected: CGPoint { CGPoint(x: x / w, y: y / w) }
    }

    /// `[x y z 1] · t`.
    @inline(__always)
    static func apply(_ t: CATransform3D, x: CGFloat, y: CGFloat, z: CGFloat = 0) -> HomogeneousPoint {
        HomogeneousPoint(
            x: x * t.m11 + y * t.m21 + z * t.m31 + t.m41,
            y: x * t.m12 + y * t.m22 + z * t.m32 + t.m42,
            z: x * t.m13 + y * t.m23 + z * t.m33 + t.m43,
            w: x * t.m14 + y * t.m24 + z * t.m34 + t.m44
        )
    }

    /// The 2D image of a point in the z = 0 plane, with the perspective divide.
    static func project(_ point: CGPoint, through t: CATransform3D) -> CGPoint {
        apply(t, x: point.x, y: point.y).projected
    }

    /// The determinant of the whole 4x4 matrix.
    static func determinant(_ t: CATransform3D) -> CGFloat {
        let m = elements(t)
        return determinant4(m)
    }

    /// The inverse, or `nil` when the matrix is singular or not finite.
    static func inverse(of t: CATransform3D) -> CATransform3D? {
        let m = elements(t)
        var inverse = [CGFloat](repeating: 0, count: 16)
        // Cofactor expansion (the classic MESA gluInvertMatrix layout, adapted to row-major).
        inverse[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inverse[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inverse[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inverse[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inverse[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inverse[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inverse[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inverse[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inverse[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inverse[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inverse[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inverse[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inverse[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inverse[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inverse[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inverse[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let determinant = m[0] * inverse[0] + m[1] * inverse[4] + m[2] * inverse[8] + m[3] * inverse[12]
        guard determinant != 0, determinant.isFinite else { return nil }
        return transform(from: inverse.map { $0 / determinant })
    }

    /// The 16 elements in row-major order (m11, m12, ... m44).
    static func elements(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    static func transform(from e: [CGFloat]) -> CATransform3D {
        CATransform3D(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15]
        )
    }

    /// Whether every element is finite.
    static func isFinite(_ t: CATransform3D) -> Bool {
        // Element by element, without an array: this runs for every transform a layer is given.
        func finiteRow(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> Bool {
            a.isFinite && b.isFinite && c.isFinite && d.isFinite
        }
        return finiteRow(t.m11, t.m12, t.m13, t.m14) && finiteRow(t.m21, t.m22, t.m23, t.m24)
            && finiteRow(t.m31, t.m32, t.m33, t.m34) && finiteRow(t.m41, t.m42, t.m43, t.m44)
    }

    private static func determinant4(_ m: [CGFloat]) -> CGFloat {
        func det3(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ e: CGFloat, _ f: CGFloat,
                  _ g: CGFloat, _ h: CGFloat, _ i: CGFloat) -> CGFloat {
            a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        }
        return m[0] * det3(m[5], m[6], m[7], m[9], m[10], m[11], m[13], m[14], m[15])
            - m[1] * det3(m[4], m[6], m[7], m[8], m[10], m[11], m[12], m[14], m[15])
            + m[2] * det3(m[4], m[5], m[7], m[8], m[9], m[11], m[12], m[13], m[15])
            - m[3] * det3(m[4], m[5], m[6], m[8], m[9], m[10], m[12], m[13], m[14])
    }
}
