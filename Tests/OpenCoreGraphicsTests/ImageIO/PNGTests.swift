import Foundation
@testable import OpenCoreGraphics
import Testing

struct PNGTests {
    /// Opaque and translucent pixels survive a write and a read through the public initializer
    /// (translucent ones within the rounding of straight alpha).
    @Test func pngRoundTripsThroughCGImage() throws {
        let pixels = PixelBuffer(width: 3, height: 2)
        let values: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8040_2010, 0x0000_0000, 0xFF12_3456]
        for (index, value) in values.enumerated() {
            pixels.data.advanced(by: (index / 3) * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)[index % 3] = value
        }
        let data = try #require(PNGCodec.encode(pixels))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = try #require(CGImage(pngDataProviderSource: CGDataProvider(data: data)!, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(image.width == 3 && image.height == 2 && !image.shouldInterpolate)
        for (index, value) in values.enumerated() {
            let read = image.pixels.data.advanced(by: (index / 3) * image.pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)[index % 3]
            for shift in stride(from: 0, to: 32, by: 8) {
                #expect(abs(Int(read >> UInt32(shift) & 0xFF) - Int(value >> UInt32(shift) & 0xFF)) <= 1, "pixel \(index)")
            }
        }
        #expect(PNGCodec.encode(pixels) == data, "the same pixels give the same bytes")
    }

    @Test func dataThatIsNotPNGGivesNilAndOneDiagnostic() {
        let capture = DiagnosticCapture(silent: true)
        let image = OpenUIKitDiagnostics.$capture.withValue(capture) {
            CGImage(pngDataProviderSource: CGDataProvider(data: Data("not a png".utf8))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        #expect(image == nil)
        #expect(capture.records.count == 1)
    }
}
