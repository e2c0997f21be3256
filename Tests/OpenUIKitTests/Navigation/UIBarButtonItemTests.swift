@testable import OpenUIKit
import Testing
import UIKitTesting

/// Bar button items in a navigation bar: where they sit, what a tap calls (method references
/// with or without the sender, primary actions), disabled items, left items replacing or
/// supplementing the back button, and `nil` selectors reported.
@MainActor
struct UIBarButtonItemTests {
    final class Screen: UIViewController {
        var calls: [String] = []
        func done() { calls.append("done") }
        func add(_ sender: UIBarButtonItem) { calls.append("add \(sender.title ?? "")") }
    }

    @Test func rightItemsSitAtTheTrailingEdgeAndCallTheirActions() {
        withApp { _ in
            let window = makeWindow()
            let screen = Screen()
            let navigation = UINavigationController(rootViewController: screen)
            let done = UIBarButtonItem(title: "Done", style: .done, target: screen, action: Screen.done)
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Screen.add)
            screen.navigationItem.rightBarButtonItems = [done, add]
            window.rootViewController = navigation
            advance(1.0 / 60)
            let bar = navigation.navigationBar
            #expect(bar.rightItemViews.count == 2)
            let doneView = bar.rightItemViews[0], addView = bar.rightItemViews[1]
            #expect(abs(doneView.convert(doneView.bounds, to: nil).maxX - (393 - 8)) < 0.5, "the first right item is outermost")
            #expect(addView.frame.maxX == doneView.frame.minX - 8)
            SyntheticTouches().tap(at: doneView.convert(CGPoint(x: doneView.bounds.midX, y: doneView.bounds.midY), to: nil))
            SyntheticTouches().tap(at: addView.convert(CGPoint(x: addView.bounds.midX, y: addView.bounds.midY), to: nil))
            #expect(screen.calls == ["done", "add +"])
            done.isEnabled = false
            let disabled = bar.rightItemViews[0]
            SyntheticTouches().tap(at: disabled.convert(CGPoint(x: disabled.bounds.midX, y: disabled.bounds.midY), to: nil))
            #expect(screen.calls == ["done", "add +"], "a disabled item does nothing")
        }
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        withApp { capture in
            let window = makeWindow()
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            let second = UIViewController()
            var tapped = 0
            second.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: UIAction { _ in tapped += 1 })
            navigation.pushViewController(second, animated: false)
            advance(1.0 / 60)
            let bar = navigation.navigationBar
            #expect(bar.backButton.isHidden && bar.leftItemViews.count == 1)
            let close = bar.leftItemViews[0]
            #expect(close.frame.minX == 8)
            SyntheticTouches().tap(at: close.convert(CGPoint(x: close.bounds.midX, y: close.bounds.midY), to: nil))
            #expect(tapped == 1)
            second.navigationItem.leftItemsSupplementBackButton = true
            advance(1.0 / 60)
            #expect(!bar.backButton.isHidden && bar.leftItemViews[0].frame.minX > bar.backButton.frame.maxX)
            // A nil selector (an item to configure later) is fine; a named one cannot be called.
            _ = UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)
            #expect(capture.records.isEmpty)
            _ = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: Selector("close:"))
            #expect(capture.records(withCode: .unsupportedAPI).count == 1)
        }
    }
}

/// `UIBarItem`, the base of bar button items and tab bar items: shared properties, and title
/// text attributes drawn in the bars.
@MainActor
struct UIBarItemTests {
    @Test func barButtonAndTabBarItemsShareTheBaseAndDrawTheirTitleAttributes() {
        withApp { _ in
            let window = makeWindow()
            let screen = UIViewController()
            let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil as Selector?)
            let items: [UIBarItem] = [done, UITabBarItem(title: "Home", image: nil, tag: 3)]
            #expect(items.map(\.title) == ["Done", "Home"] && items[1].tag == 3 && items.allSatisfy(\.isEnabled))
            done.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.systemRed], for: .normal)
            #expect((done.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == .systemRed)
            #expect(done.titleTextAttributes(for: .highlighted) == nil)
            screen.navigationItem.rightBarButtonItem = done
            let navigation = UINavigationController(rootViewController: screen)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, UIViewController()]
            navigation.tabBarItem = items[1] as? UITabBarItem
            navigation.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .selected)
            window.rootViewController = tabs
            advance(1.0 / 60)
            let button = navigation.navigationBar.rightItemViews.first as? UIButton
            #expect(button?.titleLabel?.font?.pointSize == 13 && button?.titleColor(for: .normal) == .systemRed)
            let tab = tabs.tabBar.subviews.compactMap { $0 as? UIButton }.first
            #expect(tab?.titleColor(for: .normal) == .systemGreen, "the selected tab's attributes")
            // Disabling through the base class dims the bar button.
            let base: UIBarItem = done
            base.isEnabled = false
            #expect((navigation.navigationBar.rightItemViews.first as? UIButton)?.isEnabled == false)
        }
    }
}
