import Foundation
import OpenCoreGraphics
import Testing

/// Geometry prints as on iOS, where tests compare interpolated frames as text.
struct CGGeometryDescriptionTests {
    @Test func geometryPrintsAsOnIOS() {
        #expect("\(CGRect(x: 0, y: 0, width: 100, height: 100))" == "(0.0, 0.0, 100.0, 100.0)")
        #expect("\(CGRect(x: -1.5, y: 2, width: 3, height: 0.25))" == "(-1.5, 2.0, 3.0, 0.25)")
        #expect("\(CGPoint(x: 1, y: 2))" == "(1.0, 2.0)")
        #expect(String(describing: CGSize(width: 3, height: 4)) == "(3.0, 4.0)")
        #expect("\(CGVector(dx: 0.5, dy: -2))" == "(0.5, -2.0)")
        #expect("\([CGPoint.zero])" == "[(0.0, 0.0)]")
    }
}
