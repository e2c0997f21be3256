import Foundation

extension CGImage {
    /// The image mirrored left to right (what a right-to-left interface shows of an image that
    /// flips with the layout direction).
    func horizontallyMirrored() -> CGImage {
        let out = PixelBuffer(width: pixels.width, height: pixels.height)
        for y in 0..<pixels.height {
            let source = pixels.data.advanced(by: y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let target = out.data.advanced(by: y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width { target[pixels.width - 1 - x] = source[x] }
        }
        return CGImage(pixels: out, shouldInterpolate: shouldInterpolate)
    }
}
