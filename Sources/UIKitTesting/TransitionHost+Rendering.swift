import OpenUIKit
import OpenQuartzCore

extension TransitionHost {
    /// The window as it is on screen now — the presentation tree at the current virtual time —
    /// rendered by the compositor at `scale` pixels per point over a white background.
    /// Package-level for now: `PixelBuffer` is not public API.
    package func renderWindow(scale: CGFloat = 1) -> PixelBuffer? {
        CATransaction.flush()
        let renderer = CARenderer(scale: scale)
        renderer.layer = window.layer
        renderer.bounds = window.bounds
        renderer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        renderer.beginFrame(atTime: CACurrentMediaTime())
        renderer.render()
        renderer.endFrame()
        return renderer.framePixels?.copy()
    }
}
