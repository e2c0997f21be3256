@testable import OpenCoreGraphics
import Testing

/// Large pixel buffers reuse the memory of freed ones of the same size (PixelMemoryPool.swift),
/// and a reused buffer is as clear as a new one.
struct PixelMemoryPoolTests {
    @Test func aFreedLargeBuffersMemoryIsReusedCleared() {
        let pool = PixelMemoryPool()
        let size = 12 << 20
        let first = pool.allocate(byteCount: size)
        memset(first, 0xAB, size)
        pool.deallocate(first, byteCount: size)
        let second = pool.allocate(byteCount: size)
        #expect(second == first, "the same block comes back")
        let other = pool.allocate(byteCount: size)
        #expect(other != first, "a block is handed out once")
        pool.deallocate(second, byteCount: size)
        pool.deallocate(other, byteCount: size)
    }

    @Test func aPixelBufferFromReusedMemoryIsClear() {
        var address: UnsafeMutableRawPointer?
        do {
            let buffer = PixelBuffer(width: 1171, height: 2533)
            buffer.fill(0xFF00_FF00)
            address = buffer.data
        }
        let again = PixelBuffer(width: 1171, height: 2533)
        #expect(again.data == address, "the shared pool handed the memory back")
        #expect(again.isClear(x0: 0, y0: 0, x1: again.width, y1: again.height))
    }

    @Test func thePoolKeepsAFewBlocksAndFreesTheRest() {
        let pool = PixelMemoryPool()
        let size = 30 << 20
        let blocks = (0..<5).map { _ in pool.allocate(byteCount: size) }
        for block in blocks { pool.deallocate(block, byteCount: size) }
        // 96 MB hold three 30 MB blocks: the two freed first were released.
        let reused = (0..<3).map { _ in pool.allocate(byteCount: size) }
        #expect(Set(reused) == Set(blocks.suffix(3)))
        for block in reused { pool.deallocate(block, byteCount: size) }
    }
}
