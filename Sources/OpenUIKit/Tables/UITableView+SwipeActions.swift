import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: Swipe actions: a button is as wide as its title or image plus 15 points on each side,
//     at least 74 points; a row opens when let go past half its actions' width, and a full swipe
//     (past 60 % of the row) performs the first action when the configuration allows it; the
//     row slides open or shut in 0.3 s; the title is 15-point semibold white
//   Value: 15, 74, 50 %, 60 %, 0.3 s, 15 pt
//   Source: Ours, from the look of iOS's rows; no published measurement found.

/// Swipe actions on a table's rows: a horizontal pan on a row slides its content aside and shows
/// the buttons of the delegate's leading or trailing `UISwipeActionsConfiguration` beneath; a tap
/// on a button runs its handler; a tap elsewhere or a new swipe closes the row. One row is open
/// at a time. The table's own pan waits for this one to fail, so vertical drags still scroll.
@MainActor
final class TableSwipeActions {
    unowned let table: UITableView
    let pan = SwipePanRecognizer()
    let closingTap = UITapGestureRecognizer()

    /// The row being swiped or open: its cell, its index path, the side and the configuration.
    private(set) var row: SwipedRow?

    struct SwipedRow {
        let cell: UITableViewCell
        let indexPath: IndexPath
        let trailing: UISwipeActionsConfiguration?
        let leading: UISwipeActionsConfiguration?
        var announced = false
    }

    /// The row `maySwipe` looked at, with its configurations, until the pan begins.
    private var pendingRow: SwipedRow?
    private var startOffset: CGFloat = 0

    static let fullSwipeFraction: CGFloat = 0.6
    static let slideDuration: TimeInterval = 0.3

    init(table: UITableView) {
        self.table = table
        pan.swipes = self
        pan.addTarget(self, action: TableSwipeActions.handlePan)
        table.addGestureRecognizer(pan)
        table.panGestureRecognizer.require(toFail: pan)
        closingTap.addTarget(self, action: TableSwipeActions.handleClosingTap)
        closingTap.isEnabled = false
        table.addGestureRecognizer(closingTap)
    }

    /// Whether a pan that moved `motion` from `point` (in the table) may swipe a row.
    func maySwipe(from point: CGPoint, movedBy motion: CGPoint) -> Bool {
        guard abs(motion.x) > abs(motion.y), !table.isEditing || row != nil else { return false }
        if let row, row.cell.swipeOffset != 0 { return true }
        guard let candidate = swipedRow(at: point) else { return false }
        // Kept for the pan's beginning, so the delegate is asked once per swipe.
        pendingRow = candidate
        let side = motion.x < 0 ? candidate.trailing : candidate.leading
        return !(side?.actions.isEmpty ?? true)
    }

    /// The row at `point` with the delegate's configurations for both sides.
    private func swipedRow(at point: CGPoint) -> SwipedRow? {
        guard let indexPath = table.indexPathForRow(at: point), let cell = table.cellForRow(at: indexPath) else { return nil }
        return SwipedRow(cell: cell, indexPath: indexPath, trailing: trailingConfiguration(at: indexPath),
                         leading: table.tableDelegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath))
    }

    /// The delegate's trailing configuration, else its row actions (which leave the row open).
    private func trailingConfiguration(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delegate = table.tableDelegate
        if let configuration = delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath) { return configuration }
        guard let rowActions = delegate?.tableView(table, editActionsForRowAt: indexPath), !rowActions.isEmpty else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(at: indexPath) })
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let pending = pendingRow
            pendingRow = nil
            let point = pan.location(in: table)
            guard let indexPath = table.indexPathForRow(at: point), let cell = table.cellForRow(at: indexPath) else { return }
            if let row, row.cell !== cell || table.indexPath(for: cell) != row.indexPath { close(animated: false) }
            if row == nil {
                row = pending.flatMap { $0.cell === cell && $0.indexPath == indexPath ? $0 : nil } ?? swipedRow(at: point)
            }
            startOffset = cell.swipeOffset
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            follow(pan)
            settle()
        case .cancelled, .failed:
            close(animated: true)
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        guard var row else { return }
        var offset = startOffset + pan.translation(in: table).x
        if offset < 0, row.trailing?.actions.isEmpty ?? true { offset = 0 }
        if offset > 0, row.leading?.actions.isEmpty ?? true { offset = 0 }
        offset = max(-row.cell.bounds.width, min(row.cell.bounds.width, offset))
        if offset != 0, !row.announced {
            row.announced = true
            self.row = row
            table.tableDelegate?.tableView(table, willBeginEditingRowAt: row.indexPath)
        }
        show(offset < 0 ? row.trailing : row.leading, trailing: offset < 0, in: row.cell)
        row.cell.swipeOffset = offset
        row.cell.layoutIfNeeded()
    }

    /// Where a row let go comes to rest, by where it was let go (the release velocity is not
    /// used): performing the first action, open, or shut.
    private func settle() {
        guard let row else { return }
        let offset = row.cell.swipeOffset
        let configuration = offset < 0 ? row.trailing : row.leading
        guard offset != 0, let configuration, let actionsView = row.cell.swipeActionsView else {
            close(animated: true)
            return
        }
        let width = row.cell.bounds.width
        if configuration.performsFirstActionWithFullSwipe, abs(offset) >= Self.fullSwipeFraction * width, let first = configuration.actions.first {
            slide(row.cell, to: offset < 0 ? -width : width) {}
            perform(first, button: actionsView.buttons.first ?? actionsView)
            return
        }
        let openWidth = actionsView.naturalWidth
        let opens = abs(offset) >= openWidth / 2
        slide(row.cell, to: opens ? (offset < 0 ? -openWidth : openWidth) : 0) { [weak self] in
            if row.cell.swipeOffset == 0 { self?.finishClosing() }
        }
        closingTap.isEnabled = opens
    }

    /// Runs an action's handler; its completion closes the row.
    func perform(_ action: UIContextualAction, button: UIView) {
        action.handler(action, button) { [weak self] _ in
            MainActor.assumeIsolated { self?.close(animated: true) }
        }
    }

    /// Shuts the open row, if any.
    func close(animated: Bool) {
        guard let row else { return }
        closingTap.isEnabled = false
        if animated, row.cell.swipeOffset != 0 {
            slide(row.cell, to: 0) { [weak self] in self?.finishClosing() }
        } else {
            row.cell.swipeOffset = 0
            row.cell.layoutIfNeeded()
            finishClosing()
        }
    }

    /// The open row is deleted or reloaded: it shuts at once (its cell leaves or is refilled).
    func forget(_ indexPaths: [IndexPath]) {
        guard let row, indexPaths.contains(row.indexPath) else { return }
        close(animated: false)
    }

    private func finishClosing() {
        guard let row, row.cell.swipeOffset == 0 else { return }
        row.cell.swipeActionsView?.removeFromSuperview()
        row.cell.swipeActionsView = nil
        self.row = nil
        if row.announced { table.tableDelegate?.tableView(table, didEndEditingRowAt: row.indexPath) }
    }

    private func handleClosingTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        close(animated: true)
    }

    /// Opens the trailing confirmation of a row's delete (its editing control was tapped).
    func confirmDelete(of cell: UITableViewCell, at indexPath: IndexPath) {
        if let row, row.cell !== cell { close(animated: false) }
        let title = table.tableDelegate?.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak table] _, _, done in
            MainActor.assumeIsolated {
                if let table { table.dataSource?.tableView(table, commit: .delete, forRowAt: indexPath) }
            }
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        row = SwipedRow(cell: cell, indexPath: indexPath, trailing: configuration, leading: nil, announced: false)
        show(configuration, trailing: true, in: cell)
        cell.layoutIfNeeded()
        let width = cell.swipeActionsView?.naturalWidth ?? 0
        slide(cell, to: -width) {}
        closingTap.isEnabled = true
    }

    private func show(_ configuration: UISwipeActionsConfiguration?, trailing: Bool, in cell: UITableViewCell) {
        guard let configuration else { return }
        if let shown = cell.swipeActionsView, shown.configuration === configuration { return }
        cell.swipeActionsView?.removeFromSuperview()
        let view = SwipeActionsView(configuration: configuration, trailing: trailing) { [weak self] action, button in
            self?.perform(action, button: button)
        }
        cell.swipeActionsView = view
        cell.insertSubview(view, at: 0)
    }

    private func slide(_ cell: UITableViewCell, to offset: CGFloat, then done: @escaping @MainActor () -> Void) {
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseOut], animations: {
            cell.swipeOffset = offset
            cell.layoutIfNeeded()
        }, completion: { _ in MainActor.assumeIsolated { done() } })
    }
}

/// The table's pan for swipe actions: it begins only for a mostly horizontal drag on a row with
/// actions on that side (or on the open row).
final class SwipePanRecognizer: UIPanGestureRecognizer {
    weak var swipes: TableSwipeActions?

    override func panMayBegin(movedBy motion: CGPoint) -> Bool {
        guard let swipes, let table = view else { return false }
        let now = location(in: table)
        let start = CGPoint(x: now.x - motion.x, y: now.y - motion.y)
        return swipes.maySwipe(from: start, movedBy: motion)
    }
}

/// The buttons beneath a swiped row, from the row's edge inward, stretched or squeezed in
/// proportion to their widths as the row slides.
final class SwipeActionsView: UIView {
    let configuration: UISwipeActionsConfiguration
    let trailing: Bool
    private(set) var buttons: [UIButton] = []
    private var widths: [CGFloat] = []

    static let padding: CGFloat = 15
    static let minimumWidth: CGFloat = 74

    init(configuration: UISwipeActionsConfiguration, trailing: Bool, tapped: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.configuration = configuration
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.addAction(UIAction { [weak button] _ in
                guard let button else { return }
                tapped(action, button)
            }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
            widths.append(max(Self.minimumWidth, button.intrinsicContentSize.width + 2 * Self.padding))
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The width at which every button shows at its own width: the open row's offset.
    var naturalWidth: CGFloat { widths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = naturalWidth > 0 ? bounds.width / naturalWidth : 0
        // From the row's edge inward: trailing buttons from the right, leading from the left.
        var edge = trailing ? bounds.width : 0
        for (button, width) in zip(buttons, widths) {
            let shown = width * scale
            button.frame = CGRect(x: trailing ? edge - shown : edge, y: 0, width: shown, height: bounds.height)
            edge += trailing ? -shown : shown
        }
    }
}
