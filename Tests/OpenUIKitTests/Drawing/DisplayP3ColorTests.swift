import Foundation
import OpenUIKit
import Testing

/// Display P3 colours become the sRGB colours they are (extended sRGB outside the gamut).
@MainActor
struct DisplayP3ColorTests {
    func components(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func greysAndWhiteStayThemselves() {
        #expect(components(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)) == [1, 1, 1, 1])
        #expect(components(UIColor(displayP3Red: 0, green: 0, blue: 0, alpha: 0.5)) == [0, 0, 0, 0.5])
        #expect(components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
    }

    @Test func p3PrimariesLieOutsideSRGB() {
        // Display P3's red in extended sRGB: (1.093, -0.227, -0.150), from the two standards'
        // primaries and D65 white (computed independently with NumPy for this test).
        #expect(components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)) == [1.093, -0.227, -0.15, 1])
        // A colour inside both gamuts moves a little: sRGB's (0.5, 0.25, 0.75) is P3's (0.4674, 0.2631, 0.7241).
        let inside = components(UIColor(displayP3Red: 0.4674, green: 0.2631, blue: 0.7241, alpha: 1))
        #expect(abs(inside[0] - 0.5) < 0.002 && abs(inside[1] - 0.25) < 0.002 && abs(inside[2] - 0.75) < 0.002, "\(inside)")
    }

    /// `UIColor()`, a placeholder apps assign over later: clear, and made through `Self.init()` too.
    @Test func thePlainInitializerMakesAClearPlaceholder() {
        #expect(components(UIColor()) == [0, 0, 0, 0])
        let type: UIColor.Type = UIColor.self
        #expect(components(type.init()) == [0, 0, 0, 0])
    }
}
