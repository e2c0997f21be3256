import Foundation
import OpenQuartzCore
import OpenUIKit
import FrameOutput

extension TransitionHost {
    /// Why a frame could not be taken.
    public struct FrameError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The screen as it is now — the presentation tree at the current virtual time — rendered
    /// by the compositor at `scale` pixels per point over white (the window's own background
    /// covers it where it has one). Visible windows above the host's (a banner library's own
    /// window) are drawn over it, as on the device's screen.
    public func frame(scale: CGFloat = 1) throws -> UIImage {
        guard let pixels = renderWindow(scale: scale) else {
            throw FrameError(description: "The window could not be rendered (its size is \(window.bounds.size)).")
        }
        return UIImage(cgImage: Raster.image(pixels), scale: scale, orientation: .up)
    }

    /// The screen at virtual time `time` (seconds since the host started, as `now`): lets time
    /// pass until then, frame by frame, and renders. Asking for a time already past is an error.
    public func frame(at time: TimeInterval, scale: CGFloat = 1) throws -> UIImage {
        try advance(to: time)
        return try frame(scale: scale)
    }

    /// Frames at `count` evenly spaced times from `start` to `end` (the first and the last
    /// included), laid side by side with their times under them, `columns` to a row. Time passes
    /// to `end`.
    public func filmstrip(from start: TimeInterval, to end: TimeInterval, count: Int, columns: Int = 6,
                          thumbnailWidth: Int = 160) throws -> UIImage {
        guard count >= 1, end >= start else {
            throw FrameError(description: "A filmstrip needs at least one frame and an end (\(end) s) not before its start (\(start) s).")
        }
        var frames: [RecordedFrame] = []
        for index in 0..<count {
            let time = count == 1 ? start : start + (end - start) * Double(index) / Double(count - 1)
            try advance(to: time)
            guard let pixels = renderWindow(scale: 1) else { throw FrameError(description: "The window could not be rendered.") }
            frames.append(RecordedFrame(index: index, time: now, pixels: pixels))
        }
        guard let sheet = Filmstrip.make(frames, layout: Filmstrip.Layout(thumbnailWidth: thumbnailWidth, columns: columns)) else {
            throw FrameError(description: "The filmstrip could not be laid out.")
        }
        return UIImage(cgImage: Raster.image(sheet), scale: 1, orientation: .up)
    }

    /// Lets time pass until host time `time` (nothing if it is now).
    private func advance(to time: TimeInterval) throws {
        let remaining = time - now
        if remaining < -1e-9 {
            throw FrameError(description: String(format: "%.4f s is in the past: the host is at %.4f s (time only moves forward).", time, now))
        }
        if remaining > 1e-9 { advance(by: remaining) }
    }

    /// The window's presentation tree now, as pixels (`HostRendering.windowPixels(of:)`).
    func renderWindow(scale: CGFloat = 1, reusing renderer: CARenderer? = nil) -> PixelBuffer? {
        renderPresentation(of: window, scale: scale, reusing: renderer)
    }
}

/// `window`'s presentation tree at the current media time (after committing pending changes),
/// rendered over `background` (transparent when `nil`), with the application's visible windows
/// above it on the same screen drawn over it, as the screen shows them (a banner or toast
/// library's own window, an alert window); a copy the caller owns.
@MainActor
func renderPresentation(of window: UIWindow, scale: CGFloat = 1,
                                background: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                                reusing reused: CARenderer? = nil) -> PixelBuffer? {
    LayerHosting.framePixels(of: drawPresentation(of: window, scale: scale, background: background, reusing: reused))?.copy()
}

/// The same, with the hash of the pixels (`PixelBuffer.contentHash`) taken while they are copied.
@MainActor
func renderPresentationWithHash(of window: UIWindow, scale: CGFloat, reusing reused: CARenderer) -> (PixelBuffer, UInt64)? {
    LayerHosting.framePixels(of: drawPresentation(of: window, scale: scale, background: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                                                  reusing: reused))?.copyWithHash()
}

/// Draws `window`'s presentation tree and the windows above it; the renderer holds the frame.
@MainActor
private func drawPresentation(of window: UIWindow, scale: CGFloat, background: CGColor?, reusing reused: CARenderer?) -> CARenderer {
    CATransaction.flush()
    // A renderer kept across frames (a recording's) keeps its frame buffer: no allocation and
    // clearing of a screenful of pixels per frame.
    let renderer = reused ?? CARenderer(scale: scale)
    renderer.layer = window.layer
    renderer.bounds = window.bounds
    renderer.backgroundColor = background
    renderer.beginFrame(atTime: CACurrentMediaTime())
    renderer.render()
    // Back to front by level; among equal levels, in the order the windows were made.
    let windows = UIApplication.shared.windows
    if let index = windows.firstIndex(where: { $0 === window }) {
        for above in windows[(index + 1)...] where above.screen === window.screen {
            LayerHosting.render(above.layer, over: renderer)
        }
    }
    renderer.endFrame()
    return renderer
}
