#if canImport(Glibc)
import Glibc
#endif
import CCairo

/// A block of premultiplied 32-bit pixels in Cairo's ARGB32 layout (B, G, R, A bytes on
/// little-endian machines) — the one pixel format OpenUIKit draws, composites and samples in.
///
/// The buffer owns its memory (or borrows caller memory it is told about) and can be wrapped
/// in a Cairo image surface without copying.
package final class PixelBuffer: @unchecked Sendable {
    // Mutated only by its owner (a context or the compositor) on one thread at a time.
    package let width: Int
    package let height: Int
    /// Bytes per row (a multiple of 4, as Cairo requires).
    package let bytesPerRow: Int
    package let data: UnsafeMutableRawPointer
    private let ownsMemory: Bool

    /// A new zero-filled (transparent) buffer; with `zeroed: false`, its bytes are whatever the
    /// memory held, for a caller that writes every pixel at once (a copy).
    package init(width: Int, height: Int, zeroed: Bool = true) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        bytesPerRow = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(max(width, 1))).asInt
        let size = Self.allocationSize(bytesPerRow: bytesPerRow, height: self.height)
        data = PixelMemoryPool.shared.allocate(byteCount: size)
        // memset: the generic initializeMemory runs byte by byte in debug builds.
        if zeroed { memset(data, 0, size) }
        ownsMemory = true
    }

    /// Whether every pixel is fully transparent (all bytes zero, the pixels being premultiplied).
    package var isFullyTransparent: Bool {
        let rowBytes = width * 4
        for row in 0..<height {
            let start = UnsafeRawPointer(data.advanced(by: row * bytesPerRow))
            var offset = 0
            while offset + 8 <= rowBytes {
                if start.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != 0 { return false }
                offset += 8
            }
            if offset < rowBytes, start.loadUnaligned(fromByteOffset: offset, as: UInt32.self) != 0 { return false }
        }
        return true
    }

    /// Wraps caller-owned memory (already in this buffer's format).
    init(borrowing data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.data = data
        ownsMemory = false
    }

    deinit {
        if ownsMemory { PixelMemoryPool.shared.deallocate(data, byteCount: Self.allocationSize(bytesPerRow: bytesPerRow, height: height)) }
    }

    package var byteCount: Int { bytesPerRow * height }

    /// The bytes an owned buffer allocates (at least one row, and never none).
    private static func allocationSize(bytesPerRow: Int, height: Int) -> Int {
        max(bytesPerRow * max(height, 1), 4)
    }

    /// A Cairo image surface over the same memory. The caller must destroy it, and must not use
    /// it after the buffer is gone.
    func makeSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(bytesPerRow)
        )
    }

    /// A copy of the pixels.
    package func copy() -> PixelBuffer {
        // Rows without padding are written whole: no need to clear them first.
        let copy = PixelBuffer(width: width, height: height, zeroed: bytesPerRow != width * 4)
        copy.copyPixels(from: self)
        return copy
    }

    /// Overwrites this buffer's pixels with those of `source`, of the same size (a buffer
    /// reused frame after frame instead of a new copy each time).
    package func copyPixels(from source: PixelBuffer) {
        precondition(source.width == width && source.height == height, "copyPixels(from:) needs buffers of one size")
        for row in 0..<height {
            data.advanced(by: row * bytesPerRow).copyMemory(from: source.data.advanced(by: row * source.bytesPerRow), byteCount: width * 4)
        }
    }

    /// Fills every pixel with one premultiplied value.
    package func fill(_ pixel: UInt32) {
        for row in 0..<height {
            let pointer = data.advanced(by: row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            pointer.update(repeating: pixel, count: width)
        }
    }

    /// Whether every pixel in the rectangle (clamped to the buffer) is fully transparent (0).
    package func isClear(x0: Int, y0: Int, x1: Int, y1: Int) -> Bool {
        let left = max(0, x0), right = min(width, x1), top = max(0, y0), bottom = min(height, y1)
        guard left < right, top < bottom else { return true }
        for row in top..<bottom {
            let pixels = UnsafeBufferPointer(start: data.advanced(by: row * bytesPerRow + left * 4).assumingMemoryBound(to: UInt32.self),
                                             count: right - left)
            // OR-reduced in blocks (vectorised); a row with any ink ends the scan.
            var ink: UInt32 = 0
            for pixel in pixels { ink |= pixel }
            if ink != 0 { return false }
        }
        return true
    }

    /// The pixel at (x, y), premultiplied, as (r, g, b, a) bytes.
    package func rgba(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let value = data.advanced(by: y * bytesPerRow + x * 4).assumingMemoryBound(to: UInt32.self).pointee
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF), UInt8(value >> 24))
    }

    /// The longest side of a bitmap OpenUIKit allocates: 16,384 pixels, the largest texture of
    /// current iOS devices. Frames, backing stores, drawn contents and image contexts share it.
    package static let maximumSide = 16_384

    /// Packs premultiplied components (0...1) into a pixel.
    @inline(__always)
    package static func pixel(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32(max(0, min(255, (value * 255).rounded()))) }
        return byte(alpha) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}

extension Int32 {
    fileprivate var asInt: Int { Int(self) }
}
