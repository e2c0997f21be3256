@testable import OpenCoreGraphics
@testable import OpenQuartzCore
import COpenUIKitRaster
import Testing

/// The backdrop blur (downsample, Gaussian at low resolution, bilinear upsample) against an
/// exact full-resolution Gaussian computed here, on pictures with hard edges and noise.
@MainActor
struct BackdropBlurTests {
    /// A 96x96 picture: a white square on black with a band of seeded noise.
    private func picture() -> PixelBuffer {
        let buffer = PixelBuffer(width: 96, height: 96)
        var seed: UInt32 = 12345
        for y in 0..<96 {
            let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<96 {
                var value: UInt32 = (24..<72).contains(x) && (24..<56).contains(y) ? 255 : 0
                if (60..<80).contains(y) {
                    seed = seed &* 1_103_515_245 &+ 12345
                    value = (seed >> 16) & 255
                }
                row[x] = 0xFF00_0000 | value << 16 | value << 8 | value
            }
        }
        return buffer
    }

    /// The exact separable Gaussian (edges repeated), one channel (the picture is grey).
    private func exactGaussian(_ buffer: PixelBuffer, sigma: Double) -> [Double] {
        let radius = Int((sigma * 3).rounded(.up))
        var weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        let w = buffer.width, h = buffer.height
        var grey = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { grey[y * w + x] = Double(row[x] & 255) }
        }
        var pass = grey
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0.0
                for k in -radius...radius { sum += grey[y * w + min(max(x + k, 0), w - 1)] * weights[k + radius] }
                pass[y * w + x] = sum
            }
        }
        var result = pass
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0.0
                for k in -radius...radius { sum += pass[min(max(y + k, 0), h - 1) * w + x] * weights[k + radius] }
                result[y * w + x] = sum
            }
        }
        return result
    }

    private func blur(_ buffer: PixelBuffer, sigma: Float, scalar: Bool = false) -> PixelBuffer {
        let out = PixelBuffer(width: buffer.width, height: buffer.height)
        let stride = Int32(buffer.bytesPerRow / 4)
        let status = ouk_backdrop_blur(buffer.data.assumingMemoryBound(to: UInt32.self), stride, 0, 0, 96, 96,
                                       out.data.assumingMemoryBound(to: UInt32.self), stride, 0, 0, 96, 96, sigma)
        #expect(status == 0)
        return out
    }

    @Test(arguments: [2.0, 8.0, 15.0])
    func agreesWithAnExactGaussian(sigma: Double) {
        let source = picture()
        let exact = exactGaussian(source, sigma: sigma)
        let blurred = blur(source, sigma: Float(sigma))
        var worst = 0.0, total = 0.0
        for y in 0..<96 {
            let row = blurred.data.advanced(by: y * blurred.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<96 {
                let pixel = row[x]
                #expect(pixel >> 24 == 255 && pixel & 255 == (pixel >> 8) & 255, "opaque grey stays opaque grey")
                let difference = abs(Double(pixel & 255) - exact[y * 96 + x])
                worst = max(worst, difference)
                total += difference
            }
        }
        // The downsampled blur is slightly wider than the exact one (box and bilinear add about
        // f²/4 of variance, f the factor): a few levels at a hard edge, under one on average.
        #expect(worst <= 8, "sigma \(sigma): worst difference \(worst)")
        #expect(total / Double(96 * 96) <= 1, "sigma \(sigma): mean difference \(total / Double(96 * 96))")
    }

    @Test func onlyTheDestinationRectangleIsWritten() {
        let source = picture()
        let out = PixelBuffer(width: 96, height: 96)
        let stride = Int32(source.bytesPerRow / 4)
        _ = ouk_backdrop_blur(source.data.assumingMemoryBound(to: UInt32.self), stride, 0, 0, 96, 96,
                              out.data.assumingMemoryBound(to: UInt32.self), stride, 10, 20, 50, 40, 6)
        for y in 0..<96 {
            let row = out.data.advanced(by: y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<96 {
                let inside = (10..<50).contains(x) && (20..<40).contains(y)
                #expect((row[x] != 0) == inside, "(\(x), \(y))")
            }
        }
    }

    @Test func extremeSigmasNeitherTrapNorHang() {
        let source = picture()
        for sigma: Float in [0, -3, .nan, .infinity, 1e9, 0.3] {
            let out = blur(source, sigma: sigma)
            let centre = out.data.advanced(by: 48 * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)[48]
            #expect(centre >> 24 == 255, "sigma \(sigma)")
        }
    }
}
