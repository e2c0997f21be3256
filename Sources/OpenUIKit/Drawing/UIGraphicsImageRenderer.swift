/// Settings of a `UIGraphicsImageRenderer`: scale and opacity.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point (the main screen's scale by default).
    open var scale: CGFloat
    /// Whether the image is opaque: the bitmap starts black instead of transparent.
    open var opaque = false

    /// A format with the main screen's scale.
    @preconcurrency @MainActor
    override public init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format that suits the main screen.
    @preconcurrency @MainActor
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The default format (the same as `preferred()` here).
    @preconcurrency @MainActor
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of one `UIGraphicsImageRenderer` run.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context being drawn into (UIKit coordinates, y down, in points).
    public let cgContext: CGContext
    /// The format of the image being drawn.
    public let format: UIGraphicsImageRendererFormat
    let buffer: PixelBuffer

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, buffer: PixelBuffer) {
        self.cgContext = cgContext
        self.format = format
        self.buffer = buffer
        super.init()
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        cgContext.flush()
        return UIImage(cgImage: Raster.image(buffer.copy()), scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke colour (1-point line).
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Clips further drawing to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with UIKit drawing code.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let image = renderer.image { context in
///     UIColor.systemBlue.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing area in points.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .preferred())
    }

    /// Runs `actions` with a fresh context that is also the current UIKit context, and returns
    /// what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = run(actions)
        context.cgContext.flush()
        return UIImage(cgImage: Raster.image(context.buffer), scale: format.scale, orientation: .up)
    }

    /// Like `image(actions:)`, encoded as PNG.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let scale = max(format.scale, 0.01)
        let width = max(1, Int((bounds.width * scale).rounded(.up))), height = max(1, Int((bounds.height * scale).rounded(.up)))
        let buffer = PixelBuffer(width: width, height: height)
        if format.opaque { buffer.fill(PixelBuffer.pixel(red: 0, green: 0, blue: 0, alpha: 1)) }
        let cgContext = Raster.context(over: buffer, scale: scale)
        cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: cgContext, format: format, buffer: buffer)
        GraphicsContextSlot.withCurrent(GraphicsContextSlot(context: cgContext)) { actions(context) }
        return context
    }
}
