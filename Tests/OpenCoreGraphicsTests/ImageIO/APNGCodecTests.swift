import Foundation
@testable import OpenCoreGraphics
import Testing

struct APNGCodecTests {
    private func solid(_ pixel: UInt32, width: Int = 4, height: Int = 3) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(pixel)
        return buffer
    }

    private func same(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return (0..<a.height).allSatisfy { memcmp(a.data.advanced(by: $0 * a.bytesPerRow), b.data.advanced(by: $0 * b.bytesPerRow), a.width * 4) == 0 }
    }

    /// Frames, delays and texts come back as written; the file has APNG's chunks in the order
    /// the specification asks (acTL before the first IDAT, one fcTL per frame, fdAT after).
    @Test func framesDelaysAndTextsRoundTrip() throws {
        let frames = [solid(0xFFFF_0000), solid(0xFF00_FF00), solid(0xFF00_00FF)]
        let animation = APNGCodec.Animation(frames: frames, delays: [1.0 / 30, 0.0333, 1],
                                            texts: ["OpenUIKit timeline": "0.000 s  viewWillAppear(Détail)"])
        var problem = ""
        let file = try #require(APNGCodec.encode(animation, problem: &problem))
        let chunks = try #require(PNGChunks.read(file, problem: &problem)).map(\.type)
        #expect(chunks.first == "IHDR" && chunks[1] == "acTL" && chunks.last == "IEND")
        #expect(chunks.filter { $0 == "fcTL" }.count == 3 && chunks.contains("fdAT"))
        #expect(chunks.firstIndex(of: "acTL")! < chunks.firstIndex(of: "IDAT")!)
        #expect(chunks.firstIndex(of: "IDAT")! < chunks.firstIndex(of: "fdAT")!)

        let read = try #require(APNGCodec.decode(file, problem: &problem), "\(problem)")
        #expect(read.frames.count == 3)
        for (written, back) in zip(frames, read.frames) { #expect(same(written, back)) }
        #expect(read.delays.map { ($0 * 10_000).rounded() } == [333, 333, 10_000])
        #expect(read.texts == animation.texts)
        var again = ""
        #expect(APNGCodec.encode(animation, problem: &again) == file, "the same frames give the same bytes")
    }

    /// A still PNG (what libpng writes) reads as one frame with no delay.
    @Test func aStillPNGIsOneFrame() throws {
        let still = try #require(PNGCodec.encode(solid(0xFF12_3456)))
        var problem = ""
        let read = try #require(APNGCodec.decode(still, problem: &problem))
        #expect(read.frames.count == 1 && read.delays == [0] && same(read.frames[0], solid(0xFF12_3456)))
    }

    /// Damaged and foreign data are refused with the reason, never a trap.
    @Test func damagedFilesAreRefusedWithTheReason() throws {
        var problem = ""
        let file = try #require(APNGCodec.encode(APNGCodec.Animation(frames: [solid(0xFFFF_FFFF), solid(0xFF00_0000)], delays: [0.1, 0.1]),
                                                 problem: &problem))
        var damaged = file
        damaged[damaged.count - 20] ^= 0xFF
        #expect(APNGCodec.decode(damaged, problem: &problem) == nil)
        #expect(problem.contains("damaged"), "\(problem)")
        #expect(APNGCodec.decode(file.prefix(60), problem: &problem) == nil)
        #expect(problem.contains("runs past the end"), "\(problem)")
        #expect(APNGCodec.decode(Data("GIF89a".utf8), problem: &problem) == nil)
        #expect(problem.contains("not a PNG"), "\(problem)")
        #expect(APNGCodec.encode(APNGCodec.Animation(frames: [], delays: []), problem: &problem) == nil)
        #expect(problem.contains("at least one frame"))
        #expect(APNGCodec.encode(APNGCodec.Animation(frames: [solid(0), solid(0, width: 5)], delays: []), problem: &problem) == nil)
        #expect(problem.contains("size of the first"))
    }

    /// Delays beyond what 1/10,000 s steps hold are stored in coarser steps; NaN and negative
    /// delays are stored as 0.
    @Test func longAndBadDelays() throws {
        var problem = ""
        let frames = [solid(0xFF00_0000), solid(0xFF00_0001), solid(0xFF00_0002), solid(0xFF00_0003)]
        let file = try #require(APNGCodec.encode(APNGCodec.Animation(frames: frames, delays: [60, .nan, -1, 1e30]), problem: &problem))
        let read = try #require(APNGCodec.decode(file, problem: &problem))
        #expect(read.delays == [60, 0, 0, 65_535])
    }

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}
