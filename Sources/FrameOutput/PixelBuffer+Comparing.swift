import COpenUIKitRaster
import OpenCoreGraphics
import OpenQuartzCore

// What the test kit's goldens need to compare frames quickly: a hash that tells equal frames
// apart without comparing them pixel by pixel.
extension PixelBuffer {
    /// A 64-bit hash of the pixels (`ouk_pixel_hash`): equal pixels, equal hashes; one pixel
    /// changed, a different hash.
    package var contentHash: UInt64 {
        ouk_pixel_hash(data.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow / 4), Int32(width), Int32(height))
    }

    /// A copy of the pixels and their `contentHash`, in one pass over memory.
    package func copyWithHash() -> (copy: PixelBuffer, hash: UInt64) {
        // Every pixel of every row is written; the padding at the end of a row is never read.
        let copy = PixelBuffer(width: width, height: height, zeroed: false)
        let hash = ouk_copy_and_hash(data.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow / 4), Int32(width), Int32(height),
                                     copy.data.assumingMemoryBound(to: UInt32.self), Int32(copy.bytesPerRow / 4))
        return (copy, hash)
    }
}
