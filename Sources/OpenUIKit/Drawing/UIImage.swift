/// A bitmap image with a scale (pixels per point).
///
/// - Note: OpenUIKit differs: images are bitmaps only (PNG files and drawn images). There are no
///   asset catalogs, symbol images, vector PDFs or JPEG; `init?(named:)` looks for
///   `name@3x.png`, `name@2x.png` or `name.png` (in that order) in the main bundle's resources.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image's pixels are rotated. Only `.up` is produced by OpenUIKit's decoders.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The underlying bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The orientation the image was created with.
    public let imageOrientation: Orientation
    /// How image views and buttons draw the image: as it is, or as a template tinted with their
    /// `tintColor` (`withRenderingMode(_:)`).
    public internal(set) var renderingMode: RenderingMode = .automatic

    /// How the image is drawn by views that show it.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: as it is, in OpenUIKit's views.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// Its alpha only, filled with the view's tint colour.
        case alwaysTemplate
    }

    /// An image of `cgImage` at `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        super.init()
    }

    /// An empty image: no pixels, size zero, as `UIImage()` makes on iOS (tests use it as a
    /// placeholder); drawing it draws nothing.
    override public init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        super.init()
    }

    /// An image of `cgImage` at one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image decoded from PNG data, at `scale` pixels per point; `nil` if the data is not a PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = ImageCoding.image(fromPNG: data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// An image decoded from PNG data at one pixel per point.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image read from a PNG file. A `@2x`/`@3x` suffix in the file name sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image of an `#imageLiteral(resourceName:)`: `init?(named:)` of the name.
    ///
    /// - Note: OpenUIKit differs: iOS stops the program when the image is missing; OpenUIKit
    ///   logs an error and makes a transparent one-point image, so the rest of the app runs.
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name), let cgImage = image.cgImage {
            self.init(cgImage: cgImage, scale: image.scale, orientation: .up)
        } else {
            OpenUIKitDiagnostics.report(.viewMisuse, "#imageLiteral(resourceName: \"\(name)\"): no image named '\(name)' in the main bundle; a transparent 1x1 image is used instead.", level: .error)
            self.init(cgImage: Raster.image(PixelBuffer(width: 1, height: 1)), scale: 1, orientation: .up)
        }
    }

    /// An image from the main bundle's resources: `name` with `@3x`, `@2x` or no suffix, `.png`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image from `bundle`'s resources (the main bundle when nil): `name` with `@3x`, `@2x`
    /// or no suffix, `.png`, else the image set `name` of an asset catalog (`.xcassets`) copied
    /// into the resources.
    ///
    /// - Note: OpenUIKit differs: the trait collection is not consulted (one scale of each
    ///   image is loaded: the largest found); catalogs are read from their folders (PNG files),
    ///   not compiled `.car` files.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let base = (name as NSString).deletingPathExtension
        let searched = bundle ?? Bundle.main
        for suffix in ["@3x", "@2x", ""] {
            if let path = searched.path(forResource: base + suffix, ofType: "png") {
                self.init(contentsOfFile: path)
                return
            }
        }
        guard let file = AssetCatalog.imageFile(named: name, in: searched),
              let data = FileManager.default.contents(atPath: file.url.path) else { return nil }
        self.init(data: data, scale: file.scale)
    }

    /// A symbol image (SF Symbols).
    ///
    /// - Note: OpenUIKit differs: SF Symbols are Apple's and not available on Linux; the result is
    ///   `nil`, as for an unknown symbol name on iOS, and the first request logs why.
    public convenience init?(systemName name: String) {
        OpenUIKitDiagnostics.reportOnce(key: "sf-symbols", .unsupportedAPI, "UIImage(systemName: \"\(name)\") returns nil: SF Symbols are not available on Linux (bundle a PNG and use UIImage(named:)).")
        return nil
    }

    /// The same pixels with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        return variant(of: cgImage, renderingMode: renderingMode, flips: flipsForRightToLeftLayoutDirection)
    }

    /// The image's alpha filled with `color` (drawn as it is from then on).
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image's alpha filled with `color`, with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        return variant(of: Raster.tinted(cgImage, with: color.cgColor), renderingMode: renderingMode, flips: flipsForRightToLeftLayoutDirection)
    }

    /// Whether views show the image mirrored when they lay out right to left
    /// (`imageFlippedForRightToLeftLayoutDirection()`).
    public private(set) var flipsForRightToLeftLayoutDirection = false

    /// The same image, shown mirrored left to right by image views (and buttons' image views)
    /// that lay out right to left: for arrows and chevrons that point the way the text reads.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        guard let cgImage else { return self }
        return variant(of: cgImage, renderingMode: renderingMode, flips: true)
    }

    /// An image of `pixels` at this one's scale and orientation, with the attributes given.
    private func variant(of pixels: CGImage, renderingMode: RenderingMode, flips: Bool) -> UIImage {
        let image = UIImage(cgImage: pixels, scale: scale, orientation: imageOrientation)
        image.renderingMode = renderingMode
        image.flipsForRightToLeftLayoutDirection = flips
        return image
    }

    /// The size in points: pixels divided by `scale`.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image encoded as PNG (its pixels at full resolution).
    open func pngData() -> Data? {
        guard let cgImage else { return nil }
        return ImageCoding.pngData(cgImage)
    }

    /// Draws the image into the current context, filling `rect` (the right way up).
    @preconcurrency @MainActor
    open func draw(in rect: CGRect) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        // Core Graphics puts an image's first row at the rect's maximum y; flip about the rect.
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: rect)
        context.restoreGState()
    }

    /// Draws the image at its size with its top-left corner at `point`.
    @preconcurrency @MainActor
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

/// `#imageLiteral(resourceName:)` makes a `UIImage` from the main bundle, as in Xcode.
extension UIImage: _ExpressibleByImageLiteral {}

/// A literal `#imageLiteral(...)` with no other type context is a `UIImage`, as with iOS's UIKit.
public typealias _ImageLiteralType = UIImage
