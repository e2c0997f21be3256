import Foundation
import OpenCoreGraphics

/// The colours of an animation, counted one frame at a time so that frames need not be kept:
/// the exact colours while there are few enough for a palette, then (from the first colour too
/// many) the 5-bit-per-channel histogram that median cut splits. `ColorQuantizer(census:)`
/// turns it into the same palette `ColorQuantizer(frames:)` makes from the frames themselves.
struct ColorCensus {
    private let limit: Int
    /// Pixels per exact colour (0xRRGGBB), until there are more than `limit` of them.
    private var exact: [UInt32: Int] = [:]
    /// The histogram, once the exact colours overflowed.
    private var bins: [MedianCut.Bin]?

    init(maximumColors: Int = 255) {
        limit = max(2, min(maximumColors, 255))
    }

    /// Counts a frame's pixels (premultiplied BGRA; alpha is ignored: frames are opaque).
    mutating func add(_ frame: PixelBuffer) {
        for y in 0..<frame.height {
            let row = frame.data.advanced(by: y * frame.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            var x = 0
            while x < frame.width {
                // Runs of one colour are counted at once (user interfaces are mostly flat).
                let color = row[x] & 0xFF_FFFF
                var end = x + 1
                while end < frame.width, row[end] & 0xFF_FFFF == color { end += 1 }
                count(color, times: end - x)
                x = end
            }
        }
    }

    /// The palette: the exact colours sorted when they fit, else median cut's.
    func palette() -> [UInt32] {
        if let bins { return MedianCut.palette(bins: bins, colors: limit) }
        return exact.keys.sorted()
    }

    private mutating func count(_ color: UInt32, times: Int) {
        if bins == nil {
            exact[color, default: 0] += times
            guard exact.count > limit else { return }
            // One colour too many: from now on only the histogram counts.
            var histogram = [MedianCut.Bin](repeating: MedianCut.Bin(), count: MedianCut.cellCount)
            for (color, pixels) in exact { Self.add(color, times: pixels, to: &histogram) }
            exact = [:]
            bins = histogram
            return
        }
        Self.add(color, times: times, to: &bins!)
    }

    private static func add(_ color: UInt32, times: Int, to bins: inout [MedianCut.Bin]) {
        let cell = MedianCut.cell(of: color)
        bins[cell].count += times
        bins[cell].red += Int(color >> 16 & 0xFF) * times
        bins[cell].green += Int(color >> 8 & 0xFF) * times
        bins[cell].blue += Int(color & 0xFF) * times
    }
}
