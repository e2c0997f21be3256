@testable import OpenQuartzCore
import PropertyBased
import Testing

/// Property-based checks of the compositor on random layer trees. A tree is grown from a list
/// of integers (its "genome"), so failures shrink to small trees and print as plain numbers.
struct RenderingPropertyTests {
    static let genome = Gen.int(in: 0...999_999).array(of: 6...60)
    static let frameSize = CGSize(width: 96, height: 96)

    @Test func randomTreesRenderDeterministicallyOnEveryPath() async {
        await propertyCheck(count: 150, input: Self.genome) { genome in
            await MainActor.run {
                withEngine { _ in
                    let root = RandomLayerTree(genome).root
                    let first = renderFrame(root, size: Self.frameSize)
                    let second = renderFrame(root, size: Self.frameSize)
                    let scalar = RasterImplementation.withScalarPath { renderFrame(root, size: Self.frameSize) }
                    let everything = renderFrame(root, size: Self.frameSize, cullsOccludedWork: false)
                    #expect(sameBytes(first, second), "same tree, same bytes: \(genome)")
                    #expect(sameBytes(first, scalar), "scalar and \(RasterImplementation.name) differ: \(genome)")
                    #expect(sameBytes(first, everything), "skipping occluded work changed the picture: \(genome)")
                }
            }
        }
    }

    /// Adding a hidden subtree, or one at opacity 0, anywhere in the tree changes no pixel.
    @Test func hiddenAndTransparentSubtreesLeaveTheFrameUnchanged() async {
        await propertyCheck(count: 150, input: Self.genome, Self.genome, Gen.int(in: 0...999)) { genome, extra, choice in
            await MainActor.run {
                withEngine { _ in
                    let tree = RandomLayerTree(genome)
                    let before = renderFrame(tree.root, size: Self.frameSize)
                    let invisible = RandomLayerTree(extra).root
                    withoutActions {
                        if choice % 2 == 0 { invisible.isHidden = true } else { invisible.opacity = 0 }
                        let parents = tree.layers.filter { !($0 is CAShapeLayer) || choice % 3 != 0 }
                        parents[choice % parents.count].addSublayer(invisible)
                    }
                    let after = renderFrame(tree.root, size: Self.frameSize)
                    #expect(sameBytes(before, after), "genome \(genome), extra \(extra), choice \(choice)")
                }
            }
        }
    }

    /// A textured quad under a whole-pixel translation, drawn by the general perspective
    /// rasterizer, gives the same bytes as the untransformed copy path.
    @Test func wholePixelTranslationsMatchTheCopyPath() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...999_999).array(of: 8)) { numbers in
            let size = 40
            let texture = RandomTexture(width: 3 + numbers[0] % 30, height: 3 + numbers[1] % 30, seed: UInt64(numbers[2]))
            let offset = (x: numbers[3] % 50 - 15, y: numbers[4] % 50 - 15)
            let opacity = [1, 0.5, 0.25, 0.9][numbers[5] % 4]
            let backdrop = RandomTexture(width: size, height: size, seed: UInt64(numbers[6]))
            let clip = ClipState(rect: (numbers[7] % 5, 0, size - numbers[7] % 3, size), mask: nil)

            let copied = backdrop.pixels.copy(), drawn = backdrop.pixels.copy()
            QuadRasterizer.blit(texture.pixels, at: offset, opaque: texture.isOpaque, opacity: opacity, clip: clip, into: copied)
            QuadRasterizer.draw(rect: CGRect(x: 0, y: 0, width: texture.pixels.width, height: texture.pixels.height),
                                transform: CATransform3DMakeTranslation(CGFloat(offset.x), CGFloat(offset.y), 0),
                                source: .texture(texture.pixels, localToTexel: .identity, bilinear: true, opaque: texture.isOpaque),
                                opacity: opacity, clip: clip, into: drawn)
            #expect(sameBytes(copied, drawn), "\(numbers)")
        }
    }
}
