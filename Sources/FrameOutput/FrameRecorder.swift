import OpenCoreGraphics
import OpenQuartzCore

/// One rendered frame and the media time it shows (seconds since the recording started).
package struct RecordedFrame {
    /// The frame's number in its recording (0 is the first).
    package let index: Int
    package let time: CFTimeInterval
    package let pixels: PixelBuffer

    package init(index: Int, time: CFTimeInterval, pixels: PixelBuffer) {
        self.index = index
        self.time = time
        self.pixels = pixels
    }

    /// The frame with its own copy of the pixels (a streamed frame's pixels are the renderer's
    /// and change with the next frame).
    package func kept() -> RecordedFrame {
        RecordedFrame(index: index, time: time, pixels: pixels.copy())
    }
}

/// Renders a layer tree frame by frame on the virtual clock: each frame steps the run loop
/// driver once (display links, animation callbacks, transaction completions fire in UIKit's
/// order) and then draws the presentation tree at the new time.
@MainActor
package struct FrameRecorder {
    var size: CGSize
    var scale: CGFloat = 1
    var framesPerSecond: Double = 50
    var background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    package init(size: CGSize, scale: CGFloat = 1, framesPerSecond: Double = 50) {
        self.size = size
        self.scale = scale
        self.framesPerSecond = framesPerSecond
    }

    /// Frames from now for `duration` seconds: the frame at t = 0 (before any step) and one per
    /// tick after it, `duration × framesPerSecond + 1` in all. Steady state allocates only the
    /// copies it returns.
    package func record(_ root: CALayer, duration: CFTimeInterval) -> [RecordedFrame] {
        var frames: [RecordedFrame] = []
        frames.reserveCapacity(Int((duration * framesPerSecond).rounded()) + 1)
        record(root, duration: duration) { frames.append($0.kept()) }
        return frames
    }

    /// The same, handing each frame to `deliver` as it is drawn instead of keeping them (long
    /// recordings stream to their files). The frame's pixels are the renderer's, valid during
    /// the call only: `kept()` copies a frame to keep.
    package func record(_ root: CALayer, duration: CFTimeInterval, deliver: (RecordedFrame) -> Void) {
        withoutActuallyEscaping(deliver) { deliver in
            let capture = startCapture(of: root, deliver: deliver)
            let count = Int((duration * framesPerSecond).rounded())
            for index in 0...count {
                if index > 0 { FrameScheduler.step(frames: 1) }
                guard capture.take(at: CACurrentMediaTime()) else { break }
            }
        }
    }

    /// Frames of `root` while `script` runs and until `duration` seconds have passed: one frame
    /// now and one at every tick of the main loop after it (the driver runs at the recording's
    /// rate), however the script makes time pass — synthetic touches, waits, run-loop calls.
    /// The script always runs to its end, but frames after `duration` are not kept.
    package func record(_ root: CALayer, duration: CFTimeInterval, while script: () -> Void) -> [RecordedFrame] {
        var frames: [RecordedFrame] = []
        record(root, duration: duration, while: script) { frames.append($0.kept()) }
        return frames
    }

    /// The same, handing each frame to `deliver` as it is drawn (the renderer's pixels, valid
    /// during the call only).
    package func record(_ root: CALayer, duration: CFTimeInterval, while script: () -> Void, deliver: (RecordedFrame) -> Void) {
        withoutActuallyEscaping(deliver) { deliver in
            let capture = startCapture(of: root, deliver: deliver)
            capture.take(at: capture.start)
            let observer = FrameScheduler.addFrameObserver { now in
                if now - capture.start <= duration + 1e-9 { capture.take(at: now) }
            }
            defer { FrameScheduler.removeFrameObserver(observer) }
            script()
            let remaining = capture.start + duration - CACurrentMediaTime()
            if remaining > 1e-9 { FrameScheduler.advance(by: remaining) }
        }
    }

    /// Sets the driver to the recording's rate, commits, and returns a capture starting now.
    private func startCapture(of root: CALayer, deliver: @escaping (RecordedFrame) -> Void) -> FrameCapture {
        FrameScheduler.framesPerSecond = framesPerSecond
        let renderer = CARenderer(scale: scale)
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: size)
        renderer.backgroundColor = background
        CATransaction.flush()
        return FrameCapture(renderer: renderer, start: CACurrentMediaTime(), deliver: deliver)
    }
}

/// One recording in progress: the renderer that draws its frames and where they go.
@MainActor
private final class FrameCapture {
    let renderer: CARenderer
    let start: CFTimeInterval
    private let deliver: (RecordedFrame) -> Void
    private var count = 0

    init(renderer: CARenderer, start: CFTimeInterval, deliver: @escaping (RecordedFrame) -> Void) {
        self.renderer = renderer
        self.start = start
        self.deliver = deliver
    }

    /// Draws the presentation tree at `now` and delivers it; `false` if nothing was drawn.
    @discardableResult
    func take(at now: CFTimeInterval) -> Bool {
        renderer.beginFrame(atTime: now)
        renderer.render()
        renderer.endFrame()
        guard let pixels = LayerHosting.framePixels(of: renderer) else { return false }
        deliver(RecordedFrame(index: count, time: now - start, pixels: pixels))
        count += 1
        return true
    }
}
