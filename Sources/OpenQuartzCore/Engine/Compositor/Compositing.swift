import COpenUIKitRaster

/// Whole-buffer operations of the compositor, over the C loops.
enum Compositing {
    typealias Rect = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// A device coordinate as a whole pixel index, safe for any geometry: clamped to ±10⁷ pixels
    /// (far beyond any frame), NaN as 0. Geometry may be huge but finite (a 1e20 translation);
    /// converting it to `Int` directly would trap.
    @inline(__always)
    static func pixel(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(Swift.max(-1e7, Swift.min(1e7, value)))
    }

    static func clear(_ buffer: PixelBuffer, _ r: Rect) {
        guard r.x0 < r.x1, r.y0 < r.y1 else { return }
        ouk_clear(buffer.data.assumingMemoryBound(to: UInt32.self), Int32(buffer.bytesPerRow / 4), Int32(r.x0), Int32(r.y0), Int32(r.x1), Int32(r.y1))
    }

    /// destination *= alpha(source) inside `r`.
    static func multiply(_ destination: PixelBuffer, byAlphaOf source: PixelBuffer, _ r: Rect) {
        guard r.x0 < r.x1, r.y0 < r.y1 else { return }
        ouk_multiply_by_alpha(destination.data.assumingMemoryBound(to: UInt32.self), Int32(destination.bytesPerRow / 4),
                              source.data.assumingMemoryBound(to: UInt32.self), Int32(source.bytesPerRow / 4),
                              Int32(r.x0), Int32(r.y0), Int32(r.x1), Int32(r.y1))
    }

    /// The alpha of `source` inside `r` as a coverage mask.
    static func alphaMask(of source: PixelBuffer, _ r: Rect) -> CoverageMask {
        let mask = CoverageMask(x: r.x0, y: r.y0, width: max(r.x1 - r.x0, 0), height: max(r.y1 - r.y0, 0))
        if r.x0 < r.x1, r.y0 < r.y1 {
            ouk_extract_alpha(source.data.assumingMemoryBound(to: UInt32.self), Int32(source.bytesPerRow / 4), mask.data, Int32(mask.width),
                              Int32(r.x0), Int32(r.y0), Int32(r.x1), Int32(r.y1))
        }
        return mask
    }

    /// A mask that is `a` × `b` (either may be nil: no restriction).
    static func intersect(_ a: CoverageMask?, _ b: CoverageMask?) -> CoverageMask? {
        guard let a else { return b }
        guard let b else { return a }
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y), x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        let result = CoverageMask(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
        guard x0 < x1, y0 < y1 else { return result }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let va = UInt32(a.data[(y - a.y) * a.width + (x - a.x)]), vb = UInt32(b.data[(y - b.y) * b.width + (x - b.x)])
                result.data[(y - y0) * result.width + (x - x0)] = UInt8((va * vb + 127) / 255)
            }
        }
        return result
    }
}
