import COpenUIKitRaster

/// Blurred shadows: a Gaussian blur approximated by three box blurs (the method of W. Jarosz,
/// "Fast Image Convolutions", 2001, as used by browsers for box-shadow), applied to a pixel
/// buffer's alpha, then tinted with the shadow colour.
enum ShadowRenderer {
    /// Replaces `buffer` (premultiplied BGRA) with its alpha blurred by `blurSigma` pixels and
    /// tinted with `color` (premultiplied output).
    static func colorize(_ buffer: PixelBuffer, color: ColorComponents, blurSigma: Double) {
        let width = buffer.width, height = buffer.height
        guard width > 0, height > 0 else { return }
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = UInt8(row[x] >> 24) }
        }
        blur(&alpha, width: width, height: height, sigma: blurSigma)
        for y in 0..<height {
            let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let coverage = Double(alpha[y * width + x]) / 255 * color.alpha
                row[x] = PixelBuffer.pixel(red: color.red * coverage, green: color.green * coverage,
                                           blue: color.blue * coverage, alpha: coverage)
            }
        }
    }

    /// Blurs an 8-bit plane in place (the box blurs run in C: `ouk_box_blur_plane`).
    static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.3, width > 0, height > 0, plane.count >= width * height else { return }
        var scratch = [UInt8](repeating: 0, count: width * height)
        // Wider than any plane: the three boxes then flatten it anyway; the cap keeps the radii
        // representable.
        for radius in boxRadii(sigma: min(sigma, 100_000)) {
            plane.withUnsafeMutableBufferPointer { plane in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    ouk_box_blur_plane(plane.baseAddress, Int32(width), Int32(height), Int32(min(radius, Int(Int32.max / 4))), scratch.baseAddress)
                }
            }
        }
    }

    /// Radii of three box filters whose succession approximates a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        // Spelled in typed steps: as one expression it took the type checker about 5 s.
        let lowerValue = Double(lower)
        let numerator: Double = 12 * sigma * sigma - 3 * lowerValue * lowerValue - 12 * lowerValue - 9
        let denominator: Double = -4 * lowerValue - 4
        let m = Int((numerator / denominator).rounded())
        return (0..<3).map { index in ((index < m ? lower : upper) - 1) / 2 }
    }
}
