import Synchronization

/// An immutable bitmap image.
///
/// Pixels are kept as premultiplied BGRA (`PixelBuffer`), the form the renderer samples directly,
/// so drawing an image never converts it. The original bytes stay available through
/// `dataProvider` when the image was made from a provider.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgimage>.
public final class CGImage: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Immutable after creation: the pixels are never written once the image exists.
    let pixels: PixelBuffer
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public let dataProvider: CGDataProvider?
    public let shouldInterpolate: Bool
    let layout: PixelLayout

    // MARK: Lifecycle

    /// An image from raw bytes in a supported 8-bit layout (RGBA/ARGB/BGRA premultiplied or not,
    /// opaque RGBX/XRGB, gray, alpha only); `nil` for other layouts or too little data.
    ///
    /// - Parameters:
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - bitsPerComponent: 8.
    ///   - bitsPerPixel: 32 for colour, 8 for gray or alpha.
    ///   - bytesPerRow: the row stride of the provider's data.
    ///   - space: RGB or gray.
    ///   - bitmapInfo: alpha info and byte order.
    ///   - provider: the bytes.
    ///   - decode: ignored (no decode arrays).
    ///   - shouldInterpolate: `false` draws the image scaled without smoothing (nearest pixel).
    ///   - intent: ignored (no colour management).
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       space: space, bitmapInfo: bitmapInfo.rawValue),
              bytesPerRow >= width * layout.bytesPerPixel,
              provider.bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else {
            OpenUIKitDiagnostics.report(.invalidImage, "CGImage(width: \(width), height: \(height), bitsPerComponent: \(bitsPerComponent), bitsPerPixel: \(bitsPerPixel), bytesPerRow: \(bytesPerRow), bitmapInfo: \(bitmapInfo.rawValue)): unsupported layout or not enough data.")
            return nil
        }
        let pixels = PixelBuffer(width: width, height: height)
        provider.bytes.withUnsafeBytes { raw in
            for row in 0..<height {
                layout.convertRowToNative(raw.baseAddress!.advanced(by: row * bytesPerRow),
                                          pixels.data.advanced(by: row * pixels.bytesPerRow), width: width)
            }
        }
        self.pixels = pixels
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.colorSpace = space
        self.bitmapInfo = bitmapInfo
        self.dataProvider = provider
        self.shouldInterpolate = shouldInterpolate
        self.layout = layout
    }

    /// An image over premultiplied BGRA pixels the caller hands over (not copied).
    init(pixels: PixelBuffer, shouldInterpolate: Bool = true) {
        self.pixels = pixels
        bitsPerComponent = 8
        bitsPerPixel = 32
        colorSpace = .standardRGB
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        dataProvider = nil
        self.shouldInterpolate = shouldInterpolate
        layout = .nativeBGRA
    }

    // MARK: Public

    /// Whether every pixel is fully opaque (computed once, on first use).
    var isOpaque: Bool {
        opacity.withLock { known in
            if let known { return known }
            let opaque = pixels.isOpaque
            known = opaque
            return opaque
        }
    }

    private let opacity = Mutex<Bool?>(nil)

    public var width: Int { pixels.width }
    public var height: Int { pixels.height }
    public var bytesPerRow: Int { pixels.bytesPerRow }
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }
    public var isMask: Bool { false }

    /// The part of the image inside `rect` (in pixels, clipped to the image); `nil` when empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let crop = rect.integral.intersection(bounds)
        guard !crop.isNull, crop.width >= 1, crop.height >= 1 else { return nil }
        let result = PixelBuffer(width: Int(crop.width), height: Int(crop.height))
        for row in 0..<result.height {
            result.data.advanced(by: row * result.bytesPerRow).copyMemory(
                from: pixels.data.advanced(by: (Int(crop.minY) + row) * pixels.bytesPerRow + Int(crop.minX) * 4),
                byteCount: result.width * 4)
        }
        return CGImage(pixels: result)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "<CGImage \(width)x\(height)>" }
}

/// How colours are mapped between colour spaces (accepted for API compatibility; OpenUIKit has
/// no colour management).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric
    case relativeColorimetric
    case perceptual
    case saturation
}

extension DiagnosticCode {
    /// An image or bitmap context in a layout OpenUIKit cannot handle, or with too little data.
    public static let invalidImage = DiagnosticCode(rawValue: "CGImageInvalid")
}
