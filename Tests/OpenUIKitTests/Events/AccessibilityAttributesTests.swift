import Foundation
@testable import OpenUIKit
import Testing

/// Accessibility attributes as iOS code sets and reads them: labels, buttons and controls are
/// elements with their text as label; plain views are not; a view can override the attributes;
/// posted notifications are kept for tests.
@MainActor
struct AccessibilityAttributesTests {
    final class CloseView: UIView {
        override var accessibilityLabel: String? {
            get { "Close" }
            set {}
        }
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
    }

    @Test func defaultsComeFromWhatTheViewShows() {
        withApp { _ in
            let label = UILabel()
            label.text = "Inbox"
            #expect(label.accessibilityLabel == "Inbox")
            #expect(label.isAccessibilityElement)
            #expect(label.accessibilityTraits == .staticText)
            let button = UIButton(type: .system)
            button.setTitle("Send", for: .normal)
            #expect(button.accessibilityLabel == "Send")
            #expect(button.accessibilityTraits == .button)
            button.isEnabled = false
            #expect(button.accessibilityTraits == [.button, .notEnabled])
            let view = UIView()
            #expect(view.accessibilityLabel == nil)
            #expect(!view.isAccessibilityElement)
            #expect(view.accessibilityTraits == [])
        }
    }

    @Test func setValuesWinAndSubclassesCanOverride() {
        withApp { _ in
            let label = UILabel()
            label.text = "3"
            label.accessibilityLabel = "Three unread messages"
            label.accessibilityHint = "Opens the inbox"
            label.isAccessibilityElement = false
            label.accessibilityTraits = [.staticText, .updatesFrequently]
            #expect(label.accessibilityLabel == "Three unread messages")
            #expect(label.accessibilityHint == "Opens the inbox")
            #expect(!label.isAccessibilityElement)
            #expect(label.accessibilityTraits.contains(.updatesFrequently))
            let close = CloseView()
            let asView: UIView = close
            #expect(asView.accessibilityLabel == "Close")
            #expect(asView.isAccessibilityElement)
            let modal = UIView()
            modal.accessibilityViewIsModal = true
            #expect(modal.accessibilityViewIsModal)
        }
    }

    /// Identifiers name views and bar items for tests; a bar button item is labelled by its title.
    @Test func identifiersNameViewsAndBarItems() {
        withApp { _ in
            let view = UIView()
            view.accessibilityIdentifier = "card"
            #expect(view.accessibilityIdentifier == "card")
            let root = UIView()
            root.addSubview(view)
            #expect(root.subviews.first { $0.accessibilityIdentifier == "card" } === view)
            let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            done.accessibilityIdentifier = "done"
            #expect(done.accessibilityIdentifier == "done" && done.accessibilityLabel == "Done")
            done.accessibilityLabel = "Finish editing"
            #expect(done.accessibilityLabel == "Finish editing")
            let tab = UITabBarItem(title: "Inbox", image: nil, tag: 0)
            tab.accessibilityIdentifier = "inbox-tab"
            #expect(tab.accessibilityIdentifier == "inbox-tab")
        }
    }

    @Test func aContainerListsItsElementsInReadingOrder() {
        final class Chart: UIView {
            lazy var bars = [UIAccessibilityElement(accessibilityContainer: self), UIAccessibilityElement(accessibilityContainer: self)]
            override func accessibilityElementCount() -> Int { bars.count }
            override func accessibilityElement(at index: Int) -> Any? { bars[index] }
            override func index(ofAccessibilityElement element: Any) -> Int {
                bars.firstIndex { $0 === element as AnyObject } ?? NSNotFound
            }
        }
        withApp { _ in
            let card = UIView()
            let title = UILabel(), button = UIButton()
            #expect(card.accessibilityElementCount() == 0 && card.accessibilityElement(at: 0) == nil)
            card.accessibilityElements = [title, button]
            #expect(card.accessibilityElementCount() == 2)
            #expect(card.accessibilityElement(at: 1) as? UIButton === button)
            #expect(card.accessibilityElement(at: 2) == nil && card.accessibilityElement(at: -1) == nil)
            #expect(card.index(ofAccessibilityElement: button) == 1)
            #expect(card.index(ofAccessibilityElement: UILabel()) == NSNotFound)
            let chart = Chart()
            #expect(chart.accessibilityElementCount() == 2)
            #expect(chart.index(ofAccessibilityElement: chart.bars[1]) == 1)
            // An element's frame given in its container's space follows the container.
            let window = makeWindow()
            chart.frame = CGRect(x: 40, y: 100, width: 200, height: 100)
            window.addSubview(chart)
            let bar = chart.bars[0]
            #expect(bar.isAccessibilityElement && bar.accessibilityContainer as? Chart === chart)
            bar.accessibilityLabel = "March: 12"
            bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 80)
            #expect(bar.accessibilityFrame == CGRect(x: 50, y: 120, width: 30, height: 80))
            chart.frame.origin.x = 0
            #expect(bar.accessibilityFrame == CGRect(x: 10, y: 120, width: 30, height: 80))
        }
    }

    @Test func postedNotificationsAreKeptInOrder() {
        withApp { _ in
            let view = UIView()
            UIAccessibility.post(notification: .screenChanged, argument: view)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            let posted = UIApplication.shared.postedAccessibilityNotifications
            #expect(posted.map(\.notification) == [.screenChanged, .announcement])
            #expect(posted.first?.argument as? UIView === view)
            #expect(posted.last?.argument as? String == "Saved")
        }
    }
}
