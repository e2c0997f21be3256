@testable import OpenQuartzCore
import Foundation
import PropertyBased
import Testing

/// Random layer trees whose layers are then given extreme finite values (±1e30, 1e300, the
/// smallest subnormal, the largest finite number) and non-finite ones (NaN, ±infinity) in geometric,
/// drawing and timing properties, rendered at random scales. No value traps, and no frame takes
/// unbounded time: each must render within 100 times the same tree's frame before the extreme
/// values plus 0.25 s (the constant absorbs a loaded machine; the multiple is what catches work
/// that grows with a value, as a 1e9 blur radius once did). Non-finite geometry is refused by
/// the layer with its message, so trees keep their last valid values.
struct ExtremeValueFuzzTests {
    /// `OPENUIKIT_RENDER_FUZZ` raises the count (the soak command runs 100,000).
    static var count: Int { ProcessInfo.processInfo.environment["OPENUIKIT_RENDER_FUZZ"].flatMap(Int.init) ?? 1000 }
    static let extremes: [CGFloat] = [1e30, -1e30, 1e300, -1e20, .leastNonzeroMagnitude, 1e-300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                      .nan, .infinity, -.infinity, 0, -1, 1e9]

    @Test func extremeValuesNeitherTrapNorStall() async {
        await propertyCheck(count: Self.count, input: RenderingPropertyTests.genome, Gen.int(in: 0...999_999).array(of: 4...16)) { genome, choices in
            await MainActor.run {
                // Thousands of "refused value" messages are provoked on purpose: recorded, not logged.
                withEngine(silent: true) { _ in
                    let tree = RandomLayerTree(genome)
                    let scale = [0.5, 1, 2, 3][choices[0] % 4]
                    let start = Date()
                    _ = renderFrame(tree.root, size: RenderingPropertyTests.frameSize, scale: scale)
                    let normal = Date().timeIntervalSince(start)
                    withoutActions {
                        for (index, choice) in choices.enumerated() {
                            let layer = tree.layers[(choice / 7 + index) % tree.layers.count]
                            Self.apply(Self.extremes[choice % Self.extremes.count], to: layer, property: (choice / 97) % 18)
                        }
                    }
                    let extremeStart = Date()
                    _ = renderFrame(tree.root, size: RenderingPropertyTests.frameSize, scale: scale)
                    let elapsed = Date().timeIntervalSince(extremeStart)
                    #expect(elapsed < 100 * normal + 0.25, "frame took \(elapsed) s (normal \(normal) s): \(genome) \(choices)")
                }
            }
        }
    }

    @MainActor
    static func apply(_ value: CGFloat, to layer: CALayer, property: Int) {
        switch property {
        case 0: layer.position = CGPoint(x: value, y: value / 2)
        case 1: layer.bounds.size = CGSize(width: value, height: abs(value))
        case 2: layer.transform = CATransform3DMakeScale(value, value, 1)
        case 3: layer.transform = CATransform3DMakeTranslation(value, -value, value)
        case 4: var t = CATransform3DIdentity; t.m34 = value; layer.transform = t
        case 5: layer.shadowOpacity = 1; layer.shadowRadius = value
        case 6: layer.shadowOpacity = 1; layer.shadowOffset = CGSize(width: value, height: value)
        case 7: layer.cornerRadius = value
        case 8: layer.borderWidth = value; layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case 9: layer.anchorPoint = CGPoint(x: value, y: 0.5)
        case 10: layer.zPosition = value
        case 11: layer.contentsRect = CGRect(x: 0, y: 0, width: value, height: 1)
        case 12: layer.opacity = Float(value)
        case 13: layer.backdropBlurRadius = value
        case 14: layer.sublayerTransform = CATransform3DMakeRotation(value, 0, 1, 0)
        case 15: (layer as? CAShapeLayer)?.lineWidth = value
        case 16: (layer as? CAShapeLayer)?.strokeEnd = value
        default: layer.speed = Float(value); layer.timeOffset = Double(value)
        }
    }
}
