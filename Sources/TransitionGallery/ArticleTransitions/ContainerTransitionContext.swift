import UIKit

// Seed 000 §5.2.2–5.2.3: the custom container's transition context. UIKit makes the context
// for the transitions it knows; for this one we make it ourselves. It runs the animator, stands
// in for UIKit behind the interaction controller (scrubbing layer time: `speed`, `timeOffset`,
// `beginTime`, as in Technical Q&A QA1673), reverses a cancel frame by frame with a
// CADisplayLink, and finishes the containment calls when the animator completes.

final class ContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    private weak var privateContainerViewController: SDEContainerViewController?
    private let privateContainerView: UIView
    private let privateFromViewController: UIViewController
    private let privateToViewController: UIViewController
    private var privateAnimationController: UIViewControllerAnimatedTransitioning?
    private(set) var interactionController: UIViewControllerInteractiveTransitioning?
    private(set) var transitionDuration: TimeInterval = 0
    private(set) var percentComplete: CGFloat = 0
    private(set) var isCancelled = false
    private var interactiveState = false
    /// Whether the transition started under a finger (for the coordinator).
    private(set) var initiallyInteractive = false
    private var isComplete = false
    /// The homework: the coordinator of this transition.
    private(set) lazy var coordinator = ContainerTransitionCoordinator(context: self)

    init(containerViewController: SDEContainerViewController, containerView: UIView,
         fromViewController fromVC: UIViewController, toViewController toVC: UIViewController) {
        privateContainerViewController = containerViewController
        privateContainerView = containerView
        privateFromViewController = fromVC
        privateToViewController = toVC
        super.init()
    }

    /// Not part of the protocol: starts a transition that plays by itself.
    func startNonInteractiveTransition(with delegate: ContainerViewControllerDelegate) {
        prepare(with: delegate)
        // Start the transition: the animator animates.
        privateAnimationController?.animateTransition(using: self)
    }

    /// Not part of the protocol: starts a transition the interaction controller drives. With
    /// the container's layer stopped (`speed` 0), the animations wait at their start.
    func startInteractiveTransition(with delegate: ContainerViewControllerDelegate) {
        initiallyInteractive = true
        prepare(with: delegate)
        guard let container = privateContainerViewController, let animator = privateAnimationController else { return }
        interactionController = delegate.containerController(container, interactionControllerFor: animator)
        guard let interactionController else {
            // No interaction controller: a transition that plays by itself.
            initiallyInteractive = false
            return animator.animateTransition(using: self)
        }
        interactiveState = true
        privateContainerView.layer.speed = 0
        privateContainerView.layer.timeOffset = 0
        interactionController.startInteractiveTransition(self)
    }

    /// The child joins before the transition; `completeTransition(_:)` does the rest.
    private func prepare(with delegate: ContainerViewControllerDelegate) {
        guard let container = privateContainerViewController else { return }
        container.addChild(privateToViewController)
        // The to view starts where it will end; the animator only moves it (as UIKit's
        // containers prepare it before asking their animators).
        privateToViewController.view.frame = finalFrame(for: privateToViewController)
        privateToViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        privateAnimationController = delegate.containerController(container, animationControllerForTransitionFrom: privateFromViewController,
                                                                  to: privateToViewController)
        transitionDuration = privateAnimationController?.transitionDuration(using: self) ?? 0
        // Appearance callbacks, as UIKit's containers send them.
        privateFromViewController.beginAppearanceTransition(false, animated: true)
        privateToViewController.beginAppearanceTransition(true, animated: true)
    }

    /// Called by SDEPercentDrivenInteractiveTransition once the animator has added its animations.
    func runAnimator() {
        privateAnimationController?.animateTransition(using: self)
    }

    // MARK: UIViewControllerContextTransitioning

    var containerView: UIView { privateContainerView }
    var isAnimated: Bool { true }
    var isInteractive: Bool { interactiveState }
    var transitionWasCancelled: Bool { isCancelled }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    /// Scrubbing: with `speed` still 0, `timeOffset` is where the animations are, in seconds.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard interactiveState else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        privateContainerView.layer.timeOffset = Double(self.percentComplete) * transitionDuration
        coordinator.interactionDidChange()
    }

    /// Resuming is not just `speed = 1`: QA1673's sequence carries on from where it stopped.
    func finishInteractiveTransition() {
        guard interactiveState else { return }
        interactiveState = false
        let layer = privateContainerView.layer
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
        coordinator.interactionDidEnd()
    }

    /// A negative speed does not play backwards (the views vanish), so a display link walks
    /// `timeOffset` back one frame per frame (linear in time: the seed skips the curve math).
    func cancelInteractiveTransition() {
        guard interactiveState else { return }
        interactiveState = false
        isCancelled = true
        coordinator.interactionDidEnd()
        let displayLink = CADisplayLink(target: self, action: Self.reverseAnimation)
        displayLink.add(to: .main, forMode: .default)
    }

    func reverseAnimation(_ displayLink: CADisplayLink) {
        let layer = privateContainerView.layer
        // One frame of time back per frame shown (duration is 1/60 s at 60 Hz).
        let timeOffset = layer.timeOffset - displayLink.duration
        if timeOffset > 0 {
            layer.timeOffset = timeOffset
        } else {
            displayLink.invalidate()
            layer.timeOffset = 0
            // `speed` must be 1 again, or later transitions stall and the views take no touches.
            // It makes the views jump to the animations' end for a frame, until the animator
            // completes (cancelled) and puts them back: a snapshot of the from view covers that.
            let fakeFromView = privateFromViewController.view.snapshotView(afterScreenUpdates: false)
            if let fakeFromView { privateContainerView.addSubview(fakeFromView) }
            layer.speed = 1
            // The seed removes it with perform(_:with:afterDelay: 1/60); a one-shot display link
            // does the same on the next frame.
            let remover = CADisplayLink { link in
                link.invalidate()
                fakeFromView?.removeFromSuperview()
            }
            remover.add(to: .main, forMode: .default)
        }
    }

    func pauseInteractiveTransition() {
        // The seed's context cannot pause a running (non-interactive) transition.
        fatalError("ContainerTransitionContext.pauseInteractiveTransition is not supported: seed 000's custom container transitions are not interruptible")
    }

    /// The animator is done: finish the containment (or undo it if cancelled), then tidy up.
    func completeTransition(_ didComplete: Bool) {
        guard !isComplete, let container = privateContainerViewController else { return }
        isComplete = true
        let fromVC = privateFromViewController, toVC = privateToViewController
        if didComplete {
            // Finish adding toVC; remove fromVC and its view.
            toVC.didMove(toParent: container)
            fromVC.willMove(toParent: nil)
            fromVC.view.removeFromSuperview()
            fromVC.removeFromParent()
            fromVC.endAppearanceTransition()
            toVC.endAppearanceTransition()
        } else {
            // Cancelled: remove toVC and its view again.
            toVC.didMove(toParent: container)
            toVC.willMove(toParent: nil)
            toVC.view.removeFromSuperview()
            toVC.removeFromParent()
            toVC.beginAppearanceTransition(false, animated: true)
            fromVC.beginAppearanceTransition(true, animated: true)
            toVC.endAppearanceTransition()
            fromVC.endAppearanceTransition()
        }
        // The seed's transitionEnd: the animator's animationEnded, then restoring the data.
        privateAnimationController?.animationEnded(didComplete)
        coordinator.transitionDidComplete()
        container.transitionDidEnd(completed: didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: privateFromViewController
        case .to: privateToViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: privateFromViewController.view
        case .to: privateToViewController.view
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { vc === privateFromViewController ? privateContainerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === privateToViewController ? privateContainerView.bounds : .zero }
}

/// The seed's own percent-driven interaction controller: UIKit's UIPercentDrivenInteractiveTransition
/// only works with UIKit's contexts, so this one forwards to ours, as UIKit's forwards to its own.
final class SDEPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var transitionContext: ContainerTransitionContext?

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext as? ContainerTransitionContext
        // The container's layer is stopped: the animations wait at their start.
        self.transitionContext?.runAnimator()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { transitionContext?.updateInteractiveTransition(percentComplete) }
    func finishInteractiveTransition() { transitionContext?.finishInteractiveTransition() }
    func cancelInteractiveTransition() { transitionContext?.cancelInteractiveTransition() }
}
