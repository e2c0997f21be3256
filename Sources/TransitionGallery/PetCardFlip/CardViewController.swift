import UIKit

/// The game's screen: a card to tap. It is the transitioning delegate of the reveal screen.
final class CardViewController: UIViewController {
    static let cardCornerRadius: CGFloat = 25

    var petCard = PetCard.all[0]
    let cardView = UIView()
    private let questionLabel = UILabel()

    override func loadView() {
        let screen = DemoScreenView(title: "猜猜宠物 Guess the Pet", subtitle: "点卡片 · Tap the card", color: .systemTeal, rows: [])
        cardView.backgroundColor = .systemTeal
        cardView.layer.cornerRadius = Self.cardCornerRadius
        cardView.frame = CGRect(x: 40, y: 260, width: screen.bounds.width - 80, height: 330)
        questionLabel.text = "？ 这是什么宠物"
        questionLabel.font = .boldSystemFont(ofSize: 30)
        questionLabel.textColor = .white
        questionLabel.textAlignment = .center
        questionLabel.frame = cardView.bounds
        cardView.addSubview(questionLabel)
        screen.addSubview(cardView)
        view = screen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.handleTap))
    }

    /// The tutorial's segue to the reveal screen, in code.
    func handleTap() {
        let reveal = RevealViewController()
        reveal.petCard = petCard
        // The tutorial's iOS 11 presented full screen by default.
        reveal.modalPresentationStyle = .fullScreen
        reveal.transitioningDelegate = self
        present(reveal, animated: true)
    }
}

extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipPresentAnimationController(originFrame: cardView.frame)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let revealVC = dismissed as? RevealViewController else { return nil }
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

/// The answer: the pet, its name, and a button back.
final class RevealViewController: UIViewController {
    var petCard = PetCard.all[0]
    var swipeInteractionController: SwipeInteractionController?
    let doneButton = UIButton(type: .system)

    override func loadView() {
        let screen = DemoScreenView(title: petCard.name, subtitle: petCard.description, color: petCard.color,
                                    rows: ["从左边缘滑动返回 Swipe from the left edge", "或点按钮 Or tap Done"])
        let portrait = UIImageView(image: Self.portrait(color: petCard.color))
        portrait.frame = CGRect(x: (screen.bounds.width - 200) / 2, y: 420, width: 200, height: 200)
        screen.addSubview(portrait)
        screen.placeButton(doneButton, title: "完成 Done", fromBottom: 120)
        doneButton.addTarget(self, action: Self.dismissPressed, for: .touchUpInside)
        view = screen
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        swipeInteractionController = SwipeInteractionController(viewController: self)
    }

    func dismissPressed() {
        dismiss(animated: true, completion: nil)
    }

    /// A drawn stand-in for the pet's photo: a round face.
    private static func portrait(color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 180, height: 180)).fill()
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 55, y: 70, width: 24, height: 24)).fill()
            UIBezierPath(ovalIn: CGRect(x: 121, y: 70, width: 24, height: 24)).fill()
            UIColor.black.setStroke()
            let mouth = UIBezierPath()
            mouth.move(to: CGPoint(x: 70, y: 130))
            mouth.addQuadCurve(to: CGPoint(x: 130, y: 130), controlPoint: CGPoint(x: 100, y: 160))
            mouth.lineWidth = 6
            mouth.stroke()
        }
    }
}
