import UIKit

// Seed 000 §2.4.1 and §3.1: the Slide animator on a navigation controller, and the
// interactive pop the article builds with a screen-edge pan and a
// UIPercentDrivenInteractiveTransition (finish past half way, cancel otherwise).

/// The navigation controller's transitioning delegate, kept in a class of its own so any
/// navigation controller can use it. It vends the Slide animator and, only while a gesture is
/// driving (`interactive`), the interaction controller: an interaction controller with nothing
/// to drive it leaves the transition stuck at its start (the seed's warning, docs/transition-engine.md, "Diagnostics").
final class SDENavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactive = false
    let interactionController = UIPercentDrivenInteractiveTransition()

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimationController(type: .navigationTransition(operation))
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interactionController : nil
    }
}

/// The navigation controller of the demo. `delegate` is weak: a subclass that owns its
/// delegate object is the seed's safest answer to the weak-delegate trap.
final class SDENavigationController: UINavigationController {
    private let strongReferenceDelegate = SDENavigationDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = strongReferenceDelegate
        // Our own edge pan replaces the system's back swipe (which would not begin anyway
        // while the delegate vends a pop animator).
        interactivePopGestureRecognizer?.isEnabled = false
    }
}

/// The list screen: a button pushes a detail screen.
final class SlideListViewController: UIViewController {
    let pushButton = UIButton(type: .system)

    override func loadView() {
        let screen = DemoScreenView(title: "滑动 Slide", subtitle: "UINavigationController · SlideAnimationController", color: .systemTeal,
                                    rows: ["推入 push →", "← 弹出 pop", "屏幕边缘右滑返回 Edge swipe back", "超过一半完成 Finish past 50%"])
        screen.placeButton(pushButton, title: "推入 Push")
        pushButton.addTarget(self, action: Self.push, for: .touchUpInside)
        view = screen
        title = "Slide"
    }

    func push() {
        navigationController?.pushViewController(SlideDetailViewController(), animated: true)
    }
}

/// The pushed screen: a left-edge pan pops it interactively.
final class SlideDetailViewController: UIViewController {
    private var navigationDelegate: SDENavigationDelegate?

    override func loadView() {
        view = DemoScreenView(title: "详情 Detail", subtitle: "从左边缘右滑返回 · Swipe from the left edge", color: .systemPink,
                              rows: ["UIScreenEdgePanGestureRecognizer", "updateInteractiveTransition(percent)", "percent > 0.5 → finish", "否则取消 otherwise cancel"])
        title = "Detail"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleEdgePanGesture)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handleEdgePanGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        // The progress is the distance moved over the width of the screen.
        let translationX = gesture.translation(in: view).x
        let percent = min(max(translationX / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            // Take the delegate before the transition starts: once it has, this controller is
            // off the stack and `navigationController` is nil.
            navigationDelegate = navigationController?.delegate as? SDENavigationDelegate
            navigationDelegate?.interactive = true
            // 1. There is no "start" on the interaction controller: the pop starts it.
            navigationController?.popViewController(animated: true)
        case .changed:
            // 2. Update the progress.
            navigationDelegate?.interactionController.update(percent)
        case .cancelled, .ended:
            // 3. End the transition: finish past half way, cancel otherwise.
            if percent > 0.5 {
                navigationDelegate?.interactionController.finish()
            } else {
                navigationDelegate?.interactionController.cancel()
            }
            // Whatever the outcome, the delegate is no longer interactive.
            navigationDelegate?.interactive = false
        default:
            navigationDelegate?.interactive = false
        }
    }
}

extension GalleryDemo {
    /// Seed 000: push with the Slide animator, a short edge swipe that goes back, then one past
    /// half way that pops.
    static let slideNavigation = GalleryDemo(
        name: "slide-nav", seed: "000",
        summary: "Slide animator on a navigation controller: push, an edge swipe let go at 30 % (cancels), then one past half way (pops)",
        device: .iPhone, duration: 3.6,
        makeRoot: { SDENavigationController(rootViewController: SlideListViewController()) },
        script: { stage in
            stage.wait(0.3)
            guard let navigation = stage.root as? UINavigationController,
                  let list = navigation.viewControllers.first as? SlideListViewController else { return }
            stage.host.tap(list.pushButton)
            stage.wait(0.6)
            let width = stage.window.bounds.width
            // Let go at 30 % of the width: the pop goes back.
            stage.host.edgeSwipe(from: .left, distance: 0.3 * width, duration: stage.dragDuration(0.5))
            stage.wait(0.6)
            // Past half way (or where --cancel-at says): the pop finishes.
            stage.host.edgeSwipe(from: .left, distance: stage.dragDistance(full: 0.65 * width, whole: width), duration: stage.dragDuration(0.6))
            stage.wait(0.7)
        })
}
