import Foundation

/// A button of an alert or action sheet: its title, its style and what tapping it does.
///
/// The handler runs after the alert has been dismissed, as on iOS. Tapping goes through the
/// alert's views like any touch; tests reach a button through the test kit's
/// `UIAlertController.tapAction(titled:)` (UIKitTesting), which taps it where it is drawn.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, NSCopying {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels (at most one per alert): bold, last in a stack, first of two
        /// side by side, in its own group in an action sheet.
        case cancel = 1
        /// A button that destroys data: drawn red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped (a disabled button is drawn grey and does nothing).
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?() } }
    }

    /// What tapping the button does, after the dismissal.
    final let handler: ((UIAlertAction) -> Void)?
    /// The alert's view redraws the button when `isEnabled` changes.
    final var onEnabledChange: (() -> Void)?

    /// An action with a title, a style and an optional handler.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// A copy with the same title, style, handler and enabled state.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UIAlertAction in
            let copy = UIAlertAction(title: title, style: style, handler: handler)
            copy.isEnabled = isEnabled
            return copy
        }
    }

    override nonisolated open var description: String {
        MainActor.assumeIsolated { "<UIAlertAction: title = \(title.map { "\"\($0)\"" } ?? "nil"), style = \(style)>" }
    }
}
