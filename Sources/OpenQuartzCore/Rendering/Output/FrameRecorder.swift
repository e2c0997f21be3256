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
}

/// Renders a layer tree frame by frame on the virtual clock: each frame steps the run loop
/// driver once (display links, animation callbacks, transaction completions fire in UIKit's
/// order) and then draws the presentation tree at the new time.
@MainActor
package struct FrameRecorder {
    package var size: CGSize
    package var scale: CGFloat = 1
    package var framesPerSecond: Double = 50
    package var background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    package init(size: CGSize, scale: CGFloat = 1, framesPerSecond: Double = 50) {
        self.size = size
        self.scale = scale
        self.framesPerSecond = framesPerSecond
    }

    /// Frames from now for `duration` seconds: the frame at t = 0 (before any step) and one per
    /// tick after it, `duration × framesPerSecond + 1` in all. Steady state allocates only the
    /// copies it returns.
    package func record(_ root: CALayer, duration: CFTimeInterval) -> [RecordedFrame] {
        let capture = startCapture(of: root)
        let count = Int((duration * framesPerSecond).rounded())
        capture.frames.reserveCapacity(count + 1)
        for index in 0...count {
            if index > 0 { RunLoopDriver.shared.step(frames: 1) }
            guard capture.take(at: CACurrentMediaTime()) else { break }
        }
        return capture.frames
    }

    /// Frames of `root` while `script` runs and until `duration` seconds have passed: one frame
    /// now and one at every tick of the main loop after it (the driver runs at the recording's
    /// rate), however the script makes time pass — synthetic touches, waits, run-loop calls.
    /// The script always runs to its end, but frames after `duration` are not kept.
    package func record(_ root: CALayer, duration: CFTimeInterval, while script: () -> Void) -> [RecordedFrame] {
        let driver = RunLoopDriver.shared
        let capture = startCapture(of: root)
        capture.take(at: capture.start)
        let observerIndex = driver.frameObservers.count
        driver.frameObservers.append { now in
            if now - capture.start <= duration + 1e-9 { capture.take(at: now) }
        }
        defer { driver.frameObservers.remove(at: observerIndex) }
        script()
        let remaining = capture.start + duration - CACurrentMediaTime()
        if remaining > 1e-9 { driver.advance(by: remaining) }
        return capture.frames
    }

    /// Sets the driver to the recording's rate, commits, and returns a capture starting now.
    private func startCapture(of root: CALayer) -> FrameCapture {
        RunLoopDriver.shared.framesPerSecond = framesPerSecond
        let renderer = CARenderer(scale: scale)
        renderer.layer = root
        renderer.bounds = CGRect(origin: .zero, size: size)
        renderer.backgroundColor = background
        CATransaction.flush()
        return FrameCapture(renderer: renderer, start: CACurrentMediaTime())
    }
}

/// The frames of one recording so far, and the renderer that draws them.
@MainActor
private final class FrameCapture {
    let renderer: CARenderer
    let start: CFTimeInterval
    var frames: [RecordedFrame] = []

    init(renderer: CARenderer, start: CFTimeInterval) {
        self.renderer = renderer
        self.start = start
    }

    /// Draws the presentation tree at `now` and keeps a copy; `false` if nothing was drawn.
    @discardableResult
    func take(at now: CFTimeInterval) -> Bool {
        renderer.beginFrame(atTime: now)
        renderer.render()
        renderer.endFrame()
        guard let pixels = renderer.framePixels else { return false }
        frames.append(RecordedFrame(index: frames.count, time: now - start, pixels: pixels.copy()))
        return true
    }
}
