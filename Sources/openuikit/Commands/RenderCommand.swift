import ArgumentParser
import Foundation
import OpenQuartzCore

/// `openuikit render`: records a scene frame by frame on the virtual clock and writes an
/// animated GIF, a filmstrip, numbered PNG frames, or all of them.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a Core Animation scene to GIF, filmstrip PNG, PNG frames or raw RGBA frames."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case gif, filmstrip, frames, raw, all
    }

    @Argument(help: "The scene: \(RenderScene.all.map(\.name).joined(separator: ", ")), or 'list'.")
    var scene: String

    @Option(help: "What to write: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .all

    @Option(help: "Output folder (files are named after the scene).")
    var output: String = "gallery"

    @Option(help: "Frames per second (GIF delays are in 1/100 s: 50 or less keeps every frame).")
    var fps: Double = 50

    @Option(help: "Pixels per point (the screen is 390 x 844 points).")
    var scale: Double = 1

    @Option(help: "Seconds to record (default: the scene's own length).")
    var duration: Double?

    @Option(help: "Frames in the filmstrip, evenly spread.")
    var filmstripFrames: Int = 12

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be between 0 and 240.") }
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4.") }
        if let duration { guard duration > 0, duration <= 60 else { throw ValidationError("--duration must be between 0 and 60 seconds.") } }
        guard filmstripFrames >= 1, filmstripFrames <= 200 else { throw ValidationError("--filmstrip-frames must be 1...200.") }
        if scene != "list", RenderScene.named(scene) == nil {
            throw ValidationError("Unknown scene '\(scene)'. Scenes: \(RenderScene.all.map(\.name).joined(separator: ", ")).")
        }
    }

    func run() throws {
        if scene == "list" {
            for scene in RenderScene.all { print("\(scene.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(scene.summary)") }
            return
        }
        let written = try MainActor.assumeIsolated { try render(RenderScene.named(scene)!) }
        for line in written { print("wrote \(line)") }
    }

    @MainActor
    private func render(_ scene: RenderScene) throws -> [String] {
        RunLoopDriver.shared.reset()
        defer { RunLoopDriver.shared.reset() }
        let root = scene.build(CGFloat(scale))
        let recorder = FrameRecorder(size: MockScreen.size, scale: CGFloat(scale), framesPerSecond: fps)
        let frames = recorder.record(root, duration: duration ?? scene.duration)
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        if format == .gif || format == .all {
            let url = folder.appendingPathComponent("\(scene.name).gif")
            try FrameFiles.writeGIF(frames, framesPerSecond: fps, to: url)
            written.append(url.path)
        }
        if format == .filmstrip || format == .all {
            let url = folder.appendingPathComponent("\(scene.name)-filmstrip.png")
            try FrameFiles.writeFilmstrip(frames, count: filmstripFrames, layout: Filmstrip.Layout(thumbnailWidth: 160, columns: 6), to: url)
            written.append(url.path)
        }
        if format == .frames || format == .all {
            let directory = folder.appendingPathComponent("\(scene.name)-frames", isDirectory: true)
            let files = try FrameFiles.writePNGSequence(frames, to: directory)
            written.append("\(directory.path)/ (\(files.count) PNG frames)")
        }
        if format == .raw {
            let directory = folder.appendingPathComponent("\(scene.name)-raw", isDirectory: true)
            let files = try FrameFiles.writeRawSequence(frames, to: directory)
            let size = frames.first.map { "\($0.pixels.width)x\($0.pixels.height)" } ?? "0x0"
            written.append("\(directory.path)/ (\(files.count) raw RGBA frames of \(size))")
        }
        return written
    }
}
