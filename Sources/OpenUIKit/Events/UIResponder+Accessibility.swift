import Foundation

/// The accessibility attributes a responder stores (see `UIResponder.accessibilityLabel`).
struct AccessibilityAttributes {
    var label: String?
    var hint: String?
    var value: String?
    var isElement: Bool?
    var traits: UIAccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var elements: [Any]?
}

/// What an accessibility element is and does, for assistive technologies.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}

extension UIResponder {
    /// The label a class gives when none was set: a label's text, a button's title.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: label.text
        case let button as UIButton: button.title(for: button.state) ?? button.titleLabel?.text
        default: nil
        }
    }

    /// Labels, buttons and other controls are elements by default; other responders are not.
    var isAccessibilityElementByDefault: Bool {
        self is UILabel || self is UIControl
    }

    /// The traits a class has when none were set.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case let button as UIButton: button.isEnabled ? .button : [.button, .notEnabled]
        case is UILabel: .staticText
        case is UIImageView: .image
        case let control as UIControl: control.isEnabled ? [] : .notEnabled
        default: []
        }
    }
}

extension UIAccessibility {
    /// What an app tells assistive technologies (`post(notification:argument:)`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared (a presentation or push); the argument is the element to focus.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to focus.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, is read out.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll changed the page; the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies about a change. OpenUIKit has none to tell, so the posts are
    /// kept in order, with their arguments, in `UIApplication.shared.postedAccessibilityNotifications`
    /// (OpenUIKit only), for tests to check.
    public static func post(notification: Notification, argument: Any?) {
        UIApplication.shared.state.accessibilityPosts.append((notification, argument))
    }
}

extension UIApplication {
    /// Every `UIAccessibility.post(notification:argument:)` so far, in order (OpenUIKit only).
    public var postedAccessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] {
        state.accessibilityPosts
    }
}
