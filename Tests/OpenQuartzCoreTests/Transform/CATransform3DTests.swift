@testable import OpenQuartzCore
import PropertyBased
import Testing

struct CATransform3DTests {
    private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let p = TransformMath.apply(t, x: x, y: y, z: z)
        return (p.x, p.y, p.z, p.w)
    }

    @Test func defaultInitIsZeroAndIdentityIsIdentity() {
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DMakeTranslation(1, 2, 3).m41 == 1 && CATransform3DMakeTranslation(1, 2, 3).m43 == 3)
        #expect(CATransform3DMakeScale(2, 3, 4).m22 == 3)
        #expect(CATransform3DMakeTranslation(0, 0, 0) == CATransform3DIdentity)
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let angle: CGFloat = 0.7
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: angle)
        #expect(abs(rotation.m11 - affine.a) < 1e-15 && abs(rotation.m12 - affine.b) < 1e-15)
        #expect(abs(rotation.m21 - affine.c) < 1e-15 && abs(rotation.m22 - affine.d) < 1e-15)
        #expect(CATransform3DIsAffine(rotation))
    }

    @Test func rotationAboutYSendsPlusXAwayFromTheViewer() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // Row-vector convention: (10, 0, 0) · R = (10·m11, 10·m12, 10·m13) = (0, 0, −10).
        let (x, y, z, _) = apply(r, 10, 0, 0)
        #expect(abs(x) < 1e-12 && y == 0 && abs(z + 10) < 1e-12)
        // The axis need not be normalised; a zero axis gives the identity.
        #expect(approximatelyEqual(CATransform3DMakeRotation(.pi / 2, 0, 5, 0), r))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    /// The perspective idiom `t.m34 = -1/500; t = CATransform3DRotate(t, π/4, 0, 1, 0)`, checked
    /// against projected corners computed by hand: rotate (x' = x·cos, z' = −x·sin), then divide
    /// by w = 1 + z'·m34.
    @Test(arguments: [
        (CGPoint(x: 100, y: 50), CGPoint(x: 61.94967154964771, y: 43.80503284503523)),
        (CGPoint(x: -100, y: 50), CGPoint(x: -82.35783481495383, y: 58.23578348149538)),
        (CGPoint(x: 100, y: -50), CGPoint(x: 61.94967154964771, y: -43.80503284503523)),
        (CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 0)),
    ])
    func perspectiveProjectsLikeIOS(point: CGPoint, expected: CGPoint) {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let projected = TransformMath.project(point, through: t)
        #expect(approximatelyEqual(projected, expected, tolerance: 1e-9), "\(point) → \(projected), expected \(expected)")
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let translate = CATransform3DMakeTranslation(10, 0, 0)
        let scale = CATransform3DMakeScale(2, 2, 2)
        #expect(apply(CATransform3DConcat(translate, scale), 1, 0).0 == 22)
        #expect(apply(CATransform3DConcat(scale, translate), 1, 0).0 == 12)
        // Translate/Scale/Rotate prepend their operation: translate(10) then scale(2).
        #expect(apply(CATransform3DTranslate(scale, 10, 0, 0), 0, 0).0 == 20)
        #expect(apply(CATransform3DScale(translate, 3, 3, 3), 1, 0).0 == 13)
    }

    @Test func invertingASingularMatrixReturnsIt() {
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
        let t = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.4, 1, 2, 3)
        #expect(approximatelyEqual(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, tolerance: 1e-12))
    }

    @Test func affineConversions() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test func inverseTimesTransformIsIdentity() async {
        let angle = Gen.double(in: -6...6)
        let offset = Gen.double(in: -100...100)
        let factor = Gen.double(in: 0.2...5)
        await propertyCheck(count: 300, input: angle, offset, factor, Gen.double(in: -0.01...0.01)) { a, d, s, p in
            var t = CATransform3DMakeScale(s, s * 0.5, 1)
            t = CATransform3DConcat(t, CATransform3DMakeRotation(a, 0.3, 1, 0.2))
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(d, -d, d / 3))
            t.m34 = p
            let product = CATransform3DConcat(CATransform3DInvert(t), t)
            #expect(approximatelyEqual(product, CATransform3DIdentity, tolerance: 1e-9), "\(product)")
        }
    }
}
