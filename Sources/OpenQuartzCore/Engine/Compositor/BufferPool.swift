/// Offscreen frame-sized buffers reused from frame to frame, so steady-state rendering allocates
/// nothing.
final class BufferPool {
    @exclusivity(unchecked) private var free: [PixelBuffer] = []

    init() {}

    /// A buffer of the given size whose rectangle `clear` is transparent (the rest is undefined).
    func take(width: Int, height: Int, clear: (x0: Int, y0: Int, x1: Int, y1: Int)) -> PixelBuffer {
        let buffer: PixelBuffer
        if let index = free.firstIndex(where: { $0.width == width && $0.height == height }) {
            buffer = free.remove(at: index)
        } else {
            buffer = PixelBuffer(width: width, height: height)
        }
        Compositing.clear(buffer, clear)
        return buffer
    }

    func recycle(_ buffer: PixelBuffer) {
        free.append(buffer)
    }
}
