import Foundation

/// The pixels behind Core Graphics' contexts and images, and the one way other modules reach
/// them: the compositor renders into a context's buffer and samples an image's; UIKit's image
/// renderers, views' backing stores and snapshots draw into buffers and wrap them as images;
/// the test kit and frame writers read them. `CGContext` and `CGImage` keep these members
/// internal.
package enum Raster {
    // MARK: Contexts

    /// A UIKit-style context (origin top left, y down) drawing into `buffer` at `scale` pixels
    /// per point.
    package static func context(over buffer: PixelBuffer, scale: CGFloat) -> CGContext {
        CGContext.flipped(over: buffer, scale: scale)
    }

    /// The pixels a context draws into (drawing may still be pending in Cairo: read them after
    /// the drawing calls return, as every context operation flushes).
    package static func pixels(of context: CGContext) -> PixelBuffer { context.buffer }

    /// Where a picture of `pixelSize` drawn into `rect` would land pixel for pixel when drawing
    /// it is a plain copy (see `CGContext.pixelExactPlacement(of:pixelSize:)`); `nil` otherwise.
    package static func pixelExactPlacement(in context: CGContext, of rect: CGRect, pixelSize: (width: Int, height: Int))
        -> (origin: (x: Int, y: Int), clip: (x0: Int, y0: Int, x1: Int, y1: Int))? {
        context.pixelExactPlacement(of: rect, pixelSize: pixelSize)
    }

    /// Runs `draw` with the context's pixels for direct writing.
    package static func withDirectPixelAccess<Result>(to context: CGContext, _ draw: (PixelBuffer) -> Result) -> Result {
        context.withDirectPixelAccess(draw)
    }

    // MARK: Images

    /// An image of `pixels` (shared, not copied: the caller hands them over).
    package static func image(_ pixels: PixelBuffer, shouldInterpolate: Bool = true) -> CGImage {
        CGImage(pixels: pixels, shouldInterpolate: shouldInterpolate)
    }

    /// The image's pixels (premultiplied BGRA, read-only by convention).
    package static func pixels(of image: CGImage) -> PixelBuffer { image.pixels }

    /// Whether every pixel of the image is fully opaque (computed once per image).
    package static func isOpaque(_ image: CGImage) -> Bool { image.isOpaque }

    /// The image's alpha filled with `color` (template images).
    package static func tinted(_ image: CGImage, with color: CGColor) -> CGImage { image.tinted(with: color) }

    /// The image mirrored left to right (right-to-left layouts).
    package static func horizontallyMirrored(_ image: CGImage) -> CGImage { image.horizontallyMirrored() }

    // MARK: Shadows

    /// Blurs an 8-bit coverage plane in place, a Gaussian of `sigma` pixels approximated by three
    /// box blurs (the shadows of shapes the compositor draws itself).
    package static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: Double) {
        ShadowRenderer.blur(&plane, width: width, height: height, sigma: sigma)
    }
}
