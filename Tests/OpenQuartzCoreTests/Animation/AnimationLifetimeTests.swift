@testable import OpenQuartzCore
import Testing

/// Animations outliving their layers: stop events are delivered safely, with `finished` decided
/// when the animation ended, never by reading a layer that may have gone since.
@MainActor
struct AnimationLifetimeTests {
    @Test func aDelegateReleasingTheLayerDoesNotDisturbTheOtherStopsOfThatFrame() {
        withEngine { _ in
            var layer: CALayer? = makeCommittedLayer()
            weak let released = layer
            let first = ReleasingDelegate { layer = nil }
            let second = RecordingDelegate("second")
            for (key, delegate) in [("opacity", first as any CAAnimationDelegate), ("cornerRadius", second)] {
                let animation = CABasicAnimation(keyPath: key)
                animation.fromValue = 0
                animation.toValue = 1
                animation.duration = 0.5
                animation.delegate = delegate
                layer?.add(animation, forKey: key)
            }
            advance(0.6)
            // The first stop released the layer; the second still ended finished.
            #expect(released == nil)
            #expect(first.finished == [true])
            #expect(second.events.last?.hasPrefix("second stop(true)") == true)
        }
    }

    @Test func aRemovedAnimationWhoseLayerGoesBeforeTheNextFrameStopsUnfinished() {
        withEngine { _ in
            var layer: CALayer? = makeCommittedLayer()
            let delegate = RecordingDelegate("removed")
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            animation.delegate = delegate
            layer?.add(animation, forKey: "fade")
            advance(0.1)
            let attached = layer?.attachedAnimations.first
            layer?.removeAllAnimations()
            // Off the layer, the animation no longer points at it (an unowned back pointer would
            // dangle once the layer goes, and the stop is delivered a frame later).
            #expect(attached != nil && attached?.layer == nil)
            layer = nil
            advance(0.1)
            #expect(delegate.events.last?.hasPrefix("removed stop(false)") == true)
        }
    }
}

@MainActor
private final class ReleasingDelegate: CAAnimationDelegate {
    let release: () -> Void
    var finished: [Bool] = []
    init(_ release: @escaping () -> Void) { self.release = release }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        finished.append(flag)
        release()
    }
}
