import Foundation
@testable import OpenCoreGraphics
@testable import OpenQuartzCore
import PropertyBased
import Testing

/// The inner loop that paints a transformed texture's fully covered pixels (C, with a scalar and
/// an AVX2 kernel): its sampling rule, and the two kernels' agreement on random quads.
struct InteriorSpanTests {
    /// A 2 x 2 texture stretched over 64 x 64 pixels: pixel centres sample at (x + 0.5) / 32
    /// texels, weights rounded to 1/256, so the 16 pixels nearest each side take the edge texel
    /// and the middle 32 blend linearly between the texel centres.
    @Test(arguments: [false, true])
    func magnifiedTextureBlendsBetweenTexelCentresAndClampsAtTheEdges(scalar: Bool) {
        let texture = PixelBuffer(width: 2, height: 2)
        texture.fill(0xFF00_0000)   // opaque black, then a white right column
        for y in 0..<2 { texture.data.advanced(by: y * texture.bytesPerRow + 4).storeBytes(of: UInt32(0xFFFF_FFFF), as: UInt32.self) }
        let frame = PixelBuffer(width: 64, height: 64)
        let draw = {
            QuadRasterizer.draw(rect: CGRect(x: 0, y: 0, width: 64, height: 64), transform: CATransform3DIdentity,
                                source: .texture(texture, localToTexel: CGAffineTransform(scaleX: 1.0 / 32, y: 1.0 / 32), bilinear: true, opaque: true),
                                opacity: 1, clip: ClipState(rect: (0, 0, 64, 64), mask: nil), into: frame)
        }
        if scalar { RasterImplementation.withScalarPath(draw) } else { draw() }
        for x in 0..<64 {
            // Position relative to texel 0's centre, in 1/256 texel, rounded to nearest (even).
            let position = ((Double(x) + 0.5) / 32 - 0.5) * 256
            let weight = min(max(Int(position.rounded(.toNearestOrEven)), 0), 256)
            let expected = 255 * weight / 256
            #expect(frame.rgba(x: x, y: 31).0 == UInt8(expected), "column \(x)")
            #expect(frame.rgba(x: x, y: 5) == frame.rgba(x: x, y: 60), "column \(x) varies down the rows")
        }
    }

    /// Random quads — perspective and affine, magnified and minified, textures 1 to 40 texels a
    /// side, opaque or not, partial opacity, nearest or bilinear, mapped partly outside the
    /// texture — give the same bytes through the CPU's kernel and the scalar one. On a machine
    /// without AVX2 both are the scalar kernel and this checks nothing more than determinism.
    @Test func vectorAndScalarKernelsAgreeOnRandomQuads() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...999_999).array(of: 12)) { n in
            let texture = RandomTexture(width: 1 + n[0] % 40, height: 1 + n[1] % 40, seed: UInt64(n[2]))
            let backdrop = RandomTexture(width: 72, height: 56, seed: UInt64(n[3]) | 1)
            var transform = CATransform3DIdentity
            transform.m34 = [0, -1.0 / 120, -1.0 / 400, 1.0 / 300][n[4] % 4]
            transform = CATransform3DTranslate(transform, CGFloat(n[5] % 40) - 4, CGFloat(n[6] % 30) - 4, 0)
            transform = CATransform3DRotate(transform, CGFloat(n[7] % 1000) / 1000 * 1.4 - 0.7, 0, 1, 0)
            transform = CATransform3DRotate(transform, CGFloat(n[8] % 1000) / 1000 * 1.2 - 0.6, 1, 0, 0)
            transform = CATransform3DRotate(transform, CGFloat(n[9] % 1000) / 1000 * 6.3, 0, 0, 1)
            let rect = CGRect(x: 0, y: 0, width: CGFloat(4 + n[10] % 50), height: CGFloat(4 + n[11] % 40))
            // Up to 1.5x the texture across the rect: the far part samples beyond the last texel.
            let reach = [1.0, 0.5, 1.5, 1.0][n[2] % 4]
            let toTexel = CGAffineTransform(scaleX: reach * CGFloat(texture.pixels.width) / rect.width,
                                            y: reach * CGFloat(texture.pixels.height) / rect.height)
            let source = QuadSource.texture(texture.pixels, localToTexel: toTexel, bilinear: n[3] % 5 != 0, opaque: texture.isOpaque)
            let opacity = [1, 0.5, 0.8, 1][n[4] % 4]
            let clip = ClipState(rect: (0, 0, 72, 56), mask: nil)
            let best = backdrop.pixels.copy(), scalar = backdrop.pixels.copy()
            QuadRasterizer.draw(rect: rect, transform: transform, source: source, opacity: opacity, clip: clip, into: best)
            RasterImplementation.withScalarPath {
                QuadRasterizer.draw(rect: rect, transform: transform, source: source, opacity: opacity, clip: clip, into: scalar)
            }
            #expect(sameBytes(best, scalar), "\(RasterImplementation.name) and scalar differ: \(n)")
        }
    }
}
