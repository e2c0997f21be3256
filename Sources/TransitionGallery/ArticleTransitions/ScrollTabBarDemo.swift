import UIKit

// Seed 000 §2.4.2 and §3.1 (the ScrollTabBarController demo): the Slide animator between tabs,
// its direction worked out from the tabs' indices, and a pan across the screen that switches
// tabs interactively.

/// The tab bar controller's transitioning delegate: the Slide animator, sliding toward the tab
/// that is selected, and the interaction controller while a pan drives.
final class SDETabBarControllerDelegate: NSObject, UITabBarControllerDelegate {
    var interactive = false
    let interactionController = UIPercentDrivenInteractiveTransition()

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        // The delegate is not told the direction: the indices give it.
        let fromIndex = tabBarController.viewControllers!.firstIndex(of: fromVC)!
        let toIndex = tabBarController.viewControllers!.firstIndex(of: toVC)!
        let tabChangeDirection: TabOperationDirection = toIndex < fromIndex ? .left : .right
        return SlideAnimationController(type: .tabTransition(tabChangeDirection))
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interactionController : nil
    }
}

/// A tab bar controller whose pages follow the finger: pan left for the next tab, right for the
/// previous one; let go past half way to switch.
final class ScrollTabBarController: UITabBarController {
    private let tabBarDelegate = SDETabBarControllerDelegate()
    private var panGesture: UIPanGestureRecognizer!
    private var subViewControllerCount: Int { viewControllers?.count ?? 0 }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = tabBarDelegate
        let pages: [(String, String, UIColor)] = [("首页 Home", "第一页 · Page 1", .systemBlue), ("发现 Discover", "第二页 · Page 2", .systemGreen),
                                                   ("消息 Messages", "第三页 · Page 3", .systemOrange), ("我 Me", "第四页 · Page 4", .systemPurple)]
        viewControllers = pages.map { title, subtitle, color in
            let page = DemoScreenViewController(title: title, subtitle: subtitle, color: color,
                                                rows: ["左右滑动切换 Pan to switch tabs", "点击标签也会滑动 Tap a tab: slide", "方向来自索引 Direction from indices"])
            page.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return page
        }
        panGesture = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        view.addGestureRecognizer(panGesture)
    }

    func handlePan(_ panGesture: UIPanGestureRecognizer) {
        let translationX = panGesture.translation(in: view).x
        let translationAbs = abs(translationX)
        let progress = translationAbs / view.frame.width
        switch panGesture.state {
        case .began:
            tabBarDelegate.interactive = true
            // Left for the next tab, right for the previous one.
            let velocityX = panGesture.velocity(in: view).x
            if velocityX < 0 {
                if selectedIndex < subViewControllerCount - 1 { selectedIndex += 1 }
            } else if selectedIndex > 0 {
                selectedIndex -= 1
            }
        case .changed:
            tabBarDelegate.interactionController.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 {
                tabBarDelegate.interactionController.finish()
            } else {
                tabBarDelegate.interactionController.cancel()
            }
            tabBarDelegate.interactive = false
        default:
            break
        }
    }
}

extension GalleryDemo {
    /// Seed 000: tap a tab (slide right), pan left to the next one, pan right but let go early.
    static let scrollTabs = GalleryDemo(
        name: "slide-tabs", seed: "000",
        summary: "ScrollTabBarController: tapping a tab slides (direction from the indices); a pan switches tabs interactively, or goes back when let go early",
        device: .iPhone, duration: 3.4,
        makeRoot: { ScrollTabBarController() },
        script: { stage in
            stage.wait(0.3)
            guard let tabs = stage.root as? UITabBarController else { return }
            // Tap the second tab: the Slide animator moves right.
            let items = tabs.tabBar.subviews.compactMap { $0 as? UIButton }
            if items.count > 1 { stage.host.tap(items[1]) }
            stage.wait(0.6)
            let width = stage.window.bounds.width
            // Pan left past half way: the third tab.
            let distance = stage.dragDistance(full: 0.6 * width, whole: width)
            stage.host.drag(from: CGPoint(x: width - 30, y: 420), to: CGPoint(x: width - 30 - distance, y: 420), duration: stage.dragDuration(0.6))
            stage.wait(0.6)
            // Pan right but let go at a quarter: back to the third tab.
            stage.host.drag(from: CGPoint(x: 40, y: 420), to: CGPoint(x: 40 + 0.25 * width, y: 420), duration: stage.dragDuration(0.4))
            stage.wait(0.6)
        })
}
