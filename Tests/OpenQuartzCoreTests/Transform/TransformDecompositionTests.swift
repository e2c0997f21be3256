@testable import OpenQuartzCore
import PropertyBased
import Testing

/// docs/timing-model.md, "Interpolating transforms": matrices interpolate through their
/// components, rotations the short way round.
struct TransformDecompositionTests {
    @Test func recomposesWhatItDecomposes() async {
        await propertyCheck(count: 300, input: Gen.double(in: -3...3), Gen.double(in: 0.3...3), Gen.double(in: -50...50), Gen.double(in: -0.004...0)) { angle, scale, offset, m34 in
            var t = CATransform3DMakeScale(scale, 1 / scale, 1.5)
            t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, 1, 2, 0.5))
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(offset, 2 * offset, -offset))
            var perspective = CATransform3DIdentity
            perspective.m34 = m34
            t = CATransform3DConcat(t, perspective)
            guard let decomposition = TransformDecomposition(t) else {
                Issue.record("could not decompose \(t)")
                return
            }
            #expect(approximatelyEqual(decomposition.matrix, t, tolerance: 1e-9), "\(decomposition.matrix) vs \(t)")
        }
    }

    @Test func perspectiveIdiomKeepsItsPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 1, 0, 1, 0)
        let d = TransformDecomposition(t)!
        #expect(abs(d.perspective.z + 1.0 / 500) < 1e-15)
        #expect(approximatelyEqual(d.matrix, t, tolerance: 1e-12))
    }

    @Test func halfWayToAQuarterTurnAboutYIsAnEighthTurn() {
        let value = ValueMath.interpolateTransforms(CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0.5)
        // cos 45° in m11, not the element-wise average 0.5.
        #expect(abs(value.m11 - (0.5).squareRoot()) < 1e-12)
        #expect(approximatelyEqual(value, CATransform3DMakeRotation(.pi / 4, 0, 1, 0), tolerance: 1e-12))
    }

    @Test func aFullTurnAsAMatrixDoesNotMove() {
        let full = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        for fraction in stride(from: 0.0, through: 1.0, by: 0.125) {
            let value = ValueMath.interpolateTransforms(CATransform3DIdentity, full, CGFloat(fraction))
            #expect(approximatelyEqual(value, CATransform3DIdentity, tolerance: 1e-9))
        }
    }

    @Test func minusThreeQuarterTurnsTurnsAQuarterTheOtherWay() {
        let value = ValueMath.interpolateTransforms(CATransform3DIdentity, CATransform3DMakeRotation(-3 * .pi / 2, 0, 0, 1), 0.5)
        #expect(approximatelyEqual(value, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), tolerance: 1e-12))
    }

    @Test func singularMatricesSwitchHalfWay() {
        let collapsed = CATransform3DMakeScale(0, 1, 1)
        let scaled = CATransform3DMakeScale(2, 2, 2)
        #expect(ValueMath.interpolateTransforms(scaled, collapsed, 0.49) == scaled)
        #expect(ValueMath.interpolateTransforms(scaled, collapsed, 0.5) == collapsed)
    }

    @Test func componentsOfATransformReadAndReplace() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        let rotated = TransformComponents.replace(.rotation(axis: 1), of: t, with: .scalar(.pi / 3))
        var expected = CATransform3DIdentity
        expected.m34 = -1.0 / 500
        expected = CATransform3DRotate(expected, .pi / 3, 0, 1, 0)
        #expect(approximatelyEqual(rotated, expected, tolerance: 1e-12))
        if case .scalar(let angle) = TransformComponents.read(.rotation(axis: 1), of: rotated) {
            #expect(abs(angle - .pi / 3) < 1e-12)
        } else {
            Issue.record("rotation.y did not read as a number")
        }
        let scaled = TransformComponents.replace(.scale(axis: nil), of: CATransform3DMakeTranslation(5, 0, 0), with: .scalar(2))
        #expect(approximatelyEqual(scaled, CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(5, 0, 0))))
    }
}
