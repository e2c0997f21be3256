import UIKit

// Seed 000 §5.2: the custom container demo. Three pages under a bar of buttons: a tap slides
// to a page, a pan scrubs the slide, and the pages use the container's coordinator.

/// The container's delegate: the Slide animator (reused unchanged, as the seed stresses) and
/// the seed's own interaction controller while the pan drives.
final class SDEContainerTransitionDelegate: ContainerViewControllerDelegate {
    let interactionController = SDEPercentDrivenInteractiveTransition()

    func containerController(_ containerController: SDEContainerViewController, animationControllerForTransitionFrom fromVC: UIViewController,
                             to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let fromIndex = containerController.viewControllers.firstIndex(of: fromVC)!
        let toIndex = containerController.viewControllers.firstIndex(of: toVC)!
        return SlideAnimationController(type: .tabTransition(toIndex < fromIndex ? .left : .right))
    }

    func containerController(_ containerController: SDEContainerViewController,
                             interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        containerController.interactive ? interactionController : nil
    }
}

/// A page of the container. Its badge fades in alongside the transition that shows it, through
/// the container's coordinator (the homework at work).
final class ContainerPageViewController: DemoScreenViewController {
    let badge = UILabel()

    init(title: String, color: UIColor) {
        super.init(title: title, subtitle: "自定义容器 · Custom container", color: color,
                   rows: ["", "", "ContainerTransitionContext", "layer.speed / timeOffset / beginTime", "CADisplayLink 逆转 reversal"])
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        super.loadView()
        let screen = view!
        badge.text = "协调器 Coordinator ✓"
        badge.font = .boldSystemFont(ofSize: 20)
        badge.textColor = color
        badge.textAlignment = .center
        badge.frame = CGRect(x: 20, y: 560, width: screen.bounds.width - 40, height: 40)
        badge.autoresizingMask = [.flexibleWidth]
        screen.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        badge.alpha = 0
        coordinator.animate(alongsideTransition: { _ in self.badge.alpha = 1 }, completion: nil)
    }
}

/// The holder of the container's delegate (`containerTransitionDelegate` is weak, like every
/// UIKit delegate): the window's root.
final class CustomContainerRootViewController: UIViewController {
    let container = SDEContainerViewController(viewControllers: [
        ContainerPageViewController(title: "红 Red", color: .systemRed),
        ContainerPageViewController(title: "绿 Green", color: .systemGreen),
        ContainerPageViewController(title: "蓝 Blue", color: .systemBlue),
    ])
    private let transitionDelegate = SDEContainerTransitionDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        container.containerTransitionDelegate = transitionDelegate
        addChild(container)
        container.view.frame = view.bounds
        container.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(container.view)
        container.didMove(toParent: self)
    }
}

extension GalleryDemo {
    /// Seed 000 §5.2: a tap on the bar, a pan that switches, a pan let go early.
    static let customContainer = GalleryDemo(
        name: "container", seed: "000",
        summary: "custom container with its own transition context: a button slides, a pan scrubs layer time, a cancel runs back with a CADisplayLink; titles track the progress",
        device: .iPhone, duration: 3.8,
        makeRoot: { CustomContainerRootViewController() },
        script: { stage in
            stage.wait(0.3)
            guard let root = stage.root as? CustomContainerRootViewController else { return }
            // Tap the second button: the Slide animator plays by itself.
            stage.host.tap(root.container.buttonTabBar.buttons[1])
            stage.wait(0.6)
            let width = stage.window.bounds.width
            // Pan left past half way: the third page.
            let distance = stage.dragDistance(full: 0.65 * width, whole: width)
            stage.host.drag(from: CGPoint(x: width - 30, y: 480), to: CGPoint(x: width - 30 - distance, y: 480), duration: stage.dragDuration(0.7))
            stage.wait(0.6)
            // Pan right, let go at 40 %: the display link runs the slide back.
            stage.host.drag(from: CGPoint(x: 30, y: 480), to: CGPoint(x: 30 + 0.4 * width, y: 480), duration: stage.dragDuration(0.5))
            stage.wait(0.9)
        })
}
