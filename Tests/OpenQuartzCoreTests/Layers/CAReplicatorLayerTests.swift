@testable import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing

/// Replicator layers draw their sublayers once per instance: transformed step by step about
/// the layer's centre, delayed step by step in time, coloured step by step.
@MainActor
struct CAReplicatorLayerTests {
    static let size = CGSize(width: 100, height: 100)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A 100 × 100 replicator at the frame's origin with a 10 × 10 white square at (0, 45).
    private func replicator(in root: CALayer) -> (CAReplicatorLayer, CALayer) {
        let replicator = CAReplicatorLayer()
        let dot = CALayer()
        withoutActions {
            replicator.frame = CGRect(origin: .zero, size: Self.size)
            dot.frame = CGRect(x: 0, y: 45, width: 10, height: 10)
            dot.backgroundColor = Self.white
            replicator.addSublayer(dot)
            root.addSublayer(replicator)
        }
        return (replicator, dot)
    }

    @Test func copiesStepByTheInstanceTransform() {
        withEngine { capture in
            let root = makeRootLayer(Self.size)
            let (replicator, _) = replicator(in: root)
            withoutActions {
                replicator.instanceCount = 4
                replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            }
            let frame = renderFrame(root, size: Self.size)
            for x in [5, 25, 45, 65] { #expect(components(frame, x, 50) == [255, 255, 255, 255], "copy at \(x)") }
            #expect(components(frame, 85, 50)[3] == 0, "only four copies")
            #expect(components(frame, 15, 50)[3] == 0)
            #expect(capture.records.isEmpty)
        }
    }

    @Test func rotationsTurnAboutTheCentre() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            let (replicator, _) = replicator(in: root)
            withoutActions {
                replicator.instanceCount = 4
                replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            }
            let frame = renderFrame(root, size: Self.size)
            // Left of the centre, then a quarter turn each: top, right, bottom.
            for (x, y) in [(5, 50), (50, 5), (95, 50), (50, 95)] {
                #expect(components(frame, x, y) == [255, 255, 255, 255], "copy at (\(x), \(y))")
            }
            #expect(components(frame, 50, 50)[3] == 0)
        }
    }

    @Test func colourOffsetsStepAndClamp() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            let (replicator, _) = replicator(in: root)
            withoutActions {
                replicator.instanceCount = 3
                replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
                replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
                replicator.instanceBlueOffset = -0.5
                replicator.instanceAlphaOffset = -0.25
            }
            let frame = renderFrame(root, size: Self.size, background: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            #expect(components(frame, 5, 50) == [255, 255, 255, 255])
            // Second copy: blue 0.5, alpha 0.75 over black.
            let second = components(frame, 35, 50)
            #expect(abs(second[0] - 191) <= 1 && abs(second[1] - 191) <= 1 && abs(second[2] - 96) <= 1)
            // Third: blue clamped at 0, alpha 0.5.
            let third = components(frame, 65, 50)
            #expect(abs(third[0] - 128) <= 1 && third[2] == 0)
        }
    }

    @Test func instanceDelayShiftsEachCopysAnimations() {
        withEngine { _ in
            let root = makeRootLayer(Self.size)
            let (replicator, dot) = replicator(in: root)
            let start = CACurrentMediaTime()
            withoutActions {
                replicator.instanceCount = 3
                replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
                replicator.instanceDelay = 0.25
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 1
                fade.beginTime = start
                fade.timingFunction = CAMediaTimingFunction(name: .linear)
                dot.add(fade, forKey: "fade")
            }
            let frame = renderFrame(root, size: Self.size, background: CGColor(red: 0, green: 0, blue: 0, alpha: 1), at: start + 0.5)
            // 0.5 s into the fade for the first copy, 0.25 s for the second, its very start for
            // the third.
            #expect(abs(components(frame, 5, 50)[0] - 128) <= 1)
            #expect(abs(components(frame, 35, 50)[0] - 191) <= 1)
            #expect(components(frame, 65, 50)[0] == 255)
            #expect(abs(dot.core.pointee.presentation.opacity - 0.5) < 1e-6, "after the frame, the evaluated values are the frame's time's again")
        }
    }

    @Test func propertiesCopyKeepFiniteValuesAndAreNotAnimatable() {
        withEngine { capture in
            let replicator = CAReplicatorLayer()
            replicator.instanceCount = 5
            replicator.instanceDelay = 0.1
            replicator.instanceAlphaOffset = -0.2
            replicator.instanceTransform = CATransform3DMakeScale(0.9, 0.9, 1)
            let copy = CAReplicatorLayer(layer: replicator)
            #expect(copy.instanceCount == 5 && copy.instanceDelay == 0.1 && copy.instanceAlphaOffset == -0.2)
            #expect(CATransform3DEqualToTransform(copy.instanceTransform, CATransform3DMakeScale(0.9, 0.9, 1)))
            #expect(replicator.instanceColor?.rgbaComponents == ColorComponents(red: 1, green: 1, blue: 1, alpha: 1), "opaque white by default")
            replicator.instanceRedOffset = .nan
            #expect(replicator.instanceRedOffset == 0)
            replicator.instanceDelay = .infinity
            #expect(replicator.instanceDelay == 0.1, "the value is kept")
            var bad = CATransform3DIdentity
            bad.m11 = .nan
            replicator.instanceTransform = bad
            #expect(CATransform3DEqualToTransform(replicator.instanceTransform, CATransform3DMakeScale(0.9, 0.9, 1)))
            #expect(capture.records(withCode: .invalidGeometry).count == 3)
            // Not animatable here (documented): the animation is reported when it is compiled.
            let spin = CABasicAnimation(keyPath: "instanceTransform")
            spin.toValue = CATransform3DMakeRotation(.pi, 0, 0, 1)
            replicator.add(spin, forKey: "spin")
            #expect(capture.records(withCode: .unsupportedKeyPath).count == 1)
        }
    }
}
