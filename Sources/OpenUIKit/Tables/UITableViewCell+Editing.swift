import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: In editing mode a row with the delete or insert style shows a 22-point round control
//     (red with a white bar, green with a white cross) at its leading margin, and its content
//     moves 38 points toward the trailing edge
//   Value: 22 pt, 38 pt
//   Source: Ours, from the look of iOS's editing mode; no published measurement found.

extension UITableViewCell {
    /// What a row offers in editing mode: a delete control, an insert control, or nothing.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The row's control in editing mode, from the table's delegate (`.none` outside editing
    /// mode and for rows the data source says cannot be edited).
    public var editingStyle: EditingStyle { editingState.style }

    /// How far the row's content slid aside for its swipe actions (negative: trailing actions).
    var swipeOffset: CGFloat {
        get { editingState.swipeOffset }
        set {
            editingState.swipeOffset = newValue
            setNeedsLayout()
        }
    }

    /// The buttons beneath the row while it is swiped.
    var swipeActionsView: SwipeActionsView? {
        get { editingState.actionsView }
        set { editingState.actionsView = newValue }
    }

    /// Sets the row's control in editing mode (the table's decision).
    func setEditingStyle(_ style: EditingStyle) {
        guard editingState.style != style else { return }
        editingState.style = style
        setNeedsLayout()
    }

    static let editingControlSide: CGFloat = 22
    static let editingIndent: CGFloat = 38

    /// Places the editing control and slides everything by the swipe offset (after the cell's own
    /// layout).
    func layOutEditing(margin: CGFloat) {
        let showsControl = isEditing && editingStyle != .none
        if showsControl {
            let control = editingState.control ?? makeEditingControl()
            control.kind = editingStyle
            let side = Self.editingControlSide
            control.frame = CGRect(x: margin, y: (bounds.height - side) / 2, width: side, height: side)
            contentView.frame.origin.x += Self.editingIndent
            contentView.frame.size.width = max(0, contentView.frame.width - Self.editingIndent)
        } else {
            editingState.control?.removeFromSuperview()
            editingState.control = nil
        }
        let offset = swipeOffset
        if offset != 0 {
            for view in subviews where view !== swipeActionsView {
                view.frame.origin.x += offset
            }
        }
        if let actionsView = swipeActionsView {
            actionsView.frame = offset < 0
                ? CGRect(x: bounds.width + offset, y: 0, width: -offset, height: bounds.height)
                : CGRect(x: 0, y: 0, width: offset, height: bounds.height)
        }
    }

    private func makeEditingControl() -> TableEditingControl {
        let control = TableEditingControl()
        control.addAction(UIAction { [weak self] _ in self?.editingControlTapped() }, for: .touchUpInside)
        addSubview(control)
        editingState.control = control
        return control
    }

    private func editingControlTapped() {
        guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        switch editingStyle {
        case .delete: table.swipeActions.confirmDelete(of: self, at: indexPath)
        case .insert: table.dataSource?.tableView(table, commit: .insert, forRowAt: indexPath)
        case .none: break
        }
    }
}

/// What a cell keeps for editing mode and swipe actions.
@MainActor
final class TableCellEditingState {
    var style: UITableViewCell.EditingStyle = .none
    var swipeOffset: CGFloat = 0
    var actionsView: SwipeActionsView?
    var control: TableEditingControl?
}

/// The round control at a row's leading edge in editing mode: red with a bar to delete, green
/// with a cross to insert.
final class TableEditingControl: UIControl {
    var kind: UITableViewCell.EditingStyle = .delete { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor((kind == .insert ? UIColor.systemGreen : UIColor.systemRed).cgColor)
        context.fillEllipse(in: bounds)
        context.setFillColor(UIColor.white.cgColor)
        let bar = CGRect(x: bounds.width * 0.25, y: bounds.midY - 1, width: bounds.width * 0.5, height: 2)
        context.fill(bar)
        if kind == .insert {
            context.fill(CGRect(x: bounds.midX - 1, y: bounds.height * 0.25, width: 2, height: bounds.height * 0.5))
        }
    }
}
