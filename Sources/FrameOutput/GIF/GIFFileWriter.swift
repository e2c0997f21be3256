import Foundation
import OpenCoreGraphics

import OpenQuartzCore

/// Writes a recording's animated GIF as its frames are drawn, in bounded memory.
///
/// A GIF's palette comes before its frames, and the palette is chosen from every frame shown
/// (see `ColorQuantizer`), so the file takes two passes over the frames:
/// 1. **Counting** (`count(_:)`): each shown frame's colours go into a `ColorCensus`, and the
///    frame is kept while the kept frames fit `memoryBudget`. If they all fit,
///    `finishCounting()` writes the file and returns `true`.
/// 2. **Encoding** (`encode(_:)`, then `finish()`), only when they did not: the caller records
///    again — recordings are deterministic — and the frames are encoded one by one straight to
///    the file.
///
/// Either way the bytes are those `GIFEncoder.encode(frames:durations:)` gives for the whole
/// recording. Each frame lasts until the next one's time (the last one frame interval), times
/// `slowMotion`. The file appears whole or not at all (`FrameFiles.writeWhole(_:to:)`).
package final class GIFFileWriter {
    private let url: URL
    private let lastFrameDuration: Double
    private let slowMotion: Double
    private let memoryBudget: Int
    private var pass = FramePass()
    private var census = ColorCensus()
    /// Shown frames (flattened) and their delays, while they fit the budget; `nil` once not.
    private var kept: [(picture: PixelBuffer, centiseconds: Int)]? = []
    private var keptBytes = 0
    private var size: (width: Int, height: Int)?
    private var encoding: (stream: GIFEncoder.Stream, file: FileHandle, staging: URL)?

    /// - Parameters:
    ///   - framesPerSecond: the rate the frames were taken at (the last frame lasts one interval).
    ///   - memoryBudget: bytes of shown frames kept between the passes (unlimited by default).
    package init(url: URL, framesPerSecond: Double, slowMotion: Double = 1, memoryBudget: Int = .max) {
        self.url = url
        self.slowMotion = slowMotion
        lastFrameDuration = 1 / framesPerSecond
        self.memoryBudget = memoryBudget
    }

    // MARK: Counting

    /// A frame of the first recording (its pixels may be borrowed: they are copied if kept).
    package func count(_ frame: RecordedFrame) {
        pass.take(frame, slowMotion: slowMotion) { shown, centiseconds in countShown(shown, centiseconds) }
    }

    /// Ends the counting pass. Writes the file and returns `true` when every shown frame was
    /// kept; `false` when the frames must be recorded again through `encode(_:)`.
    package func finishCounting() throws -> Bool {
        pass.finish(lastFrameDuration: slowMotion * lastFrameDuration) { shown, centiseconds in countShown(shown, centiseconds) }
        guard let size else { throw FrameFiles.WriteError(description: "No frames to put in \(url.lastPathComponent).") }
        guard let kept else {
            pass = FramePass()
            return false
        }
        let data = GIFEncoder.encode(kept, width: size.width, height: size.height, quantizer: ColorQuantizer(census: census))
        self.kept = []
        try FrameFiles.writeWhole(data, to: url)
        return true
    }

    /// A frame the GIF shows: its colours are counted, and it is kept while the kept frames fit
    /// the budget.
    private func countShown(_ shown: RecordedFrame, _ centiseconds: Int) {
        guard consistent(shown) else { return }
        let picture = GIFEncoder.flatten(shown.pixels)
        census.add(picture)
        guard kept != nil else { return }
        keptBytes += picture.height * picture.bytesPerRow
        if keptBytes > memoryBudget {
            kept = nil
        } else {
            // An opaque frame is its own picture: the pass's buffer, reused for the next.
            kept?.append((picture === shown.pixels ? picture.copy() : picture, centiseconds))
        }
    }

    // MARK: Encoding

    /// A frame of the second recording (the same frames as the first, in order).
    package func encode(_ frame: RecordedFrame) throws {
        try pass.take(frame, slowMotion: slowMotion) { shown, centiseconds in try write(shown, centiseconds) }
    }

    /// Ends the second pass and moves the file into place.
    package func finish() throws {
        try pass.finish(lastFrameDuration: slowMotion * lastFrameDuration) { shown, centiseconds in try write(shown, centiseconds) }
        guard var encoding else { throw FrameFiles.WriteError(description: "No frames to put in \(url.lastPathComponent).") }
        defer { self.encoding = nil }
        try append(encoding.stream.finish(), to: encoding.file)
        try? encoding.file.close()
        try FrameFiles.moveIntoPlace(encoding.staging, url)
    }

    /// Stops writing and removes the unfinished file (after an error elsewhere).
    package func abandon() {
        guard let encoding else { return }
        try? encoding.file.close()
        try? FileManager.default.removeItem(at: encoding.staging)
        self.encoding = nil
    }

    private func write(_ frame: RecordedFrame, _ centiseconds: Int) throws {
        guard consistent(frame) else { return }
        if encoding == nil {
            let staging = FrameFiles.stagingURL(for: url)
            guard FileManager.default.createFile(atPath: staging.path, contents: nil), let file = FileHandle(forWritingAtPath: staging.path) else {
                throw FrameFiles.WriteError(description: "Cannot write '\(url.path)': \(String(cString: strerror(errno))).")
            }
            var stream = GIFEncoder.Stream(width: frame.pixels.width, height: frame.pixels.height, quantizer: ColorQuantizer(census: census))
            let header = stream.header()
            encoding = (stream, file, staging)
            try append(header, to: file)
        }
        let data = encoding!.stream.add(GIFEncoder.flatten(frame.pixels), centiseconds: centiseconds)
        try append(data, to: encoding!.file)
    }

    private func append(_ data: Data, to file: FileHandle) throws {
        guard !data.isEmpty else { return }
        do {
            try file.write(contentsOf: data)
        } catch {
            throw FrameFiles.WriteError(description: "Cannot write '\(url.path)': \(FrameFiles.plainReason(of: error)).")
        }
    }

    /// Frames of one recording share a size; another size is reported and left out.
    private func consistent(_ frame: RecordedFrame) -> Bool {
        let frameSize = (frame.pixels.width, frame.pixels.height)
        guard let size else {
            size = frameSize
            return true
        }
        guard size == frameSize else {
            OpenUIKitDiagnostics.report(.invalidImage, "GIF frames must share one size: frame \(frame.index) is \(frameSize.0)x\(frameSize.1), not \(size.width)x\(size.height); left out.")
            return false
        }
        return true
    }
}

/// The frames a GIF shows and their delays, decided one frame late: a frame lasts until the
/// next one's time, so it is known only when the next arrives (the last at the end). The frame
/// waiting is copied into one buffer reused for every frame (streamed frames are borrowed).
private struct FramePass {
    private var schedule = GIFEncoder.Schedule()
    private var held: RecordedFrame?
    private var buffer: PixelBuffer?

    mutating func take(_ frame: RecordedFrame, slowMotion: Double, show: (RecordedFrame, Int) throws -> Void) rethrows {
        if let held, let delay = schedule.delay(lasting: slowMotion * (frame.time - held.time), isLast: false) { try show(held, delay) }
        let pixels = frame.pixels
        if buffer?.width != pixels.width || buffer?.height != pixels.height { buffer = PixelBuffer(width: pixels.width, height: pixels.height) }
        buffer!.copyPixels(from: pixels)
        held = RecordedFrame(index: frame.index, time: frame.time, pixels: buffer!)
    }

    mutating func finish(lastFrameDuration: Double, show: (RecordedFrame, Int) throws -> Void) rethrows {
        guard let last = held else { return }
        held = nil
        if let delay = schedule.delay(lasting: lastFrameDuration, isLast: true) { try show(last, delay) }
    }
}
