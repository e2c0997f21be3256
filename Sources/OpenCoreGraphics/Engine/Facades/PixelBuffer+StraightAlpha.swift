import Foundation

// Pixels as PNG files and raw frame files hold them: 8-bit straight (not premultiplied) alpha.
extension PixelBuffer {
    /// The pixels as 8-bit straight-alpha RGBA, top row first, rows packed without padding (the
    /// layout of PNG rows and of raw frame files).
    package func straightRGBABytes() -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBytes { raw in
            for row in 0..<height {
                PixelLayout.straightRGBA.convertRowFromNative(data.advanced(by: row * bytesPerRow),
                                                              raw.baseAddress!.advanced(by: row * width * 4), width: width)
            }
        }
        return rgba
    }

    /// The pixels as a PNG file stores and returns them (straight 8-bit alpha, then
    /// premultiplied again), without compressing: translucent pixels may move by a rounding
    /// step; rows that are wholly opaque are copied as they are.
    package func straightAlphaRoundTrip() -> PixelBuffer {
        let copy = PixelBuffer(width: width, height: height)
        var straight = [UInt8](repeating: 0, count: width * 4)
        straight.withUnsafeMutableBytes { row in
            for y in 0..<height {
                let source = data.advanced(by: y * bytesPerRow), destination = copy.data.advanced(by: y * copy.bytesPerRow)
                if rowIsOpaque(y) {
                    destination.copyMemory(from: source, byteCount: width * 4)
                } else {
                    PixelLayout.straightRGBA.convertRowFromNative(source, row.baseAddress!, width: width)
                    PixelLayout.straightRGBA.convertRowToNative(row.baseAddress!, destination, width: width)
                }
            }
        }
        return copy
    }
}
