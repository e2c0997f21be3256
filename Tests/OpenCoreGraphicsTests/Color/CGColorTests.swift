@testable import OpenCoreGraphics
import Testing

struct CGColorTests {
    @Test func rgbComponentsAndAlpha() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.components == [0.2, 0.4, 0.6, 0.8])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.8)
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test func grayColorsKeepTwoComponents() {
        let gray = CGColor(gray: 0.5, alpha: 1)
        #expect(gray.numberOfComponents == 2)
        #expect(gray.colorSpace?.model == .monochrome)
        #expect(gray.rgbaComponents == ColorComponents(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test func copyWithAlphaChangesOnlyAlpha() {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let faded = color.copy(alpha: 0.25)
        #expect(faded?.components == [1, 0, 0, 0.25])
        #expect(color.alpha == 1)
    }

    @Test func equalityIsByValue() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1))
    }

    @Test func colorSpacesByName() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.linearGray)?.numberOfComponents == 1)
        #expect(CGColorSpace(name: "kCGColorSpaceACESCGLinear") == nil)
        var components: [CGFloat] = [0.1, 0.2, 0.3, 1]
        let color = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: &components)
        #expect(color?.components == [0.1, 0.2, 0.3, 1])
    }
}
