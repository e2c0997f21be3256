import UIKit

// Seed 000 §5.1, mask animations. The Ping-style transition: the new screen shows through a
// circular CAShapeLayer mask whose path grows from the button that was tapped (and shrinks back
// into it on pop). And BubbleTransition, whose "truth" the seed reveals: no mask at all, but a
// round view of the new screen's colour that grows from the button while the screen scales up
// out of it.

/// Where the reveal starts: a round button at the bottom right.
final class RevealButtonScreenViewController: DemoScreenViewController {
    let circleButton = UIButton(type: .custom)

    init(title: String, subtitle: String, color: UIColor) {
        super.init(title: title, subtitle: subtitle, color: color, rows: ["CAShapeLayer 遮罩 mask", "path 动画 animation", "从按钮开始 From the button"])
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        super.loadView()
        let screen = view!
        circleButton.backgroundColor = color
        circleButton.setTitle("+", for: .normal)
        circleButton.titleLabel?.font = .boldSystemFont(ofSize: 30)
        circleButton.frame = CGRect(x: screen.bounds.width - 92, y: screen.bounds.height - 150, width: 64, height: 64)
        circleButton.layer.cornerRadius = 32
        screen.addSubview(circleButton)
    }
}

/// The Ping-style animator. The circle is where the first screen's button is, in both
/// directions: the pushed screen grows out of it, and shrinks back into it when popped.
final class CircleMaskAnimationController: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let operation: UINavigationController.Operation
    private var transitionContext: UIViewControllerContextTransitioning?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        let isPush = operation == .push
        guard let fromVC = transitionContext.viewController(forKey: .from), let toVC = transitionContext.viewController(forKey: .to),
              let buttonScreen = (isPush ? fromVC : toVC) as? RevealButtonScreenViewController else {
            return transitionContext.completeTransition(false)
        }
        let toView = toVC.view!, fromView = fromVC.view!
        toView.frame = transitionContext.finalFrame(for: toVC)
        // The masked screen is on top: the pushed one going in, the popped one going out.
        if isPush { containerView.addSubview(toView) } else { containerView.insertSubview(toView, belowSubview: fromView) }
        let maskedView = isPush ? toView : fromView

        // The small circle is the button; the big one reaches the farthest corner of the screen
        // (the tutorial's button sits top right, so its farthest point is bottom left; ours is
        // at the bottom, so every corner is measured).
        let button = buttonScreen.circleButton
        let buttonFrame = button.convert(button.bounds, to: maskedView)
        let circleMaskPathInitial = UIBezierPath(ovalIn: buttonFrame)
        let bounds = maskedView.bounds
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { corner -> CGFloat in
            let dx = corner.x - buttonFrame.midX, dy = corner.y - buttonFrame.midY
            return (dx * dx + dy * dy).squareRoot()
        }.max() ?? 0
        let circleMaskPathFinal = UIBezierPath(ovalIn: buttonFrame.insetBy(dx: -radius, dy: -radius))

        let maskLayer = CAShapeLayer()
        maskLayer.path = (isPush ? circleMaskPathFinal : circleMaskPathInitial).cgPath
        maskedView.layer.mask = maskLayer

        let maskLayerAnimation = CABasicAnimation(keyPath: "path")
        maskLayerAnimation.fromValue = (isPush ? circleMaskPathInitial : circleMaskPathFinal).cgPath
        maskLayerAnimation.toValue = (isPush ? circleMaskPathFinal : circleMaskPathInitial).cgPath
        maskLayerAnimation.duration = transitionDuration(using: transitionContext)
        maskLayerAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        maskLayerAnimation.delegate = self
        maskLayer.add(maskLayerAnimation, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext else { return }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        // Remove the masks, whichever screen wore one.
        transitionContext.viewController(forKey: .from)?.view.layer.mask = nil
        transitionContext.viewController(forKey: .to)?.view.layer.mask = nil
        self.transitionContext = nil
    }
}

/// The navigation controller of the Ping-style demo, its own delegate.
final class CircleRevealNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        navigationBar.isHidden = true
        (viewControllers.first as? RevealButtonScreenViewController)?.circleButton.addTarget(self, action: Self.pushRevealed, for: .touchUpInside)
    }

    func pushRevealed() {
        pushViewController(RevealedScreenViewController(), animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircleMaskAnimationController(operation: operation)
    }
}

/// The pushed screen of the Ping-style demo: its button pops.
final class RevealedScreenViewController: UIViewController {
    let backButton = UIButton(type: .system)

    override func loadView() {
        let screen = DemoScreenView(title: "揭示 Revealed", subtitle: "圆形遮罩 · Circular mask", color: .systemPink,
                                    rows: ["UIBezierPath(ovalIn:)", "CABasicAnimation(keyPath: \"path\")", "animationDidStop → completeTransition"])
        screen.placeButton(backButton, title: "返回 Back")
        backButton.addTarget(self, action: Self.goBack, for: .touchUpInside)
        view = screen
        title = "Revealed"
    }

    func goBack() {
        navigationController?.popViewController(animated: true)
    }
}

/// BubbleTransition: a bubble of the presented screen's colour grows from the button while the
/// presented screen scales up from the button's centre; dismissal runs it backwards.
final class BubbleTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    var startingPoint = CGPoint.zero
    var bubbleColor = UIColor.white
    private var isPresenting = true
    private let bubble = UIView()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let presentedView = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        let originalCenter = presentedView.center
        let originalSize = presentedView.frame.size
        // The bubble: a circle big enough to cover the screen from the starting point.
        let lengthX = max(startingPoint.x, originalSize.width - startingPoint.x)
        let lengthY = max(startingPoint.y, originalSize.height - startingPoint.y)
        let side = (lengthX * lengthX + lengthY * lengthY).squareRoot() * 2
        bubble.frame = CGRect(x: 0, y: 0, width: side, height: side)
        bubble.layer.cornerRadius = side / 2
        bubble.center = startingPoint
        bubble.backgroundColor = bubbleColor
        let shrunk = CGAffineTransform(scaleX: 0.001, y: 0.001)

        if isPresenting {
            bubble.transform = shrunk
            containerView.addSubview(bubble)
            presentedView.center = startingPoint
            presentedView.transform = shrunk
            presentedView.alpha = 0
            containerView.addSubview(presentedView)
            UIView.animate(withDuration: duration, animations: {
                self.bubble.transform = .identity
                presentedView.transform = .identity
                presentedView.alpha = 1
                presentedView.center = originalCenter
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            UIView.animate(withDuration: duration, animations: {
                self.bubble.transform = shrunk
                presentedView.transform = shrunk
                presentedView.center = self.startingPoint
                presentedView.alpha = 0
            }, completion: { _ in
                presentedView.removeFromSuperview()
                self.bubble.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// The presenting screen of the bubble demo: its round button presents with the bubble.
final class BubblePresenterViewController: UIViewController {
    private let content = RevealButtonScreenViewController(title: "气泡 Bubble", subtitle: "BubbleTransition 的真相 · The truth", color: .systemTeal)
    /// Held here: `transitioningDelegate` is weak.
    private let transition = BubbleTransition()
    var circleButton: UIButton { content.circleButton }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        content.view.frame = view.bounds
        view.addSubview(content.view)
        content.didMove(toParent: self)
        circleButton.addTarget(self, action: Self.showBubble, for: .touchUpInside)
    }

    func showBubble() {
        let presented = ModalCardViewController(fullScreen: true)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transition
        transition.startingPoint = circleButton.convert(CGPoint(x: circleButton.bounds.midX, y: circleButton.bounds.midY), to: view)
        transition.bubbleColor = .systemRed
        present(presented, animated: true, completion: nil)
    }
}

extension GalleryDemo {
    /// Seed 000 §5.1: the circle grows from the button on push and shrinks into it on pop.
    static let maskReveal = GalleryDemo(
        name: "mask-reveal", seed: "000",
        summary: "Ping-style reveal: a CAShapeLayer mask's circle grows from the tapped button on push, shrinks back into it on pop",
        device: .iPhone, duration: 1.9,
        makeRoot: {
            CircleRevealNavigationController(rootViewController: RevealButtonScreenViewController(
                title: "遮罩 Mask", subtitle: "Ping 风格 · Ping-style reveal", color: .systemIndigo))
        },
        script: { stage in
            stage.wait(0.3)
            guard let navigation = stage.root as? UINavigationController,
                  let first = navigation.viewControllers.first as? RevealButtonScreenViewController else { return }
            stage.host.tap(first.circleButton)
            stage.wait(0.7)
            if let revealed = navigation.topViewController as? RevealedScreenViewController { stage.host.tap(revealed.backButton) }
            stage.wait(0.7)
        })

    /// Seed 000 §5.1: BubbleTransition presents from the round button, then the card closes.
    static let bubble = GalleryDemo(
        name: "bubble", seed: "000",
        summary: "BubbleTransition's truth: no mask, a round view grows from the button while the screen scales out of it; dismissal reverses",
        device: .iPhone, duration: 1.9,
        makeRoot: { BubblePresenterViewController() },
        script: { stage in
            stage.wait(0.3)
            guard let presenter = stage.root as? BubblePresenterViewController else { return }
            stage.host.tap(presenter.circleButton)
            stage.wait(0.7)
            if let card = presenter.presentedViewController as? ModalCardViewController { stage.host.tap(card.closeButton) }
            stage.wait(0.7)
        })
}
