@testable import OpenUIKit
import Testing

/// A navigation item's `titleView` replaces the title in the bar while the item is on top.
@MainActor
struct UINavigationItemTitleViewTests {
    @Test func theTitleViewIsCentredInsteadOfTheTitleAndGoesWithItsItem() {
        withApp { capture in
            let window = makeWindow()
            let root = UIViewController()
            root.title = "Inbox"
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            advance(1.0 / 60)
            let bar = navigation.navigationBar
            #expect(!bar.titleLabel.isHidden && bar.titleLabel.text == "Inbox")

            let logo = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            let detail = UIViewController()
            detail.navigationItem.titleView = logo
            navigation.pushViewController(detail, animated: true)
            advance(1)
            #expect(logo.superview === bar.content)
            #expect(bar.titleLabel.isHidden)
            // Centred in the 393-point bar, vertically in its 44-point content.
            #expect(logo.frame == CGRect(x: 136.5, y: 7, width: 120, height: 30))

            // A view with no size takes its intrinsic content size.
            let badge = UILabel()
            badge.text = "Drafts"
            detail.navigationItem.titleView = badge
            advance(1.0 / 60)
            #expect(logo.superview == nil && badge.superview === bar.content)
            #expect(badge.frame.size == badge.intrinsicContentSize)
            #expect(abs(badge.frame.midX - 393 / 2) < 0.5)

            navigation.popViewController(animated: true)
            advance(1)
            #expect(badge.superview == nil)
            #expect(!bar.titleLabel.isHidden && bar.titleLabel.text == "Inbox")
            #expect(capture.records.isEmpty)
        }
    }
}
