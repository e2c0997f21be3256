@testable import OpenUIKit
import Testing

/// `responds(to:)` asked of a protocol-typed value, as transition code asks its context or a
/// delegate (on iOS these protocols refine `NSObjectProtocol`): it builds, and answers as
/// `NSObject.responds(to:)` does, whether the conformer is an `NSObject` or a plain Swift class.
@MainActor
struct RespondsToOnProtocolsTests {
    final class SwiftDelegate: UIGestureRecognizerDelegate {
        func reset() {}
    }

    final class ObjectDelegate: NSObject, UIGestureRecognizerDelegate {
        func reset() {}
    }

    final class Other {
        func reset() {}
    }

    @Test func delegatesAnswerForTheirOwnMethods() {
        withApp { capture in
            let delegates: [any UIGestureRecognizerDelegate] = [SwiftDelegate(), ObjectDelegate()]
            #expect(delegates[0].responds(to: Selector(SwiftDelegate.reset, name: "reset")))
            #expect(!delegates[0].responds(to: Selector(Other.reset, name: "reset")))
            #expect(delegates[1].responds(to: Selector(ObjectDelegate.reset, name: "reset")))
            #expect(!delegates[1].responds(to: Selector(SwiftDelegate.reset, name: "reset")))
            #expect(capture.records.isEmpty)
        }
    }

    @Test func aTransitionContextAnswersToo() {
        withApp { capture in
            let root = UIViewController()
            _ = showInWindow(root)
            var answers: [Bool] = []
            final class Probe: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
                var check: (any UIViewControllerContextTransitioning) -> Void = { _ in }
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    check(transitionContext)
                    transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                    transitionContext.completeTransition(true)
                }
                func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                         source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
            }
            let probe = Probe()
            probe.check = { context in
                answers.append(context.responds(to: Selector(UIView.layoutSubviews, name: "layoutSubviews")))
            }
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = probe
            root.present(presented, animated: true)
            advance(0.5)
            #expect(answers == [false], "a context is not a view")
            #expect(root.presentedViewController === presented)
            #expect(capture.records.isEmpty, "\(capture.records.map(\.message))")
        }
    }
}
