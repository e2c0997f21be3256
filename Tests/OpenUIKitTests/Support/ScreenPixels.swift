@testable import OpenUIKit
import UIKitTesting

/// Renders `window` at the current media time (1 pixel per point, over transparency) and
/// returns a pixel reader.
@MainActor
func renderWindow(_ window: UIWindow) -> (Int, Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let pixels = renderPresentation(of: window, background: nil)!
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
