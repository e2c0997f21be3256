import Foundation
import OpenQuartzCore
import SnapshotTesting

// Golden-image comparison: the tolerance and the pixel comparison, with a diff picture. The
// public face works on UIImage (ImageComparison, and the snapshot strategies in
// SnapshotStrategies.swift); the package's renderer tests use the PixelBuffer face.

/// How far a rendered image may stray from its golden: every channel of at least
/// `1 − allowedFraction` of the pixels within `channel` (0...255) of the golden's, and no patch
/// of neighbouring wrong pixels longer than `largestWrongPatch` points on either side.
///
/// The renderer is deterministic, so on one machine the bytes match exactly; the tolerance only
/// absorbs library updates (Cairo's antialiasing, Pango's glyph positioning) between Debian
/// releases. Tests state the tolerance they use next to the assertion.
public struct PixelTolerance: Sendable, CustomStringConvertible {
    /// The largest difference allowed in any channel of a pixel (0...255).
    public var channel: Int
    /// The fraction of pixels (0...1) allowed to differ by more than `channel`.
    public var allowedFraction: Double
    /// The longest side, in points, of a patch of touching wrong pixels (the structural check):
    /// a missing button is a small fraction of a screen but one large patch, so it fails
    /// however small `allowedFraction` lets the total be. Glyphs moved by a fraction of a pixel
    /// make patches no larger than a glyph. `.infinity` (the presets') checks no patch.
    public var largestWrongPatch: CGFloat

    public init(channel: Int, allowedFraction: Double, largestWrongPatch: CGFloat = .infinity) {
        self.channel = channel
        self.allowedFraction = allowedFraction
        self.largestWrongPatch = largestWrongPatch.isNaN ? .infinity : max(largestWrongPatch, 0)
    }

    /// Compositor-only pictures: our own integer arithmetic, ±1 for rounding.
    public static let compositor = PixelTolerance(channel: 1, allowedFraction: 0)
    /// Pictures with Cairo drawing (paths, gradients, shadows).
    public static let drawing = PixelTolerance(channel: 3, allowedFraction: 0.002)
    /// Pictures with text: glyph rasterisation may move by a fraction of a pixel.
    public static let text = PixelTolerance(channel: 24, allowedFraction: 0.02)

    /// This tolerance, also failing any patch of wrong pixels longer than `points` on a side.
    public func limitingWrongPatches(to points: CGFloat) -> PixelTolerance {
        PixelTolerance(channel: channel, allowedFraction: allowedFraction, largestWrongPatch: points)
    }

    public var description: String {
        "±\(channel) per channel on all but \(allowedFraction * 100)% of pixels"
            + (largestWrongPatch.isFinite ? ", no wrong patch over \(formatPoints(largestWrongPatch)) pt" : "")
    }
}

/// Compares two images under a tolerance; `nil` when they match, else a message and a diff
/// picture (the golden dimmed to a quarter of its brightness, differing pixels in magenta).
/// `pixelsPerPoint` turns the tolerance's patch size into pixels.
func compareImages(_ golden: PixelBuffer, _ actual: PixelBuffer, tolerance: PixelTolerance,
                           pixelsPerPoint: CGFloat = 1) -> (String, PixelBuffer?)? {
    guard golden.width == actual.width, golden.height == actual.height else {
        return ("Size differs: golden \(golden.width)x\(golden.height), rendered \(actual.width)x\(actual.height).", nil)
    }
    let width = golden.width, height = golden.height
    var wrong: [Bool] = []
    var differing = 0, worst = 0, first: (Int, Int)?
    for y in 0..<height {
        let goldenRow = golden.data.advanced(by: y * golden.bytesPerRow), actualRow = actual.data.advanced(by: y * actual.bytesPerRow)
        // Rows that are byte for byte the same (nearly all, on the machine that recorded) are skipped whole.
        if memcmp(goldenRow, actualRow, width * 4) == 0 { continue }
        for x in 0..<width {
            let g = golden.rgba(x: x, y: y), a = actual.rgba(x: x, y: y)
            let delta = max(abs(Int(g.0) - Int(a.0)), abs(Int(g.1) - Int(a.1)), abs(Int(g.2) - Int(a.2)), abs(Int(g.3) - Int(a.3)))
            worst = max(worst, delta)
            guard delta > tolerance.channel else { continue }
            if wrong.isEmpty { wrong = Array(repeating: false, count: width * height) }
            wrong[y * width + x] = true
            differing += 1
            if first == nil { first = (x, y) }
        }
    }
    guard differing > 0 else { return nil }
    let fraction = Double(differing) / Double(max(width * height, 1))
    var problems: [String] = []
    if fraction > tolerance.allowedFraction {
        let firstText = first.map { "first at (\($0.0), \($0.1))" } ?? ""
        problems.append("\(differing) pixels (\(String(format: "%.3f", fraction * 100))%) differ by more than \(tolerance.channel); "
                        + "largest difference \(worst); \(firstText).")
    }
    if tolerance.largestWrongPatch.isFinite, let patch = largestPatch(of: wrong, width: width, height: height),
       CGFloat(max(patch.width, patch.height)) > tolerance.largestWrongPatch * pixelsPerPoint {
        let scale = max(pixelsPerPoint, 1e-9)
        problems.append("A patch of wrong pixels \(formatPoints(CGFloat(patch.width) / scale))×\(formatPoints(CGFloat(patch.height) / scale)) pt "
                        + "at (\(formatPoints(CGFloat(patch.x) / scale)), \(formatPoints(CGFloat(patch.y) / scale))) pt is larger than "
                        + "the \(formatPoints(tolerance.largestWrongPatch)) pt allowed (\(differing) pixels differ in all).")
    }
    guard !problems.isEmpty else { return nil }
    let diff = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        let row = diff.data.advanced(by: y * diff.bytesPerRow).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            if wrong[y * width + x] {
                row[x] = PixelBuffer.pixel(red: 1, green: 0, blue: 1, alpha: 1)
            } else {
                let g = golden.rgba(x: x, y: y)
                let luminance = (0.299 * Double(g.0) + 0.587 * Double(g.1) + 0.114 * Double(g.2)) / 255 / 4
                row[x] = PixelBuffer.pixel(red: luminance, green: luminance, blue: luminance, alpha: 1)
            }
        }
    }
    return (problems.joined(separator: " ") + " Tolerance: \(tolerance).", diff)
}

/// The bounding box (in pixels) of the largest group of touching wrong pixels (8-neighbours),
/// by the longer side of the box; `nil` when no pixel is wrong.
private func largestPatch(of wrong: [Bool], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
    guard !wrong.isEmpty else { return nil }
    var seen = [Bool](repeating: false, count: wrong.count)
    var best: (x: Int, y: Int, width: Int, height: Int)?
    var stack: [Int] = []
    for start in wrong.indices where wrong[start] && !seen[start] {
        seen[start] = true
        stack.append(start)
        var minX = start % width, maxX = minX, minY = start / width, maxY = minY
        while let index = stack.popLast() {
            let x = index % width, y = index / width
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            for dy in -1...1 {
                let ny = y + dy
                guard ny >= 0, ny < height else { continue }
                for dx in -1...1 {
                    let nx = x + dx
                    guard nx >= 0, nx < width else { continue }
                    let neighbour = ny * width + nx
                    if wrong[neighbour], !seen[neighbour] {
                        seen[neighbour] = true
                        stack.append(neighbour)
                    }
                }
            }
        }
        let box = (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        if best.map({ max(box.width, box.height) > max($0.width, $0.height) }) ?? true { best = box }
    }
    return best
}

/// Points as text: whole numbers bare, others to 0.1.
func formatPoints(_ value: CGFloat) -> String {
    abs(value) < 1e9 && value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
}

/// A name from the pixels of two images (FNV-1a over their bytes): the same images, the same name.
func contentName(_ first: PixelBuffer, _ second: PixelBuffer) -> String {
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
/// The comparison goes into the report (`OPENUIKIT_REPORT`) under `reportKey`.
func goldenDifference(_ golden: PixelBuffer, _ actual: PixelBuffer, tolerance: PixelTolerance, diffName: String,
                              pixelsPerPoint: CGFloat = 1, reportKey: String) -> String? {
    let stored = actual.isOpaque ? actual : actual.straightAlphaRoundTrip()
    guard let (message, picture) = compareImages(golden, stored, tolerance: tolerance, pixelsPerPoint: pixelsPerPoint) else {
        ReportedAssertions.compared(key: reportKey, kind: .image, failure: nil) { _, _ in }
        return nil
    }
    var text = message
    if let picture, let path = writeSnapshotArtifact(picture, name: "\(diffName).diff.png") { text += "\nDiff picture: \(path)" }
    ReportedAssertions.compared(key: reportKey, kind: .image, failure: text) { entry, assets in
        entry.reference = assets.writePNG(golden, name: "golden")
        entry.actual = assets.writePNG(stored, name: "rendered")
        entry.diff = assets.writePNG(picture, name: "difference")
    }
    return text
}

/// Writes a picture as a PNG where swift-snapshot-testing writes its artifacts
/// (`$SNAPSHOT_ARTIFACTS`, else the temporary folder); its path, or `nil` when it cannot.
func writeSnapshotArtifact(_ picture: PixelBuffer, name: String) -> String? {
    guard let data = ImageCoding.pngData(picture) else { return nil }
    let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
    let url = folder.appendingPathComponent(name)
    return (try? data.write(to: url)) != nil ? url.path : nil
}

/// A picture as a golden's PNG data; a recording goes into the report under `reportKey`.
func goldenData(_ pixels: PixelBuffer, reportKey: String) -> Data {
    let data = ImageCoding.pngData(pixels) ?? Data()
    ReportedAssertions.converted(key: reportKey, kind: .image) { entry, assets in
        entry.actual = assets.write(data, name: "rendered.png")
    }
    return data
}

extension Snapshotting where Value == PixelBuffer, Format == PixelBuffer {
    /// A PNG golden compared under `tolerance`. On failure the rendered image is written by
    /// swift-snapshot-testing to `$SNAPSHOT_ARTIFACTS` (or the temporary folder) and a diff
    /// picture next to it, named in the failure message.
    static func png(tolerance: PixelTolerance, diffName: String) -> Snapshotting {
        let diffing = Diffing<PixelBuffer>.diff(
            toData: { goldenData($0, reportKey: ReportedAssertions.key($0)) },
            fromData: { ImageCoding.pixels(fromPNG: $0) ?? PixelBuffer(width: 1, height: 1) },
            diffV2: { golden, actual in
                goldenDifference(golden, actual, tolerance: tolerance, diffName: diffName, reportKey: ReportedAssertions.key(actual)).map { ($0, []) }
            }
        )
        return Snapshotting(pathExtension: "png", diffing: diffing)
    }
}

/// Asserts `image` matches the golden PNG `__Snapshots__/<file>/<test>.<name>.png` beside the
/// test file. Record new goldens with `SNAPSHOT_TESTING_RECORD=all` (then look at them);
/// `scripts/test` runs with `SNAPSHOT_TESTING_RECORD=never`, so a missing golden fails.
func assertImageSnapshot(
    of image: PixelBuffer, named name: String, tolerance: PixelTolerance,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let base = testName.replacingOccurrences(of: "()", with: "")
    assertSnapshot(of: image, as: .png(tolerance: tolerance, diffName: "\(base).\(name)"), named: name,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
