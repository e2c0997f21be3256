import Foundation

/// Animated PNG (APNG, part of the PNG specification's 3rd edition, §4.9 and §11.3.6):
/// full-size frames with their display times and UTF-8 text, written and read losslessly.
/// Browsers show the file as an animation; viewers that know only still PNGs show the first
/// frame. Each frame is compressed by libpng (`PNGCodec`) and moved into APNG's chunks
/// (`fcTL` + `IDAT`/`fdAT`), so the same frames always give the same bytes.
enum APNGCodec {
    /// Frames, each shown for its delay, and named texts (`iTXt` chunks).
    struct Animation {
        var frames: [PixelBuffer]
        /// How long each frame is shown, in seconds (as stored: a fraction of 1/10,000 s).
        var delays: [Double]
        var texts: [String: String]

        init(frames: [PixelBuffer], delays: [Double], texts: [String: String] = [:]) {
            self.frames = frames
            self.delays = delays
            self.texts = texts
        }
    }

    /// The file for `animation`; `nil` (with the reason in `problem`) when there are no frames,
    /// the frames differ in size, or a frame cannot be compressed.
    static func encode(_ animation: Animation, problem: inout String) -> Data? {
        guard let first = animation.frames.first else {
            problem = "an animation needs at least one frame"
            return nil
        }
        guard animation.frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            problem = "every frame of an animation has the size of the first (\(first.width)×\(first.height))"
            return nil
        }
        var header: [PNGChunks.Chunk] = []
        var body: [PNGChunks.Chunk] = []
        var sequence: UInt32 = 0
        for (index, frame) in animation.frames.enumerated() {
            guard let still = PNGCodec.encode(frame), let chunks = PNGChunks.read(still, problem: &problem) else {
                problem = "frame \(index) could not be compressed" + (problem.isEmpty ? "" : ": \(problem)")
                return nil
            }
            if index == 0 { header = Array(chunks.prefix { $0.type != "IDAT" }) }
            let delay = index < animation.delays.count ? animation.delays[index] : 0
            body.append(PNGChunks.Chunk("fcTL", frameControl(sequence: sequence, width: frame.width, height: frame.height, delay: delay)))
            sequence += 1
            for data in chunks.filter({ $0.type == "IDAT" }).map(\.data) {
                if index == 0 {
                    body.append(PNGChunks.Chunk("IDAT", data))
                } else {
                    body.append(PNGChunks.Chunk("fdAT", Data(PNGChunks.bigEndianBytes(sequence)) + data))
                    sequence += 1
                }
            }
        }
        var control = Data(PNGChunks.bigEndianBytes(UInt32(animation.frames.count)))
        control.append(contentsOf: PNGChunks.bigEndianBytes(UInt32(0))) // loop forever
        var chunks = header
        chunks.insert(PNGChunks.Chunk("acTL", control), at: min(1, chunks.count))
        for key in animation.texts.keys.sorted() {
            chunks.append(PNGChunks.Chunk("iTXt", PNGChunks.internationalText(keyword: key, text: animation.texts[key] ?? "")))
        }
        chunks += body
        chunks.append(PNGChunks.Chunk("IEND", Data()))
        return PNGChunks.write(chunks)
    }

    /// An APNG file taken apart without decompressing: each frame as a still PNG file of its
    /// own (to decode when needed), its delay, and the texts.
    struct Split {
        var stills: [Data]
        var delays: [Double]
        var texts: [String: String]

        /// Every frame decoded; `nil`, with the reason in `problem`, when one cannot be.
        func decoded(problem: inout String) -> Animation? {
            var animation = Animation(frames: [], delays: delays, texts: texts)
            for (index, still) in stills.enumerated() {
                guard let image = PNGCodec.decode(still) else {
                    problem = "frame \(index) could not be decompressed"
                    return nil
                }
                animation.frames.append(image.pixels)
            }
            return animation
        }
    }

    /// The frames, delays and texts of an APNG file this codec can read: full-size frames
    /// (offset 0, 0), as `encode` writes them. A still PNG reads as one frame with no delay.
    /// `nil`, with the reason in `problem`, for anything else.
    static func decode(_ file: Data, problem: inout String) -> Animation? {
        split(file, problem: &problem)?.decoded(problem: &problem)
    }

    /// The file's frames as still PNG files, with their delays and the texts; `nil`, with the
    /// reason in `problem`, for a file `decode` cannot read.
    static func split(_ file: Data, problem: inout String) -> Split? {
        guard let chunks = PNGChunks.read(file, problem: &problem) else { return nil }
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            problem = "the file does not start with an image header (IHDR)"
            return nil
        }
        let headerBytes = [UInt8](header.data)
        let width = Int(PNGChunks.bigEndian32(headerBytes, at: 0)), height = Int(PNGChunks.bigEndian32(headerBytes, at: 4))
        let beforeData = Array(chunks.prefix { $0.type != "IDAT" && $0.type != "fcTL" && $0.type != "fdAT" })
            .filter { $0.type != "acTL" && $0.type != "iTXt" && $0.type != "tEXt" }
        var texts: [String: String] = [:]
        for chunk in chunks where chunk.type == "iTXt" {
            if let (keyword, text) = PNGChunks.readInternationalText(chunk.data) { texts[keyword] = text }
        }
        // Frame by frame: a control chunk, then its data (IDAT for the first, fdAT after it).
        var frames: [(delay: Double, data: [Data])] = []
        var sawAnimationControl = false
        for chunk in chunks {
            let bytes = [UInt8](chunk.data)
            switch chunk.type {
            case "acTL":
                sawAnimationControl = true
            case "fcTL":
                guard bytes.count == 26 else {
                    problem = "frame control chunk \(frames.count) is \(bytes.count) bytes long, not 26"
                    return nil
                }
                let frameWidth = Int(PNGChunks.bigEndian32(bytes, at: 4)), frameHeight = Int(PNGChunks.bigEndian32(bytes, at: 8))
                let x = PNGChunks.bigEndian32(bytes, at: 12), y = PNGChunks.bigEndian32(bytes, at: 16)
                guard frameWidth == width, frameHeight == height, x == 0, y == 0 else {
                    problem = "frame \(frames.count) covers \(frameWidth)×\(frameHeight) at (\(x), \(y)); only full-size frames are read"
                    return nil
                }
                let numerator = Double(UInt16(bytes[20]) << 8 | UInt16(bytes[21]))
                let denominator = Double(UInt16(bytes[22]) << 8 | UInt16(bytes[23]))
                frames.append((numerator / (denominator == 0 ? 100 : denominator), []))
            case "IDAT":
                if frames.isEmpty { frames.append((0, [])) } // a still image, or a default image outside the animation
                frames[frames.count - 1].data.append(chunk.data)
            case "fdAT":
                guard !frames.isEmpty, bytes.count > 4 else {
                    problem = "frame data (fdAT) before any frame control chunk"
                    return nil
                }
                frames[frames.count - 1].data.append(chunk.data.dropFirst(4))
            default:
                continue
            }
        }
        if !sawAnimationControl { frames = Array(frames.prefix(1)) }
        guard !frames.isEmpty else {
            problem = "the file has no image data"
            return nil
        }
        let stills = frames.map { frame in
            PNGChunks.write(beforeData + frame.data.map { PNGChunks.Chunk("IDAT", $0) } + [PNGChunks.Chunk("IEND", Data())])
        }
        return Split(stills: stills, delays: frames.map(\.delay), texts: texts)
    }

    /// `fcTL`: the frame's place (the whole canvas), its delay as a fraction of a second, and
    /// "leave it, replace the canvas" as disposal and blending.
    private static func frameControl(sequence: UInt32, width: Int, height: Int, delay: Double) -> Data {
        var data = Data()
        data.append(contentsOf: PNGChunks.bigEndianBytes(sequence))
        data.append(contentsOf: PNGChunks.bigEndianBytes(UInt32(width)))
        data.append(contentsOf: PNGChunks.bigEndianBytes(UInt32(height)))
        data.append(contentsOf: PNGChunks.bigEndianBytes(UInt32(0)))
        data.append(contentsOf: PNGChunks.bigEndianBytes(UInt32(0)))
        let (numerator, denominator) = fraction(delay)
        data.append(contentsOf: PNGChunks.bigEndianBytes(numerator))
        data.append(contentsOf: PNGChunks.bigEndianBytes(denominator))
        data.append(contentsOf: [0, 0]) // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
        return data
    }

    /// A delay as numerator/denominator: 1/10,000 s steps up to 6.5 s, coarser beyond.
    private static func fraction(_ delay: Double) -> (UInt16, UInt16) {
        let seconds = delay.isFinite ? max(delay, 0) : 0
        for denominator in [10_000.0, 1_000, 100, 10, 1] where (seconds * denominator).rounded() <= 65_535 {
            return (UInt16((seconds * denominator).rounded()), UInt16(denominator))
        }
        return (65_535, 1)
    }
}
