@testable import OpenUIKit
import Testing

@MainActor
struct UIViewPropertyAnimatorTests {
    /// A committed view at x centre 50, moved by the animators below to 150.
    private func makeView() -> UIView {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        return view
    }

    private func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    private func linearAnimator(_ view: UIView, duration: Double = 1) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: .linear) { view.center.x = 150 }
    }

    @Test func runsFromInactiveThroughActiveBackToInactive() {
        withApp { _ in
            let view = makeView()
            let animator = linearAnimator(view)
            var log: [String] = []
            animator.addCompletion { log.append("first \($0) @\(now())") }
            animator.addCompletion { log.append("second \($0) @\(now())") }
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(view.center.x == 50, "animations of an inactive animator have not run yet")
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(view.center.x == 150)
            advance(0.25)
            #expect(near(x(view), 75))
            #expect(near(animator.fractionComplete, 0.25))
            advance(0.75)
            #expect(log == ["first end @1.0", "second end @1.0"])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(view.layer.animationKeys() == nil && x(view) == 150)
        }
    }

    @Test func pauseScrubAndResume() {
        withApp { _ in
            let view = makeView()
            let animator = linearAnimator(view)
            var finishedAt: Double?
            animator.addCompletion { _ in finishedAt = now() }
            animator.startAnimation()
            advance(0.5)
            animator.pauseAnimation()
            #expect(animator.state == .active && !animator.isRunning)
            advance(1)
            #expect(near(x(view), 100))
            #expect(near(animator.fractionComplete, 0.5))
            animator.fractionComplete = 0.8
            #expect(near(x(view), 130))
            animator.startAnimation()
            advance(0.1)
            #expect(near(x(view), 140))
            advance(0.1)
            // The remaining 0.2 of the distance took 0.2 of the duration.
            #expect(finishedAt == 1.7)
        }
    }

    @Test func resumingWithoutScrubbingContinuesTheCurve() {
        withApp { _ in
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
            animator.startAnimation()
            advance(0.3)
            animator.pauseAnimation()
            advance(5)
            animator.startAnimation()
            advance(0.2)
            #expect(near(x(view), 50 + 100 * CGFloat(easeInEaseOut(0.5)), 1e-6))
        }
    }

    @Test func settingFractionCompleteOnAnInactiveAnimatorPausesIt() {
        withApp { _ in
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
            animator.fractionComplete = 0.25
            #expect(animator.state == .active && !animator.isRunning)
            #expect(near(x(view), 75))
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.5
            #expect(near(x(view), 50 + 100 * CGFloat(cubicBezier(0.42, 0, 1, 1, 0.5))))
            animator.stopAnimation(true)
        }
    }

    @Test func reversingWhileRunningRetracesThePath() {
        withApp { _ in
            let view = makeView()
            let animator = linearAnimator(view)
            var log: [String] = []
            animator.addCompletion { log.append("\($0) @\(now())") }
            animator.startAnimation()
            advance(0.6)
            animator.isReversed = true
            advance(0.3)
            #expect(near(x(view), 80))
            advance(0.3)
            #expect(log == ["start @1.2"])
            // Finishing at the start puts the model back.
            #expect(view.center.x == 50)
            #expect(x(view) == 50)
        }
    }

    @Test func reversingWhilePausedHeadsBackFromThere() {
        withApp { _ in
            let view = makeView()
            let animator = linearAnimator(view)
            var log: [String] = []
            animator.addCompletion { log.append("\($0) @\(now())") }
            animator.startAnimation()
            advance(0.4)
            animator.pauseAnimation()
            animator.isReversed = true
            animator.startAnimation()
            advance(0.2)
            #expect(near(x(view), 70))
            advance(0.2)
            // 0.4 of the distance back at the original pace: 0.4 s.
            #expect(log == ["start @0.8"])
            #expect(view.center.x == 50)
        }
    }

    @Test func pausesOnCompletionKeepsTheAnimatorForReversal() {
        withApp { _ in
            let view = makeView()
            let animator = linearAnimator(view)
            animator.pausesOnCompletion = true
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            advance(1.5)
            #expect(positions.isEmpty)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(near(x(view), 150))
            animator.isReversed = true
            animator.pausesOnCompletion = false
            animator.startAnimation()
            advance(0.5)
            #expect(near(x(view), 100))
            advance(0.5)
            #expect(positions == [.start])
            #expect(view.center.x == 50)
        }
    }

    @Test func stopThenFinishAtEachPosition() {
        withApp { _ in
            for (position, expected) in [(UIViewAnimatingPosition.end, CGFloat(150)), (.start, 50), (.current, 90)] {
                let view = makeView()
                let animator = linearAnimator(view)
                var reported: UIViewAnimatingPosition?
                animator.addCompletion { reported = $0 }
                animator.startAnimation()
                advance(0.4)
                animator.stopAnimation(false)
                #expect(animator.state == .stopped)
                #expect(view.layer.animationKeys() == nil)
                #expect(near(view.center.x, 90), "stopping leaves the view where it is")
                animator.finishAnimation(at: position)
                #expect(reported == position)
                #expect(animator.state == .inactive)
                #expect(near(view.center.x, expected))
            }
        }
    }

    @Test func stopWithoutFinishingSkipsCompletions() {
        withApp { _ in
            let view = makeView()
            let animator = linearAnimator(view)
            var called = false
            animator.addCompletion { _ in called = true }
            animator.startAnimation()
            advance(0.5)
            animator.stopAnimation(true)
            advance(1)
            #expect(!called)
            #expect(animator.state == .inactive)
            #expect(near(view.center.x, 100))
        }
    }

    @Test func misuseIsReportedWithUIKitsTextAndChangesNothing() {
        withApp { capture in
            let view = makeView()
            let animator = linearAnimator(view)
            animator.startAnimation()
            advance(0.2)
            animator.finishAnimation(at: .end)
            #expect(animator.state == .active && animator.isRunning)
            animator.stopAnimation(false)
            animator.startAnimation()
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: .current)
            animator.startAnimation()
            animator.isInterruptible = false
            #expect(animator.isInterruptible)
            animator.stopAnimation(true)
            #expect(capture.records(withCode: .propertyAnimatorMisuse).count == 3)

            // Releasing a paused animator: UIKit's message, and the view keeps what it shows.
            var paused: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 300 }
            paused!.fractionComplete = 0.5
            paused = nil
            let messages = capture.records(withCode: .propertyAnimatorMisuse).map(\.message)
            #expect(messages.last?.hasPrefix("It is an error to release a paused or stopped property animator.") == true)
            // It was paused half way from 70 (where the first animator left it) to 300.
            #expect(near(view.center.x, 185) && view.layer.animationKeys() == nil)
        }
    }

    @Test func springOvershootsAndSettlesWithinTheDuration() {
        withApp { _ in
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4) { view.center.x = 150 }
            var endedAt: Double?
            animator.addCompletion { _ in endedAt = now() }
            animator.startAnimation()
            var peak: CGFloat = 0
            for _ in 0..<60 {
                advance(1.0 / 60)
                peak = max(peak, x(view))
            }
            #expect(peak > 151, "an under-damped spring goes past the end value")
            #expect(endedAt == 1)
            #expect(x(view) == 150)
        }
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() {
        withApp { _ in
            let view = makeView(), other = makeView()
            let animator = linearAnimator(view)
            animator.startAnimation()
            advance(0.5)
            animator.addAnimations { other.alpha = 0 }
            advance(0.25)
            #expect(near(CGFloat(other.layer.presentation()!.opacity), 0.5))
            let delayed = makeView()
            let second = UIViewPropertyAnimator(duration: 1, curve: .linear)
            second.addAnimations({ delayed.alpha = 0 }, delayFactor: 0.5)
            second.startAnimation()
            advance(0.5)
            #expect(delayed.layer.presentation()!.opacity == 1)
            advance(0.25)
            #expect(near(CGFloat(delayed.layer.presentation()!.opacity), 0.5))
        }
    }

    @Test func runningAnimatorAndContinueAnimation() {
        withApp { _ in
            let view = makeView()
            var done: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                view.center.x = 150
            }, completion: { done.append($0) })
            #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5)
            advance(0.5)
            #expect(near(x(view), 50))
            advance(0.5)
            #expect(near(x(view), 100))
            animator.pauseAnimation()
            // The rest (half the distance) now takes 0.5 × the original duration.
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
            advance(0.25)
            #expect(near(x(view), 125))
            advance(0.25)
            #expect(done == [.end])
        }
    }

    @Test func timingParameterDefaults() {
        withApp { _ in
            let cubic = UICubicTimingParameters()
            #expect(cubic.animationCurve == .easeInOut && cubic.controlPoint1 == CGPoint(x: 0.42, y: 0))
            #expect(cubic.timingCurveType == .builtin)
            #expect(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)).timingCurveType == .cubic)
            let spring = UISpringTimingParameters()
            guard case .physical(let mass, let stiffness, let damping) = spring.definition else {
                Issue.record("the default spring is physical")
                return
            }
            #expect(mass == 3 && stiffness == 1000 && damping == 500)
            #expect(abs(damping / (2 * (mass * stiffness).squareRoot()) - 4.564) < 0.001)
        }
    }
}
