import COpenUIKitRaster

/// The backdrop of a layer with a `backdropBlurRadius`: what the frame holds behind the layer,
/// blurred, put back inside the layer's (rounded) quad before the layer draws its background
/// (the tint) and content over it.
enum BackdropBlur {
    /// Blurs `target` under `clip` (the layer's quad, from `LayerCompositor.clip`) with a
    /// Gaussian of `sigma` device pixels, reading up to 3 sigma beyond the quad.
    static func apply(sigma: Double, clip: ClipState, target: PixelBuffer, opacity: Double, pool: BufferPool) {
        guard sigma.isFinite, sigma > 0.25, opacity > 0.001 else { return }
        let area = clip.rect
        guard area.x0 < area.x1, area.y0 < area.y1 else { return }
        let margin = Int(min(sigma * 3, 4_096).rounded(.up))
        let source = (x0: max(0, area.x0 - margin), y0: max(0, area.y0 - margin),
                      x1: min(target.width, area.x1 + margin), y1: min(target.height, area.y1 + margin))
        let scratch = pool.take(width: target.width, height: target.height, clear: (0, 0, 0, 0))
        defer { pool.recycle(scratch) }
        let status = ouk_backdrop_blur(
            target.data.assumingMemoryBound(to: UInt32.self), Int32(target.bytesPerRow / 4),
            Int32(source.x0), Int32(source.y0), Int32(source.x1), Int32(source.y1),
            scratch.data.assumingMemoryBound(to: UInt32.self), Int32(scratch.bytesPerRow / 4),
            Int32(area.x0), Int32(area.y0), Int32(area.x1), Int32(area.y1), Float(min(sigma, 2_000)))
        guard status == 0 else {
            OpenUIKitDiagnostics.reportOnce(key: "backdrop-memory", .invalidRendering, "A backdrop blur was skipped: no memory for its downsampled copy.")
            return
        }
        QuadRasterizer.blit(scratch, at: (0, 0), opaque: false, opacity: opacity, clip: clip, into: target)
    }
}
