import Synchronization

/// Keeps the memory of a few recently freed large pixel buffers for the next buffer of the
/// same size.
///
/// A full-screen picture at @3x is about 12 MB. glibc serves blocks that large with fresh
/// pages from the kernel and gives them back when they are freed, so every new picture paid
/// for its pages again — the kernel zeroing 12 MB and a page fault per 4 KB — which cost three
/// times the rendering itself for `snapshotView` (docs/benchmarks.md, "Snapshot path"). Snapshot
/// suites and recordings make pictures of one size over and over; reusing the memory leaves
/// only the clearing the buffer needs anyway.
///
/// A cache, not state: a buffer's contents never depend on it (reused memory is cleared), and it
/// holds at most ``maximumBlocks`` blocks and ``maximumBytes`` bytes.
final class PixelMemoryPool: Sendable {
    static let shared = PixelMemoryPool()
    /// Blocks smaller than this go straight to the allocator (it keeps them itself).
    static let minimumBlockSize = 1 << 20
    static let maximumBlocks = 4
    static let maximumBytes = 96 << 20

    private struct Block: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let byteCount: Int
    }

    private let blocks = Mutex<[Block]>([])

    /// Memory for `byteCount` bytes, 64-byte aligned, contents undefined.
    func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        if byteCount >= Self.minimumBlockSize {
            let reused = blocks.withLock { blocks -> UnsafeMutableRawPointer? in
                guard let index = blocks.lastIndex(where: { $0.byteCount == byteCount }) else { return nil }
                return blocks.remove(at: index).pointer
            }
            if let reused { return reused }
        }
        return UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
    }

    /// Takes back memory from ``allocate(byteCount:)``: kept for reuse, or freed.
    func deallocate(_ pointer: UnsafeMutableRawPointer, byteCount: Int) {
        guard byteCount >= Self.minimumBlockSize else { return pointer.deallocate() }
        let evicted = blocks.withLock { blocks -> [Block] in
            blocks.append(Block(pointer: pointer, byteCount: byteCount))
            var evicted: [Block] = []
            while blocks.count > Self.maximumBlocks || blocks.reduce(0, { $0 + $1.byteCount }) > Self.maximumBytes {
                evicted.append(blocks.removeFirst())
            }
            return evicted
        }
        for block in evicted { block.pointer.deallocate() }
    }
}
