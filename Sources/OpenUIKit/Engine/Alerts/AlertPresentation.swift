import Foundation

/// How an alert controller is presented when it is not a popover: its own presentation
/// controller (the dimming, the card's place, keyboard avoidance) and animators, vended by a
/// transitioning delegate the controller keeps, through the presentation machinery every
/// `.custom` presentation uses (docs/transition-engine.md, "Who presents").
@MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let alert = presented as? UIAlertController, alert.modalPresentationStyle == .custom else { return nil }
        return AlertTransitionAnimator(isPresenting: true, isSheet: alert.preferredStyle == .actionSheet)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let alert = dismissed as? UIAlertController, alert.modalPresentationStyle == .custom else { return nil }
        return AlertTransitionAnimator(isPresenting: false, isSheet: alert.preferredStyle == .actionSheet)
    }
}

/// Dims the screen behind the alert, places the card (centred above the keyboard for an
/// alert, at the bottom for an action sheet) and lets a tap on the dimming cancel an action
/// sheet that has a cancel button.
@MainActor
final class AlertPresentationController: UIPresentationController {
    private let dimming = UIView()
    private var keyboardHeight: CGFloat = 0
    private var observers: [NSObjectProtocol] = []

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert else { return .zero }
        let bounds = container.bounds
        if alert.preferredStyle == .actionSheet {
            let width = max(bounds.width - 2 * AlertMetrics.sheetMargin, 1)
            let size = alert.alertView.fittingSize(width: width)
            let bottom = max(container.safeAreaInsets.bottom, AlertMetrics.sheetMargin)
            return CGRect(x: AlertMetrics.sheetMargin, y: bounds.height - bottom - size.height, width: width, height: size.height)
        }
        let size = alert.alertView.fittingSize(width: AlertMetrics.alertWidth)
        // Centred in what the keyboard leaves, kept below the status bar.
        let available = bounds.height - keyboardHeight
        let y = max(container.safeAreaInsets.top, (available - size.height) / 2)
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: y.rounded(), width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimming, at: 0)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: AlertPresentationController.dimmingTapped)
        dimming.addGestureRecognizer(tap)
        let fade = { (_: any UIViewControllerTransitionCoordinatorContext) in self.dimming.alpha = AlertMetrics.dimmingAlpha }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: fade, completion: nil)
        } else {
            dimming.alpha = AlertMetrics.dimmingAlpha
        }
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
                let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                MainActor.assumeIsolated { self?.keyboardDidMove(height: frame.height) }
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardDidMove(height: 0) }
            },
        ]
    }

    override func dismissalTransitionWillBegin() {
        let fade = { (_: any UIViewControllerTransitionCoordinatorContext) in self.dimming.alpha = 0 }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: fade, completion: nil)
        } else {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimming.removeFromSuperview()
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        guard presentedViewController.transitionCoordinator == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func keyboardDidMove(height: CGFloat) {
        guard keyboardHeight != height, alert?.preferredStyle == .alert else { return }
        keyboardHeight = height
        let frame = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: SoftwareKeyboard.animationDuration) { self.presentedView?.frame = frame }
    }

    /// A tap beside an action sheet cancels it, when it has a cancel button (as on iOS); an
    /// alert ignores it.
    private func dimmingTapped() {
        guard let alert, alert.preferredStyle == .actionSheet, presentedViewController.transitionCoordinator == nil else { return }
        alert.cancelFromOutside()
    }
}

// Behaviour source [R] — Alerts and pickers
//   Rule: An alert grows in from 1.2× while fading in and fades out; an action sheet rises and
//     sinks
//   Value: 1.2×, 0.3 s in, 0.25 s out; sheet 0.35 s in, 0.3 s out
//   Source: Our reading of iOS 18; no published timing found.
//   Also: docs/porting.md
/// The alert's own animations [R, our reading of iOS 18]: an alert grows in from 1.2× while
/// fading in and fades out; an action sheet rises from below the screen and sinks back.
@MainActor
final class AlertTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let isSheet: Bool

    init(isPresenting: Bool, isSheet: Bool) {
        self.isPresenting = isPresenting
        self.isSheet = isSheet
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch (isSheet, isPresenting) {
        case (true, true): AlertMetrics.sheetPresentationDuration
        case (true, false): AlertMetrics.sheetDismissalDuration
        case (false, true): AlertMetrics.alertPresentationDuration
        case (false, false): AlertMetrics.alertDismissalDuration
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = context.viewController(forKey: key), let view = controller.viewIfLoaded else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let container = context.containerView
        let duration = context.isAnimated ? transitionDuration(using: context) : 0
        let final = context.finalFrame(for: controller)
        let below = CGRect(x: final.minX, y: container.bounds.maxY, width: final.width, height: final.height)
        if isPresenting {
            container.addSubview(view)
            UIView.performWithoutAnimation {
                view.frame = isSheet ? below : final
                if !isSheet {
                    view.alpha = 0
                    view.transform = CGAffineTransform(scaleX: AlertMetrics.alertPresentationScale, y: AlertMetrics.alertPresentationScale)
                }
            }
        }
        let start = view.frame
        UIView.animate(withDuration: duration, delay: 0, options: isSheet ? .systemCurve : .curveEaseOut, animations: {
            if self.isSheet {
                view.frame = self.isPresenting ? final : CGRect(x: start.minX, y: container.bounds.maxY, width: start.width, height: start.height)
            } else if self.isPresenting {
                view.alpha = 1
                view.transform = .identity
            } else {
                view.alpha = 0
            }
        }, completion: { _ in
            let completed = !context.transitionWasCancelled
            if !self.isPresenting, completed { view.removeFromSuperview() }
            context.completeTransition(completed)
        })
    }
}
