import ArgumentParser
import Foundation
import OpenUIKit
import TransitionGallery
import UIKitTesting

/// `openuikit render`: records a scene or a gallery demo frame by frame on the virtual clock
/// and writes an animated GIF, a filmstrip, numbered PNG frames, or all of them. Gallery demos
/// (the seeds' transitions as UIKit apps) run their scripted gestures while being recorded.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a gallery demo or a Core Animation scene to GIF, filmstrip PNG, PNG frames or raw RGBA frames."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case gif, filmstrip, frames, raw, all
    }

    @Argument(help: "The demo or scene (run 'render list' to see them), or 'list'.")
    var scene: String

    @Option(help: "What to write: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .all

    @Option(help: "Output folder (files are named after the scene).")
    var output: String = "gallery"

    @Option(help: "Frames per second (GIF delays are in 1/100 s: 50 or less keeps every frame).")
    var fps: Double = 50

    @Option(help: "Pixels per point (scenes are 390 x 844 points; demos use their device's screen).")
    var scale: Double = 1

    @Option(help: "For interactive demos: let go at this fraction of the transition (0...1), so it goes back.")
    var cancelAt: Double?

    @Option(help: "For demos: the device, iphone or ipad (default: the demo's own).")
    var device: Device?

    enum Device: String, ExpressibleByArgument, CaseIterable {
        case iphone, ipad
        @MainActor var preset: UIScreen.Preset { self == .iphone ? .iPhone : .iPad }
    }

    @MainActor static var allNames: [String] { GalleryDemo.all.map(\.name) + RenderScene.all.map(\.name) }

    @Option(help: "Seconds to record (default: the scene's own length).")
    var duration: Double?

    @Option(help: "Frames in the filmstrip, evenly spread.")
    var filmstripFrames: Int = 12

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be between 0 and 240.") }
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4.") }
        if let duration { guard duration > 0, duration <= 60 else { throw ValidationError("--duration must be between 0 and 60 seconds.") } }
        guard filmstripFrames >= 1, filmstripFrames <= 200 else { throw ValidationError("--filmstrip-frames must be 1...200.") }
        if let cancelAt { guard cancelAt >= 0, cancelAt <= 1 else { throw ValidationError("--cancel-at must be between 0 and 1.") } }
        let known = MainActor.assumeIsolated { RenderCommand.allNames }
        if scene != "list", !known.contains(scene) {
            throw ValidationError("Unknown demo or scene '\(scene)'. Known: \(known.joined(separator: ", ")).")
        }
    }

    func run() throws {
        let written = try MainActor.assumeIsolated { () throws -> [String] in
            if scene == "list" {
                for demo in GalleryDemo.all { print("\(demo.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(demo.summary) (seed \(demo.seed))") }
                for scene in RenderScene.all { print("\(scene.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(scene.summary)") }
                return []
            }
            if let demo = GalleryDemo.named(scene) { return try render(demo) }
            return try render(RenderScene.named(scene)!)
        }
        for line in written { print("wrote \(line)") }
    }

    /// A gallery demo: its window on the virtual clock, recorded while its script plays.
    @MainActor
    private func render(_ demo: GalleryDemo) throws -> [String] {
        try TransitionHost.run(device: device?.preset ?? demo.device, root: demo.makeRoot()) { host in
            let recorder = FrameRecorder(size: host.window.bounds.size, scale: CGFloat(scale), framesPerSecond: fps)
            let frames = recorder.record(host.window.layer, duration: duration ?? demo.duration) {
                demo.play(in: host, options: DemoOptions(cancelAt: cancelAt))
            }
            return try write(frames, named: demo.name)
        }
    }

    @MainActor
    private func render(_ scene: RenderScene) throws -> [String] {
        RunLoopDriver.shared.reset()
        defer { RunLoopDriver.shared.reset() }
        let root = scene.build(CGFloat(scale))
        let recorder = FrameRecorder(size: MockScreen.size, scale: CGFloat(scale), framesPerSecond: fps)
        let frames = recorder.record(root, duration: duration ?? scene.duration)
        return try write(frames, named: scene.name)
    }

    @MainActor
    private func write(_ frames: [RecordedFrame], named name: String) throws -> [String] {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        if format == .gif || format == .all {
            let url = folder.appendingPathComponent("\(name).gif")
            try FrameFiles.writeGIF(frames, framesPerSecond: fps, to: url)
            written.append(url.path)
        }
        if format == .filmstrip || format == .all {
            let url = folder.appendingPathComponent("\(name)-filmstrip.png")
            try FrameFiles.writeFilmstrip(frames, count: filmstripFrames, layout: Filmstrip.Layout(thumbnailWidth: 160, columns: 6), to: url)
            written.append(url.path)
        }
        if format == .frames || format == .all {
            let directory = folder.appendingPathComponent("\(name)-frames", isDirectory: true)
            let files = try FrameFiles.writePNGSequence(frames, to: directory)
            written.append("\(directory.path)/ (\(files.count) PNG frames)")
        }
        if format == .raw {
            let directory = folder.appendingPathComponent("\(name)-raw", isDirectory: true)
            let files = try FrameFiles.writeRawSequence(frames, to: directory)
            let size = frames.first.map { "\($0.pixels.width)x\($0.pixels.height)" } ?? "0x0"
            written.append("\(directory.path)/ (\(files.count) raw RGBA frames of \(size))")
        }
        return written
    }
}
