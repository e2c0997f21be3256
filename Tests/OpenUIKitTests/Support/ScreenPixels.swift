@testable import OpenCoreGraphics
@testable import OpenUIKit
@testable import UIKitTesting

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

/// An image's pixel bytes, row by row without the rows' padding (for comparing drawings).
func pixelBytes(_ image: CGImage) -> [UInt8] {
    let pixels = image.pixels
    var result: [UInt8] = []
    for row in 0..<pixels.height {
        let start = pixels.data.advanced(by: row * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        result += UnsafeBufferPointer(start: start, count: pixels.width * 4)
    }
    return result
}

/// Reads a pixel of an image (straight RGBA).
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let (r, g, b, a) = image.pixels.rgba(x: x, y: y)
    return (Int(r), Int(g), Int(b), Int(a))
}
