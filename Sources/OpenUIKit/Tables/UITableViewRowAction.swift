import Foundation

/// A button a swipe toward the trailing edge reveals, the API before `UIContextualAction`
/// (deprecated in iOS 13, still common): the delegate's `tableView(_:editActionsForRowAt:)`
/// returns them when it has no trailing swipe actions configuration for the row.
///
/// As on iOS, tapping one runs its handler and leaves the row open: the app closes it, usually
/// with `setEditing(false, animated:)` or by deleting or reloading the row.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the button looks: `.default` (also called `.destructive`) is red, `.normal` grey.
    public enum Style: Int, Sendable {
        case `default`, normal
        /// The same as `.default`, as on iOS.
        public static var destructive: Style { .default }
    }

    public let style: Style
    open var title: String?
    /// The button's colour (system red for `.default`, system grey for `.normal` unless set).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .default ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The same button as a contextual action whose handler runs this one's and leaves the row
    /// open.
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .default ? .destructive : .normal, title: title) { [self] _, _, _ in
            handler(self, indexPath)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
