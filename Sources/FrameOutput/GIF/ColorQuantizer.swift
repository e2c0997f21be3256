import Foundation
import OpenCoreGraphics

/// Chooses up to 255 colours for a set of opaque frames and maps pixels onto them.
///
/// Why this design (GIF allows 256 colours per frame):
/// - **One palette for the whole animation.** A transition rearranges the same two screens, so
///   one palette built from every frame fits all of them, and pixels that do not change keep
///   the same index from frame to frame (per-frame palettes make still areas flicker).
/// - **Exact colours when they fit.** Flat UI pictures often have fewer than 256 colours; then
///   the palette is exactly those colours and nothing is dithered.
/// - **Median cut otherwise,** over a 5-bit-per-channel histogram weighted by pixel count,
///   splitting the box with the largest spread × population along its longest axis; each
///   palette colour is the mean of the real pixels in its box.
/// - **Positional (Knoll) dithering.** A gradient between palette colours is drawn as a stable
///   pattern: each pixel picks from a plan of 8 candidates mixed to match its colour, ordered
///   by an 8x8 Bayer threshold. Colours in the palette are drawn as themselves (no noise on
///   flat areas), gradients do not band, and the pattern depends only on the pixel's colour
///   and position — so unchanged pixels stay unchanged across frames, which keeps the
///   frame-difference optimisation of the GIF writer effective.
struct ColorQuantizer {
    /// Palette entries as 0xRRGGBB.
    private(set) var palette: [UInt32]
    private var exactIndex: ExactColorTable
    /// Nearest palette index per 6-bit-per-channel colour, filled lazily (255 = not computed).
    private var nearestCache: [UInt8]

    /// Builds the palette from frames (premultiplied BGRA; alpha is ignored: frames are opaque).
    init(frames: [PixelBuffer], maximumColors: Int = 255) {
        var census = ColorCensus(maximumColors: maximumColors)
        for frame in frames { census.add(frame) }
        self.init(census: census)
    }

    /// Builds the palette from the colours counted one frame at a time (a recording streamed to
    /// disk counts its frames as they are drawn, then encodes them in a second pass).
    init(census: ColorCensus) {
        palette = census.palette()
        if palette.isEmpty { palette = [0] }
        exactIndex = ExactColorTable(palette)
        nearestCache = [UInt8](repeating: 255, count: 1 << 18)
    }

    /// Palette indices for a frame, dithered when the palette is not exact.
    mutating func indices(for frame: PixelBuffer) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: frame.width * frame.height)
        var plan = [UInt8](repeating: 0, count: 8)
        for y in 0..<frame.height {
            let row = frame.data.advanced(by: y * frame.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            var planned: UInt32 = 0xFFFF_FFFF
            // The last colour looked up and its exact index: runs of one colour look it up once.
            var previousColor: UInt32 = 0xFFFF_FFFF
            var previousIndex: UInt8?
            for x in 0..<frame.width {
                let color = row[x] & 0xFF_FFFF
                if color != previousColor {
                    previousColor = color
                    previousIndex = exactIndex.index(of: color)
                }
                if let index = previousIndex {
                    output[y * frame.width + x] = index
                    continue
                }
                if color != planned {
                    makePlan(color, into: &plan)
                    planned = color
                }
                output[y * frame.width + x] = plan[Int(Self.bayer[(y & 7) * 8 + (x & 7)]) >> 3]
            }
        }
        return output
    }

    // MARK: Dithering

    /// 8x8 Bayer thresholds 0...63.
    private static let bayer: [UInt8] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Knoll's pattern dithering: 8 candidates whose average approaches `color`, sorted by
    /// luminance so the Bayer threshold picks a spatially even mix.
    private mutating func makePlan(_ color: UInt32, into plan: inout [UInt8]) {
        let target = (Int(color >> 16 & 0xFF), Int(color >> 8 & 0xFF), Int(color & 0xFF))
        var error = (0, 0, 0)
        for step in 0..<8 {
            let wanted = (clamp(target.0 + error.0), clamp(target.1 + error.1), clamp(target.2 + error.2))
            let index = nearest(wanted)
            plan[step] = index
            let chosen = palette[Int(index)]
            error.0 += target.0 - Int(chosen >> 16 & 0xFF)
            error.1 += target.1 - Int(chosen >> 8 & 0xFF)
            error.2 += target.2 - Int(chosen & 0xFF)
        }
        plan.sort { luminance(palette[Int($0)]) < luminance(palette[Int($1)]) }
    }

    private func clamp(_ v: Int) -> Int { max(0, min(255, v)) }

    private func luminance(_ c: UInt32) -> Int {
        Int(c >> 16 & 0xFF) * 299 + Int(c >> 8 & 0xFF) * 587 + Int(c & 0xFF) * 114
    }

    /// The palette entry nearest (in weighted RGB distance) to a colour, cached per 6-bit cell.
    private mutating func nearest(_ c: (Int, Int, Int)) -> UInt8 {
        let key = (c.0 >> 2) << 12 | (c.1 >> 2) << 6 | (c.2 >> 2)
        let cached = nearestCache[key]
        if cached != 255 { return cached }
        // Search from the cell's centre so every colour in the cell gets the same answer.
        let centre = ((c.0 >> 2) * 4 + 2, (c.1 >> 2) * 4 + 2, (c.2 >> 2) * 4 + 2)
        var best = 0, bestDistance = Int.max
        for (index, entry) in palette.enumerated() {
            let dr = centre.0 - Int(entry >> 16 & 0xFF), dg = centre.1 - Int(entry >> 8 & 0xFF), db = centre.2 - Int(entry & 0xFF)
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        nearestCache[key] = UInt8(best)
        return UInt8(best)
    }
}

/// The palette index of each colour that is exactly in the palette (the first entry of a
/// repeated colour), in an open-addressed table of 1,024 slots with a multiplicative hash: a
/// `Dictionary`'s seeded hashing was a fifth of a recording's time, looking up every pixel.
struct ExactColorTable {
    private static let slotBits = 10
    /// Colours are 24-bit, so this key marks an empty slot.
    private static let empty: UInt32 = 0xFFFF_FFFF
    private var keys: [UInt32]
    private var values: [UInt8]

    init(_ palette: [UInt32]) {
        keys = [UInt32](repeating: Self.empty, count: 1 << Self.slotBits)
        values = [UInt8](repeating: 0, count: 1 << Self.slotBits)
        // At most 256 entries in 1,024 slots: the table is never full.
        for (index, color) in palette.prefix(256).enumerated() {
            var slot = Self.slot(of: color)
            while keys[slot] != Self.empty, keys[slot] != color { slot = (slot + 1) & (keys.count - 1) }
            guard keys[slot] == Self.empty else { continue }
            keys[slot] = color
            values[slot] = UInt8(index)
        }
    }

    func index(of color: UInt32) -> UInt8? {
        var slot = Self.slot(of: color)
        while true {
            let key = keys[slot]
            if key == color { return values[slot] }
            if key == Self.empty { return nil }
            slot = (slot + 1) & (keys.count - 1)
        }
    }

    private static func slot(of color: UInt32) -> Int {
        Int((color &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }
}

/// Median cut over a 5-bit-per-channel histogram.
enum MedianCut {
    /// One cell of the histogram: how many pixels fell in it, and the sums of their channels.
    struct Bin {
        var count = 0
        var red = 0, green = 0, blue = 0
    }

    struct Box {
        var cells: [Int]          // histogram cell numbers
        var population: Int
        var ranges: (Int, Int, Int)
    }

    /// Cells of the histogram: 5 bits per channel.
    static let cellCount = 1 << 15

    static func cell(of color: UInt32) -> Int {
        Int(color >> 19 & 31) << 10 | Int(color >> 11 & 31) << 5 | Int(color >> 3 & 31)
    }

    static func palette(bins: [Bin], colors: Int) -> [UInt32] {
        let occupied = bins.indices.filter { bins[$0].count > 0 }
        var boxes = [makeBox(occupied, bins)]
        while boxes.count < colors {
            // Split the box whose longest side × population is largest (a box of one cell cannot split).
            guard let pick = boxes.indices.filter({ boxes[$0].cells.count > 1 })
                .max(by: { score(boxes[$0]) < score(boxes[$1]) }) else { break }
            let box = boxes.remove(at: pick)
            let axis = longestAxis(box.ranges)
            let sorted = box.cells.sorted { component($0, axis) < component($1, axis) }
            var running = 0, split = 1
            for (offset, cell) in sorted.enumerated() {
                running += bins[cell].count
                if running * 2 >= box.population { split = max(1, min(sorted.count - 1, offset + 1)); break }
            }
            boxes.append(makeBox(Array(sorted[..<split]), bins))
            boxes.append(makeBox(Array(sorted[split...]), bins))
        }
        return boxes.map { box in
            var r = 0, g = 0, b = 0, n = 0
            for cell in box.cells {
                r += bins[cell].red; g += bins[cell].green; b += bins[cell].blue; n += bins[cell].count
            }
            let count = max(n, 1)
            return UInt32((r + count / 2) / count) << 16 | UInt32((g + count / 2) / count) << 8 | UInt32((b + count / 2) / count)
        }
    }

    private static func component(_ cell: Int, _ axis: Int) -> Int { (cell >> (10 - axis * 5)) & 31 }

    private static func makeBox(_ cells: [Int], _ bins: [Bin]) -> Box {
        var low = (31, 31, 31), high = (0, 0, 0), population = 0
        for cell in cells {
            let r = component(cell, 0), g = component(cell, 1), b = component(cell, 2)
            low = (min(low.0, r), min(low.1, g), min(low.2, b))
            high = (max(high.0, r), max(high.1, g), max(high.2, b))
            population += bins[cell].count
        }
        return Box(cells: cells, population: population, ranges: (high.0 - low.0, high.1 - low.1, high.2 - low.2))
    }

    private static func longestAxis(_ r: (Int, Int, Int)) -> Int {
        r.1 >= r.0 && r.1 >= r.2 ? 1 : (r.0 >= r.2 ? 0 : 2)
    }

    private static func score(_ box: Box) -> Double {
        Double(max(box.ranges.0, box.ranges.1, box.ranges.2) + 1) * Double(box.population).squareRoot()
    }
}
