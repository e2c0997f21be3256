@testable import OpenUIKit
import Testing

@MainActor
private final class LoggingTabDelegate: UITabBarControllerDelegate {
    let log: CallbackLog
    var allow = true
    init(log: CallbackLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.add("tabs.shouldSelect(\(viewController.title ?? "?"))")
        return allow
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("tabs.didSelect(\(viewController.title ?? "?"))")
    }
}

@MainActor
struct UITabBarControllerTests {
    @Test func switchingTabsIsSynchronousInUIKitsOrder() {
        withApp { _ in
            let log = CallbackLog()
            let x = LoggingViewController("X", log: log), y = LoggingViewController("Y", log: log)
            let tabs = UITabBarController()
            tabs.viewControllers = [x, y]
            let delegate = LoggingTabDelegate(log: log)
            tabs.delegate = delegate
            _ = showInWindow(tabs)
            advance(1.0 / 60)
            _ = log.take()
            #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === x)
            tabs.selectedIndex = 1
            #expect(log.take() == ["Y.loadView", "Y.viewDidLoad", "X.viewWillDisappear(false)", "Y.viewWillAppear(false)",
                                   "Y.viewIsAppearing(false)", "X.viewDidDisappear(false)", "Y.viewDidAppear(false)"])
            #expect(tabs.selectedViewController === y && x.view.superview == nil && y.view.superview === tabs.view)
            // A tap (a real one, through the window) asks the delegate; programmatic selection does not.
            let buttons = tabs.tabBar.subviews.compactMap { $0 as? UIButton }
            tapCenter(of: buttons.first!)
            #expect(log.take() == ["tabs.shouldSelect(X)", "Y.viewWillDisappear(false)",
                                   "X.viewWillAppear(false)", "X.viewIsAppearing(false)", "Y.viewDidDisappear(false)", "X.viewDidAppear(false)",
                                   "tabs.didSelect(X)"])
            delegate.allow = false
            tapCenter(of: buttons.last!)
            #expect(log.take() == ["tabs.shouldSelect(Y)"])
            #expect(tabs.selectedIndex == 0)
            #expect(x.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34 + 49, right: 0))
        }
    }

    /// A subclass reads its tab bar's frame in viewDidLoad, before any layout pass, to lay its
    /// own views over it: the bar is already at the bottom of the screen, 49 points over the
    /// home indicator's 34.
    @Test func theTabBarHasItsFrameInViewDidLoad() {
        final class MeasuringTabs: UITabBarController {
            var barFrameAtLoad: CGRect?
            override func viewDidLoad() {
                super.viewDidLoad()
                barFrameAtLoad = tabBar.frame
            }
        }
        withApp { _ in
            let tabs = MeasuringTabs()
            tabs.loadViewIfNeeded()
            #expect(tabs.barFrameAtLoad == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        }
    }

    @Test func moreThanFiveTabsUseTheMoreNavigationController() {
        withApp { _ in
            let controllers = (1...7).map { index -> UIViewController in
                let controller = UIViewController()
                controller.title = "T\(index)"
                return controller
            }
            let tabs = UITabBarController()
            tabs.viewControllers = controllers
            _ = showInWindow(tabs)
            #expect(tabs.tabBar.items?.map(\.title) == ["T1", "T2", "T3", "T4", "More"])
            tabs.selectedIndex = 5
            #expect(tabs.selectedViewController === controllers[5])
            #expect(tabs.moreNavigationController.topViewController === controllers[5])
            #expect(controllers[5].view.window != nil)
            #expect(!tabs.viewControllers!.contains { $0 === tabs.moreNavigationController })
        }
    }

    @Test func replacingTheControllersKeepsTheSelectionWhenItStays() {
        withApp { _ in
            let a = UIViewController(), b = UIViewController(), c = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            tabs.selectedIndex = 1
            tabs.setViewControllers([c, b], animated: false)
            #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
            #expect(a.parent == nil && c.parent === tabs && tabs.children == [b, c])
            tabs.viewControllers = []
            #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController == nil)
        }
    }
}
