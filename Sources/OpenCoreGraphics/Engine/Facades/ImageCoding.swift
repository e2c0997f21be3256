import Foundation

/// Image files as bytes: PNG (`UIImage.pngData()`, `UIImage(data:)`, goldens, frame files)
/// and animated PNG (the test kit's transition goldens), written with libpng. The codecs stay
/// internal to Core Graphics.
package enum ImageCoding {
    // MARK: PNG

    /// An 8-bit RGBA PNG of the image (straight alpha); the same pixels always give the same
    /// bytes. `nil` (reported) when libpng refuses.
    package static func pngData(_ image: CGImage) -> Data? { PNGCodec.encode(image) }

    /// An 8-bit RGBA PNG of the pixels.
    package static func pngData(_ pixels: PixelBuffer) -> Data? { PNGCodec.encode(pixels) }

    /// The image a PNG of any colour type holds; `nil` (reported) for data that is not PNG.
    package static func image(fromPNG data: Data) -> CGImage? { PNGCodec.decode(data) }

    /// The pixels a PNG holds; `nil` (reported) for data that is not PNG.
    package static func pixels(fromPNG data: Data) -> PixelBuffer? { PNGCodec.decode(data)?.pixels }

    // MARK: Animated PNG

    /// An animated PNG of `frames` (all one size), each shown for its delay in seconds, with
    /// `texts` stored as `tEXt` chunks. `nil`, with `problem` set, when it cannot be written.
    package static func animatedPNGData(frames: [PixelBuffer], delays: [Double], texts: [String: String],
                                        problem: inout String) -> Data? {
        APNGCodec.encode(APNGCodec.Animation(frames: frames, delays: delays, texts: texts), problem: &problem)
    }

    /// An animated PNG's frames as stand-alone PNG files, without decoding their pixels, with
    /// each frame's delay and the file's texts. `nil`, with `problem` set, for a file that is not
    /// one this codec wrote.
    package static func animatedPNGStills(_ file: Data, problem: inout String)
        -> (stills: [Data], delays: [Double], texts: [String: String])? {
        APNGCodec.split(file, problem: &problem).map { ($0.stills, $0.delays, $0.texts) }
    }
}
