#if CommandLine
import ArgumentParser
import Foundation
import OpenUIKit
import TransitionGallery
import UIKitTesting
import FrameOutput

/// `openuikit inspect DEMO`: runs a demo and shows what UIKit did — every transition callback
/// with its time, the window's view tree at chosen times — as text, and as a filmstrip with
/// the timeline under it.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a demo's transition callbacks with their times and its view tree at chosen times.",
        discussion: "Writes DEMO-inspect.txt and DEMO-inspect.png (a filmstrip with the timeline underneath) into --out and prints the text."
    )

    @Argument(help: "The demo (run 'openuikit list').")
    var demo: String

    @Option(parsing: .singleValue, help: "A time in seconds at which to show the view tree (repeatable; default: a quarter, half and three quarters of the demo).")
    var at: [Double] = []

    @Option(help: "For interactive demos: let go at this fraction of the transition (0...1).")
    var cancelAt: Double?

    @Option(help: "The device, iphone or ipad (default: the demo's own).")
    var device: RenderCommand.Device?

    @Option(help: "How many levels of the view tree to list.")
    var depth: Int = 4

    @Option(name: [.customLong("out"), .customLong("output")], help: "Output folder.")
    var out: String = "gallery/inspect"

    func validate() throws {
        let known = MainActor.assumeIsolated { GalleryDemo.all.map(\.name) }
        guard known.contains(demo) else {
            throw ValidationError("Unknown demo '\(demo)'. Known: \(known.joined(separator: ", ")). (Core Animation scenes have no view controllers: use 'openuikit timeline'.)")
        }
        if let bad = at.first(where: { !($0 >= 0) || !$0.isFinite }) { throw ValidationError("--at \(bad): times are 0 or more seconds.") }
        if let length = MainActor.assumeIsolated({ GalleryDemo.named(demo)?.duration }), let late = at.first(where: { $0 > length }) {
            throw ValidationError("--at \(late): the demo '\(demo)' lasts \(length) seconds; choose a time within it.")
        }
        if let cancelAt { guard cancelAt >= 0, cancelAt <= 1 else { throw ValidationError("--cancel-at must be between 0 and 1.") } }
        guard depth >= 1, depth <= 30 else { throw ValidationError("--depth must be 1...30.") }
    }

    func run() throws {
        let folder = try OutputFolder(path: out)
        let text = try MainActor.assumeIsolated { () throws -> String in
            guard let demo = GalleryDemo.named(demo) else { return "" }
            let inspection = Inspection.run(demo, times: at.isEmpty ? [0.25, 0.5, 0.75].map { $0 * demo.duration } : at.sorted(),
                                                cancelAt: cancelAt, device: device?.preset, depth: depth)
            let textURL = folder.file("\(demo.name)-inspect.txt")
            try FrameFiles.writeWhole(Data(inspection.text.utf8), to: textURL)
            let stripURL = folder.file("\(demo.name)-inspect.png")
            try FrameFiles.writeFilmstrip(inspection.frames, count: 12, layout: Filmstrip.Layout(thumbnailWidth: 160, columns: 6),
                                          caption: inspection.callbacks.map(\.description), to: stripURL)
            return inspection.text + "\n\nwrote \(textURL.path)\nwrote \(stripURL.path)"
        }
        print(text)
    }
}

/// One inspected run of a demo.
@MainActor
struct Inspection {
    let callbacks: [CallbackRecorder.Entry]
    let trees: [(time: TimeInterval, tree: String)]
    let frames: [RecordedFrame]

    static func run(_ demo: GalleryDemo, times: [TimeInterval], cancelAt: Double?, device: UIScreen.Preset?, depth: Int) -> Inspection {
        let recorder = CallbackRecorder()
        var pending = times
        var trees: [(time: TimeInterval, tree: String)] = []
        let options = RecordingOptions(scale: 1, framesPerSecond: 30, cancelAt: cancelAt, device: device)
        let frames = GalleryItem.demo(demo).record(options, willPlay: { _ in recorder.start() }, observe: { moment in
            while let next = pending.first, moment.time >= next - 1e-9 {
                pending.removeFirst()
                trees.append((moment.time, ViewTreeDescription.describe(moment.host.window, maxDepth: depth)))
            }
        })
        recorder.stop()
        return Inspection(callbacks: recorder.entries, trees: trees, frames: frames)
    }

    var text: String {
        var sections = ["Callbacks (virtual time since the demo started):"]
        sections.append(callbacks.isEmpty ? "  (none)" : callbacks.map { "  " + $0.description }.joined(separator: "\n"))
        for (time, tree) in trees {
            sections.append("\nView tree at \(String(format: "%.3f", time)) s:")
            sections.append(tree.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n")
    }
}
#endif
