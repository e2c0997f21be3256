@testable import OpenQuartzCore
import Testing

// Technical Q&A QA1673's pause/resume code, verbatim (Apple, "How to pause the animation of a
// layer tree"; docs/timing-model.md, "From parent time to local time").
@MainActor
func pauseLayer(_ layer: CALayer) {
    let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = paused
}

@MainActor
func resumeLayer(_ layer: CALayer) {
    let paused = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let sincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
    layer.beginTime = sincePause
}

@MainActor
struct QA1673Tests {
    @Test func pauseFreezesAndResumeContinuesWhereItStopped() {
        withEngine { _ in
            let layer = makeCommittedLayer()
            let delegate = RecordingDelegate("move")
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 0
            animation.toValue = 100
            animation.duration = 1
            animation.delegate = delegate
            layer.add(animation, forKey: "move")
            advance(0.3)
            #expect(abs(layer.presentation()!.position.x - 30) < 1e-6)

            pauseLayer(layer)
            advance(5)
            #expect(abs(layer.presentation()!.position.x - 30) < 1e-6)
            #expect(delegate.events == ["move start @0.0167"])

            resumeLayer(layer)
            advance(0.2)
            #expect(abs(layer.presentation()!.position.x - 50) < 1e-6)
            // One second of animation time after it began, plus the five paused seconds.
            advance(1)
            #expect(delegate.events == ["move start @0.0167", "move stop(true) @6.0000"])
        }
    }

    @Test func pausingAParentFreezesItsSublayers() {
        withEngine { _ in
            let parent = makeCommittedLayer()
            let child = CALayer()
            parent.addSublayer(child)
            CATransaction.flush()
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 1
            animation.toValue = 0
            animation.duration = 2
            child.add(animation, forKey: "fade")
            advance(0.5)
            pauseLayer(parent)
            advance(10)
            #expect(abs(child.presentation()!.opacity - 0.75) < 1e-6)
            #expect(child.animation(forKey: "fade") != nil)
        }
    }

    /// Scrubbing as UIPercentDrivenInteractiveTransition does: speed 0, timeOffset = p × duration.
    @Test func scrubbingWithTimeOffset() {
        withEngine { _ in
            let container = makeCommittedLayer()
            container.speed = 0
            let view = CALayer()
            container.addSublayer(view)
            CATransaction.flush()
            let animation = CABasicAnimation(keyPath: "position.x")
            animation.fromValue = 0
            animation.toValue = 200
            animation.duration = 0.5
            view.add(animation, forKey: "slide")
            CATransaction.flush()
            for percent in [0.1, 0.4, 0.75, 0.2] {
                container.timeOffset = percent * 0.5
                advance(1.0 / 60)
                #expect(abs(view.presentation()!.position.x - 200 * percent) < 1e-6, "at \(percent)")
            }
        }
    }
}
