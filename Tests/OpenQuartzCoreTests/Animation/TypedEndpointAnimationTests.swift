@testable import OpenQuartzCore
import Testing

/// Animations whose values are given typed (as view animation blocks and OpenUIKit's own
/// transitions give them) are compiled straight into a vector program. They must animate
/// exactly as the same animation given with `fromValue`/`toValue` objects, and fall back to the
/// general path, diagnostics included, for anything that path alone handles.
@MainActor
struct TypedEndpointAnimationTests {
    private enum Endpoints { case objects, typed }

    /// Presentation values of `read` at `times` for a one-second eased animation of `keyPath`
    /// from `from` to `to` on a committed layer.
    private func samples<T>(_ keyPath: String, from: AnimationValue, to: AnimationValue, as endpoints: Endpoints,
                            additive: Bool = false, at times: [Double], _ read: (CALayer) -> T) -> [T] {
        withEngine { _ in
            let layer = makeCommittedLayer(bounds: CGRect(x: 0, y: 0, width: 50, height: 40), position: CGPoint(x: 10, y: 20))
            let animation = CABasicAnimation(keyPath: keyPath)
            switch endpoints {
            case .objects:
                animation.fromValue = from.objectValue
                animation.toValue = to.objectValue
            case .typed:
                animation.fromEndpoint = .typed(from)
                animation.toEndpoint = .typed(to)
            }
            animation.isAdditive = additive
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(animation, forKey: "a")
            var elapsed = 0.0
            return times.map { time in
                advance(time - elapsed)
                elapsed = time
                return read(layer.presentation()!)
            }
        }
    }

    private let times = [0.0, 0.1, 0.37, 0.5, 0.81, 0.99]

    @Test func typedValuesAnimateExactlyAsObjectValues() {
        let position = { (layer: CALayer) in layer.position }
        #expect(samples("position", from: .point(CGPoint(x: 0, y: 5)), to: .point(CGPoint(x: 320, y: -7)), as: .typed, at: times, position)
            == samples("position", from: .point(CGPoint(x: 0, y: 5)), to: .point(CGPoint(x: 320, y: -7)), as: .objects, at: times, position))
        let opacity = { (layer: CALayer) in layer.opacity }
        #expect(samples("opacity", from: .scalar(1), to: .scalar(0), as: .typed, at: times, opacity)
            == samples("opacity", from: .scalar(1), to: .scalar(0), as: .objects, at: times, opacity))
        let bounds = { (layer: CALayer) in layer.bounds }
        let delta = AnimationValue.rect(CGRect(x: 0, y: 0, width: -30, height: 12)), zero = AnimationValue.rect(.zero)
        #expect(samples("bounds", from: delta, to: zero, as: .typed, additive: true, at: times, bounds)
            == samples("bounds", from: delta, to: zero, as: .objects, additive: true, at: times, bounds))
        // And the values are the eased ones, not merely equal to each other.
        let half = samples("opacity", from: .scalar(1), to: .scalar(0), as: .typed, at: [0.5], opacity)
        #expect(abs(half[0] - 0.5) < 1e-6)
    }

    @Test func nonFiniteTypedValuesAreReportedAndInert() {
        withEngine { capture in
            let layer = makeCommittedLayer(position: CGPoint(x: 1, y: 2))
            let animation = CABasicAnimation(keyPath: "position")
            animation.fromEndpoint = .typed(.point(CGPoint(x: 0, y: 0)))
            animation.toEndpoint = .typed(.point(CGPoint(x: CGFloat.infinity, y: 0)))
            layer.add(animation, forKey: "inf")
            advance(0.1)
            #expect(layer.presentation()!.position == CGPoint(x: 1, y: 2))
            #expect(capture.records(withCode: .invalidAnimation).count == 1)
        }
    }

    @Test func typedSpringsKeepTheirSpring() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let spring = CASpringAnimation(keyPath: "opacity")
            spring.fromEndpoint = .typed(.scalar(0))
            spring.toEndpoint = .typed(.scalar(1))
            spring.damping = 2
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "spring")
            advance(0.3)
            // Any curve from 0 to 1 is below 1 before its end; this underdamped spring
            // (ζ = 0.1) is near its first overshoot, about 1.7, at 0.3 s.
            #expect(layer.presentation()!.opacity > 1)
        }
    }
}
