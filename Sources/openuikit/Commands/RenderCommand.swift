#if CommandLine
import ArgumentParser
import Foundation
import OpenUIKit
import TransitionGallery
import UIKitTesting

/// `openuikit render`: records gallery demos (their scripted gestures playing) and Core
/// Animation scenes frame by frame on the virtual clock, and writes GIFs, filmstrips, PNGs.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render gallery demos and Core Animation scenes to GIF, filmstrip PNG, a PNG still or PNG frames.",
        discussion: """
        With no names (or --all) every demo and scene is rendered. Run 'openuikit list' for the names.
        Frames stream to their files as they are drawn; a GIF whose frames outgrow 256 MB (OPENUIKIT_GIF_MEMORY_BUDGET, in bytes) \
        is encoded in a second recording, with the same bytes.
        """
    )

    enum Format: String, CaseIterable {
        case gif, filmstrip, png, frames, raw
    }

    @Argument(help: "Demos or scenes to render (default: all of them).")
    var names: [String] = []

    @Flag(help: "Render every demo and scene.")
    var all = false

    @Option(help: "What to write, comma-separated: gif, filmstrip, png (one still, see --at), frames (numbered PNGs), raw (RGBA frames), or all.")
    var format: String = "gif,filmstrip"

    @Option(name: [.customLong("out"), .customLong("output")], help: "Output folder (files are named after the demo).")
    var out: String = "gallery"

    @Option(help: "Frames per second of the output (GIF delays are in 1/100 s: 50 or less keeps every frame).")
    var fps: Double = 50

    @Option(help: "Slow motion: virtual time runs this many times slower than the output plays (1...10).")
    var slow: Double = 1

    @Option(help: "Pixels per point (0.25...4).")
    var scale: Double = 1

    @Option(help: "For demos: the device, iphone or ipad (default: the demo's own).")
    var device: Device?

    @Option(help: "For interactive demos: let go at this fraction of the transition (0...1), so it goes back.")
    var cancelAt: Double?

    @Option(help: "For interactive demos: drag this many times faster than the script (0.25...4; faster drags fling with more velocity).")
    var dragSpeed: Double = 1

    @Option(help: "Seconds to record (default: the item's own length). A demo's script still runs to its end; frames after this time are not kept, and a longer time records the demo resting.")
    var duration: Double?

    @Option(help: "For --format png: the time of the still, in seconds (default: half way).")
    var at: Double?

    @Option(help: "Frames in the filmstrip, evenly spread, the first and the last included (1...200; 1 is the first frame).")
    var filmstripFrames: Int = 12

    @Option(help: "Items rendered at once, each in a process of its own (default: the machine's cores; 1: one after the other in this process). The files are the same either way.")
    var jobs: Int?

    /// Set by a parent render for its workers: one machine-readable line per item on standard
    /// output, no progress on standard error.
    @Option(help: "Render part i of n of the items (split by name, the same on every machine), for a CI matrix.")
    var shard: TestShard?

    @Flag(help: .hidden)
    var workerReport = false

    enum Device: String, ExpressibleByArgument, CaseIterable {
        case iphone, ipad
        @MainActor var preset: UIScreen.Preset { self == .iphone ? .iPhone : .iPad }
    }

    var formats: Set<Format> {
        let words = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if words.contains("all") { return Set(Format.allCases) }
        return Set(words.compactMap(Format.init(rawValue:)))
    }

    func validate() throws {
        let words = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let unknownFormats = words.filter { $0 != "all" && Format(rawValue: $0) == nil }
        guard !words.isEmpty, unknownFormats.isEmpty else {
            throw ValidationError("Unknown format '\(unknownFormats.first ?? format)'. Formats: \(Format.allCases.map(\.rawValue).joined(separator: ", ")), all.")
        }
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps must be between 0 and 240.") }
        guard slow >= 1, slow <= 10 else { throw ValidationError("--slow must be between 1 and 10.") }
        guard scale >= 0.25, scale <= 4 else { throw ValidationError("--scale must be between 0.25 and 4.") }
        if let duration { guard duration > 0, duration <= 60 else { throw ValidationError("--duration must be between 0 and 60 seconds.") } }
        if let at { guard at >= 0 else { throw ValidationError("--at must be 0 or more seconds.") } }
        guard filmstripFrames >= 1, filmstripFrames <= 200 else { throw ValidationError("--filmstrip-frames must be 1...200.") }
        if let cancelAt { guard cancelAt >= 0, cancelAt <= 1 else { throw ValidationError("--cancel-at must be between 0 and 1.") } }
        guard dragSpeed >= 0.25, dragSpeed <= 4 else { throw ValidationError("--drag-speed must be between 0.25 and 4.") }
        if all, !names.isEmpty { throw ValidationError("Give names or --all, not both.") }
        if let jobs { guard jobs >= 1, jobs <= 64 else { throw ValidationError("--jobs must be between 1 and 64.") } }
        let known = MainActor.assumeIsolated { GalleryItem.allNames }
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw ValidationError("Unknown demo or scene '\(unknown)'. Known: \(known.joined(separator: ", ")).")
        }
    }

    func run() throws {
        let folder = try OutputFolder(path: out)
        try MainActor.assumeIsolated {
            let items = (names.isEmpty ? GalleryItem.all : names.compactMap(GalleryItem.named)).filter { shard?.contains($0.name) ?? true }
            if let shard { print("shard \(shard): \(items.map(\.name).joined(separator: ", "))") }
            let report = ProgressReport(total: items.count, quiet: workerReport)
            let jobCount = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, items.count)
            if jobCount > 1, let executable = Bundle.main.executableURL {
                let started = ContinuousClock.now
                let workers = RenderWorkers(executable: executable, options: workerOptions(folder: folder), jobs: jobCount)
                let rows = try workers.run(items.map(\.name), report: report)
                let elapsed = started.duration(to: .now)
                print(ProgressReport.summary(of: rows))
                print(String(format: "rendered in %.1f s by %d processes at once", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, jobCount))
                print("written to \(folder.url.path)/")
                return
            }
            let options = RecordingOptions(scale: CGFloat(scale), framesPerSecond: fps, slowMotion: slow, duration: duration,
                                           cancelAt: cancelAt, dragSpeed: dragSpeed, device: device?.preset)
            try Self.render(items, options: options, formats: formats, folder: folder, filmstripFrames: filmstripFrames, stillTime: at, report: report)
            if workerReport {
                for row in report.rows { print(RenderWorkers.line(for: row)) }
                return
            }
            print(report.summary)
            print("written to \(folder.url.path)/")
        }
    }

    /// Records `items` one after the other in this process and writes their files (the storyboard
    /// previewer's segues use it too).
    @MainActor
    static func render(_ items: [GalleryItem], options: RecordingOptions, formats: Set<Format>, folder: OutputFolder,
                   filmstripFrames: Int, stillTime: Double?, report: ProgressReport) throws {
        let fps = options.framesPerSecond, slow = options.slowMotion, at = stillTime
        for (index, item) in items.enumerated() {
            let started = ContinuousClock.now
            // Frames stream to the files as they are drawn (see RenderOutputs).
            let request = RenderOutputs.Request(formats: formats, name: item.name, folder: folder, framesPerSecond: fps, slowMotion: slow,
                                                filmstripFrames: filmstripFrames, stillTime: at)
            let outputs = try RenderOutputs(request, expectedFrameCount: item.expectedFrameCount(options))
            var frames = 0, length = 0.0
            item.record(options, progress: { fraction in
                report.update(index + 1, item.name, fraction: fraction, status: "recording")
            }, deliver: { frame in
                frames += 1
                length = frame.time
                outputs.take(frame)
            })
            if try outputs.finishRecording() {
                item.record(options, progress: { fraction in
                    report.update(index + 1, item.name, fraction: fraction, status: "encoding")
                }, deliver: outputs.replay)
                try outputs.finishReplay()
            }
            let elapsed = started.duration(to: .now)
            report.finish(index + 1, ProgressReport.Row(
                name: item.name, frames: frames, duration: length,
                bytes: outputs.written.reduce(0) { $0 + OutputFolder.size(of: $1) },
                seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        }
    }

    /// This command's options, for a worker rendering one item of it.
    private func workerOptions(folder: OutputFolder) -> [String] {
        var options = ["--format", format, "--out", folder.url.path, "--fps", String(fps), "--slow", String(slow),
                       "--scale", String(scale), "--drag-speed", String(dragSpeed), "--filmstrip-frames", String(filmstripFrames)]
        if let device { options += ["--device", device.rawValue] }
        if let cancelAt { options += ["--cancel-at", String(cancelAt)] }
        if let duration { options += ["--duration", String(duration)] }
        if let at { options += ["--at", String(at)] }
        return options
    }
}
#endif
