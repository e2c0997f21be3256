@testable import OpenUIKit

/// Renders `window` at the current media time (1 pixel per point) and returns a pixel reader.
@MainActor
func renderWindow(_ window: UIWindow) -> (Int, Int) -> (r: Int, g: Int, b: Int, a: Int) {
    CATransaction.flush()
    let renderer = CARenderer(scale: 1)
    renderer.layer = window.layer
    renderer.bounds = window.bounds
    renderer.beginFrame(atTime: CACurrentMediaTime())
    renderer.render()
    renderer.endFrame()
    let pixels = renderer.framePixels!
    return { x, y in
        let (r, g, b, a) = pixels.rgba(x: x, y: y)
        return (Int(r), Int(g), Int(b), Int(a))
    }
}

/// Reads a pixel of an image (straight RGBA).
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let (r, g, b, a) = image.pixels.rgba(x: x, y: y)
    return (Int(r), Int(g), Int(b), Int(a))
}
