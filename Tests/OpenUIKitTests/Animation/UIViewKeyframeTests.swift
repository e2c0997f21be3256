@testable import OpenUIKit
import Testing

@MainActor
struct UIViewKeyframeTests {
    private func yRotation(_ angle: Double) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -0.002
        return CATransform3DRotate(t, CGFloat(angle), 0, 1, 0)
    }

    /// The time at which ease-in-ease-out progress reaches `u` (bisection on the curve).
    private func easeTime(reaching u: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if easeInEaseOut(mid) < u { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    private func same(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let x = [a.m11, a.m13, a.m31, a.m33, a.m34], y = [b.m11, b.m13, b.m31, b.m33, b.m34]
        return zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    /// Seed 004's flip presentation, written as the tutorial writes it: three keyframes with
    /// `.calculationModeCubic`. Each phase must happen inside its third of the (eased) progress:
    /// the from view turns edge-on, then the snapshot turns face-on, then the snapshot grows —
    /// with each property holding still outside its own keyframe.
    @Test func seed004FlipHasExactlyThreePhases() {
        withApp { _ in
            let window = makeWindow()
            let fromView = UIView(frame: window.bounds)
            let snapshot = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 160))
            window.addSubview(fromView)
            window.addSubview(snapshot)
            snapshot.layer.transform = yRotation(.pi / 2)
            snapshot.layer.cornerRadius = 20
            CATransaction.flush()
            let finalFrame = window.bounds
            var finished: Bool?
            UIView.animateKeyframes(withDuration: 0.9, delay: 0, options: .calculationModeCubic, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1 / 3) {
                    fromView.layer.transform = self.yRotation(-.pi / 2)
                }
                UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                    snapshot.layer.transform = self.yRotation(0)
                }
                UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                    snapshot.frame = finalFrame
                    snapshot.layer.cornerRadius = 0
                }
            }, completion: { finished = $0 })
            let oneThird = easeTime(reaching: 1 / 3) * 0.9, twoThirds = easeTime(reaching: 2 / 3) * 0.9
            var elapsed = 0.0
            @MainActor func at(_ time: Double) {
                advance(time - elapsed)
                elapsed = time
            }
            // Phase 1: only the from view moves.
            at((oneThird / 2 * 1000).rounded() / 1000)
            #expect(!same(fromView.layer.presentation()!.transform, CATransform3DIdentity))
            #expect(!same(fromView.layer.presentation()!.transform, yRotation(-.pi / 2)))
            #expect(same(snapshot.layer.presentation()!.transform, yRotation(.pi / 2)))
            #expect(snapshot.layer.presentation()!.cornerRadius == 20)
            // Phase 2: the from view holds edge-on, the snapshot turns, its frame holds.
            at((((oneThird + twoThirds) / 2) * 1000).rounded() / 1000)
            #expect(same(fromView.layer.presentation()!.transform, yRotation(-.pi / 2)))
            #expect(!same(snapshot.layer.presentation()!.transform, yRotation(.pi / 2)))
            #expect(!same(snapshot.layer.presentation()!.transform, yRotation(0)))
            #expect(snapshot.layer.presentation()!.bounds.size == CGSize(width: 120, height: 160))
            // Phase 3: both turns are done; the snapshot grows and loses its corners.
            at(((twoThirds + 0.9) / 2 * 1000).rounded() / 1000)
            #expect(same(fromView.layer.presentation()!.transform, yRotation(-.pi / 2)))
            #expect(same(snapshot.layer.presentation()!.transform, yRotation(0)))
            let size = snapshot.layer.presentation()!.bounds.size
            #expect(size.width > 120 && size.width < finalFrame.width)
            #expect(snapshot.layer.presentation()!.cornerRadius > 0 && snapshot.layer.presentation()!.cornerRadius < 20)
            at(1)
            #expect(finished == true)
            #expect(snapshot.layer.presentation()!.bounds.size == finalFrame.size)
        }
    }

    @Test func linearKeyframesWithALinearOverallCurve() {
        withApp { _ in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            CATransaction.flush()
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            })
            let animation = view.layer.animation(forKey: "opacity") as! CAKeyframeAnimation
            #expect(animation.keyTimes == [0, 0.25, 0.5, 1])
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear))
            var samples: [Float] = []
            for _ in 0..<8 {
                advance(0.125)
                samples.append(view.layer.presentation()!.opacity)
            }
            // 0.125: half way to 0.5; held at 0.5 until 0.5 s; then linear to 0 at 1 s.
            #expect(samples.dropLast().map { ($0 * 1000).rounded() / 1000 } == [0.75, 0.5, 0.5, 0.5, 0.375, 0.25, 0.125])
            #expect(samples.last == 0)
        }
    }

    @Test func discreteKeyframesJumpAtTheirStart() {
        withApp { _ in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            CATransaction.flush()
            let options = UIView.KeyframeAnimationOptions(rawValue: UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue
                | UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 0.2 }
            })
            var samples: [Float] = []
            for _ in 0..<4 {
                samples.append(view.layer.presentation()!.opacity)
                advance(0.25)
            }
            #expect(samples == [1, 0.5, 0.5, 0.2])
        }
    }

    @Test func addKeyframeOutsideAKeyframeAnimationIsReported() {
        withApp { capture in
            let view = UIView()
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
            #expect(view.alpha == 0.5)
            #expect(capture.records(withCode: .viewMisuse).count == 1)
        }
    }
}
