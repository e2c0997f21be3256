@testable import OpenQuartzCore
import Testing

/// Emitter layers draw their cells' particles where their age puts them, from the frame's time
/// since the layer was first drawn; random values come from the seed, so frames repeat exactly.
@MainActor
struct CAEmitterLayerTests {
    static let size = CGSize(width: 200, height: 100)

    /// A 4 × 4 white image.
    static let dot: CGImage = {
        let pixels = PixelBuffer(width: 4, height: 4)
        for y in 0..<4 {
            let row = pixels.data.advanced(by: y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<4 { row[x] = PixelBuffer.pixel(red: 1, green: 1, blue: 1, alpha: 1) }
        }
        return Raster.image(pixels)
    }()

    /// An emitter at (10, 50) shooting one red dot a second to the right at 50 points a second.
    func emitter(in root: CALayer, configure: (CAEmitterCell, CAEmitterLayer) -> Void = { _, _ in }) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.contents = Self.dot
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 50
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        withoutActions {
            emitter.frame = CGRect(origin: .zero, size: Self.size)
            emitter.emitterPosition = CGPoint(x: 10, y: 50)
            configure(cell, emitter)
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
        }
        return emitter
    }

    @Test func particlesMoveAwayFromTheEmitterAsTheyAge() {
        withEngine { capture in
            let root = makeRootLayer(Self.size)
            let emitter = emitter(in: root)
            let start = CACurrentMediaTime()
            _ = renderFrame(root, size: Self.size, at: start)
            #expect(emitter.emissionStart == start, "emission starts at the first frame drawn")
            // 2.5 s later: particles born at 0, 1 and 2 s are 125, 75 and 25 points out.
            let frame = renderFrame(root, size: Self.size, at: start + 2.5)
            for x in [135, 85, 35] { #expect(components(frame, x, 50) == [255, 0, 0, 255], "a red particle at \(x)") }
            for x in [60, 110, 160] { #expect(components(frame, x, 50)[3] == 0, "nothing at \(x)") }
            #expect(capture.records.isEmpty)
        }
    }

    @Test func particlesDieAtTheEndOfTheirLifetimeAndFade() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            _ = emitter(in: root) { cell, _ in
                cell.lifetime = 1.5
                cell.alphaSpeed = -0.5
            }
            let start = CACurrentMediaTime()
            _ = renderFrame(root, size: Self.size, at: start)
            let frame = renderFrame(root, size: Self.size, at: start + 2.5)
            // Born at 1 s (age 1.5: dead) and 2 s (age 0.5: alpha 0.75).
            #expect(components(frame, 85, 50)[3] == 0, "the particle born at 1 s has died")
            let young = components(frame, 35, 50)
            #expect(abs(young[3] - 191) <= 2 && young[1] == 0, "alpha 1 - 0.5 × 0.5: \(young)")
        }
    }

    @Test func theSeedPicksTheRandomValuesAndFramesRepeat() {
        withEngine { _ in
            @MainActor func frame(seed: UInt32) -> [UInt8] {
                let root = makeRootLayer(Self.size)
                _ = emitter(in: root) { cell, emitter in
                    cell.birthRate = 20
                    cell.emissionRange = .pi
                    cell.velocityRange = 20
                    cell.spinRange = 3
                    cell.scaleRange = 0.5
                    emitter.seed = seed
                    emitter.emitterShape = .circle
                    emitter.emitterSize = CGSize(width: 40, height: 40)
                }
                let start = CACurrentMediaTime()
                _ = renderFrame(root, size: Self.size, at: start)
                let pixels = renderFrame(root, size: Self.size, at: start + 1.3)
                return (0..<pixels.height).flatMap { y in (0..<pixels.width).map { x in UInt8(components(pixels, x, y)[3]) } }
            }
            let first = frame(seed: 7)
            #expect(first == frame(seed: 7), "the same seed and time draw the same frame")
            #expect(first != frame(seed: 8))
            #expect(first.filter { $0 > 0 }.count > 200, "particles spread around the circle")
        }
    }

    @Test func contentsThatAreNoImageAreReported() {
        withEngine { capture in
            let root = makeRootLayer(Self.size)
            _ = emitter(in: root) { cell, _ in cell.contents = "dot" }
            let start = CACurrentMediaTime()
            _ = renderFrame(root, size: Self.size, at: start)
            _ = renderFrame(root, size: Self.size, at: start + 1)
            #expect(capture.records.map(\.message) == ["CAEmitterCell.contents must be a CGImage; String draws nothing."])
        }
    }
}
