import Foundation

/// Boxing `CATransform3D` in `NSValue`, as Core Animation does on iOS: animation values may be
/// given as `NSValue(caTransform3D:)` or as the transform itself.
///
/// - Note: OpenUIKit differs: the transform is boxed as 16 doubles (`objCType` `"[16d]"`); see
///   `NSValue(cgAffineTransform:)`.
extension NSValue {
    public convenience init(caTransform3D transform: CATransform3D) {
        let t = transform
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) })
    }

    public var caTransform3DValue: CATransform3D {
        let d = doubles(count: 16).map { CGFloat($0) }
        return CATransform3D(m11: d[0], m12: d[1], m13: d[2], m14: d[3], m21: d[4], m22: d[5], m23: d[6], m24: d[7],
                             m31: d[8], m32: d[9], m33: d[10], m34: d[11], m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }
}
