import Foundation

/// One button a swipe on a table row reveals: a title or image on a coloured background, and the
/// handler run when it is tapped (or when a full swipe performs it).
///
/// The handler gets the action, the button's view and a completion: call it with `true` when the
/// action was done, `false` when not; either closes the row's actions, as on iOS.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the button looks: `.destructive` is red, `.normal` grey.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    public let handler: Handler
    /// The button's colour (system red for `.destructive`, system grey for `.normal` unless set).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a swipe reveals on one side of a table row, from the row's edge inward.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions; the first is the one nearest the row's edge (the one a full swipe performs).
    public let actions: [UIContextualAction]
    /// Whether swiping across most of the row performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

extension UITableViewCell {
    /// What a row offers in editing mode: a delete control, an insert control, or nothing.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }
}

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
