@testable import OpenUIKit
import Testing
import UIKitTesting

/// Toolbars: items with flexible and fixed spaces, a navigation controller's toolbar that
/// follows the top controller's `toolbarItems` through pushes and pops, `setToolbarHidden`,
/// and `hidesBottomBarWhenPushed` sliding the tab bar away with a push.
@MainActor
struct UIToolbarTests {
    @Test func itemsSpreadWithFlexibleAndFixedSpacesAndTheirButtonsWork() {
        withApp { _ in
            let window = makeWindow()
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 393, height: 44))
            window.addSubview(toolbar)
            var tapped: [String] = []
            let left = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped.append("edit") })
            let middle = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in tapped.append("share") })
            let right = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in tapped.append("done") })
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            toolbar.items = [left, .flexibleSpace(), middle, .fixedSpace(20), UIBarButtonItem(customView: custom), .flexibleSpace(), right]
            toolbar.layoutIfNeeded()
            let leftView = toolbar.view(for: left)!, middleView = toolbar.view(for: middle)!, rightView = toolbar.view(for: right)!
            #expect(leftView.frame.minX == 16 && abs(rightView.frame.maxX - (393 - 16)) < 0.01, "16 points from each end")
            #expect(abs(custom.frame.minX - (middleView.frame.maxX + 8 + 20 + 8)) < 0.01, "a 20-point fixed space between, 8-point gaps")
            #expect(custom.frame.size == CGSize(width: 30, height: 20) && abs(custom.frame.midY - 22) < 0.01)
            let leftGap = middleView.frame.minX - leftView.frame.maxX, rightGap = rightView.frame.minX - custom.frame.maxX
            #expect(abs(leftGap - rightGap) < 0.01, "the flexible spaces share the rest: \(leftGap) vs \(rightGap)")
            SyntheticTouches(window: window).tap(at: CGPoint(x: middleView.bounds.midX, y: middleView.bounds.midY), in: middleView)
            #expect(tapped == ["share"])
            // An appearance colours the background and the line along the top.
            let appearance = UIToolbarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemYellow
            appearance.shadowColor = .clear
            toolbar.standardAppearance = appearance
            #expect(toolbar.backgroundColor == .systemYellow)
            #expect((appearance.copy() as? UIToolbarAppearance)?.backgroundColor == .systemYellow)
            middle.isEnabled = false
            let disabled = toolbar.view(for: middle)!
            SyntheticTouches(window: window).tap(at: CGPoint(x: disabled.bounds.midX, y: disabled.bounds.midY), in: disabled)
            #expect(tapped == ["share"])
        }
    }

    @Test func theNavigationToolbarFollowsTheTopControllersItems() {
        withApp { _ in
            let window = makeWindow()
            let first = UIViewController(), second = UIViewController()
            let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
            let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
            first.toolbarItems = [compose]
            second.toolbarItems = [trash]
            let navigation = UINavigationController(rootViewController: first)
            #expect(navigation.isToolbarHidden)
            navigation.setToolbarHidden(false, animated: false)
            window.rootViewController = navigation
            advance(1.0 / 60)
            #expect(navigation.toolbar.items?.first === compose && navigation.toolbar.window != nil)
            #expect(abs(navigation.toolbar.frame.maxY - 852) < 0.01 && abs(navigation.toolbar.frame.height - (44 + 34)) < 0.01)
            #expect(abs(first.view.safeAreaInsets.bottom - (34 + 44)) < 0.01, "the content's safe area ends above the toolbar")
            navigation.pushViewController(second, animated: true)
            advance(0.1)
            #expect(navigation.toolbar.items?.first === trash, "the pushed controller's items come with the push")
            advance(1)
            navigation.popViewController(animated: true)
            advance(1)
            #expect(navigation.toolbar.items?.first === compose)
            first.setToolbarItems([trash, compose], animated: false)
            #expect(navigation.toolbar.items?.count == 2, "the top controller's change shows at once")
            navigation.setToolbarHidden(true, animated: true)
            advance(0.1)
            let sliding = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
            #expect(sliding > 852 - 78 && sliding < 852, "it slides down: \(sliding)")
            advance(0.5)
            #expect(navigation.isToolbarHidden && navigation.toolbar.superview == nil && abs(first.view.safeAreaInsets.bottom - 34) < 0.01)
        }
    }

    @Test func aCancelledInteractivePopKeepsTheTopControllersItems() {
        withApp { _ in
            let window = makeWindow()
            let first = UIViewController(), second = UIViewController()
            first.toolbarItems = [UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)]
            second.toolbarItems = [UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)]
            let navigation = UINavigationController(rootViewController: first)
            navigation.isToolbarHidden = false
            window.rootViewController = navigation
            navigation.pushViewController(second, animated: false)
            advance(0.5)
            // An edge swipe a little way, let go: the pop is cancelled.
            SyntheticTouches(window: window).edgeSwipe(from: .left, distance: 60, duration: 0.4, holdBeforeRelease: 0.2)
            advance(1)
            #expect(navigation.topViewController === second)
            #expect(navigation.toolbar.items?.first?.title == "Second")
        }
    }

    @Test func hidesBottomBarWhenPushedSlidesTheTabBarAwayAndBack() {
        withApp { _ in
            let window = makeWindow()
            let list = UIViewController(), detail = UIViewController()
            detail.hidesBottomBarWhenPushed = true
            let navigation = UINavigationController(rootViewController: list)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, UIViewController()]
            window.rootViewController = tabs
            advance(1.0 / 60)
            let shownTop = 852 - (49 + 34.0)
            #expect(abs(tabs.tabBar.frame.minY - shownTop) < 0.01)
            navigation.pushViewController(detail, animated: true)
            advance(0.15)
            let moving = tabs.tabBar.layer.presentation()?.frame.minY ?? 0
            #expect(moving > shownTop + 1 && moving < 852, "it slides away with the push: \(moving)")
            advance(1)
            #expect(abs(tabs.tabBar.frame.minY - 852) < 0.01, "hidden below the screen")
            #expect(abs(detail.view.safeAreaInsets.bottom - 34) < 0.01, "the pushed screen gets the room")
            navigation.popViewController(animated: true)
            advance(1)
            #expect(abs(tabs.tabBar.frame.minY - shownTop) < 0.01)
            #expect(abs(list.view.safeAreaInsets.bottom - (49 + 34)) < 0.01)
        }
    }
}
