import Foundation
@testable import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing

/// The untransformed copy path: opaque textures at whole-pixel offsets are copied row by row.
struct BlitTests {
    /// The copy takes a vector loop instead of memcpy when the destination row starts a few bytes
    /// past the source modulo 4096 (memcpy's slow case on some x86 machines). Texture and frame
    /// are carved from one allocation so that every distance is tried, on both sides of the
    /// switch, and each copy must put exactly the texture's rows at the offset.
    @Test(arguments: [0, 4, 12, 16, 28, 60, 64, 100, 2048, 4092])
    func copiesAreExactWhateverTheBuffersRelativeAlignment(bytesAhead: Int) {
        let width = 700, height = 3
        let rowBytes = width * 4
        let region = UnsafeMutableRawPointer.allocate(byteCount: 64 * 1024, alignment: 4096)
        defer { region.deallocate() }
        region.initializeMemory(as: UInt8.self, repeating: 0, count: 64 * 1024)
        let texture = PixelBuffer(borrowing: region, width: width, height: height, bytesPerRow: rowBytes)
        let frameStart = region.advanced(by: 16 * 1024 + bytesAhead)
        let frame = PixelBuffer(borrowing: frameStart, width: width + 4, height: height, bytesPerRow: (width + 4) * 4)
        var random = SplitMix(UInt64(bytesAhead) + 1)
        let texels = texture.data.assumingMemoryBound(to: UInt32.self)
        for index in 0..<width * height { texels[index] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF }
        // One pixel right: row 0 of the copy starts bytesAhead + 4 bytes past its source row (each
        // further row 16 bytes more, the strides differing by four pixels).
        QuadRasterizer.blit(texture, at: (x: 1, y: 0), opaque: true, opacity: 1,
                            clip: ClipState(rect: (0, 0, width + 4, height), mask: nil), into: frame)
        let pixels = frame.data.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            let row = pixels + y * (width + 4)
            #expect(row[0] == 0 && row[width + 1] == 0 && row[width + 2] == 0, "row \(y): pixels outside the texture stay clear")
            let copied = (0..<width).allSatisfy { row[1 + $0] == texels[y * width + $0] }
            #expect(copied, "row \(y) is the texture's row, one pixel to the right")
        }
    }
}
