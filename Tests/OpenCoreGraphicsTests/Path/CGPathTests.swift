@testable import OpenCoreGraphics
import Testing

struct CGPathTests {
    private func types(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    private func endPoints(_ path: CGPath) -> [CGPoint] {
        path.elements.compactMap(\.endPoint)
    }

    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func rectangleIsMoveThreeLinesClose() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(endPoints(path) == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 20)])
        var found = CGRect.zero
        #expect(path.isRect(&found) && found == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
    }

    @Test func rectanglePathEqualsAMutablePathsAddRect() {
        // A rectangle of negative size, rotated: CGPath(rect:) builds its elements directly and
        // must give exactly what addRect gives an empty mutable path.
        var t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -2)
        let rect = CGRect(x: 10, y: 5, width: -6, height: -3)
        let mutable = CGMutablePath()
        mutable.addRect(rect, transform: t)
        #expect(CGPath(rect: rect, transform: &t) == mutable)
    }

    @Test func transformIsAppliedToEveryPoint() {
        var t = CGAffineTransform(translationX: 5, y: 7)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 1, height: 1))
    }

    @Test func ellipseStartsAtRightMiddleAndTurnsTowardsPlusY() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(types(path) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        let ends = endPoints(path)
        let expected = [CGPoint(x: 20, y: 5), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 5)]
        #expect(zip(ends, expected).allSatisfy { close($0, $1, 1e-12) })
        // Control points of quarter arcs lie on the bounding rectangle.
        #expect(close(path.boundingBox.origin, .zero, 1e-12) && abs(path.boundingBox.width - 20) < 1e-12)
        #expect(abs(path.boundingBoxOfPath.height - 10) < 1e-9)
    }

    @Test func quarterArcMatchesTheCircleAtItsMidpoint() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(types(path) == [.moveToPoint, .addCurveToPoint])
        guard case .cubic(let c1, let c2, let end) = path.elements[1] else { Issue.record("not a curve"); return }
        #expect(close(end, CGPoint(x: 0, y: 10), 1e-12))
        // The 4/3·tan(θ/4) handles put the curve's midpoint exactly on the circle: r/√2.
        let mid = BezierMath.cubicPoint(CGPoint(x: 10, y: 0), c1, c2, end, 0.5)
        #expect(close(mid, CGPoint(x: 10 / 2.0.squareRoot(), y: 10 / 2.0.squareRoot()), 1e-9))
    }

    @Test func arcDirectionRules() {
        // clockwise == true sweeps with decreasing angles: 0 → π/2 goes three quarters round.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(types(long) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(close(endPoints(long)[1], CGPoint(x: 0, y: -10), 1e-12))
        // 0 → 2π increasing is a full circle; decreasing it is empty.
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(types(full).count == 5)
        let empty = CGMutablePath()
        empty.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(types(empty) == [.moveToPoint])
        // With a current point, a line joins it to the arc's start.
        let joined = CGMutablePath()
        joined.move(to: CGPoint(x: -5, y: 0))
        joined.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(types(joined).prefix(2) == [.moveToPoint, .addLineToPoint])
        #expect(close(endPoints(joined)[1], CGPoint(x: 1, y: 0)))
    }

    @Test func tangentArcRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(close(endPoints(path)[1], CGPoint(x: 5, y: 0), 1e-12))
        #expect(close(endPoints(path)[2], CGPoint(x: 10, y: 5), 1e-12))
        // Collinear points give a straight line to the corner.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(endPoints(straight).last == CGPoint(x: 10, y: 0))
    }

    @Test func windingAndEvenOddContainment() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let center = CGPoint(x: 50, y: 50)
        #expect(path.contains(center, using: .winding))
        #expect(!path.contains(center, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        // The inner square drawn the other way round cancels the winding.
        let hole = CGMutablePath()
        hole.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        hole.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        hole.closeSubpath()
        #expect(!hole.contains(center, using: .winding))
        // A circle: inside near the rim, outside just beyond it.
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(circle.contains(CGPoint(x: 9.9, y: 0)))
        #expect(!circle.contains(CGPoint(x: 7.2, y: 7.2)))
        #expect(circle.contains(CGPoint(x: 1, y: 1), using: .winding, transform: CGAffineTransform(translationX: 5, y: 0)))
    }

    @Test func tightBoundsExcludeControlPoints() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve peaks at t = 1/2: y = 2·½·½·100 = 50.
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 50) < 1e-9 && abs(tight.width - 100) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func closeReturnsToTheSubpathStartAndANewSegmentStartsANewSubpath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .closeSubpath, .moveToPoint, .addLineToPoint])
    }

    @Test func segmentsWithoutCurrentPointAreReportedAndIgnored() {
        let capture = DiagnosticCapture(silent: true)
        let path = CGMutablePath()
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            path.addLine(to: CGPoint(x: 1, y: 1))
        }
        #expect(path.isEmpty)
        #expect(capture.records(withCode: .invalidPathArgument).first?.message == "CGMutablePath.addLine(to:): no current point.")
    }

    @Test func oversizedCornerRadiiAreClampedWithADiagnostic() {
        let capture = DiagnosticCapture(silent: true)
        let path = OpenUIKitDiagnostics.$capture.withValue(capture) {
            CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50, transform: nil)
        }
        #expect(capture.records(withCode: .invalidPathArgument).count == 1)
        let bounds = path.boundingBoxOfPath
        #expect(abs(bounds.width - 20) < 1e-9 && abs(bounds.height - 10) < 1e-9)
        // A corner rounded with radius (10, 5): the point at 45° on the corner ellipse is inside,
        // the sharp corner itself is not.
        #expect(!path.contains(CGPoint(x: 0.2, y: 0.2)))
        #expect(path.contains(CGPoint(x: 10, y: 5)))
    }

    @Test func equalityAndCopies() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let b = CGMutablePath()
        b.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(a == b)
        let mutable = a.mutableCopy()!
        mutable.addLine(to: CGPoint(x: 3, y: 3))
        #expect(a != mutable)
        var t = CGAffineTransform(scaleX: 2, y: 2)
        #expect(a.copy(using: &t)?.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func nonFiniteAndHugeCurvesNeitherTrapNorHang() {
        // Flattening sized its segment count with Int(_:), which traps on NaN and on 1e30.
        for control in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 1e30, y: -1e30), CGPoint(x: CGFloat.infinity, y: 0)] {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 10, y: 10), control1: control, control2: CGPoint(x: 5, y: 5))
            path.addQuadCurve(to: CGPoint(x: 0, y: 10), control: control)
            path.closeSubpath()
            _ = path.contains(CGPoint(x: 1, y: 1))
            let polylines = PathTracing.polylines(of: path, tolerance: 0.05)
            #expect(polylines.allSatisfy { $0.points.count <= 2 * 1024 + 2 }, "at most 1,024 segments a curve")
        }
    }

    @Test func aRelativeArcOfManyTurnsIsCappedAtAThousandTurns() {
        let threeTurns = CGMutablePath()
        threeTurns.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 6 * .pi)
        #expect(types(threeTurns).count == 1 + 12, "three turns are three turns (four quarters each)")

        let endless = CGMutablePath()
        endless.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 1e30)
        let count = types(endless).count
        #expect(count > 4 * 1000 && count <= 1 + 4 * 1024, "\(count) elements")
        let end = endless.currentPoint
        #expect(abs(hypot(end.x, end.y) - 10) < 1e-6, "the arc still ends on its circle")
    }
}
