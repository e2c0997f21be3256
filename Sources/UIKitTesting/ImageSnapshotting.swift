import Foundation
import OpenQuartzCore
import SnapshotTesting

// Golden-image comparison: the tolerance and the pixel comparison, with a diff picture. The
// public face works on UIImage (ImageComparison, and the snapshot strategies in
// SnapshotStrategies.swift); the package's renderer tests use the PixelBuffer face.

/// How far a rendered image may stray from its golden: every channel of at least
/// `1 − allowedFraction` of the pixels within `channel` (0...255) of the golden's.
///
/// The renderer is deterministic, so on one machine the bytes match exactly; the tolerance only
/// absorbs library updates (Cairo's antialiasing, Pango's glyph positioning) between Debian
/// releases. Tests state the tolerance they use next to the assertion.
public struct PixelTolerance: Sendable, CustomStringConvertible {
    /// The largest difference allowed in any channel of a pixel (0...255).
    public var channel: Int
    /// The fraction of pixels (0...1) allowed to differ by more than `channel`.
    public var allowedFraction: Double

    public init(channel: Int, allowedFraction: Double) {
        self.channel = channel
        self.allowedFraction = allowedFraction
    }

    /// Compositor-only pictures: our own integer arithmetic, ±1 for rounding.
    public static let compositor = PixelTolerance(channel: 1, allowedFraction: 0)
    /// Pictures with Cairo drawing (paths, gradients, shadows).
    public static let drawing = PixelTolerance(channel: 3, allowedFraction: 0.002)
    /// Pictures with text: glyph rasterisation may move by a fraction of a pixel.
    public static let text = PixelTolerance(channel: 24, allowedFraction: 0.02)

    public var description: String { "±\(channel) per channel on all but \(allowedFraction * 100)% of pixels" }
}

/// Compares two images under a tolerance; `nil` when they match, else a message and a diff
/// picture (the golden dimmed to a quarter of its brightness, differing pixels in magenta).
package func compareImages(_ golden: PixelBuffer, _ actual: PixelBuffer, tolerance: PixelTolerance) -> (String, PixelBuffer?)? {
    guard golden.width == actual.width, golden.height == actual.height else {
        return ("Size differs: golden \(golden.width)x\(golden.height), rendered \(actual.width)x\(actual.height).", nil)
    }
    let diff = PixelBuffer(width: golden.width, height: golden.height)
    var differing = 0, worst = 0, first: (Int, Int)?
    for y in 0..<golden.height {
        for x in 0..<golden.width {
            let g = golden.rgba(x: x, y: y), a = actual.rgba(x: x, y: y)
            let delta = max(abs(Int(g.0) - Int(a.0)), abs(Int(g.1) - Int(a.1)), abs(Int(g.2) - Int(a.2)), abs(Int(g.3) - Int(a.3)))
            worst = max(worst, delta)
            let row = diff.data.advanced(by: y * diff.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            if delta > tolerance.channel {
                differing += 1
                if first == nil { first = (x, y) }
                row[x] = PixelBuffer.pixel(red: 1, green: 0, blue: 1, alpha: 1)
            } else {
                let luminance = (0.299 * Double(g.0) + 0.587 * Double(g.1) + 0.114 * Double(g.2)) / 255 / 4
                row[x] = PixelBuffer.pixel(red: luminance, green: luminance, blue: luminance, alpha: 1)
            }
        }
    }
    let fraction = Double(differing) / Double(max(golden.width * golden.height, 1))
    guard fraction > tolerance.allowedFraction else { return nil }
    let firstText = first.map { "first at (\($0.0), \($0.1))" } ?? ""
    return ("\(differing) pixels (\(String(format: "%.3f", fraction * 100))%) differ by more than \(tolerance.channel); "
            + "largest difference \(worst); \(firstText). Tolerance: \(tolerance).", diff)
}

/// A name from the pixels of two images (FNV-1a over their bytes): the same images, the same name.
package func contentName(_ first: PixelBuffer, _ second: PixelBuffer) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for buffer in [first, second] {
        for row in 0..<buffer.height {
            let bytes = UnsafeRawBufferPointer(start: buffer.data.advanced(by: row * buffer.bytesPerRow), count: buffer.width * 4)
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
    }
    return String(hash, radix: 16)
}

/// The difference between a golden and a rendered image beyond a tolerance, with the diff
/// picture written where swift-snapshot-testing writes its artifacts; `nil` when they match.
/// PNG stores straight alpha, so `actual` is compared after the same round trip a golden took.
package func goldenDifference(_ golden: PixelBuffer, _ actual: PixelBuffer, tolerance: PixelTolerance, diffName: String) -> String? {
    let stored = PNGCodec.decode(PNGCodec.encode(actual) ?? Data())?.pixels ?? actual
    guard let (message, picture) = compareImages(golden, stored, tolerance: tolerance) else { return nil }
    var text = message
    if let picture, let data = PNGCodec.encode(picture) {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
        let url = folder.appendingPathComponent("\(diffName).diff.png")
        if (try? data.write(to: url)) != nil { text += "\nDiff picture: \(url.path)" }
    }
    return text
}

extension Snapshotting where Value == PixelBuffer, Format == PixelBuffer {
    /// A PNG golden compared under `tolerance`. On failure the rendered image is written by
    /// swift-snapshot-testing to `$SNAPSHOT_ARTIFACTS` (or the temporary folder) and a diff
    /// picture next to it, named in the failure message.
    package static func png(tolerance: PixelTolerance, diffName: String) -> Snapshotting {
        let diffing = Diffing<PixelBuffer>.diff(
            toData: { PNGCodec.encode($0) ?? Data() },
            fromData: { PNGCodec.decode($0)?.pixels ?? PixelBuffer(width: 1, height: 1) },
            diffV2: { golden, actual in goldenDifference(golden, actual, tolerance: tolerance, diffName: diffName).map { ($0, []) } }
        )
        return Snapshotting(pathExtension: "png", diffing: diffing)
    }
}

/// Asserts `image` matches the golden PNG `__Snapshots__/<file>/<test>.<name>.png` beside the
/// test file. Record new goldens with `SNAPSHOT_TESTING_RECORD=all` (then look at them);
/// `scripts/test` runs with `SNAPSHOT_TESTING_RECORD=never`, so a missing golden fails.
package func assertImageSnapshot(
    of image: PixelBuffer, named name: String, tolerance: PixelTolerance,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let base = testName.replacingOccurrences(of: "()", with: "")
    assertSnapshot(of: image, as: .png(tolerance: tolerance, diffName: "\(base).\(name)"), named: name,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
