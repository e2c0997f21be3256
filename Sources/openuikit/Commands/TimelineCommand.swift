#if CommandLine
import ArgumentParser
import OpenQuartzCore

/// `openuikit timeline`: runs a Core Animation scene on the virtual clock and prints, frame by
/// frame, the values on screen and every callback — the frame-by-frame analysis the seed author
/// did by hand with screen recordings, done by the engine.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print a Core Animation scene's presentation values and callbacks frame by frame."
    )

    @Argument(help: "The scene: \(TimelineScene.all.map(\.name).joined(separator: ", ")), or 'list'.")
    var scene: String = "flip"

    @Option(help: "Frames per second of the virtual display.")
    var fps: Double = 60

    @Option(help: "Print every n-th frame.")
    var every: Int = 3

    @Option(help: "Seconds of media time to run.")
    var duration: Double = 1.2

    func validate() throws {
        guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000.") }
        guard every >= 1 else { throw ValidationError("--every must be at least 1.") }
        guard duration > 0, duration <= 600 else { throw ValidationError("--duration must be between 0 and 600 seconds.") }
        if scene != "list", TimelineScene.all.allSatisfy({ $0.name != scene }) {
            let renderScene = MainActor.assumeIsolated { RenderScene.all.contains { $0.name == scene } || GalleryItem.allNames.contains(scene) }
            let hint = renderScene ? " '\(scene)' is a gallery item: 'openuikit render \(scene)' records it." : ""
            throw ValidationError("Unknown timeline '\(scene)'. Timelines: \(TimelineScene.all.map(\.name).joined(separator: ", ")).\(hint)")
        }
    }

    func run() throws {
        let output = MainActor.assumeIsolated { () -> [String] in
            if scene == "list" {
                return TimelineScene.all.map { "\($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }
            }
            return TimelineRunner(scene: TimelineScene.named(scene)!, fps: fps, every: every, duration: duration).run()
        }
        for line in output { print(line) }
    }
}

/// Runs one scene and collects the printed lines.
@MainActor
struct TimelineRunner {
    let scene: TimelineScene
    let fps: Double
    let every: Int
    let duration: Double

    func run() -> [String] {
        FrameScheduler.reset()
        FrameScheduler.framesPerSecond = fps
        let start = CACurrentMediaTime()
        var lines = ["\(scene.name): \(scene.summary)", ""]
        var events: [String] = []
        let columns = scene.build { events.append($0) }
        let header = "frame  t (s)  " + columns.map { $0.title.padding(toLength: 12, withPad: " ", startingAt: 0) }.joined()
        lines.append(header)
        lines.append(String(repeating: "-", count: header.count))
        let frames = Int((duration * fps).rounded())
        for frame in 0...frames {
            if frame > 0 { FrameScheduler.step(frames: 1) }
            let time = CACurrentMediaTime() - start
            for event in events { lines.append("             \(String(format: "%6.3f", time))  ▸ \(event)") }
            events.removeAll()
            if frame % every == 0 || frame == frames {
                let values = columns.map { $0.value().padding(toLength: 12, withPad: " ", startingAt: 0) }.joined()
                lines.append(String(format: "%5d  %6.3f  ", frame, time) + values)
            }
        }
        FrameScheduler.reset()
        return lines
    }
}
#endif
