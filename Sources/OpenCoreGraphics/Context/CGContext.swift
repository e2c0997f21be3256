import CCairo

/// A drawing destination: a bitmap with a current transformation matrix, clip, colours, line
/// attributes, alpha, blend mode and shadow, drawn with Cairo.
///
/// A bitmap context made with `init(data:...)` has Core Graphics' coordinates: origin at the
/// bottom left, y up (the first row of `data` is the top of the image). Contexts OpenUIKit hands
/// to drawing code (layer `draw(in:)`, `UIGraphicsImageRenderer`) are flipped to UIKit's y-down
/// coordinates, as on iOS.
///
/// See <https://developer.apple.com/documentation/coregraphics/cgcontext>.
public final class CGContext {
    struct GraphicsState {
        var fillColor = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1)
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var shadow: (offset: CGSize, blur: CGFloat, color: ColorComponents)?
        var interpolationQuality: CGInterpolationQuality = .default
    }

    let buffer: PixelBuffer
    let cairo: OpaquePointer
    private let surface: OpaquePointer
    /// The layout of caller memory when it is not the native one (converted after each drawing).
    private let external: (pointer: UnsafeMutableRawPointer, bytesPerRow: Int, layout: PixelLayout)?
    @exclusivity(unchecked) var state = GraphicsState()
    @exclusivity(unchecked) private var savedStates: [GraphicsState] = []
    /// The device transform under the user's CTM: Core Graphics' y-up mapping for bitmap contexts.
    let baseTransform: CGAffineTransform
    /// Whether the context's base space is UIKit's y-down (shadow offsets follow it).
    let baseIsFlipped: Bool

    // MARK: Lifecycle

    /// A bitmap context; `nil` for unsupported layouts.
    ///
    /// - Parameters:
    ///   - data: memory for the pixels, or `nil` to let the context allocate it.
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - bitsPerComponent: 8.
    ///   - bytesPerRow: the row stride, or 0 to let the context choose.
    ///   - space: RGB or gray.
    ///   - bitmapInfo: alpha info and byte order, e.g. `CGImageAlphaInfo.premultipliedLast.rawValue`.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let bitsPerPixel = space.model == .monochrome || CGBitmapInfo(rawValue: bitmapInfo).alphaInfo == .alphaOnly ? 8 : 32
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, bitmapInfo: bitmapInfo)
        else {
            OpenUIKitDiagnostics.report(.invalidImage, "CGContext(width: \(width), height: \(height), bitsPerComponent: \(bitsPerComponent), bitmapInfo: \(bitmapInfo)): unsupported bitmap layout.")
            return nil
        }
        let minimumStride = width * layout.bytesPerPixel
        let stride = bytesPerRow == 0 ? minimumStride : bytesPerRow
        guard stride >= minimumStride else {
            OpenUIKitDiagnostics.report(.invalidImage, "CGContext: bytesPerRow \(bytesPerRow) is smaller than \(minimumStride).")
            return nil
        }
        if let data, layout == .nativeBGRA, stride % 4 == 0 {
            self.init(buffer: PixelBuffer(borrowing: data, width: width, height: height, bytesPerRow: stride), flipped: false)
        } else {
            let buffer = PixelBuffer(width: width, height: height)
            var external: (UnsafeMutableRawPointer, Int, PixelLayout)?
            if let data {
                external = (data, stride, layout)
                for row in 0..<height {
                    layout.convertRowToNative(data.advanced(by: row * stride), buffer.data.advanced(by: row * buffer.bytesPerRow), width: width)
                }
            }
            self.init(buffer: buffer, flipped: false, external: external)
        }
    }

    /// A context over `buffer`. With `flipped`, user space is UIKit's (origin top left, y down)
    /// at `scale` pixels per point; otherwise it is Core Graphics' (origin bottom left, y up).
    init(buffer: PixelBuffer, flipped: Bool, scale: CGFloat = 1,
         external: (UnsafeMutableRawPointer, Int, PixelLayout)? = nil) {
        self.buffer = buffer
        self.external = external.map { (pointer: $0.0, bytesPerRow: $0.1, layout: $0.2) }
        surface = buffer.makeSurface()
        cairo = cairo_create(surface)
        baseIsFlipped = flipped
        baseTransform = flipped
            ? CGAffineTransform(scaleX: scale, y: scale)
            : CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(buffer.height))
        var matrix = baseTransform.cairoMatrix
        cairo_set_matrix(cairo, &matrix)
    }

    /// A UIKit-style (y-down) context drawing into `buffer` at `scale` pixels per point.
    static func flipped(over buffer: PixelBuffer, scale: CGFloat) -> CGContext {
        CGContext(buffer: buffer, flipped: true, scale: scale)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    // MARK: Public

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { external.map { $0.layout.bytesPerPixel * 8 } ?? 32 }
    public var bytesPerRow: Int { external?.bytesPerRow ?? buffer.bytesPerRow }

    /// The pixel memory (in the layout the context was created with).
    public var data: UnsafeMutableRawPointer? { external?.pointer ?? buffer.data }

    /// An image of the current contents.
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        return CGImage(pixels: buffer.copy())
    }

    /// Saves the graphics state (CTM, clip, colours, line attributes, alpha, blend, shadow).
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    /// Restores the last saved state; an unbalanced call is reported and ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            OpenUIKitDiagnostics.report(.invalidContextOperation, "CGContext.restoreGState() without a matching saveGState().")
            return
        }
        state = saved
        cairo_restore(cairo)
    }

    // MARK: Transformation

    /// The current transformation matrix from user space to the context's base space.
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(cairo: matrix).concatenating(baseTransform.inverted())
    }

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(cairo, Double(tx), Double(ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo_scale(cairo, Double(sx), Double(sy)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    /// Prepends `transform` to the CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = transform.cairoMatrix
        cairo_transform(cairo, &matrix)
    }

    /// The user-space to device-space (pixel) transform, y down.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(cairo: matrix)
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(userSpaceToDeviceSpaceTransform) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(userSpaceToDeviceSpaceTransform.inverted()) }

    /// Commits pending drawing (and converts into caller memory for non-native layouts).
    public func flush() {
        synchronize()
    }

    // MARK: Package

    /// After a drawing operation: flushes Cairo and mirrors into caller memory if needed.
    /// Where a picture of `pixelSize` drawn into `rect` (user space) would land pixel for pixel
    /// — its device origin, and the pixels it may change: the clip within the picture — when
    /// drawing it is a plain
    /// copy: a native bitmap, y down, no rotation or scaling of the picture's pixels, whole-pixel
    /// placement, alpha 1, normal blending, no shadow, a rectangular clip. Nil otherwise (draw
    /// the picture as an image then).
    func pixelExactPlacement(of rect: CGRect, pixelSize: (width: Int, height: Int))
        -> (origin: (x: Int, y: Int), clip: (x0: Int, y0: Int, x1: Int, y1: Int))? {
        guard external == nil, state.alpha == 1, state.blendMode == .normal, state.shadow == nil else { return nil }
        let device = userSpaceToDeviceSpaceTransform
        guard device.b == 0, device.c == 0, device.a > 0, device.d > 0 else { return nil }
        let placed = rect.applying(device)
        let x = placed.minX.rounded(), y = placed.minY.rounded()
        guard abs(placed.minX - x) < 1e-6, abs(placed.minY - y) < 1e-6,
              abs(placed.width - CGFloat(pixelSize.width)) < 1e-6, abs(placed.height - CGFloat(pixelSize.height)) < 1e-6,
              abs(x) < 1e9, abs(y) < 1e9, let clip = deviceClipRectangle() else { return nil }
        let origin = (x: Int(x), y: Int(y))
        return (origin, (max(clip.x0, origin.x), max(clip.y0, origin.y),
                         min(clip.x1, origin.x + pixelSize.width), min(clip.y1, origin.y + pixelSize.height)))
    }

    /// The clip as one device rectangle (whole pixels), or nil when it is not one.
    private func deviceClipRectangle() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cairo, &saved)
        cairo_identity_matrix(cairo)
        defer { cairo_set_matrix(cairo, &saved) }
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        switch list.pointee.num_rectangles {
        case 0:
            return (0, 0, 0, 0)
        case 1:
            let r = list.pointee.rectangles[0]
            let x0 = r.x.rounded(), y0 = r.y.rounded(), x1 = (r.x + r.width).rounded(), y1 = (r.y + r.height).rounded()
            guard abs(r.x - x0) < 1e-9, abs(r.y - y0) < 1e-9, abs(r.x + r.width - x1) < 1e-9, abs(r.y + r.height - y1) < 1e-9 else { return nil }
            return (Int(x0), Int(y0), Int(x1), Int(y1))
        default:
            return nil
        }
    }

    /// Runs `draw` with the context's pixels for direct writing (Cairo's pending drawing is
    /// committed first and told about the change afterwards).
    func withDirectPixelAccess<Result>(_ draw: (PixelBuffer) -> Result) -> Result {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        return draw(buffer)
    }

    func synchronize() {
        cairo_surface_flush(surface)
        guard let external else { return }
        for row in 0..<buffer.height {
            external.layout.convertRowFromNative(buffer.data.advanced(by: row * buffer.bytesPerRow),
                                                 external.pointer.advanced(by: row * external.bytesPerRow), width: buffer.width)
        }
    }
}

extension CGAffineTransform {
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }

    init(cairo m: cairo_matrix_t) {
        self.init(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
    }
}

extension DiagnosticCode {
    /// Misuse of a CGContext (unbalanced state, drawing with no path...).
    public static let invalidContextOperation = DiagnosticCode(rawValue: "CGContextInvalidOperation")
}
