import Foundation

/// Writes recordings to disk: numbered PNG or raw RGBA frames, an animated GIF, a filmstrip PNG.
package enum FrameFiles {
    package struct WriteError: Error, CustomStringConvertible {
        package let description: String
    }

    /// `frame-0000.png`, `frame-0001.png`... in `directory` (created if needed). Returns the files.
    @discardableResult
    package static func writePNGSequence(_ frames: [RecordedFrame], to directory: URL) throws -> [URL] {
        try writeSequence(frames, to: directory, fileExtension: "png") { frame, url in
            guard let data = PNGCodec.encode(frame.pixels) else { throw WriteError(description: "Could not encode \(url.lastPathComponent) as PNG.") }
            return data
        }
    }

    /// `frame-0000.rgba`... : each frame's pixels as 8-bit straight-alpha RGBA rows, top row
    /// first, no header (`ffmpeg -f rawvideo -pix_fmt rgba -s WxH -i frame-%04d.rgba` reads them).
    @discardableResult
    package static func writeRawSequence(_ frames: [RecordedFrame], to directory: URL) throws -> [URL] {
        try writeSequence(frames, to: directory, fileExtension: "rgba") { frame, _ in Data(frame.pixels.straightRGBABytes()) }
    }

    /// One file per frame, named by the frame's number. The files go into a temporary folder
    /// beside `directory` that replaces it once every frame is written, so a failure leaves the
    /// previous folder (or none), never half a sequence.
    private static func writeSequence(_ frames: [RecordedFrame], to directory: URL, fileExtension: String,
                                      encode: (RecordedFrame, URL) throws -> Data) throws -> [URL] {
        let files = FileManager.default
        let parent = directory.deletingLastPathComponent()
        try files.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = stagingURL(for: directory)
        try? files.removeItem(at: staging)
        try files.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            let names = try frames.map { frame in
                let name = String(format: "frame-%04d.", frame.index) + fileExtension
                try encode(frame, staging.appendingPathComponent(name)).write(to: staging.appendingPathComponent(name))
                return name
            }
            if files.fileExists(atPath: directory.path) { try files.removeItem(at: directory) }
            try files.moveItem(at: staging, to: directory)
            return names.map { directory.appendingPathComponent($0) }
        } catch {
            try? files.removeItem(at: staging)
            throw error
        }
    }

    package static func writePNG(_ pixels: PixelBuffer, to url: URL) throws {
        guard let data = PNGCodec.encode(pixels) else { throw WriteError(description: "Could not encode \(url.lastPathComponent) as PNG.") }
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
        guard rename(staging.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: staging)
            throw WriteError(description: "Cannot write '\(url.path)': \(reason).")
        }
    }

    /// Where `url` is written before it is renamed into place: the hidden `.NAME.partial-PID`
    /// beside it (the output folder's clean-up recognises the pattern).
    private static func stagingURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// A short reason from a Foundation error (its underlying POSIX error's text when there is one).
    private static func plainReason(of error: Error) -> String {
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
        let durations = frames.indices.map { index in
            slowMotion * (index + 1 < frames.count ? frames[index + 1].time - frames[index].time : 1 / framesPerSecond)
        }
        guard let data = GIFEncoder.encode(frames: frames.map(\.pixels), durations: durations) else {
            throw WriteError(description: "Could not encode \(url.lastPathComponent) as GIF.")
        }
        try writeWhole(data, to: url)
    }

    package static func writeFilmstrip(_ frames: [RecordedFrame], count: Int, layout: Filmstrip.Layout, caption: [String] = [], to url: URL) throws {
        guard let sheet = Filmstrip.make(Filmstrip.pick(frames, count: count), layout: layout, caption: caption) else {
            throw WriteError(description: "No frames to put in \(url.lastPathComponent).")
        }
        try writePNG(sheet, to: url)
    }
}
