import Foundation
@testable import OpenQuartzCore
import Testing
@testable import UIKitTesting
import FrameOutput

/// Writers that take a recording's frames as they are drawn (`openuikit render` streams).
@MainActor
struct StreamedOutputTests {
    /// Frames of a square crossing a gradient (too many colours for an exact palette), at
    /// irregular times so that some frames are too short for a GIF.
    private func frames() -> [RecordedFrame] {
        let times = [0, 0.01, 0.05, 0.06, 0.1, 0.15, 0.151, 0.2, 0.3]
        return times.enumerated().map { index, time in
            let buffer = PixelBuffer(width: 64, height: 32)
            for y in 0..<32 {
                let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<64 {
                    let inSquare = x >= index * 6 && x < index * 6 + 10 && y >= 10 && y < 20
                    row[x] = inSquare ? 0xFFE0_4020 : 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 8) << 8 | 0x80
                }
            }
            return RecordedFrame(index: index, time: time, pixels: buffer)
        }
    }

    private func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)-\(name)")
    }

    @Test func aGIFEncodedInASecondPassHasTheBytesOfOneInMemory() throws {
        let frames = frames()
        let inMemory = temporaryFile("memory.gif"), streamed = temporaryFile("streamed.gif")
        defer {
            try? FileManager.default.removeItem(at: inMemory)
            try? FileManager.default.removeItem(at: streamed)
        }
        try FrameFiles.writeGIF(frames, framesPerSecond: 20, slowMotion: 2, to: inMemory)

        let writer = GIFFileWriter(url: streamed, framesPerSecond: 20, slowMotion: 2, memoryBudget: 64 * 32 * 4 * 2)
        for frame in frames { writer.count(frame) }
        #expect(try writer.finishCounting() == false, "more than two frames do not fit the budget")
        #expect(!FileManager.default.fileExists(atPath: streamed.path))
        for frame in frames { try writer.encode(frame) }
        try writer.finish()
        #expect(try Data(contentsOf: streamed) == Data(contentsOf: inMemory))
        let gif = try GIFReader(Data(contentsOf: streamed))
        // 0.3 s of frames at half speed, plus the last frame's 1/20 s × 2.
        #expect(gif.frames.reduce(0) { $0 + $1.delay } == 70)
    }

    @Test func aSequenceAppearsWholeOrNotAtAll() throws {
        let directory = temporaryFile("frames")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = try FrameFiles.rawSequenceWriter(to: directory)
        for frame in frames().prefix(3) { try writer.add(frame) }
        #expect(!FileManager.default.fileExists(atPath: directory.path), "nothing in place before the end")
        writer.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.deletingLastPathComponent().path)
            .allSatisfy { !$0.contains(directory.lastPathComponent) }, "abandoned: no staging left")

        let complete = try FrameFiles.rawSequenceWriter(to: directory)
        for frame in frames() { try complete.add(frame) }
        let files = try complete.finish()
        #expect(files.map(\.lastPathComponent) == (0..<9).map { String(format: "frame-%04d.rgba", $0) })
        #expect(try Data(contentsOf: files[0]).count == 64 * 32 * 4)
    }

    @Test func aFilmstripPicksFramesItsRecordingHasNotMadeYet() {
        #expect(Filmstrip.pickedIndices(1, of: 100) == [0], "one frame: the first (it used to be every frame)")
        #expect(Filmstrip.pickedIndices(3, of: 5) == [0, 2, 4])
        #expect(Filmstrip.pickedIndices(12, of: 5) == [0, 1, 2, 3, 4])
        #expect(Filmstrip.pickedIndices(0, of: 5) == [])
        // Drawn one frame at a time as they arrive, the sheet is the one drawn from all the frames.
        let frames = frames()
        let whole = Filmstrip.make(Filmstrip.pick(frames, count: 4), layout: Filmstrip.Layout(thumbnailWidth: 40, columns: 2))
        let sheet = Filmstrip.Sheet(frameWidth: 64, frameHeight: 32, count: 4, layout: Filmstrip.Layout(thumbnailWidth: 40, columns: 2))
        for (slot, index) in Filmstrip.pickedIndices(4, of: frames.count).enumerated() { sheet.draw(frames[index], inSlot: slot) }
        #expect(whole.map { ImageCoding.pngData($0) } == ImageCoding.pngData(sheet.finish()))
    }
}
