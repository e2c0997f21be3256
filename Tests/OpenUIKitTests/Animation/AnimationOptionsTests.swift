@testable import OpenUIKit
import Testing

@MainActor
struct AnimationOptionsTests {
    @Test func curveAndTransitionAreFieldsNotFlags() {
        let options: UIView.AnimationOptions = [.curveLinear, .transitionCurlDown, .repeat, .autoreverse]
        #expect(options.curveField == 3)
        #expect(options.transitionField == 4)
        #expect(options.flags == [.repeat, .autoreverse])
        // curveEaseIn (1) and curveEaseOut (2) together are the linear field value (3), as in UIKit.
        #expect(UIView.AnimationOptions([.curveEaseIn, .curveEaseOut]).curveField == 3)
        #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        let keyframes: UIView.KeyframeAnimationOptions = [.calculationModeCubicPaced, .beginFromCurrentState]
        #expect(keyframes.calculationModeField == 4)
    }

    @Test func curveSevenIsAcceptedAsAField() {
        withApp { _ in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            CATransaction.flush()
            #expect(UIView.AnimationCurve(rawValue: 7) == nil)
            UIView.animate(withDuration: 1, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) { view.alpha = 0 }
            let animation = view.layer.animation(forKey: "opacity") as! CABasicAnimation
            #expect(animation.timingFunction == SystemTransitionConstants.systemCurve)
        }
    }

    @Test func pacedKeyframesMoveAtEvenSpeed() {
        withApp { _ in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            CATransaction.flush()
            let options = UIView.KeyframeAnimationOptions(rawValue: UIView.KeyframeAnimationOptions.calculationModePaced.rawValue
                | UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
                // 10 points in the first tenth of the time, 90 points after: paced ignores the times.
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 15 }
                UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { view.center.x = 105 }
            })
            advance(0.5)
            #expect(abs(view.layer.presentation()!.position.x - 55) < 1e-6)
        }
    }
}
