import UIKit

/// Seed 004's game as the tutorial builds it: in a storyboard (GuessThePet.storyboard). A tap
/// recognizer on the card triggers the "revealSegue" presentation segue; `prepare(for:sender:)`
/// hands the pet over and makes this screen the transitioning delegate. Kept in its iOS form
/// (outlets, actions) and built through the source bridge.
class StoryboardCardViewController: UIViewController {
    weak var cardView: UIView!
    weak var questionLabel: UILabel!

    var petCard = PetCard.all[1]

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.layer.cornerRadius = CardViewController.cardCornerRadius
        cardView.backgroundColor = petCard.color
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "revealSegue", let destinationViewController = segue.destination as? StoryboardRevealViewController {
            destinationViewController.petCard = petCard
            destinationViewController.transitioningDelegate = self
        }
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("cardView", \StoryboardCardViewController.cardView)
        connections.outlet("questionLabel", \StoryboardCardViewController.questionLabel)
    }
}

extension StoryboardCardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipPresentAnimationController(originFrame: cardView.frame)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let revealVC = dismissed as? StoryboardRevealViewController else { return nil }
        return FlipDismissAnimationController(destinationFrame: cardView.frame,
                                              interactionController: revealVC.swipeInteractionController)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let animator = animator as? FlipDismissAnimationController,
              let interactionController = animator.interactionController,
              interactionController.interactionInProgress
        else {
            return nil
        }
        return interactionController
    }
}

/// The answer screen of the storyboard: the pet's name and description, and a Done button
/// (an action in the document).
class StoryboardRevealViewController: UIViewController {
    weak var titleLabel: UILabel!
    weak var descriptionLabel: UILabel!

    var petCard = PetCard.all[0]
    var swipeInteractionController: SwipeInteractionController?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = petCard.name
        descriptionLabel.text = petCard.description
        view.backgroundColor = petCard.color
        swipeInteractionController = SwipeInteractionController(viewController: self)
    }

    @IBAction func dismissPressed(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("descriptionLabel", \StoryboardRevealViewController.descriptionLabel)
        connections.action("dismissPressed:", StoryboardRevealViewController.dismissPressed(_:))
        connections.outlet("titleLabel", \StoryboardRevealViewController.titleLabel)
    }
}
