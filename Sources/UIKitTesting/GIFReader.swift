import Foundation

/// A small GIF decoder written from the GIF89a specification, independent of the encoder, to
/// check what the encoder and the command line write: palette, loop count, delays, and the
/// composed frames. Package-level test support.
struct GIFReader {
    struct Frame {
        var delay: Int
        var rect: (x: Int, y: Int, width: Int, height: Int)
        var transparentIndex: Int?
        /// The whole canvas after this frame, as 0xRRGGBB.
        var canvas: [UInt32]
    }

    enum Failure: Error { case malformed(String) }

    private(set) var width = 0, height = 0
    private(set) var palette: [UInt32] = []
    private(set) var loopCount: Int?
    private(set) var frames: [Frame] = []

    init(_ data: Data) throws {
        let b = [UInt8](data)
        var i = 0
        func byte() throws -> Int {
            guard i < b.count else { throw Failure.malformed("truncated at \(i)") }
            defer { i += 1 }
            return Int(b[i])
        }
        func short() throws -> Int { try byte() | (try byte()) << 8 }
        func subBlocks() throws -> [UInt8] {
            var out: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return out }
                guard i + n <= b.count else { throw Failure.malformed("sub-block past the end") }
                out.append(contentsOf: b[i..<(i + n)])
                i += n
            }
        }
        guard b.count > 13, String(decoding: b[0..<6], as: UTF8.self) == "GIF89a" else { throw Failure.malformed("signature") }
        i = 6
        width = try short()
        height = try short()
        let flags = try byte()
        _ = try byte(); _ = try byte()
        if flags & 0x80 != 0 {
            for _ in 0..<(1 << ((flags & 7) + 1)) { palette.append(UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte())) }
        }
        var canvas = [UInt32](repeating: 0, count: width * height)
        var delay = 0, transparent: Int?
        loop: while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                let body = try subBlocks()
                if label == 0xF9, body.count == 4 {
                    delay = Int(body[1]) | Int(body[2]) << 8
                    transparent = body[0] & 1 != 0 ? Int(body[3]) : nil
                } else if label == 0xFF, body.count == 14, String(decoding: body[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
                    loopCount = Int(body[12]) | Int(body[13]) << 8
                }
            case 0x2C:
                let x = try short(), y = try short(), w = try short(), h = try short()
                let imageFlags = try byte()
                guard imageFlags & 0x80 == 0 else { throw Failure.malformed("local palettes are not expected") }
                let codeSize = try byte()
                let indices = try Self.lzwDecode(try subBlocks(), minimumCodeSize: codeSize, count: w * h)
                for row in 0..<h {
                    for column in 0..<w {
                        let index = Int(indices[row * w + column])
                        if index == transparent { continue }
                        guard index < palette.count else { throw Failure.malformed("index \(index) outside palette") }
                        canvas[(y + row) * width + x + column] = palette[index]
                    }
                }
                frames.append(Frame(delay: delay, rect: (x, y, w, h), transparentIndex: transparent, canvas: canvas))
                transparent = nil
            case 0x3B:
                break loop
            case let other:
                throw Failure.malformed("unexpected block \(other)")
            }
        }
    }

    /// GIF LZW decoding, with the code width growing when the next code reaches 2^width.
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var dictionary: [[UInt8]] = []
        func reset() { dictionary = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var width = minimumCodeSize + 1
        var bitPosition = 0
        var output: [UInt8] = []
        var previous: [UInt8]?
        while bitPosition + width <= data.count * 8 {
            var code = 0
            for bit in 0..<width where data[(bitPosition + bit) / 8] & (1 << ((bitPosition + bit) % 8)) != 0 { code |= 1 << bit }
            bitPosition += width
            if code == clear {
                reset()
                width = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { break }
            var entry: [UInt8]
            if code < dictionary.count {
                entry = dictionary[code]
            } else if code == dictionary.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw Failure.malformed("bad code \(code) with \(dictionary.count) entries")
            }
            output.append(contentsOf: entry)
            if let previous, dictionary.count < 4096 {
                dictionary.append(previous + [entry[0]])
                if dictionary.count == 1 << width, width < 12 { width += 1 }
            }
            previous = entry
        }
        guard output.count == count else { throw Failure.malformed("decoded \(output.count) indices, expected \(count)") }
        return output
    }
}
