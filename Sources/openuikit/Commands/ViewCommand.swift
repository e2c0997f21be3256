#if CommandLine
import ArgumentParser
import Foundation
import OpenUIKit
import TransitionGallery
import UIKitTesting

/// `openuikit view [DEMO]`: the demos in a real window (SDL2), on the real-time clock, driven
/// with the mouse through UIKit's event path.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Open a demo in a live window and drive its transitions with the mouse.",
        discussion: "Keys: \(LiveSession.keys)."
    )

    @Argument(help: "The demo to start with (default: the first; run 'openuikit list').")
    var demo: String?

    @Option(help: "Pixels per point (0.5...3).")
    var scale: Double = 1

    @Option(help: "The device, iphone or ipad (default: the demo's own).")
    var device: RenderCommand.Device?

    @Flag(inversion: .prefixedNo, help: "Show the overlay (fps, frame time, input latency, the transition's state).")
    var overlay = true

    @Option(help: "For tests and benchmarks: timed actions, e.g. '0.3 click 196,737; 1.2 down 2,400; 1.5 move 102,400; 1.7 screenshot shot.png; 1.8 quit' (seconds since the current demo appeared; points; 'key right' presses a key). A scripted run advances 1/60 s per frame shown, whatever the machine's speed.")
    var script: String?

    @Flag(help: "When the window closes, print frame-time statistics (mean, p50, p99, max).")
    var frameReport = false

    func validate() throws {
        guard scale >= 0.5, scale <= 3 else { throw ValidationError("--scale must be between 0.5 and 3.") }
        if let demo {
            let known = MainActor.assumeIsolated { GalleryDemo.all.map(\.name) }
            guard known.contains(demo) else { throw ValidationError("Unknown demo '\(demo)'. Known: \(known.joined(separator: ", ")).") }
        }
        if let script { do { _ = try LiveScript(script) } catch { throw ValidationError("\(error)") } }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            let demos = GalleryDemo.all
            var index = demo.flatMap { name in demos.firstIndex { $0.name == name } } ?? 0
            // Each demo runs on its own device (or the one asked for); the window takes its size.
            @MainActor func preset(of demo: GalleryDemo) -> UIScreen.Preset { device?.preset ?? demo.device }
            func windowSize(_ preset: UIScreen.Preset) -> (width: Int, height: Int) {
                (Int((preset.size.width * scale).rounded()), Int((preset.size.height * scale).rounded()))
            }
            let firstSize = windowSize(preset(of: demos[index]))
            let window = try SDLWindow(title: "openuikit view", width: firstSize.width, height: firstSize.height)
            let session = LiveSession(window: window, scale: CGFloat(scale), showsOverlay: overlay, script: try script.map(LiveScript.init))
            print("openuikit view: \(LiveSession.keys)")
            loop: while true {
                let current = demos[index]
                let currentPreset = preset(of: current)
                let size = windowSize(currentPreset)
                try window.resize(width: size.width, height: size.height)
                let outcome = TransitionHost.run(device: currentPreset, root: current.makeRoot()) { host in
                    session.run(current, position: "\(index + 1)/\(demos.count)", host: host)
                }
                switch outcome {
                case .quit: break loop
                case .next: index = (index + 1) % demos.count
                case .previous: index = (index + demos.count - 1) % demos.count
                case .restart: continue loop
                }
            }
            if frameReport { print("frame times: \(session.statistics.report)") }
        }
    }
}
#endif
