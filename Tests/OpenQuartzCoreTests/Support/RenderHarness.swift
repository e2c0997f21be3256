@testable import OpenQuartzCore

/// Builds a layer tree without implicit animations, so what the test sets is what renders.
@MainActor
func withoutActions<T>(_ body: () throws -> T) rethrows -> T {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    return try body()
}

/// Renders `root` through `CARenderer` at media time `time` (now by default) into a
/// `size × scale` frame cleared to `background`, and returns a copy of the frame. Pending
/// transactions are committed first, as the run loop would before a frame.
@MainActor
func renderFrame(_ root: CALayer, size: CGSize, scale: CGFloat = 1, background: CGColor? = nil,
                 at time: CFTimeInterval? = nil, cullsOccludedWork: Bool = true) -> PixelBuffer {
    CATransaction.flush()
    let renderer = CARenderer(scale: scale)
    renderer.compositor.cullsOccludedWork = cullsOccludedWork
    renderer.layer = root
    renderer.bounds = CGRect(origin: .zero, size: size)
    renderer.backgroundColor = background
    renderer.beginFrame(atTime: time ?? CACurrentMediaTime())
    renderer.render()
    renderer.endFrame()
    return renderer.framePixels!.copy()
}

/// A root layer the size of the frame at its origin, like a window's layer.
@MainActor
func makeRootLayer(_ size: CGSize, color: CGColor? = nil) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    root.backgroundColor = color
    return root
}

/// An image drawn with UIKit coordinates (origin top left) into a `width × height` bitmap.
func makeTestImage(width: Int, height: Int, _ draw: (CGContext) -> Void) -> CGImage {
    let buffer = PixelBuffer(width: width, height: height)
    let context = Raster.context(over: buffer, scale: 1)
    draw(context)
    context.flush()
    return Raster.image(buffer)
}

/// A colourful checkerboard with `cell`-pixel squares and a dark frame, opaque.
func makeCheckerboard(width: Int, height: Int, cell: Int = 10) -> CGImage {
    makeTestImage(width: width, height: height) { context in
        let colors = [CGColor(red: 0.95, green: 0.45, blue: 0.15, alpha: 1), CGColor(red: 1, green: 0.95, blue: 0.8, alpha: 1),
                      CGColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1), CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)]
        for row in 0..<(height + cell - 1) / cell {
            for column in 0..<(width + cell - 1) / cell {
                let quadrant = (row * cell < height / 2 ? 0 : 2)
                context.setFillColor(colors[quadrant + (row + column) % 2])
                context.fill(CGRect(x: column * cell, y: row * cell, width: cell, height: cell))
            }
        }
        context.setStrokeColor(CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
        context.setLineWidth(4)
        context.stroke(CGRect(x: 2, y: 2, width: width - 4, height: height - 4))
    }
}

/// Colour components of a pixel as (r, g, b, a) integers, premultiplied.
func components(_ frame: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
    let p = frame.rgba(x: x, y: y)
    return [Int(p.0), Int(p.1), Int(p.2), Int(p.3)]
}

/// Whether two frames hold the same bytes.
func sameBytes(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for row in 0..<a.height where memcmp(a.data.advanced(by: row * a.bytesPerRow), b.data.advanced(by: row * b.bytesPerRow), a.width * 4) != 0 {
        return false
    }
    return true
}

/// Coverage (0...1) of a white shape on black: the red channel over 255.
func coverage(_ frame: PixelBuffer, _ x: Int, _ y: Int) -> Double {
    Double(frame.rgba(x: x, y: y).0) / 255
}
