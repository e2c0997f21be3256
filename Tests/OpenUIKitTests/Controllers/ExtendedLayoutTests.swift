@testable import OpenUIKit
import Testing
import UIKitTesting

/// `edgesForExtendedLayout` and `extendedLayoutIncludesOpaqueBars`: where a navigation or tab
/// bar controller puts its child's view, and the safe area that follows. The screen is the
/// default iPhone preset, 393 × 852 points with safe-area insets 59 (top) and 34 (bottom); the
/// navigation bar is 44 points under the status bar (its bottom at 103), the tab bar 49 + 34.
@MainActor
struct ExtendedLayoutTests {
    final class Screen: UIViewController {
        init(edges: UIRectEdge = .all) {
            super.init(nibName: nil, bundle: nil)
            edgesForExtendedLayout = edges
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func byDefaultTheViewRunsUnderTheTranslucentBarAndItsSafeAreaStartsBelowIt() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: Screen())) { host in
            let screen = (host.window.rootViewController as! UINavigationController).topViewController!
            try host.runUntilIdle()
            #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        }
    }

    @Test func withoutTheTopEdgeTheViewStartsBelowTheBar() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: Screen(edges: []))) { host in
            let screen = (host.window.rootViewController as! UINavigationController).topViewController!
            try host.runUntilIdle()
            #expect(screen.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
            #expect(screen.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        }
    }

    @Test func anOpaqueBarKeepsTheViewBelowItUnlessTheControllerAsks() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: Screen())) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            let screen = navigation.topViewController!
            navigation.navigationBar.isTranslucent = false
            try host.runUntilIdle()
            navigation.view.layoutIfNeeded()
            #expect(screen.view.frame.minY == 103)
            screen.extendedLayoutIncludesOpaqueBars = true
            navigation.view.layoutIfNeeded()
            #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        }
    }

    @Test func aPushedControllerSlidesInAtItsOwnFrame() throws {
        try TransitionHost.run(root: UINavigationController(rootViewController: Screen())) { host in
            let navigation = host.window.rootViewController as! UINavigationController
            try host.runUntilIdle()
            let pushed = Screen(edges: [])
            let start = host.now
            navigation.pushViewController(pushed, animated: true)
            host.advance(by: start + 0.1 - host.now)
            let moving = try #require(pushed.view.layer.presentation()).frame
            #expect(moving.minY == 103 && moving.height == 749 && moving.minX > 0 && moving.minX < 393)
            try host.runUntilIdle()
            #expect(pushed.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
            navigation.popViewController(animated: true)
            try host.runUntilIdle()
            #expect(navigation.topViewController!.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        }
    }

    @Test func aTabWithoutTheBottomEdgeEndsAboveTheTabBar() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [Screen(edges: [.top, .left, .right]), Screen()]
        try TransitionHost.run(root: tabs) { host in
            let tabs = host.window.rootViewController as! UITabBarController
            try host.runUntilIdle()
            let first = tabs.viewControllers![0]
            #expect(first.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 49 - 34))
            #expect(first.view.safeAreaInsets.bottom == 0)
            tabs.selectedIndex = 1
            try host.runUntilIdle()
            let second = tabs.viewControllers![1]
            #expect(second.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(second.view.safeAreaInsets.bottom == 83, "the tab bar, 49, over the home indicator, 34")
        }
    }
}
