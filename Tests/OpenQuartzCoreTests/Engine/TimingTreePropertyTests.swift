@testable import OpenQuartzCore
import PropertyBased
import Testing

/// One layer's timing in a random tree.
struct LayerTimingSpec: Sendable, CustomStringConvertible {
    var beginTime: Double
    var speed: Float
    var timeOffset: Double
    var description: String { "(begin \(beginTime), speed \(speed), offset \(timeOffset))" }
}

/// Property-based checks of the hierarchical timing model on random nested layer trees.
struct TimingTreePropertyTests {
    /// A chain of 1...5 layers with random timing; speeds avoid zero so every mapping inverts.
    static let chain = zip(
        Gen.double(in: -50...50),
        Gen.double(in: 0.25...4).map { $0 },
        Gen.int(in: 0...1),
        Gen.double(in: -20...20)
    ).map { begin, magnitude, negative, offset in
        LayerTimingSpec(beginTime: begin, speed: Float(negative == 1 ? -magnitude : magnitude), timeOffset: offset)
    }.array(of: 1...5)

    @MainActor
    private static func buildChain(_ specs: [LayerTimingSpec]) -> [CALayer] {
        var layers: [CALayer] = []
        for spec in specs {
            let layer = CALayer()
            layer.beginTime = spec.beginTime
            layer.speed = spec.speed
            layer.timeOffset = spec.timeOffset
            layers.last?.addSublayer(layer)
            layers.append(layer)
        }
        return layers
    }

    /// The formula applied by hand, root to leaf: t ← (t − begin) × speed + offset.
    private static func expectedLocalTime(_ specs: [LayerTimingSpec], mediaTime: Double) -> Double {
        specs.reduce(mediaTime) { t, spec in (t - spec.beginTime) * Double(spec.speed) + spec.timeOffset }
    }

    @Test func localTimeFollowsTheFormulaDownTheTree() async {
        await propertyCheck(count: 300, input: Self.chain, Gen.double(in: 0...2000)) { specs, time in
            await MainActor.run {
                withEngine { _ in
                    let leaf = Self.buildChain(specs).last!
                    let expected = Self.expectedLocalTime(specs, mediaTime: time)
                    let actual = leaf.convertTime(time, from: nil)
                    #expect(abs(actual - expected) <= 1e-9 * max(1, abs(expected)), "\(specs) at \(time)")
                }
            }
        }
    }

    @Test func convertTimeRoundTrips() async {
        await propertyCheck(count: 300, input: Self.chain, Self.chain, Gen.double(in: -500...500)) { first, second, time in
            await MainActor.run {
                withEngine { _ in
                    let a = Self.buildChain(first).last!
                    let b = Self.buildChain(second).last!
                    let inB = b.convertTime(time, from: a)
                    let back = a.convertTime(inB, from: b)
                    #expect(abs(back - time) <= 1e-7 * max(1, abs(time)), "\(first) ↔ \(second) at \(time)")
                    let absolute = a.convertTime(time, to: nil)
                    #expect(abs(a.convertTime(absolute, from: nil) - time) <= 1e-7 * max(1, abs(time)))
                }
            }
        }
    }

    /// The whole pipeline: a linear animation on the leaf of a random tree, sampled at random
    /// times, shows from + (to − from) × clamp(local progress) while active, the model outside.
    @Test func presentationFollowsTheTimingModelInNestedTrees() async {
        let positiveChain = zip(Gen.double(in: -5...5), Gen.double(in: 0.5...2), Gen.double(in: -3...3))
            .map { LayerTimingSpec(beginTime: $0, speed: Float($1), timeOffset: $2) }
            .array(of: 1...4)
        await propertyCheck(count: 200, input: positiveChain, Gen.double(in: 0.2...3), Gen.double(in: 0...6)) { specs, duration, elapsed in
            await MainActor.run {
                withEngine { _ in
                    let layers = Self.buildChain(specs)
                    let leaf = layers.last!
                    CATransaction.flush()
                    let animation = CABasicAnimation(keyPath: "position.x")
                    animation.fromValue = 0
                    animation.toValue = 100
                    animation.duration = duration
                    animation.beginTime = leaf.convertTime(CACurrentMediaTime(), from: nil)
                    let begin = animation.beginTime
                    leaf.add(animation, forKey: "move")
                    RunLoopDriver.shared.advance(by: elapsed)
                    let local = leaf.convertTime(CACurrentMediaTime(), from: nil)
                    let progress = (local - begin) / duration
                    let x = Double(leaf.presentation()!.position.x)
                    if progress >= 1 - 1e-9 || leaf.animation(forKey: "move") == nil {
                        #expect(x == 0 || abs(x - 100) < 1e-6, "after the end: \(x)")
                    } else {
                        #expect(abs(x - 100 * progress) < 1e-6, "\(specs): progress \(progress), x \(x)")
                    }
                }
            }
        }
    }

    /// For any timing curve that does not overshoot (control points in the unit square), every
    /// presentation value lies between fromValue and toValue.
    @Test func presentationStaysBetweenFromAndToForNonOvershootingCurves() async {
        let unit = Gen.double(in: 0...1)
        await propertyCheck(count: 200, input: unit, unit, unit, unit, Gen.double(in: -500...500), Gen.double(in: -500...500)) { x1, y1, x2, y2, from, to in
            await MainActor.run {
                withEngine { _ in
                    let layer = makeCommittedLayer()
                    let animation = CABasicAnimation(keyPath: "position.x")
                    animation.fromValue = from
                    animation.toValue = to
                    animation.duration = 0.5
                    animation.timingFunction = CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
                    layer.add(animation, forKey: nil)
                    let low = min(from, to) - 1e-6, high = max(from, to) + 1e-6
                    for _ in 0..<29 {
                        RunLoopDriver.shared.step(frames: 1)
                        let x = Double(layer.presentation()!.position.x)
                        #expect(x >= low && x <= high, "curve (\(x1), \(y1)) (\(x2), \(y2)): \(x) outside \(from)...\(to)")
                    }
                }
            }
        }
    }
}
