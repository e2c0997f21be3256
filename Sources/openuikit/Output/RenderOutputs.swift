#if CommandLine
import Foundation
import OpenUIKit
import UIKitTesting
import FrameOutput

/// The files `openuikit render` writes for one item, fed frame by frame as the recording draws
/// them, so memory does not grow with the recording's length (one frame at a time, plus a
/// bounded number of frames kept for the GIF).
///
/// Some outputs must know the whole recording before they are written: the GIF's palette
/// (`GIFFileWriter`), the filmstrip's evenly spread frames and the default still (half way)
/// need the number of frames. The first recording streams with the expected count; when an
/// output cannot finish from it (the GIF's frames outgrew `gifMemoryBudget`, or the recording
/// had another length than expected), `finishRecording()` says so and the caller records the
/// item again — recordings are deterministic — through `replay(_:)`. The files are the same
/// bytes either way.
@MainActor
final class RenderOutputs {
    /// Bytes of GIF frames kept between the passes before the GIF is written in a second pass
    /// (256 MB; `OPENUIKIT_GIF_MEMORY_BUDGET` sets another, in bytes — the tests force the second
    /// pass with it).
    static var gifMemoryBudget: Int {
        ProcessInfo.processInfo.environment["OPENUIKIT_GIF_MEMORY_BUDGET"].flatMap(Int.init).map { max(0, $0) } ?? 256 << 20
    }

    struct Request {
        var formats: Set<RenderCommand.Format>
        var name: String
        var folder: OutputFolder
        var framesPerSecond: Double
        var slowMotion: Double
        var filmstripFrames: Int
        var stillTime: Double?
    }

    private let request: Request
    private var gif: GIFFileWriter?
    private var gifDone = false
    private var filmstrip: FilmstripBuilder?
    private var still: StillPicker?
    private var stillFrame: RecordedFrame?
    /// Outputs the second recording must feed (the others are done).
    private var replayFilmstrip = false, replayStill = false
    private var sequences: [(writer: FrameSequenceWriter, url: URL)] = []
    private var frameCount = 0
    private var lastTime: Double = 0
    private var firstError: Error?
    private(set) var written: [URL] = []

    init(_ request: Request, expectedFrameCount: Int) throws {
        self.request = request
        let folder = request.folder, name = request.name
        if request.formats.contains(.gif) {
            gif = GIFFileWriter(url: folder.file("\(name).gif"), framesPerSecond: request.framesPerSecond * request.slowMotion,
                                slowMotion: request.slowMotion, memoryBudget: Self.gifMemoryBudget)
        }
        if request.formats.contains(.filmstrip) { filmstrip = FilmstripBuilder(picking: request.filmstripFrames, of: expectedFrameCount) }
        let rate = request.framesPerSecond * request.slowMotion
        if request.formats.contains(.png) { still = StillPicker(at: request.stillTime, expectedLastTime: Double(max(expectedFrameCount - 1, 0)) / rate, rate: rate) }
        if request.formats.contains(.frames) {
            let url = folder.file("\(name)-frames")
            sequences.append((try FrameFiles.pngSequenceWriter(to: url), url))
        }
        if request.formats.contains(.raw) {
            let url = folder.file("\(name)-raw")
            sequences.append((try FrameFiles.rawSequenceWriter(to: url), url))
        }
    }

    /// A frame of the first recording.
    func take(_ frame: RecordedFrame) {
        guard firstError == nil else { return }
        frameCount += 1
        lastTime = frame.time
        gif?.count(frame)
        filmstrip?.take(frame)
        still?.take(frame)
        do {
            for sequence in sequences { try sequence.writer.add(frame) }
        } catch {
            firstError = error
        }
    }

    /// Ends the first recording: writes what is complete; returns `true` when the item must be
    /// recorded again and its frames passed to `replay(_:)`.
    func finishRecording() throws -> Bool {
        do {
            if let firstError { throw firstError }
            for sequence in sequences {
                _ = try sequence.writer.finish()
                written.append(sequence.url)
            }
            sequences = []
            if let gif { gifDone = try gif.finishCounting() }
            if let filmstrip, !filmstrip.isComplete(frameCount: frameCount) {
                self.filmstrip = FilmstripBuilder(picking: request.filmstripFrames, of: frameCount)
                replayFilmstrip = true
            }
            if let still {
                stillFrame = still.still(lastTime: lastTime)
                if stillFrame == nil {
                    let rate = request.framesPerSecond * request.slowMotion
                    self.still = StillPicker(at: request.stillTime, expectedLastTime: lastTime, rate: rate)
                    replayStill = true
                }
            }
            let replay = (gif != nil && !gifDone) || replayFilmstrip || replayStill
            if !replay { try writeFilmstripAndStill() }
            return replay
        } catch {
            abandon()
            throw error
        }
    }

    /// A frame of the second recording.
    func replay(_ frame: RecordedFrame) {
        guard firstError == nil else { return }
        do {
            if !gifDone { try gif?.encode(frame) }
        } catch {
            firstError = error
        }
        if replayFilmstrip { filmstrip?.take(frame) }
        if replayStill {
            still?.take(frame)
            lastTime = frame.time
        }
    }

    func finishReplay() throws {
        do {
            if let firstError { throw firstError }
            if let gif, !gifDone { try gif.finish() }
            if replayStill { stillFrame = still?.still(lastTime: lastTime) }
            try writeFilmstripAndStill()
        } catch {
            abandon()
            throw error
        }
    }

    private func writeFilmstripAndStill() throws {
        if gif != nil { written.insert(request.folder.file("\(request.name).gif"), at: 0) }
        if let sheet = filmstrip?.finish() {
            let url = request.folder.file("\(request.name)-filmstrip.png")
            try FrameFiles.writePNG(sheet, to: url)
            written.append(url)
        }
        if let frame = stillFrame {
            let url = request.folder.file("\(request.name).png")
            try FrameFiles.writePNG(frame.pixels, to: url)
            written.append(url)
        }
    }

    /// After a failure: nothing half-written stays.
    private func abandon() {
        for sequence in sequences { sequence.writer.abandon() }
        sequences = []
        gif?.abandon()
    }
}

/// A filmstrip drawn as its frames arrive: `count` frames evenly spread over `total`.
@MainActor
private final class FilmstripBuilder {
    private let total: Int
    /// Slot of each picked frame index, and how many slots.
    private let slots: [Int: Int]
    private let slotCount: Int
    private var sheet: Filmstrip.Sheet?

    init(picking count: Int, of total: Int) {
        self.total = total
        let picked = Filmstrip.pickedIndices(count, of: total)
        slots = Dictionary(picked.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        slotCount = picked.count
    }

    func take(_ frame: RecordedFrame) {
        guard let slot = slots[frame.index] else { return }
        if sheet == nil {
            sheet = Filmstrip.Sheet(frameWidth: frame.pixels.width, frameHeight: frame.pixels.height, count: slotCount,
                                    layout: Filmstrip.Layout(thumbnailWidth: 160, columns: 6))
        }
        sheet?.draw(frame, inSlot: slot)
    }

    /// Whether the recording had the length the picks were made for.
    func isComplete(frameCount: Int) -> Bool { frameCount == total }

    func finish() -> PixelBuffer? { sheet?.finish() }
}

/// The frame nearest a time (`--at`, or half way through the recording), as `render` always
/// chose it: the earliest of the nearest. Half way depends on the recording's length, known only
/// at its end, so the frames near the expected middle are kept until then.
@MainActor
private final class StillPicker {
    private let time: Double?
    private let expectedLastTime: Double
    private let window: Double
    private var candidates: [RecordedFrame] = []

    init(at time: Double?, expectedLastTime: Double, rate: Double) {
        self.time = time
        self.expectedLastTime = expectedLastTime
        window = 2.5 / rate
    }

    func take(_ frame: RecordedFrame) {
        if let time {
            // Ties keep the earlier frame.
            if let best = candidates.first, abs(best.time - time) <= abs(frame.time - time) { return }
            candidates = [frame.kept()]
        } else if abs(frame.time - expectedLastTime / 2) <= window {
            candidates.append(frame.kept())
        }
    }

    /// The still, or `nil` when the recording's length was not the expected one (the frames
    /// kept are not around its middle: choose again in a second recording).
    func still(lastTime: Double) -> RecordedFrame? {
        if time == nil, abs(lastTime - expectedLastTime) > window { return nil }
        let target = time ?? lastTime / 2
        return candidates.min { abs($0.time - target) < abs($1.time - target) }
    }
}
#endif
