import Foundation
import OpenCoreGraphics

import OpenQuartzCore

/// Writes recordings to disk: numbered PNG or raw RGBA frames, an animated GIF, a filmstrip PNG.
package enum FrameFiles {
    struct WriteError: Error, CustomStringConvertible {
        package let description: String
    }

    /// `frame-0000.png`, `frame-0001.png`... in `directory` (created if needed). Returns the files.
    @discardableResult
    package static func writePNGSequence(_ frames: [RecordedFrame], to directory: URL) throws -> [URL] {
        try writeSequence(frames, with: pngSequenceWriter(to: directory))
    }

    /// `frame-0000.rgba`... : each frame's pixels as 8-bit straight-alpha RGBA rows, top row
    /// first, no header (`ffmpeg -f rawvideo -pix_fmt rgba -s WxH -i frame-%04d.rgba` reads them).
    @discardableResult
    package static func writeRawSequence(_ frames: [RecordedFrame], to directory: URL) throws -> [URL] {
        try writeSequence(frames, with: rawSequenceWriter(to: directory))
    }

    /// A writer of numbered PNG frames, for recordings that stream.
    package static func pngSequenceWriter(to directory: URL) throws -> FrameSequenceWriter {
        try FrameSequenceWriter(directory: directory, fileExtension: "png") { frame, url in
            guard let data = ImageCoding.pngData(frame.pixels) else { throw WriteError(description: "Could not encode \(url.lastPathComponent) as PNG.") }
            return data
        }
    }

    /// A writer of numbered raw RGBA frames, for recordings that stream.
    package static func rawSequenceWriter(to directory: URL) throws -> FrameSequenceWriter {
        try FrameSequenceWriter(directory: directory, fileExtension: "rgba") { frame, _ in Data(frame.pixels.straightRGBABytes()) }
    }

    /// Every frame through `writer`: a failure leaves the previous folder, or none, never half a
    /// sequence.
    private static func writeSequence(_ frames: [RecordedFrame], with writer: FrameSequenceWriter) throws -> [URL] {
        do {
            for frame in frames { try writer.add(frame) }
            return try writer.finish()
        } catch {
            writer.abandon()
            throw error
        }
    }

    package static func writePNG(_ pixels: PixelBuffer, to url: URL) throws {
        guard let data = ImageCoding.pngData(pixels) else { throw WriteError(description: "Could not encode \(url.lastPathComponent) as PNG.") }
        try writeWhole(data, to: url)
    }

    /// Writes `data` to `url` whole or not at all: into a hidden `.NAME.partial-PID` file beside
    /// it, then renamed over it. An interrupted run leaves only that staging file, which the
    /// next run in the folder removes once this process is gone (Foundation's atomic writes
    /// leave `.dat.nosync…` files no one can attribute). Failures are one plain sentence.
    package static func writeWhole(_ data: Data, to url: URL) throws {
        let staging = stagingURL(for: url)
        do {
            try data.write(to: staging)
        } catch {
            throw WriteError(description: "Cannot write '\(url.path)': \(plainReason(of: error)).")
        }
        try moveIntoPlace(staging, url)
    }

    /// Renames a finished staging file over `url`.
    static func moveIntoPlace(_ staging: URL, _ url: URL) throws {
        guard rename(staging.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: staging)
            throw WriteError(description: "Cannot write '\(url.path)': \(reason).")
        }
    }

    /// Where `url` is written before it is renamed into place: the hidden `.NAME.partial-PID`
    /// beside it (the output folder's clean-up recognises the pattern).
    static func stagingURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// A short reason from a Foundation error (its underlying POSIX error's text when there is one).
    static func plainReason(of error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }

    /// An animated GIF, each frame shown until the next one's time (the last for one frame
    /// interval), looping forever.
    /// `slowMotion` stretches every delay (2 plays at half speed).
    package static func writeGIF(_ frames: [RecordedFrame], framesPerSecond: Double, slowMotion: Double = 1, to url: URL) throws {
        // The frames are in memory already: no budget, the writer keeps what it shows.
        let writer = GIFFileWriter(url: url, framesPerSecond: framesPerSecond, slowMotion: slowMotion)
        for frame in frames { writer.count(frame) }
        _ = try writer.finishCounting()
    }

    package static func writeFilmstrip(_ frames: [RecordedFrame], count: Int, layout: Filmstrip.Layout, caption: [String] = [], to url: URL) throws {
        guard let sheet = Filmstrip.make(Filmstrip.pick(frames, count: count), layout: layout, caption: caption) else {
            throw WriteError(description: "No frames to put in \(url.lastPathComponent).")
        }
        try writePNG(sheet, to: url)
    }
}
