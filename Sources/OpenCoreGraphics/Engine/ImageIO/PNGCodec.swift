import CPNG

/// PNG reading and writing with libpng's simplified API (`png_image_*`), which reports errors
/// through return values rather than `longjmp` — the only safe way to call libpng from Swift.
enum PNGCodec {
    /// libpng's `PNG_FORMAT_RGBA` (colour and alpha flags); the macro does not import into Swift.
    private static let formatRGBA: UInt32 = 0x03

    /// Encodes an image as an 8-bit RGBA PNG (straight alpha). The same pixels always give the
    /// same bytes.
    static func encode(_ image: CGImage) -> Data? {
        encode(image.pixels)
    }

    static func encode(_ pixels: PixelBuffer) -> Data? {
        let width = pixels.width, height = pixels.height
        guard width > 0, height > 0 else { return nil }
        let rgba = pixels.straightRGBABytes()
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = formatRGBA
        var size = 0
        let measured = rgba.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(width * 4), nil) }
        guard measured != 0, size > 0 else {
            report(image, "measuring")
            return nil
        }
        var output = Data(count: size)
        let written = output.withUnsafeMutableBytes { out in
            rgba.withUnsafeBytes { png_image_write_to_memory(&image, out.baseAddress, &size, 0, $0.baseAddress, Int32(width * 4), nil) }
        }
        png_image_free(&image)
        guard written != 0 else {
            report(image, "writing")
            return nil
        }
        return output.prefix(size)
    }

    /// Decodes a PNG of any colour type into an image; `nil` (reported) for data that is not PNG.
    static func decode(_ data: Data) -> CGImage? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else {
            report(image, "reading")
            return nil
        }
        image.format = formatRGBA
        let width = Int(image.width), height = Int(image.height)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let finished = rgba.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        png_image_free(&image)
        guard finished != 0, width > 0, height > 0 else {
            report(image, "decoding")
            return nil
        }
        let pixels = PixelBuffer(width: width, height: height)
        rgba.withUnsafeBytes { raw in
            for row in 0..<height {
                PixelLayout.straightRGBA.convertRowToNative(raw.baseAddress!.advanced(by: row * width * 4),
                                                            pixels.data.advanced(by: row * pixels.bytesPerRow), width: width)
            }
        }
        return CGImage(pixels: pixels)
    }

    private static func report(_ image: png_image, _ stage: String) {
        var message = image.message
        let text = withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        OpenUIKitDiagnostics.report(.invalidImage, "PNG \(stage) failed: \(text.isEmpty ? "unknown libpng error" : text)")
    }
}
