@testable import OpenQuartzCore
import Testing
@testable import UIKitTesting

/// The golden-image comparison itself must be able to fail.
struct ImageComparisonTests {
    private func frame(_ fill: UInt32) -> PixelBuffer {
        let buffer = PixelBuffer(width: 10, height: 10)
        buffer.fill(fill)
        return buffer
    }

    @Test func differencesBeyondTheToleranceFailAndAreDrawnInMagenta() throws {
        let golden = frame(0xFF80_8080), actual = frame(0xFF80_8080)
        actual.data.assumingMemoryBound(to: UInt32.self)[55] = 0xFF80_8090   // blue 128 → 144 at (5, 5)
        let result = try #require(compareImages(golden, actual, tolerance: PixelTolerance(channel: 3, allowedFraction: 0)))
        #expect(result.0.contains("1 pixels") && result.0.contains("largest difference 16") && result.0.contains("(5, 5)"))
        let picture = try #require(result.1)
        #expect(components(picture, 5, 5) == [255, 0, 255, 255])
        #expect(components(picture, 0, 0) == [32, 32, 32, 255])
    }

    @Test func differencesWithinTheToleranceOrTheAllowedFractionPass() {
        let golden = frame(0xFF80_8080), actual = frame(0xFF80_8080)
        actual.data.assumingMemoryBound(to: UInt32.self)[0] = 0xFF80_8083
        #expect(compareImages(golden, actual, tolerance: PixelTolerance(channel: 3, allowedFraction: 0)) == nil)
        actual.data.assumingMemoryBound(to: UInt32.self)[1] = 0xFF00_0000
        #expect(compareImages(golden, actual, tolerance: PixelTolerance(channel: 3, allowedFraction: 0.01)) == nil)
        #expect(compareImages(golden, actual, tolerance: PixelTolerance(channel: 3, allowedFraction: 0.005)) != nil)
        #expect(compareImages(golden, PixelBuffer(width: 10, height: 11), tolerance: .compositor)?.0.contains("Size differs") == true)
    }
}
