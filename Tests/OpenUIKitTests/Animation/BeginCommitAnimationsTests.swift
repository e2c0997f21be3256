@testable import OpenUIKit
import Testing

/// The animation API before iOS 4: changes between `beginAnimations` and `commitAnimations`
/// animate, 0.2 s ease-in-out by default (Apple's documentation for `setAnimationDuration(_:)`
/// and `setAnimationCurve(_:)`), with the parameters the `setAnimation…` calls give.
@MainActor
struct BeginCommitAnimationsTests {
    func movingView() -> UIView {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        CATransaction.flush()
        return view
    }

    @Test func changesBetweenBeginAndCommitAnimateWithTheDefaults() throws {
        try withApp { _ in
            let view = movingView()
            UIView.beginAnimations(nil, context: nil)
            view.alpha = 0
            UIView.commitAnimations()
            #expect(view.alpha == 0, "the model changes at once")
            let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(animation.duration == 0.2)
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        }
    }

    @Test func theSettersShapeTheBlock() throws {
        try withApp { _ in
            let view = movingView()
            UIView.beginAnimations("slide", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelay(0.5)
            UIView.setAnimationRepeatCount(2)
            UIView.setAnimationRepeatAutoreverses(true)
            view.center.x = 105
            UIView.commitAnimations()
            let animation = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(animation.duration == 1 && animation.repeatCount == 2 && animation.autoreverses)
            #expect(animation.timingFunction == CAMediaTimingFunction(name: .linear))
            advance(1.0)
            // Half a second after the delay, linearly: half way from 5 to 105.
            #expect(abs((view.layer.presentation()?.position.x ?? 0) - 55) < 0.5)
        }
    }

    @Test func blocksNestAndACommitWithoutABeginIsReported() throws {
        try withApp { capture in
            let view = movingView()
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.8)
            UIView.beginAnimations(nil, context: nil)
            view.alpha = 0.5
            UIView.commitAnimations()
            UIView.commitAnimations()
            let animation = try #require(view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(animation.duration == 0.8, "a nested block inherits the duration")

            UIView.commitAnimations()
            UIView.setAnimationDuration(1)
            #expect(capture.records.contains { $0.message.contains("commitAnimations() without a beginAnimations") })
            #expect(capture.records.contains { $0.message.contains("setAnimationDuration(_:) outside beginAnimations") })
            let other = movingView()
            UIView.setAnimationsEnabled(false)
            UIView.beginAnimations(nil, context: nil)
            other.alpha = 0.5
            UIView.commitAnimations()
            UIView.setAnimationsEnabled(true)
            #expect(other.layer.animation(forKey: "opacity") == nil, "with animations off the change is immediate")
            #expect(other.alpha == 0.5)
        }
    }
}
