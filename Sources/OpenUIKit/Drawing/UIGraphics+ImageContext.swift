/// Starts drawing into a new transparent bitmap of `size` points at scale 1 (one pixel a point),
/// and makes it the current context (the pre-iOS 10 way; `UIGraphicsImageRenderer` is newer).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts drawing into a new bitmap of `size` points and makes it the current context, pushed
/// on the same stack as `UIGraphicsPushContext(_:)`.
///
/// - Parameters:
///   - size: The bitmap's size in points.
///   - opaque: Whether the bitmap starts opaque black instead of transparent.
///   - scale: Pixels per point; `0` means the main screen's scale.
///
/// An empty, negative or non-finite size is refused with UIKit's message and pushes nothing, so
/// `UIGraphicsGetImageFromCurrentImageContext()` returns `nil` until a valid context is begun.
/// - Note: OpenUIKit differs: bitmaps are limited to 16,384 pixels a side; a larger request is
///   refused with the same message instead of failing to allocate.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    let pixelWidth = (size.width * scale).rounded(.up), pixelHeight = (size.height * scale).rounded(.up)
    guard scale.isFinite, scale > 0, pixelWidth.isFinite, pixelHeight.isFinite,
          pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= CGFloat(PixelBuffer.maximumSide), pixelHeight <= CGFloat(PixelBuffer.maximumSide) else {
        OpenUIKitDiagnostics.report(.viewMisuse, "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={\(size.width), \(size.height)}, scale=\(scale), bitmapInfo=0x2002. Use UIGraphicsImageRenderer to avoid this assert.", level: .error)
        return
    }
    let buffer = PixelBuffer(width: Int(pixelWidth), height: Int(pixelHeight))
    if opaque { buffer.fill(PixelBuffer.pixel(red: 0, green: 0, blue: 0, alpha: 1)) }
    let context = Raster.context(over: buffer, scale: scale)
    UIApplication.shared.state.graphicsContexts.append(GraphicsContextSlot(context: context, imageBuffer: buffer, scale: scale))
}

/// What has been drawn so far into the current image context, or `nil` when the current context
/// is not one begun by `UIGraphicsBeginImageContextWithOptions` (or there is none).
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let slot = UIApplication.shared.state.graphicsContexts.last, let bitmap = slot.imageBitmap else { return nil }
    slot.context.flush()
    return UIImage(cgImage: Raster.image(bitmap.buffer.copy()), scale: bitmap.scale, orientation: .up)
}

/// Ends the current image context begun by `UIGraphicsBeginImageContextWithOptions`, making the
/// previous context current again.
///
/// Without an image context on top of the stack nothing is popped and a message is logged, so a
/// context pushed with `UIGraphicsPushContext(_:)` is never removed by mistake.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    let state = UIApplication.shared.state
    guard let top = state.graphicsContexts.last, top.imageBitmap != nil else {
        OpenUIKitDiagnostics.report(.viewMisuse, "UIGraphicsEndImageContext() called without a current image context (UIGraphicsBeginImageContext).")
        return
    }
    state.graphicsContexts.removeLast()
}
