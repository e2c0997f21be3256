import UIKit

/// The first screen: the transitioning delegate of the modal screen, and the owner of the
/// interactor whose pan lives on the window.
final class SCViewController: UIViewController, SCInteractiveTransitionViewControllerDelegate, UIViewControllerTransitioningDelegate {
    private var animationInteractor: SCFlipAnimationInteractor!
    private var flipAnimation: SCFlipAnimation!

    override func loadView() {
        view = DemoScreenView(title: "翻转 Flip", subtitle: "上下拖动 · Pan up or down", color: .systemIndigo,
                              rows: ["m34 = −1/height", "关键帧 Keyframes", "窗口手势 Pan on the window", "交互式转场 Interactive"])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        animationInteractor = SCFlipAnimationInteractor()
        flipAnimation = SCFlipAnimation()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The pan goes on the window: the controllers' views are swapped out while the flip runs.
        if let window = view.window, !(window.gestureRecognizers ?? []).contains(animationInteractor.gestureRecogniser) {
            window.addGestureRecognizer(animationInteractor.gestureRecogniser)
        }
        // On the first screen the pan presents.
        animationInteractor.presentingVC = self
    }

    /// The seed's segue to the modal screen, in code.
    func presentModal() {
        let modal = SCModalViewController()
        // iOS 7 presented full screen by default; iOS 13's default is a sheet.
        modal.modalPresentationStyle = .fullScreen
        modal.transitioningDelegate = self
        // The modal screen shares the same interactor (weakly).
        modal.interactor = animationInteractor
        present(modal, animated: true)
    }

    // MARK: SCInteractiveTransitionViewControllerDelegate

    func proceedToNextViewController() {
        presentModal()
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipAnimation.dismissal = false
        return flipAnimation
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipAnimation.dismissal = true
        return flipAnimation
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        animationInteractor.interactionInProgress ? animationInteractor : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        animationInteractor.interactionInProgress ? animationInteractor : nil
    }
}

/// The modal screen: a dismiss button, and the pan's target while it is on screen.
final class SCModalViewController: UIViewController, SCInteractiveTransitionViewControllerDelegate {
    weak var interactor: SCFlipAnimationInteractor?
    let dismissButton = UIButton(type: .system)

    override func loadView() {
        let screen = DemoScreenView(title: "模态 Modal", subtitle: "翻回去 · Flip back", color: .systemOrange,
                                    rows: ["dismissal = YES", "direction = −1", "completeTransition(!cancelled)"])
        screen.placeButton(dismissButton, title: "关闭 Dismiss")
        dismissButton.addTarget(self, action: Self.handleDismissPressed, for: .touchUpInside)
        view = screen
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // On the modal screen the pan dismisses.
        interactor?.presentingVC = self
    }

    func handleDismissPressed() {
        dismiss(animated: true)
    }

    func proceedToNextViewController() {
        dismiss(animated: true)
    }
}
