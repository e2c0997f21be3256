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
