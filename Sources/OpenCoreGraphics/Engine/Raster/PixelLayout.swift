import Foundation

/// A pixel layout OpenUIKit can read and write, and its conversion to and from the premultiplied
/// BGRA (Cairo ARGB32) form everything is drawn in.
enum PixelLayout: Equatable, Sendable {
    /// Cairo's own layout: premultiplied, alpha first in a little-endian 32-bit word (B G R A bytes).
    case nativeBGRA
    /// R G B A bytes, premultiplied (`premultipliedLast`, the usual iOS bitmap context).
    case premultipliedRGBA
    /// R G B A bytes, not premultiplied (`last`).
    case straightRGBA
    /// A R G B bytes, premultiplied (`premultipliedFirst`, big endian).
    case premultipliedARGB
    /// R G B x bytes, opaque (`noneSkipLast`).
    case opaqueRGBX
    /// x R G B bytes, opaque (`noneSkipFirst`, big endian).
    case opaqueXRGB
    /// B G R x bytes, opaque (`noneSkipFirst` + 32-bit little).
    case opaqueBGRX
    /// One byte of gray per pixel, opaque.
    case gray8
    /// One byte of alpha per pixel.
    case alpha8

    var bytesPerPixel: Int {
        switch self {
        case .gray8, .alpha8: 1
        default: 4
        }
    }

    /// The layout for Core Graphics parameters; `nil` for layouts OpenUIKit does not support.
    init?(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, !info.contains(.floatComponents), let alpha = info.alphaInfo else { return nil }
        let little = info.byteOrder == .byteOrder32Little
        let model = space?.model ?? .rgb
        switch (model, alpha, bitsPerPixel) {
        case (_, .alphaOnly, 8): self = .alpha8
        case (.monochrome, .none, 8): self = .gray8
        case (.rgb, .premultipliedFirst, 32): self = little ? .nativeBGRA : .premultipliedARGB
        case (.rgb, .premultipliedLast, 32): self = little ? .nativeBGRA : .premultipliedRGBA
        case (.rgb, .last, 32): self = little ? .nativeBGRA : .straightRGBA
        case (.rgb, .noneSkipLast, 32): self = little ? .opaqueBGRX : .opaqueRGBX
        case (.rgb, .noneSkipFirst, 32): self = little ? .opaqueBGRX : .opaqueXRGB
        default: return nil
        }
    }

    /// Converts one row from this layout to premultiplied BGRA.
    func convertRowToNative(_ source: UnsafeRawPointer, _ destination: UnsafeMutableRawPointer, width: Int) {
        let out = destination.assumingMemoryBound(to: UInt32.self)
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let r, g, b, a: UInt32
            switch self {
            case .nativeBGRA:
                out[x] = source.load(fromByteOffset: x * 4, as: UInt32.self)
                continue
            case .premultipliedRGBA: (r, g, b, a) = (UInt32(bytes[x * 4]), UInt32(bytes[x * 4 + 1]), UInt32(bytes[x * 4 + 2]), UInt32(bytes[x * 4 + 3]))
            case .straightRGBA:
                a = UInt32(bytes[x * 4 + 3])
                r = (UInt32(bytes[x * 4]) * a + 127) / 255
                g = (UInt32(bytes[x * 4 + 1]) * a + 127) / 255
                b = (UInt32(bytes[x * 4 + 2]) * a + 127) / 255
            case .premultipliedARGB: (a, r, g, b) = (UInt32(bytes[x * 4]), UInt32(bytes[x * 4 + 1]), UInt32(bytes[x * 4 + 2]), UInt32(bytes[x * 4 + 3]))
            case .opaqueRGBX: (r, g, b, a) = (UInt32(bytes[x * 4]), UInt32(bytes[x * 4 + 1]), UInt32(bytes[x * 4 + 2]), 255)
            case .opaqueXRGB: (r, g, b, a) = (UInt32(bytes[x * 4 + 1]), UInt32(bytes[x * 4 + 2]), UInt32(bytes[x * 4 + 3]), 255)
            case .opaqueBGRX: (b, g, r, a) = (UInt32(bytes[x * 4]), UInt32(bytes[x * 4 + 1]), UInt32(bytes[x * 4 + 2]), 255)
            case .gray8: (r, g, b, a) = (UInt32(bytes[x]), UInt32(bytes[x]), UInt32(bytes[x]), 255)
            case .alpha8: (r, g, b, a) = (0, 0, 0, UInt32(bytes[x]))
            }
            out[x] = a << 24 | r << 16 | g << 8 | b
        }
    }

    /// A premultiplied channel as straight alpha, rounded to nearest (0 where `alpha` is 0).
    /// This and ``luminance(_:_:_:)`` are functions of their own with typed steps: inline, the
    /// row conversion took the type checker about 5 s each.
    private static func unpremultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        let wide: UInt32 = UInt32(channel) * 255 + UInt32(alpha) / 2
        return UInt8(min(255, wide / UInt32(alpha)))
    }

    /// The gray of a colour, with the weights 77, 150 and 29 of 256 (BT.601's luma).
    private static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let weighted: UInt32 = UInt32(r) * 77 + UInt32(g) * 150 + UInt32(b) * 29
        return UInt8(weighted >> 8)
    }

    /// Converts one row from premultiplied BGRA to this layout.
    func convertRowFromNative(_ source: UnsafeRawPointer, _ destination: UnsafeMutableRawPointer, width: Int) {
        let pixels = source.assumingMemoryBound(to: UInt32.self)
        let bytes = destination.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let value = pixels[x]
            let a = UInt8(value >> 24), r = UInt8((value >> 16) & 0xFF), g = UInt8((value >> 8) & 0xFF), b = UInt8(value & 0xFF)
            switch self {
            case .nativeBGRA: destination.storeBytes(of: value, toByteOffset: x * 4, as: UInt32.self)
            case .premultipliedRGBA: (bytes[x * 4], bytes[x * 4 + 1], bytes[x * 4 + 2], bytes[x * 4 + 3]) = (r, g, b, a)
            case .straightRGBA:
                (bytes[x * 4], bytes[x * 4 + 1], bytes[x * 4 + 2], bytes[x * 4 + 3]) = (Self.unpremultiply(r, alpha: a), Self.unpremultiply(g, alpha: a), Self.unpremultiply(b, alpha: a), a)
            case .premultipliedARGB: (bytes[x * 4], bytes[x * 4 + 1], bytes[x * 4 + 2], bytes[x * 4 + 3]) = (a, r, g, b)
            case .opaqueRGBX: (bytes[x * 4], bytes[x * 4 + 1], bytes[x * 4 + 2], bytes[x * 4 + 3]) = (r, g, b, 255)
            case .opaqueXRGB: (bytes[x * 4], bytes[x * 4 + 1], bytes[x * 4 + 2], bytes[x * 4 + 3]) = (255, r, g, b)
            case .opaqueBGRX: (bytes[x * 4], bytes[x * 4 + 1], bytes[x * 4 + 2], bytes[x * 4 + 3]) = (b, g, r, 255)
            case .gray8: bytes[x] = Self.luminance(r, g, b)
            case .alpha8: bytes[x] = a
            }
        }
    }
}
