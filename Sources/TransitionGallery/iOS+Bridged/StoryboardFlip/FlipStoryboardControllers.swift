import UIKit

/// Seed 002's flip, built the way the original project was: in a storyboard (Flip.storyboard).
/// The first screen embeds a card of notes in a container view; its button, and a pan on the
/// window, perform the "displayModal" segue — a custom segue (FlipPresentSegue) that presents
/// with this screen as the transitioning delegate. The modal screen returns through an unwind
/// segue to `unwindToFlip(_:)`, or by a pan. Kept in its iOS form, built through the bridge.
class FlipStoryboardViewController: UIViewController, SCInteractiveTransitionViewControllerDelegate, UIViewControllerTransitioningDelegate {
    weak var flipButton: UIButton!
    weak var notesContainer: UIView!

    private let animationInteractor = SCFlipAnimationInteractor()
    private let flipAnimation = SCFlipAnimation()
    private(set) var unwoundFrom: String?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let window = view.window, !(window.gestureRecognizers ?? []).contains(animationInteractor.gestureRecogniser) {
            window.addGestureRecognizer(animationInteractor.gestureRecogniser)
        }
        animationInteractor.presentingVC = self
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "displayModal", let modal = segue.destination as? FlipStoryboardModalViewController {
            modal.interactor = animationInteractor
        }
    }

    @IBAction func unwindToFlip(_ segue: UIStoryboardSegue) {
        unwoundFrom = String(describing: type(of: segue.source))
    }

    // MARK: SCInteractiveTransitionViewControllerDelegate

    func proceedToNextViewController() {
        performSegue(withIdentifier: "displayModal", sender: self)
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

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("flipButton", \FlipStoryboardViewController.flipButton)
        connections.outlet("notesContainer", \FlipStoryboardViewController.notesContainer)
        connections.action("unwindToFlip:", FlipStoryboardViewController.unwindToFlip(_:))
    }
}

/// The modal screen: its Back button unwinds; a pan on the window dismisses.
class FlipStoryboardModalViewController: UIViewController, SCInteractiveTransitionViewControllerDelegate {
    weak var interactor: SCFlipAnimationInteractor?
    weak var backButton: UIButton!

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        interactor?.presentingVC = self
    }

    func proceedToNextViewController() {
        dismiss(animated: true, completion: nil)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("backButton", \FlipStoryboardModalViewController.backButton)
    }
}

/// The custom segue of the flip: full screen, the source as the transitioning delegate.
class FlipPresentSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.transitioningDelegate = source as? UIViewControllerTransitioningDelegate
        source.present(destination, animated: true, completion: nil)
    }
}
