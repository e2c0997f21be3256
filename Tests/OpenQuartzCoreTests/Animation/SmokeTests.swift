@testable import OpenQuartzCore
import Testing

@MainActor
struct SmokeTests {
    @Test func basicAnimationMidway() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = CGPoint(x: 0, y: 0)
            animation.toValue = CGPoint(x: 100, y: 0)
            animation.duration = 1
            layer.add(animation, forKey: "move")
            advance(0.5)
            let p = layer.presentation()!.position
            #expect(approximatelyEqual(p, CGPoint(x: 50, y: 0), tolerance: 1e-6))
            advance(0.6)
            #expect(layer.animationKeys() == nil)
        }
    }
}
