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
