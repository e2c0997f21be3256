import UIKit

// Seed 001 (notes on Apple's View Controller Programming Guide): "Animations for implementing a
// diagonal presentation and dismissal", ported from the guide's Objective-C. Where the guide
// relies on messages to nil (the presenter's view is nil in a custom dismissal), the Swift
// port says so with optionals and behaves the same.
//
// Kept in its iOS form — #selector and @objc, as an iOS app writes it — and built through the
// source bridge (SourceBridgePlugin, Sources/TransitionGallery/source-bridge.json).

/// Presents by moving the new view in from the lower-right corner; dismisses by moving it back.
final class DiagonalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Set by the transitioning delegate: presenting or dismissing.
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Get the set of relevant objects.
        let containerView = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)

        // Set up some variables for the animation.
        let containerFrame = containerView.frame
        var toViewStartFrame = transitionContext.initialFrame(for: toVC)
        let toViewFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromViewFinalFrame = transitionContext.finalFrame(for: fromVC)

        // Set up the animation parameters.
        if presenting {
            // Modify the frame of the presented view so that it starts offscreen at the
            // lower-right corner of the container.
            toViewStartFrame.origin.x = containerFrame.size.width
            toViewStartFrame.origin.y = containerFrame.size.height
        } else {
            // Modify the frame of the dismissed view so it ends in the lower-right corner of the
            // container view (the guide sizes it with the "to" view, nil — so zero — here).
            fromViewFinalFrame = CGRect(x: containerFrame.size.width, y: containerFrame.size.height,
                                        width: toView?.frame.size.width ?? 0, height: toView?.frame.size.height ?? 0)
        }

        // Always add the "to" view to the container. And it doesn't hurt to set its start frame.
        if let toView {
            containerView.addSubview(toView)
            toView.frame = toViewStartFrame
        }

        // Animate using the animator's own duration value.
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.presenting {
                // Move the presented view into position.
                toView?.frame = toViewFinalFrame
            } else {
                // Move the dismissed view offscreen.
                fromView?.frame = fromViewFinalFrame
            }
        }, completion: { _ in
            let success = !transitionContext.transitionWasCancelled
            // After a failed presentation or successful dismissal, remove the view.
            if (self.presenting && !success) || (!self.presenting && success) {
                toView?.removeFromSuperview()
            }
            // Notify UIKit that the transition has finished.
            transitionContext.completeTransition(success)
        })
    }
}

/// The guide's transitioning delegate: one animator, told which way it runs.
final class DiagonalTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = DiagonalAnimator()
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = DiagonalAnimator()
        animator.presenting = false
        return animator
    }
}

/// A screen that presents another with the diagonal animation (a custom presentation: the
/// presenter stays on screen underneath).
final class DiagonalViewController: UIViewController {
    let transitionDelegate = DiagonalTransitioningDelegate()
    let presentButton = UIButton(type: .system)

    override func loadView() {
        let screen = DemoScreenView(title: "斜向转场 Diagonal", subtitle: "编程指南 · Programming Guide", color: .systemGreen,
                                    rows: ["initialFrame(for:)", "finalFrame(for:)", "view(forKey:)", "completeTransition(success)"])
        screen.placeButton(presentButton, title: "展示 Present")
        presentButton.addTarget(self, action: Selector(Self.presentSecond, name: "presentSecond"), for: .touchUpInside)
        view = screen
    }

    /// Presents the second screen.
    func presentSecond() {
        let second = DiagonalSecondViewController()
        second.modalPresentationStyle = .custom
        second.transitioningDelegate = transitionDelegate
        present(second, animated: true)
    }
}

/// The screen that comes in diagonally, with a button that sends it back.
final class DiagonalSecondViewController: UIViewController {
    let closeButton = UIButton(type: .system)

    override func loadView() {
        let screen = DemoScreenView(title: "第二屏 Second", subtitle: "从右下角进入 · From the lower right", color: .systemPurple,
                                    rows: ["modalPresentationStyle = .custom", "transitioningDelegate"])
        screen.placeButton(closeButton, title: "关闭 Close")
        closeButton.addTarget(self, action: Selector(Self.close, name: "close"), for: .touchUpInside)
        view = screen
    }

    func close() {
        dismiss(animated: true)
    }
}
