extension CGImage {
    /// The image's alpha filled with `color` (template images: UIKit's `.alwaysTemplate`,
    /// `withTintColor(_:)`): every pixel becomes the colour at the pixel's alpha times the
    /// colour's own.
    func tinted(with color: CGColor) -> CGImage {
        let tint = color.rgbaComponents
        let out = PixelBuffer(width: pixels.width, height: pixels.height)
        for y in 0..<pixels.height {
            let source = pixels.data.advanced(by: y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let target = out.data.advanced(by: y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width {
                let alpha = Double(source[x] >> 24) / 255 * tint.alpha
                target[x] = PixelBuffer.pixel(red: tint.red * alpha, green: tint.green * alpha, blue: tint.blue * alpha, alpha: alpha)
            }
        }
        return CGImage(pixels: out, shouldInterpolate: shouldInterpolate)
    }
}
