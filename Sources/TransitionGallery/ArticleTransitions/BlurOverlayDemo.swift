import UIKit

// Seed 000's overlay (§2.4.3) with a blurred backdrop instead of a dimming view, the way
// many apps now write it: a UIVisualEffectView whose effect goes from nil to a blur inside the
// transition's own animation (through the coordinator), and back to nil on dismissal.

/// The overlay's presentation controller, with a blur behind the card.
final class BlurOverlayPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        blurView.frame = containerView.bounds
        containerView.insertSubview(blurView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = UIBlurEffect(style: .systemMaterial)
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = nil
        }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        blurView.frame = containerView.bounds
        let width = containerView.frame.width * 2 / 3, height = containerView.frame.height * 2 / 3
        presentedView?.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
        presentedView?.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    }
}

extension GalleryDemo {
    /// The blurred overlay: present, then close with the card's button.
    static let blurOverlay = modalDemo(
        name: "blur-overlay",
        summary: "the overlay over a real blur: a UIVisualEffectView's effect animates from nil to .systemMaterial alongside the presentation, back on dismissal",
        style: .blurredOverlay)
}
