@testable import OpenQuartzCore

/// Random premultiplied pixels (some translucent, some fully transparent) or, for odd seeds,
/// an opaque texture.
struct RandomTexture {
    let pixels: PixelBuffer
    let isOpaque: Bool

    init(width: Int, height: Int, seed: UInt64) {
        var random = SplitMix(seed)
        pixels = PixelBuffer(width: width, height: height)
        isOpaque = seed % 2 == 1
        for y in 0..<height {
            let row = pixels.data.advanced(by: y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let alpha = isOpaque ? 255 : [0, 255, 128, Int(random.next() % 256)][Int(random.next() % 4)]
                func channel() -> UInt32 { UInt32(alpha == 0 ? 0 : Int(random.next() % UInt64(alpha + 1))) }
                row[x] = UInt32(alpha) << 24 | channel() << 16 | channel() << 8 | channel()
            }
        }
    }
}

/// SplitMix64: a small deterministic generator for test data.
struct SplitMix {
    private var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
