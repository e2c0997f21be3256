import Foundation

extension PixelBuffer {
    /// Whether every pixel is fully opaque (its straight and premultiplied values are the same).
    package var isOpaque: Bool {
        (0..<height).allSatisfy { rowIsOpaque($0) }
    }

    /// Whether every pixel of one row is fully opaque.
    func rowIsOpaque(_ row: Int) -> Bool {
        let pixels = UnsafeBufferPointer(start: data.advanced(by: row * bytesPerRow).assumingMemoryBound(to: UInt32.self), count: width)
        var alpha: UInt32 = 0xFF00_0000
        for pixel in pixels { alpha &= pixel }
        return alpha == 0xFF00_0000
    }
}
