import Foundation
import OpenCoreGraphics

/// Writes animated GIFs (GIF89a): one global palette chosen by `ColorQuantizer`, a looping
/// NETSCAPE2.0 extension, a delay per frame, and only the changed rectangle of each frame after
/// the first (unchanged pixels inside it are transparent, frames are left in place).
///
/// Delays: GIF counts in hundredths of a second, and browsers show frames shorter than 2/100 s
/// for 1/10 s. Frame times are therefore rounded cumulatively (so the total length is right), and
/// a frame that would last less than 2/100 s is dropped, its time going to the next frame shown.
/// Render at 50 frames per second or fewer to keep every frame.
enum GIFEncoder {
    /// - Parameters:
    ///   - frames: equally sized pictures (premultiplied; translucent pixels are composited over
    ///     `background`).
    ///   - durations: how long each frame stays on screen, in seconds.
    ///   - loopCount: 0 loops forever.
    static func encode(frames: [PixelBuffer], durations: [Double], loopCount: Int = 0,
                               background: ColorComponents = ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)) -> Data? {
        guard let first = frames.first, frames.count == durations.count,
              frames.allSatisfy({ $0.width == first.width && $0.height == first.height }),
              first.width <= 65_535, first.height <= 65_535 else {
            OpenUIKitDiagnostics.report(.invalidImage, "GIF needs equally sized frames (at most 65535 pixels a side) and one duration per frame.")
            return nil
        }
        let shown = schedule(durations)
        // Only the frames that will be shown, composited over the background.
        let pictures = shown.map { flatten(frames[$0.frame], over: background) }
        return encode(zip(pictures, shown.map(\.centiseconds)).map { ($0, $1) }, width: first.width, height: first.height,
                      quantizer: ColorQuantizer(frames: pictures), loopCount: loopCount)
    }

    /// A whole GIF from the frames it shows (opaque, see `flatten(_:over:)`) and their delays in
    /// centiseconds, with the palette of `quantizer`.
    static func encode(_ shown: [(picture: PixelBuffer, centiseconds: Int)], width: Int, height: Int,
                       quantizer: ColorQuantizer, loopCount: Int = 0) -> Data {
        var stream = Stream(width: width, height: height, quantizer: quantizer, loopCount: loopCount)
        var data = stream.header()
        for entry in shown { data += stream.add(entry.picture, centiseconds: entry.centiseconds) }
        return data + stream.finish()
    }

    /// Writes a GIF one frame at a time, for recordings too long to keep in memory: the palette
    /// comes first (count the frames with a `ColorCensus`), then each shown frame, flattened,
    /// with its delay (from `Schedule`). Every call returns the bytes to append to the file; a
    /// frame is held back until the next one arrives (its delay grows while nothing changes).
    struct Stream {
        private let width: Int, height: Int
        private var quantizer: ColorQuantizer
        private let loopCount: Int
        private var writer = GIFWriter()
        private var previous: [UInt8]?
        private var pending: (indices: [UInt8], rect: GIFWriter.Rect, transparent: Bool)?
        private var pendingDelay = 0
        private static let transparentIndex: UInt8 = 255

        init(width: Int, height: Int, quantizer: ColorQuantizer, loopCount: Int = 0) {
            self.width = width
            self.height = height
            self.quantizer = quantizer
            self.loopCount = loopCount
        }

        /// The header, the palette and the looping extension.
        mutating func header() -> Data {
            writer.header(width: width, height: height, palette: quantizer.palette, loopCount: loopCount)
            return writer.drain()
        }

        /// A shown frame (opaque, see `flatten(_:over:)`) and how long it stays, in centiseconds.
        mutating func add(_ picture: PixelBuffer, centiseconds: Int) -> Data {
            let indices = quantizer.indices(for: picture)
            if let previous {
                guard let changed = changedRect(previous, indices, width: width, height: height) else {
                    pendingDelay += centiseconds   // nothing changed: show the last frame longer
                    return Data()
                }
                writePending()
                var cropped = [UInt8]()
                cropped.reserveCapacity(changed.width * changed.height)
                for y in changed.y..<(changed.y + changed.height) {
                    for x in changed.x..<(changed.x + changed.width) {
                        let i = y * width + x
                        cropped.append(indices[i] == previous[i] ? Self.transparentIndex : indices[i])
                    }
                }
                pending = (cropped, changed, true)
            } else {
                pending = (indices, GIFWriter.Rect(x: 0, y: 0, width: width, height: height), false)
            }
            pendingDelay = centiseconds
            previous = indices
            return writer.drain()
        }

        /// The last frame and the trailer.
        mutating func finish() -> Data {
            writePending()
            pending = nil
            writer.trailer()
            return writer.drain()
        }

        private mutating func writePending() {
            guard let pending else { return }
            writer.frame(pending.indices, rect: pending.rect, delay: pendingDelay, transparent: pending.transparent ? Self.transparentIndex : nil)
        }
    }

    /// Decides, frame by frame, which frames a GIF shows and for how long (see the type's note on
    /// delays): `delay(lasting:isLast:)` gives the centiseconds of a shown frame, or `nil` for
    /// a frame too short to show.
    struct Schedule {
        private var elapsed = 0.0, written = 0

        init() {}

        mutating func delay(lasting duration: Double, isLast: Bool) -> Int? {
            elapsed += max(0, duration.isFinite ? duration : 0)
            let end = Int((elapsed * 100).rounded())
            let delay = end - written
            if delay < 2 && !isLast { return nil }
            written = end
            return max(delay, 2)
        }
    }

    /// Frames to show and their delays in centiseconds (see the type's note on delays).
    static func schedule(_ durations: [Double]) -> [(frame: Int, centiseconds: Int)] {
        var schedule = Schedule()
        return durations.indices.compactMap { index in
            schedule.delay(lasting: durations[index], isLast: index == durations.count - 1).map { (index, $0) }
        }
    }

    /// The frame over an opaque background (the frame itself when it is opaque already).
    static func flatten(_ frame: PixelBuffer, over background: ColorComponents = ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)) -> PixelBuffer {
        if frame.isOpaque { return frame }
        let bg = (background.red * 255, background.green * 255, background.blue * 255)
        let output = PixelBuffer(width: frame.width, height: frame.height)
        for y in 0..<frame.height {
            let source = frame.data.advanced(by: y * frame.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let target = output.data.advanced(by: y * output.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<frame.width {
                let p = source[x], alpha = p >> 24
                if alpha == 255 {
                    target[x] = p
                    continue
                }
                let rest = Double(255 - alpha) / 255
                func mix(_ channel: UInt32, _ backdrop: Double) -> UInt32 { min(255, UInt32((Double(channel) + backdrop * rest).rounded())) }
                target[x] = 0xFF00_0000 | mix(p >> 16 & 0xFF, bg.0) << 16 | mix(p >> 8 & 0xFF, bg.1) << 8 | mix(p & 0xFF, bg.2)
            }
        }
        return output
    }

    private static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> GIFWriter.Rect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let base = y * width
            var first = -1, last = -1
            for x in 0..<width where a[base + x] != b[base + x] {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 {
                minX = min(minX, first); maxX = max(maxX, last)
                minY = min(minY, y); maxY = y
            }
        }
        guard maxX >= 0 else { return nil }
        return GIFWriter.Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// The GIF byte layout: header, screen descriptor, palette, extensions, image blocks, trailer.
private struct GIFWriter {
    struct Rect {
        var x: Int, y: Int, width: Int, height: Int
    }

    private var bytes: [UInt8] = []

    mutating func header(width: Int, height: Int, palette: [UInt32], loopCount: Int) {
        bytes.append(contentsOf: Array("GIF89a".utf8))
        short(width)
        short(height)
        bytes.append(0xF7)      // global colour table, 8 bits per channel resolution, 256 entries
        bytes.append(0)         // background colour index
        bytes.append(0)         // pixel aspect ratio: unspecified (square)
        for index in 0..<256 {
            let color = index < palette.count ? palette[index] : 0
            bytes.append(UInt8(color >> 16 & 0xFF))
            bytes.append(UInt8(color >> 8 & 0xFF))
            bytes.append(UInt8(color & 0xFF))
        }
        bytes.append(contentsOf: [0x21, 0xFF, 0x0B])
        bytes.append(contentsOf: Array("NETSCAPE2.0".utf8))
        bytes.append(contentsOf: [0x03, 0x01])
        short(max(0, min(65_535, loopCount)))
        bytes.append(0)
    }

    mutating func frame(_ indices: [UInt8], rect: Rect, delay: Int, transparent: UInt8?) {
        // Graphic control extension: disposal 1 (leave in place), optional transparent index.
        bytes.append(contentsOf: [0x21, 0xF9, 0x04])
        bytes.append(0x04 | (transparent == nil ? 0 : 0x01))
        short(max(0, min(65_535, delay)))
        bytes.append(transparent ?? 0)
        bytes.append(0)
        // Image descriptor, no local colour table.
        bytes.append(0x2C)
        short(rect.x)
        short(rect.y)
        short(rect.width)
        short(rect.height)
        bytes.append(0)
        bytes.append(8)         // LZW minimum code size
        let data = LZWCompressor(minimumCodeSize: 8).compress(indices)
        var offset = 0
        while offset < data.count {
            let count = min(255, data.count - offset)
            bytes.append(UInt8(count))
            bytes.append(contentsOf: data[offset..<(offset + count)])
            offset += count
        }
        bytes.append(0)
    }

    mutating func trailer() {
        bytes.append(0x3B)
    }

    /// The bytes written since the last call.
    mutating func drain() -> Data {
        defer { bytes.removeAll(keepingCapacity: true) }
        return Data(bytes)
    }

    private mutating func short(_ value: Int) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8 & 0xFF))
    }
}
