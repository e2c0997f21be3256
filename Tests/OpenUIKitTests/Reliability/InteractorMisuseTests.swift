@testable import OpenQuartzCore
@testable import OpenUIKit
import Foundation
import Testing

/// A fade animator whose duration the test chooses (UIView.animate, the layer-time path).
@MainActor
private final class TimedFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // Presenting: the presented view fades in; dismissing (.custom keeps the presenter): out.
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { toView.alpha = 1 }) { _ in
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else if let fromView = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { fromView.alpha = 0 }) { _ in
                if transitionContext.transitionWasCancelled { fromView.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

@MainActor
private final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var duration: TimeInterval = 0.4
    var interactor: UIPercentDrivenInteractiveTransition?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { TimedFadeAnimator(duration: duration) }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { TimedFadeAnimator(duration: duration) }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Interactors used in ways UIKit does not expect: the transition always ends, with a message,
/// and no controller is lost.
@MainActor
struct InteractorMisuseTests {
    private func presenter(_ transitions: FadeTransitions) -> (UIViewController, UIViewController) {
        let a = UIViewController()
        _ = showInWindow(a)
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = transitions
        return (a, b)
    }

    @Test func anInteractorThatDoesNotStartInteractivelyAnimatesAndCanBePausedIntoScrubbing() {
        withApp { _ in
            let transitions = FadeTransitions()
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.wantsInteractiveStart = false
            transitions.interactor = interactor
            let (a, b) = presenter(transitions)
            var completed = false
            a.present(b, animated: true) { completed = true }
            #expect(b.transitionCoordinator?.isInteractive == false)
            advance(0.2)
            let halfway = b.view.layer.presentation()!.opacity
            #expect(halfway > 0.4 && halfway < 0.6, "it animates on its own: \(halfway)")
            advance(0.25)
            #expect(completed && a.presentedViewController === b)

            // Dismissal: paused half way, it scrubs like any interactive transition.
            var dismissed = false
            b.dismiss(animated: true) { dismissed = true }
            advance(0.1)
            interactor.pause()
            #expect(b.transitionCoordinator?.isInteractive == true)
            #expect(abs(interactor.percentComplete - 0.25) < 0.05, "\(interactor.percentComplete)")
            interactor.update(0.5)
            CATransaction.flush()
            #expect(abs(b.view.layer.presentation()!.opacity - 0.5) < 0.02)
            advance(0.5)
            #expect(!dismissed, "paused: nothing moves without the interactor")
            interactor.finish()
            advance(0.5)
            #expect(dismissed && a.presentedViewController == nil)
        }
    }

    @Test(arguments: [Double.infinity, .nan, -1])
    func aDurationThatCannotBeScrubbedStillEnds(_ duration: Double) {
        withApp { capture in
            let transitions = FadeTransitions()
            transitions.duration = duration
            let interactor = UIPercentDrivenInteractiveTransition()
            transitions.interactor = interactor
            let (a, b) = presenter(transitions)
            var completed = false
            a.present(b, animated: true) { completed = true }
            interactor.update(0.5)
            interactor.finish()
            advance(2)
            #expect(completed && a.presentedViewController === b, "duration \(duration)")
            #expect(capture.records(withCode: .transitionMisuse).count == 1, "duration \(duration): one message")
            #expect(capture.records.count <= 3, "no message per frame: \(capture.records.map(\.message))")
        }
    }

    @Test func oneInteractorVendedForTwoTransitionsLetsTheSecondRunOnItsOwn() {
        withApp { capture in
            let first = FadeTransitions(), second = FadeTransitions()
            let shared = UIPercentDrivenInteractiveTransition()
            first.interactor = shared
            second.interactor = shared
            let a = UIViewController()
            let window = showInWindow(a)
            let b = UIViewController()
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = first
            a.present(b, animated: true)
            shared.update(0.3)
            // A second window presents with the same interactor while the first transition runs.
            let other = UIWindow(frame: window.bounds)
            let c = UIViewController()
            other.rootViewController = c
            other.makeKeyAndVisible()
            let d = UIViewController()
            d.modalPresentationStyle = .custom
            d.transitioningDelegate = second
            var secondDone = false
            c.present(d, animated: true) { secondDone = true }
            advance(0.6)
            #expect(secondDone && c.presentedViewController === d, "the second transition ran non-interactively")
            #expect(capture.records(withCode: .transitionMisuse).contains { $0.message.hasPrefix("Unsupported path when one interactor is driving multiple") })
            shared.finish()
            advance(0.6)
            #expect(a.presentedViewController === b)
        }
    }

    @Test func alongsideAnimationsRegisteredLateAreDroppedButTheirCompletionRuns() {
        withApp { _ in
            let transitions = FadeTransitions()
            let (a, b) = presenter(transitions)
            a.present(b, animated: true)
            let coordinator = b.transitionCoordinator!
            #expect(coordinator.animate(alongsideTransition: nil, completion: nil), "nothing to drop")
            advance(10.0 / 60)
            let badge = UIView()
            var completions = 0
            let queued = coordinator.animate(alongsideTransition: { _ in badge.alpha = 0.5 }, completion: { _ in completions += 1 })
            #expect(!queued, "too late, and the animator is not interruptible: UIKit answers false")
            #expect(badge.alpha == 1, "the block did not run")
            advance(0.5)
            #expect(completions == 1, "the completion still runs when the transition ends")
        }
    }

    @Test func aPropertyAnimatorWithANaNDurationEndsAtOnce() {
        withApp { capture in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var position: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: .nan, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { position = $0 }
            animator.startAnimation()
            #expect(animator.duration == 0)
            let pending = RunLoopDriver.shared.runUntilIdle(timeout: 1)
            #expect(pending.isEmpty && position == .end && view.alpha == 0)
            #expect(capture.records(withCode: .propertyAnimatorMisuse).count == 1)
        }
    }
}
