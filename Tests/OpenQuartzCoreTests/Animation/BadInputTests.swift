@testable import OpenQuartzCore
import Testing

/// Bad input gets defined behaviour and one clear message, never a crash or a hang.
@MainActor
struct BadInputTests {
    @Test func nanGeometryIsRefusedWithCoreAnimationsMessage() {
        withEngine { capture in
            let layer = CALayer()
            layer.position = CGPoint(x: 3, y: 4)
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            #expect(layer.position == CGPoint(x: 3, y: 4))
            #expect(capture.records(withCode: .invalidGeometry).map(\.message) == [
                "CALayer position contains NaN: [nan 0]. The value was not changed.",
            ])
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            #expect(layer.bounds == .zero)
            #expect(capture.records(withCode: .invalidGeometry).last?.message == "CALayer bounds contains an infinite value: [0 0; inf 1]. The value was not changed.")
            layer.opacity = .nan
            #expect(layer.opacity == 1)
        }
    }

    @Test func invalidTimingIsRepaired() {
        withEngine { capture in
            let layer = makeCommittedLayer()
            let delegate = RecordingDelegate()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0
            animation.duration = -2
            animation.repeatCount = .nan
            animation.delegate = delegate
            layer.add(animation, forKey: nil)
            advance(1)
            // Negative duration → 0 → the transaction's 0.25 s.
            #expect(delegate.events.last == "anim stop(true) @0.2500")
            #expect(capture.records(withCode: .invalidAnimation).count == 2)
        }
    }

    @Test func nonFiniteAndMistypedValuesMakeTheAnimationInert() {
        withEngine { capture in
            let layer = makeCommittedLayer(position: CGPoint(x: 1, y: 2))
            let nan = CABasicAnimation(keyPath: "position")
            nan.toValue = CGPoint(x: CGFloat.nan, y: 0)
            layer.add(nan, forKey: "nan")
            let wrong = CABasicAnimation(keyPath: "position")
            wrong.toValue = "not a point"
            layer.add(wrong, forKey: "wrong")
            advance(0.1)
            #expect(layer.presentation()!.position == CGPoint(x: 1, y: 2))
            #expect(capture.records(withCode: .invalidAnimation).count == 2)
        }
    }

    @Test func unknownKeyPathsAreReportedOnce() {
        withEngine { capture in
            let layer = makeCommittedLayer()
            for _ in 0..<3 {
                let animation = CABasicAnimation(keyPath: "frame")
                animation.toValue = CGRect(x: 0, y: 0, width: 1, height: 1)
                layer.add(animation, forKey: nil)
            }
            #expect(capture.records(withCode: .unsupportedKeyPath).count == 1)
        }
    }

    @Test func zeroSpeedNeverEndsButDoesNotHang() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let frozen = CABasicAnimation(keyPath: "opacity")
            frozen.fromValue = 1
            frozen.toValue = 0
            frozen.speed = 0
            frozen.timeOffset = 0.125
            layer.add(frozen, forKey: "frozen")
            let pending = RunLoopDriver.shared.runUntilIdle(timeout: 3)
            #expect(pending.count == 1)
            #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        }
    }

    @Test func cyclesAreRefused() {
        withEngine { capture in
            let a = CALayer(), b = CALayer(), c = CALayer()
            a.addSublayer(b)
            b.addSublayer(c)
            a.addSublayer(a)
            c.addSublayer(a)
            #expect(a.superlayer == nil)
            #expect(a.sublayers?.count == 1 && c.sublayers == nil)
            #expect(capture.records(withCode: .layerHierarchy).count == 2)
            b.mask = a
            #expect(b.mask == nil)
            #expect(capture.records(withCode: .layerHierarchy).count == 3)
        }
    }
}

@MainActor
struct LayerLifetimeTests {
    @Test func releasedLayersEndTheirAnimationsUnfinishedAndFreeTheirTree() {
        withEngine { _ in
            let delegate = RecordingDelegate()
            weak var weakParent: CALayer?
            weak var weakChild: CALayer?
            do {
                let parent = makeCommittedLayer()
                let child = CALayer()
                parent.addSublayer(child)
                let mask = CALayer()
                parent.mask = mask
                CATransaction.flush()
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.toValue = 0
                animation.duration = 5
                animation.delegate = delegate
                child.add(animation, forKey: "fade")
                advance(0.1)
                weakParent = parent
                weakChild = child
            }
            // The transaction machinery must not keep released layers alive.
            advance(1.0 / 60)
            #expect(weakParent == nil)
            #expect(weakChild == nil)
            #expect(delegate.events.last?.hasPrefix("anim stop(false)") == true)
            #expect(RunLoopDriver.shared.runUntilIdle(timeout: 1).isEmpty)
        }
    }
}
