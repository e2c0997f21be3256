@testable import OpenUIKit
import Testing

/// A running property animator lives until it finishes, as on iOS: animators written as
/// `let animator = UIViewPropertyAnimator(…); animator.addCompletion { … }; animator.startAnimation()`
/// inside a function (a transition's `animateTransition`) keep no reference and still run and
/// complete; once done, nothing keeps them.
@MainActor
struct UIViewPropertyAnimatorLifetimeTests {
    /// A committed 100-point view in a window, its centre at x 50.
    private func makeView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        makeWindow().addSubview(view)
        CATransaction.flush()
        return view
    }

    @Test func aRunningAnimatorNobodyReferencesRunsToItsCompletion() {
        withApp { capture in
            let view = makeView()
            var ended: UIViewAnimatingPosition?
            weak var released: UIViewPropertyAnimator?
            do {
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 250 }
                animator.addCompletion { ended = $0 }
                animator.startAnimation()
                released = animator
            }
            #expect(released != nil, "the running animator is kept alive")
            advance(0.25)
            #expect(near(view.layer.presentation()!.position.x, 150), "half way at 0.25 s")
            advance(0.25)
            #expect(ended == .end)
            #expect(view.layer.presentation()!.position.x == 250)
            #expect(released == nil, "a finished animator is let go")
            #expect(capture.records(withCode: .propertyAnimatorMisuse).isEmpty)
        }
    }

    @Test func aPausedAnimatorIsNotKeptAndItsReleaseIsStillReported() {
        withApp { capture in
            let view = makeView()
            weak var released: UIViewPropertyAnimator?
            do {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
                animator.startAnimation()
                released = animator
                advance(0.5)
                animator.pauseAnimation()
            }
            #expect(released == nil, "UIKit keeps only running animators")
            #expect(capture.records(withCode: .propertyAnimatorMisuse).map(\.message).last?
                .hasPrefix("It is an error to release a paused or stopped property animator.") == true)
        }
    }

    @Test func aResetLetsGoOfRunningAnimators() {
        weak var released: UIViewPropertyAnimator?
        withApp { _ in
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 10, curve: .linear) { view.center.x = 250 }
            animator.startAnimation()
            released = animator
        }
        #expect(released == nil)
    }
}
