import Foundation

/// Boxing Core Graphics values in `NSValue`, as UIKit's `NSValue` additions do on iOS.
///
/// - Note: OpenUIKit differs: Foundation on Linux cannot box arbitrary structs. Points, sizes
///   and rectangles use Foundation's own boxes (`NSValue(point:)`…), so `cgRectValue` and
///   `rectValue` read the same value; transforms and vectors are boxed as arrays of doubles
///   (`objCType` is `"[6d]"` for an affine transform, `"[2d]"` for a vector), so two boxes
///   compare equal when their numbers do, whatever type boxed them.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public var cgPointValue: CGPoint { pointValue }

    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgSizeValue: CGSize { sizeValue }

    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgRectValue: CGRect { rectValue }

    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [Double(vector.dx), Double(vector.dy)])
    }
    public var cgVectorValue: CGVector {
        let d = doubles(count: 2)
        return CGVector(dx: d[0], dy: d[1])
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { Double($0) })
    }
    public var cgAffineTransformValue: CGAffineTransform {
        let d = doubles(count: 6)
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }
}
