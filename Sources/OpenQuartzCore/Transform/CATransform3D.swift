/// A 4x4 homogeneous transform with Core Animation's layout and row-vector convention:
/// a point is transformed as `[x y z 1] · M`, so the translation lives in `m41 m42 m43` and
/// perspective in the fourth column (`m34` is the usual `-1/d`).
///
/// In `CATransform3DConcat(a, b)`, `a` is applied first.
///
/// See <https://developer.apple.com/documentation/quartzcore/catransform3d>.
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform with every element zero (not the identity), as the imported C struct on iOS.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// A matrix from its sixteen elements, row by row (`m11` to `m14` is the first row).
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }
}

extension CATransform3D: Equatable {
    /// Exact element-wise equality, as `CATransform3DEqualToTransform`.
    public static func == (lhs: CATransform3D, rhs: CATransform3D) -> Bool {
        CATransform3DEqualToTransform(lhs, rhs)
    }
}

extension CATransform3D: CustomStringConvertible {
    public var description: String {
        let rows = [
            [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44],
        ]
        return "CATransform3D(" + rows.map { row in
            row.map { String(format: "%g", Double($0)) }.joined(separator: " ")
        }.joined(separator: "; ") + ")"
    }
}
