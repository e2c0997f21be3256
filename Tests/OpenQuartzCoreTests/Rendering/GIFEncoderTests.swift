import Foundation
@testable import FrameOutput
@testable import OpenCoreGraphics
import PropertyBased
import Testing
@testable import UIKitTesting

struct GIFEncoderTests {
    private func frame(_ width: Int, _ height: Int, _ color: (Int, Int) -> UInt32) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = 0xFF00_0000 | color(x, y) }
        }
        return buffer
    }

    private func rgb(_ buffer: PixelBuffer) -> [UInt32] {
        (0..<buffer.height).flatMap { y in (0..<buffer.width).map { x in
            buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)[x] & 0xFF_FFFF
        } }
    }

    @Test func lzwStreamsDecodeToTheirIndices() async throws {
        // Long enough to fill the 4096-code table several times; few symbols make long strings.
        await propertyCheck(count: 60, input: Gen.int(in: 0...255).array(of: 0...20_000), Gen.int(in: 1...255)) { values, alphabet in
            let indices = values.map { UInt8($0 % alphabet) }
            let packed = LZWCompressor(minimumCodeSize: 8).compress(indices)
            #expect((try? GIFReader.lzwDecode(packed, minimumCodeSize: 8, count: indices.count)) == indices)
        }
        let runs = [UInt8](repeating: 3, count: 100_000) + (0..<60_000).map { UInt8($0 * 7 % 4) }
        #expect(try GIFReader.lzwDecode(LZWCompressor(minimumCodeSize: 2).compress(runs), minimumCodeSize: 2, count: runs.count) == runs)
    }

    /// Few colours: the palette is exact and every frame decodes to the input pixels; frames
    /// after the first hold only the rectangle that changed.
    @Test func flatFramesRoundTripExactlyAndStoreOnlyWhatChanged() throws {
        let frames = (0..<4).map { step in
            frame(60, 40) { x, y in
                if x >= 10 + step * 10, x < 20 + step * 10, y >= 15, y < 25 { return 0xE0_4020 }
                return y < 20 ? 0xF0_F0F0 : 0x30_60C0
            }
        }
        let data = try #require(GIFEncoder.encode(frames: frames, durations: [0.1, 0.1, 0.1, 0.5]))
        let gif = try GIFReader(data)
        #expect(gif.width == 60 && gif.height == 40 && gif.loopCount == 0)
        #expect(gif.frames.map(\.delay) == [10, 10, 10, 50])
        for (decoded, original) in zip(gif.frames, frames) { #expect(decoded.canvas == rgb(original)) }
        // The square moves 10 px right each step: the changed area is 20 x 10.
        #expect(gif.frames[1].rect == (10, 15, 20, 10) && gif.frames[1].transparentIndex == 255)
    }

    @Test func unchangedFramesLengthenThePreviousOne() throws {
        let still = frame(8, 8) { _, _ in 0x11_2233 }
        let data = try #require(GIFEncoder.encode(frames: [still, still, still], durations: [0.1, 0.2, 0.3], loopCount: 2))
        let gif = try GIFReader(data)
        #expect(gif.frames.count == 1 && gif.frames[0].delay == 60 && gif.loopCount == 2)
    }

    /// A smooth gradient (16,000 colours) is dithered: each 8x8 block averages to the source
    /// colour within 2 levels, 0.9 on average (measured with nearest-colour mapping instead:
    /// 4.5 on average, in bands). Blocks on the picture's border may be off by up to 5:
    /// palette colours are means of median-cut boxes, so the most extreme colours are just
    /// outside what any mix of them can reach.
    @Test func gradientsAreDitheredWithoutBanding() throws {
        let gradient = frame(256, 64) { x, y in UInt32(x) << 16 | UInt32(255 - x) << 8 | UInt32(y * 4) }
        let data = try #require(GIFEncoder.encode(frames: [gradient], durations: [1]))
        let canvas = try GIFReader(data).frames[0].canvas
        var worstInside = 0.0, worstAtEnds = 0.0, total = 0.0
        for by in stride(from: 0, to: 64, by: 8) {
            for bx in stride(from: 0, to: 256, by: 8) {
                var sum = [0.0, 0.0, 0.0], want = [0.0, 0.0, 0.0]
                for y in by..<(by + 8) {
                    for x in bx..<(bx + 8) {
                        let got = canvas[y * 256 + x]
                        sum[0] += Double(got >> 16 & 0xFF); sum[1] += Double(got >> 8 & 0xFF); sum[2] += Double(got & 0xFF)
                        want[0] += Double(x); want[1] += Double(255 - x); want[2] += Double(y * 4)
                    }
                }
                let error = (0..<3).map { abs(sum[$0] - want[$0]) / 64 }.max()!
                total += error
                if bx == 0 || bx == 248 || by == 0 || by == 56 { worstAtEnds = max(worstAtEnds, error) } else { worstInside = max(worstInside, error) }
            }
        }
        #expect(worstInside <= 2, "largest block-average error inside the gradient: \(worstInside)")
        #expect(worstAtEnds <= 5, "on its border: \(worstAtEnds)")
        #expect(total / 256 < 1.2, "mean block error \(total / 256)")
    }

    /// Frames shorter than 2/100 s are dropped (browsers would show them for 1/10 s); the total
    /// length stays right.
    @Test func delaysAreRoundedCumulativelyAndNeverBelowTwoHundredths() {
        let sixty = GIFEncoder.schedule([Double](repeating: 1.0 / 60, count: 6))
        #expect(sixty.map(\.frame) == [0, 2, 3, 5])
        #expect(sixty.map(\.centiseconds) == [2, 3, 2, 3])
        #expect(sixty.map(\.centiseconds).reduce(0, +) == 10)
        let fifty = GIFEncoder.schedule([Double](repeating: 0.02, count: 5))
        #expect(fifty.map(\.centiseconds) == [2, 2, 2, 2, 2])
    }

    @Test func mismatchedInputIsReportedNotWritten() {
        let capture = DiagnosticCapture(silent: true)
        let result = OpenUIKitDiagnostics.$capture.withValue(capture) {
            GIFEncoder.encode(frames: [PixelBuffer(width: 2, height: 2), PixelBuffer(width: 3, height: 2)], durations: [1, 1])
        }
        #expect(result == nil)
        #expect(capture.records(withCode: .invalidImage).count == 1)
    }
}

/// The palette counted one frame at a time is the palette of all the pixels: how the pixels are
/// cut into frames (and so into runs) does not matter, with few colours or too many.
struct ColorCensusTests {
    private func picture(_ colors: [UInt32], width: Int) -> PixelBuffer {
        let height = (colors.count + width - 1) / width
        let buffer = PixelBuffer(width: width, height: max(height, 1))
        for (index, color) in colors.enumerated() {
            buffer.data.advanced(by: (index / width) * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)[index % width] = 0xFF00_0000 | color
        }
        return buffer
    }

    @Test func cuttingThePixelsIntoFramesKeepsThePalette() async {
        let palettes = Gen.int(in: 0...0xFF_FFFF).array(of: 1...12)
        await propertyCheck(count: 40, input: palettes, Gen.int(in: 1...40), Gen.int(in: 1...7)) { base, width, split in
            // Runs of the base colours, long enough to matter.
            let colors = (0..<(width * 24)).map { UInt32(base[($0 / 5) % base.count]) }
            var whole = ColorCensus()
            whole.add(picture(colors, width: width))
            var pieces = ColorCensus()
            let cut = max(1, colors.count * split / 8)
            pieces.add(picture(Array(colors[..<cut]), width: width))
            if cut < colors.count { pieces.add(picture(Array(colors[cut...]), width: width)) }
            // A partial last row is black in `picture`: count it in both.
            let wholePalette = Set(whole.palette()), piecesPalette = Set(pieces.palette())
            #expect(wholePalette.subtracting([0]) == piecesPalette.subtracting([0]))
        }
    }

    @Test func twoHundredFiftyFiveColoursAreExactAndOneMoreIsMedianCut() {
        let exact = (0..<255).map { UInt32($0) * 0x01_0101 }
        var census = ColorCensus()
        census.add(picture(exact, width: 15))
        #expect(census.palette() == exact.sorted())
        // The 256th colour, in a second frame: the palette is median cut's over 5 bits per
        // channel (greys fill 32 cells), each entry the mean of real pixels (grey stays grey).
        census.add(picture([0xFF_FFFF], width: 1))
        let cut = census.palette()
        #expect(cut.count == 32)
        #expect(cut.allSatisfy { ($0 >> 16 & 0xFF) == ($0 & 0xFF) && ($0 >> 8 & 0xFF) == ($0 & 0xFF) })
        #expect(cut != exact.sorted())
    }
}
