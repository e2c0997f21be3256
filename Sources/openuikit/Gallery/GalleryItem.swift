#if CommandLine
import Foundation
import OpenUIKit
import TransitionGallery
import UIKitTesting
import FrameOutput

/// Something the command line renders: a gallery demo (a seed's transition as an app, driven by
/// its script) or a Core Animation scene (a layer tree and its animations).
@MainActor
enum GalleryItem {
    case demo(GalleryDemo)
    case scene(RenderScene)

    /// Every demo, then every scene, in gallery order.
    static var all: [GalleryItem] { GalleryDemo.all.map(GalleryItem.demo) + RenderScene.all.map(GalleryItem.scene) }

    static var allNames: [String] { all.map(\.name) }

    static func named(_ name: String) -> GalleryItem? { all.first { $0.name == name } }

    var name: String {
        switch self {
        case .demo(let demo): demo.name
        case .scene(let scene): scene.name
        }
    }

    var summary: String {
        switch self {
        case .demo(let demo): "\(demo.summary) (seed \(demo.seed))"
        case .scene(let scene): scene.summary
        }
    }

    /// The recording's own length in seconds.
    var duration: TimeInterval {
        switch self {
        case .demo(let demo): demo.duration
        case .scene(let scene): scene.duration
        }
    }
}

/// How a recording is made.
struct RecordingOptions {
    var scale: CGFloat = 1
    var framesPerSecond: Double = 50
    /// Slow motion: virtual time passes this many times slower than the output plays.
    var slowMotion: Double = 1
    var duration: TimeInterval?
    var cancelAt: Double?
    var dragSpeed: Double = 1
    var device: UIScreen.Preset?

    /// Frames taken per second of virtual time.
    var captureRate: Double { framesPerSecond * slowMotion }
}

/// What a frame observer sees while a demo records: its window and the virtual time.
@MainActor
struct RecordingMoment {
    let host: TransitionHost
    /// Seconds since the recording started.
    let time: TimeInterval
}

extension GalleryItem {
    /// Records the item frame by frame and returns the frames (see the streaming variant).
    func record(_ options: RecordingOptions, progress: @escaping (Double) -> Void = { _ in },
                willPlay: (TransitionHost) -> Void = { _ in },
                observe: ((RecordingMoment) -> Void)? = nil) -> [RecordedFrame] {
        var frames: [RecordedFrame] = []
        record(options, progress: progress, willPlay: willPlay, observe: observe) { frames.append($0.kept()) }
        return frames
    }

    /// Records the item frame by frame, handing each frame to `deliver` as it is drawn (its
    /// pixels are the renderer's, valid during the call: `kept()` copies a frame to keep);
    /// `progress` hears the fraction done after each frame. For demos, `willPlay` runs once the
    /// window shows the root screen, before the script, and `observe` sees every frame's moment.
    /// Recording is deterministic: a second recording with the same options gives the same frames.
    func record(_ options: RecordingOptions, progress: @escaping (Double) -> Void = { _ in },
                willPlay: (TransitionHost) -> Void = { _ in },
                observe: ((RecordingMoment) -> Void)? = nil,
                deliver: (RecordedFrame) -> Void) {
        let duration = options.duration ?? self.duration
        switch self {
        case .demo(let demo):
            TransitionHost.run(device: options.device ?? demo.device, root: demo.makeRoot()) { host in
                willPlay(host)
                let start = CACurrentMediaTime()
                let observer = FrameScheduler.addFrameObserver { now in
                    progress(min(max((now - start) / duration, 0), 1))
                    observe?(RecordingMoment(host: host, time: now - start))
                }
                defer { FrameScheduler.removeFrameObserver(observer) }
                let recorder = FrameRecorder(size: host.window.bounds.size, scale: options.scale, framesPerSecond: options.captureRate)
                recorder.record(host.window.layer, duration: duration, while: {
                    demo.play(in: host, options: DemoOptions(cancelAt: options.cancelAt, dragSpeed: options.dragSpeed))
                }, deliver: deliver)
            }
        case .scene(let scene):
            ApplicationHost.reset()
            defer { ApplicationHost.reset() }
            let root = scene.build(options.scale)
            let start = CACurrentMediaTime()
            _ = FrameScheduler.addFrameObserver { now in progress(min(max((now - start) / duration, 0), 1)) }
            let recorder = FrameRecorder(size: MockScreen.size, scale: options.scale, framesPerSecond: options.captureRate)
            recorder.record(root, duration: duration, deliver: deliver)
        }
    }

    /// How many frames a recording with these options makes (a streamed filmstrip picks its
    /// frames before they exist). Exact for scenes; for demos, frames fall on the ticks up to
    /// the duration, and a writer that finds another count records again.
    func expectedFrameCount(_ options: RecordingOptions) -> Int {
        let ticks = (options.duration ?? duration) * options.captureRate
        switch self {
        case .demo: return Int((ticks + 1e-6).rounded(.down)) + 1
        case .scene: return Int(ticks.rounded()) + 1
        }
    }
}
#endif
