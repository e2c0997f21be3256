/// The configuration-update cycle that collection view cells and table view cells both run
/// (UIKit declares its API on each class): an update requested before the next layout, run at
/// most once, with the cell's selected and highlighted state.
@MainActor
struct CellConfigurationCycle {
    /// True at first: a cell updates its configuration before it is first laid out.
    private var isPending = true

    /// `setNeedsUpdateConfiguration()`: an update before `cell`'s next layout.
    mutating func request(layoutOf cell: UIView) {
        isPending = true
        cell.setNeedsLayout()
    }

    /// Whether an update is due; it is no longer pending afterwards.
    mutating func takePending() -> Bool {
        defer { isPending = false }
        return isPending
    }

    /// The default `configurationState`: selected and highlighted.
    static func state(selected: Bool, highlighted: Bool) -> UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }
}
