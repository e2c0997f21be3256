import Foundation
@testable import OpenCoreGraphics
import Testing

struct CGContextTests {
    private func rgbaContext(_ width: Int, _ height: Int) -> (CGContext, UnsafeMutableRawPointer) {
        let data = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
        let context = CGContext(data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        return (context, data)
    }

    /// The RGBA bytes of the pixel in row `row` (0 = top of the bitmap), column `column`.
    private func pixel(_ data: UnsafeMutableRawPointer, width: Int, row: Int, column: Int) -> [UInt8] {
        let p = data.advanced(by: (row * width + column) * 4).assumingMemoryBound(to: UInt8.self)
        return [p[0], p[1], p[2], p[3]]
    }

    @Test func bitmapContextsHaveYUpAndWriteTheRequestedLayout() {
        let (context, data) = rgbaContext(20, 20)
        defer { data.deallocate() }
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // (0, 0) is the bottom left: the red square is in the bottom-left quarter of the bytes.
        #expect(pixel(data, width: 20, row: 15, column: 5) == [255, 0, 0, 255])
        #expect(pixel(data, width: 20, row: 5, column: 5) == [0, 0, 0, 0])
        #expect(context.ctm == .identity)
    }

    @Test func flippedContextsHaveUIKitCoordinatesAndScale() {
        let buffer = PixelBuffer(width: 40, height: 40)
        let context = CGContext.flipped(over: buffer, scale: 2)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(buffer.rgba(x: 19, y: 19) == (0, 0, 255, 255))
        #expect(buffer.rgba(x: 21, y: 5) == (0, 0, 0, 0))
    }

    @Test func imagesKeepTheirFirstRowAtMaximumY() {
        // A 1x2 image: top row red, bottom row blue.
        var bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let image = CGImage(width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                            intent: .defaultIntent)!
        bytes.removeAll()
        // Upright in a y-up bitmap context...
        let (context, data) = rgbaContext(2, 4)
        defer { data.deallocate() }
        context.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(pixel(data, width: 2, row: 0, column: 0) == [255, 0, 0, 255])
        #expect(pixel(data, width: 2, row: 3, column: 0) == [0, 0, 255, 255])
        // ...upside down in a flipped one, the classic iOS surprise.
        let buffer = PixelBuffer(width: 2, height: 4)
        CGContext.flipped(over: buffer, scale: 1).draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 4))
        #expect(buffer.rgba(x: 0, y: 0) == (0, 0, 255, 255))
    }

    @Test func alphaBlendModesAndState() {
        let buffer = PixelBuffer(width: 4, height: 4)
        let context = CGContext.flipped(over: buffer, scale: 1)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.saveGState()
        context.setBlendMode(.multiply)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        context.restoreGState()
        #expect(buffer.rgba(x: 0, y: 0) == (0, 255, 0, 255))
        context.setAlpha(0.5)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        let (r, g, b, a) = buffer.rgba(x: 3, y: 0)
        #expect(a == 255 && abs(Int(r) - 128) <= 1 && abs(Int(g) - 128) <= 1 && b == 0)
    }

    @Test func linearGradientInterpolatesAndRespectsExtension() {
        let buffer = PixelBuffer(width: 101, height: 1)
        let context = CGContext.flipped(over: buffer, scale: 1)
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil)!
        context.drawLinearGradient(gradient, start: CGPoint(x: 10.5, y: 0), end: CGPoint(x: 90.5, y: 0), options: [])
        #expect(buffer.rgba(x: 5, y: 0).3 == 0)
        let (r, _, b, _) = buffer.rgba(x: 50, y: 0)
        #expect(abs(Int(r) - 128) <= 2 && abs(Int(b) - 128) <= 2)
        context.drawLinearGradient(gradient, start: CGPoint(x: 10.5, y: 0), end: CGPoint(x: 90.5, y: 0), options: [.drawsBeforeStartLocation])
        #expect(buffer.rgba(x: 5, y: 0) == (255, 0, 0, 255))
        #expect(buffer.rgba(x: 95, y: 0).3 == 0)
    }

    /// iOS code passes the colours as a `CFArray` (`[…] as CFArray`); the gradient is the same.
    @Test func aGradientFromACFArrayMatchesOneFromAnArrayOfColors() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let locations: [CGFloat] = [0, 1]
        let fromArray = CGGradient(colorsSpace: nil, colors: [red, blue], locations: locations)!
        let fromCFArray = CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: locations)!
        #expect(fromCFArray.stops.map(\.location) == fromArray.stops.map(\.location))
        #expect(fromCFArray.stops.map(\.color) == fromArray.stops.map(\.color))
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            #expect(CGGradient(colorsSpace: nil, colors: [red, "blue"] as CFArray, locations: nil) == nil)
        }
        #expect(capture.records.count == 1)
    }

    @Test func shadowsFallBelowInFlippedContexts() {
        let buffer = PixelBuffer(width: 60, height: 60)
        let context = CGContext.flipped(over: buffer, scale: 1)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(buffer.rgba(x: 20, y: 20) == (255, 0, 0, 255))
        #expect(buffer.rgba(x: 20, y: 35) == (0, 0, 0, 255))
        #expect(buffer.rgba(x: 20, y: 5).3 == 0)
    }

    @Test func clippingAndPathQueries() {
        let buffer = PixelBuffer(width: 20, height: 20)
        let context = CGContext.flipped(over: buffer, scale: 1)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        #expect(context.isPathEmpty)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(buffer.rgba(x: 10, y: 10) == (0, 255, 0, 255))
        #expect(buffer.rgba(x: 0, y: 0).3 == 0)
    }

    @Test func unbalancedRestoreIsReported() {
        let capture = DiagnosticCapture(silent: true)
        OpenUIKitDiagnostics.$capture.withValue(capture) {
            CGContext.flipped(over: PixelBuffer(width: 1, height: 1), scale: 1).restoreGState()
        }
        #expect(capture.records(withCode: .invalidContextOperation).count == 1)
    }

    @Test func unsupportedLayoutsAreRefused() {
        let capture = DiagnosticCapture(silent: true)
        let context = OpenUIKitDiagnostics.$capture.withValue(capture) {
            CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        #expect(context == nil)
        #expect(capture.records(withCode: .invalidImage).count == 1)
    }
}

struct PNGCodecTests {
    @Test func roundTripKeepsPixelsAndIsDeterministic() throws {
        let buffer = PixelBuffer(width: 3, height: 2)
        let context = CGContext.flipped(over: buffer, scale: 1)
        context.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        let data = try #require(PNGCodec.encode(buffer))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(PNGCodec.encode(buffer) == data)
        let decoded = try #require(PNGCodec.decode(data))
        #expect(decoded.width == 3 && decoded.height == 2)
        for y in 0..<2 {
            for x in 0..<3 {
                let a = buffer.rgba(x: x, y: y), b = decoded.pixels.rgba(x: x, y: y)
                #expect(abs(Int(a.0) - Int(b.0)) <= 1 && abs(Int(a.2) - Int(b.2)) <= 1 && a.3 == b.3, "pixel \(x), \(y)")
            }
        }
        let capture = DiagnosticCapture(silent: true)
        let garbage = OpenUIKitDiagnostics.$capture.withValue(capture) { PNGCodec.decode(Data([1, 2, 3])) }
        #expect(garbage == nil)
        #expect(capture.records(withCode: .invalidImage).count == 1, "one diagnostic for data that is not a PNG")
    }
}

struct TextRendererTests {
    @Test func extremeSizesWidthsAndLineCountsNeitherTrapNorOverflowPango() {
        // Pango keeps sizes in 32-bit units: 749,999 points overflowed it (stderr noise, no text).
        for size in [CGFloat(749_999.25), 1e30, -5, .nan, .infinity] {
            var style = TextStyle(font: FontDescriptor(size: size))
            style.numberOfLines = Int.max
            let measured = TextRenderer.size(of: "Extreme", style: style, maxWidth: 1e30)
            #expect(measured.width.isFinite && measured.height.isFinite && measured.width >= 0)
        }
        let capped = TextRenderer.size(of: "A", style: TextStyle(font: FontDescriptor(size: 1e6)))
        #expect(capped.height < 6000, "sizes are capped at 4,096 points")
    }

    @Test func chineseTextHasGlyphsNotTofuAndWraps() {
        let style = TextStyle(font: FontDescriptor(size: 20))
        let single = TextRenderer.size(of: "转场", style: style)
        #expect(single.width > 30 && single.width < 50)
        let wrapped = TextRenderer.size(of: "转场动画 transition animation", style: style, maxWidth: 100)
        #expect(wrapped.height > single.height * 1.5)
        // Two different CJK characters must render to different pixels (tofu boxes would not).
        func render(_ text: String) -> [UInt8] {
            let buffer = PixelBuffer(width: 30, height: 30)
            TextRenderer.draw(text, style: style, in: CGRect(x: 2, y: 2, width: 28, height: 28), context: .flipped(over: buffer, scale: 1))
            return (0..<30 * 30).map { buffer.rgba(x: $0 % 30, y: $0 / 30).3 }
        }
        let first = render("转"), second = render("场")
        #expect(first != second)
        #expect(first.filter { $0 > 128 }.count > 20)
    }
}
