import Foundation

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
