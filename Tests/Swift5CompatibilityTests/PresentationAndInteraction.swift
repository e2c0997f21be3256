// A presentation controller and an interaction controller as iOS code writes them, in Swift 5
// language mode (see Animators.swift).
import UIKit

final class CardPresentationController: UIPresentationController {
    // A stored property initialised with a UIKit object, in a nonisolated initialiser context.
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return cardFrame(in: container.bounds)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

/// The card's frame: the bottom two thirds, as a free function (no isolation).
func cardFrame(in bounds: CGRect) -> CGRect {
    let height = (bounds.height * 2 / 3).rounded()
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
}

final class SwipeDownInteractor: UIPercentDrivenInteractiveTransition {
    private(set) var isDriving = false
    private weak var controller: UIViewController?

    func attach(to controller: UIViewController) {
        self.controller = controller
        // On iOS: `action: #selector(handle(_:))` (the source bridge's business); the method
        // reference is OpenUIKit's form.
        let pan = UIPanGestureRecognizer(target: self, action: SwipeDownInteractor.handle)
        controller.view.addGestureRecognizer(pan)
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            isDriving = true
            controller?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            isDriving = false
            progress > 0.5 ? finish() : cancel()
        default:
            isDriving = false
            cancel()
        }
    }
}

/// A presented screen whose transitioning delegate is set in `init`, as many apps do.
final class CardViewController: UIViewController {
    let cardDelegate = CardTransitionDelegate()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }
}
