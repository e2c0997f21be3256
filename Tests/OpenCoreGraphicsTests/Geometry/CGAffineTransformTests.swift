import Foundation
@testable import OpenCoreGraphics
import PropertyBased
import Testing

struct CGAffineTransformTests {
    @Test func defaultInitIsAllZeroNotIdentity() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!CGAffineTransform().isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test func namedInitializers() {
        #expect(CGAffineTransform(translationX: 3, y: -4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        // a = cos, b = sin, c = −sin, d = cos.
        #expect(abs(quarter.a) < 1e-15 && quarter.b == 1 && quarter.c == -1 && abs(quarter.d) < 1e-15)
        // In UIKit's y-down space a positive angle turns +x towards +y (clockwise on screen).
        let p = CGPoint(x: 10, y: 0).applying(quarter)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 10) < 1e-12)
    }

    @Test func appliesTheOperationBeforeTheExistingTransform() {
        // translatedBy: T(tx, ty) · self — the translation happens in the transform's own space.
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let t = scale.translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
        // scaledBy on a translation scales before translating.
        let s = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 13, y: 3))
        // rotated(by:) on a translation rotates before translating.
        let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        let q = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(q.x - 4) < 1e-12 && abs(q.y) < 1e-12)
    }

    @Test func concatenatingAppliesSelfFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
    }

    @Test func invertedOfSingularTransformIsUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let round = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(round.x - 3) < 1e-12 && abs(round.y - 4) < 1e-12)
    }

    @Test func applyingToSizesAndRects() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let size = CGSize(width: 10, height: 20).applying(rotate)
        // No absolute value, as on iOS: (a·w + c·h, b·w + d·h) = (−20, 10).
        #expect(abs(size.width + 20) < 1e-12 && abs(size.height - 10) < 1e-12)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(rotate)
        #expect(abs(rect.minX + 20) < 1e-12 && abs(rect.minY) < 1e-12)
        #expect(abs(rect.width - 20) < 1e-12 && abs(rect.height - 10) < 1e-12)
        #expect(CGRect.null.applying(rotate).isNull)
        let moved = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 10))
        #expect(moved == CGRect(x: 11, y: 12, width: 3, height: 4))
    }

    @Test func codableRoundTrip() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }

    @Test func invertedThenOriginalIsIdentity() async {
        let component = Gen.double(in: -10...10)
        await propertyCheck(count: 300, input: component, component, component, component, component, component) { a, b, c, d, tx, ty in
            let t = CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
            guard abs(a * d - b * c) > 1e-3 else { return }
            let product = t.inverted().concatenating(t)
            let error = [product.a - 1, product.b, product.c, product.d - 1, product.tx, product.ty].map { abs($0) }.max()!
            #expect(error < 1e-6, "t⁻¹·t differs from identity by \(error) for \(t)")
        }
    }
}

struct CGVectorTests {
    @Test func fieldsAndZero() {
        let v = CGVector(dx: 1.5, dy: -2)
        #expect(v.dx == 1.5 && v.dy == -2)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
    }
}
