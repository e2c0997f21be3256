import Foundation

/// Animates a table update: rows that stay move to their new places, deleted rows leave as the
/// row animation says, inserted rows arrive the same way, everything in 0.3 s ease in-out [R:
/// UIKit documents no duration]. Counts that do not add up are reported (UIKit raises "Invalid
/// update") and the table reloads instead (internally: as on iOS, an overridden `reloadData()`
/// is not called).
@MainActor
final class TableUpdateAnimation {
    static let duration: TimeInterval = 0.3

    static func run(_ tableView: UITableView, _ batch: TableUpdateBatch) {
        let completions = batch.completions
        guard let oldGeometry = tableView.geometry, tableView.dataSource != nil else {
            tableView.forgetData()
            for completion in completions { completion(true) }
            return
        }
        let oldCounts = oldGeometry.sections.map(\.rowCount)
        tableView.geometry = nil
        tableView.pendingSectionViews.removeAll()
        let newGeometry = tableView.currentGeometry
        let newCounts = newGeometry.sections.map(\.rowCount)
        let (map, sectionMap, problem) = batch.update.mapping(old: oldCounts, new: newCounts)
        if let problem {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "Invalid update: \(problem). The table reloads its data instead (iOS raises an exception).")
            tableView.forgetData()
            for completion in completions { completion(false) }
            return
        }
        tableView.selectedRows = tableView.selectedRows.compactMap { map[$0] }
        let animation = batch.animation ?? .automatic
        let change = TableUpdateAnimation()
        tableView.updateInFlight = change
        let elements = TableVisibleRows(tableView: tableView)
        // Rekey the views on screen: kept rows follow the map, the others leave.
        var leaving: [(UIView, TableElementKey, CGRect)] = []
        var kept: [TableElementKey: UIView] = [:]
        for (key, view) in tableView.visibleViews {
            switch key {
            case .row(let indexPath):
                if let target = map[indexPath] { kept[.row(target)] = view } else { leaving.append((view, key, view.frame)) }
            case .header(let section):
                if let target = sectionMap[section] { kept[.header(target)] = view } else { leaving.append((view, key, view.frame)) }
            case .footer(let section):
                if let target = sectionMap[section] { kept[.footer(target)] = view } else { leaving.append((view, key, view.frame)) }
            }
        }
        tableView.visibleViews = kept
        // Where each old row was, by its new index path, for rows that come into view.
        var oldFrames: [IndexPath: CGRect] = [:]
        for (from, to) in map { oldFrames[to] = oldGeometry.rectForRow(from) }
        // Lay out at the final offset: new rows are made and placed there, then set back to where they start.
        let finalOffset = tableView.clamped(tableView.contentOffset)
        let beforeOffset = tableView.contentOffset
        let beforeFrames = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value.frame) })
        UIView.performWithoutAnimation {
            tableView.setOffset(finalOffset)
            elements.update()
        }
        let after = tableView.visibleViews
        var starts: [(UIView, CGRect, CGFloat)] = []
        for (key, view) in after {
            if let before = beforeFrames[key] {
                starts.append((view, before, 1))
            } else if let row = key.row, let old = oldFrames[row] {
                starts.append((view, old, 1))
            } else {
                starts.append((view, Self.offscreen(view.frame, animation, width: tableView.bounds.width, arriving: true), animation == .none ? 1 : 0))
            }
        }
        let finals = after.map { ($0.value, $0.value.frame) }
        UIView.performWithoutAnimation {
            tableView.setOffset(beforeOffset)
            for (view, frame, alpha) in starts {
                view.frame = frame
                view.alpha = alpha
            }
        }
        for (view, _, frame) in leaving where view.superview == nil { view.frame = frame; tableView.addSubview(view) }
        let apply = {
            tableView.setOffset(finalOffset)
            for (view, frame) in finals {
                view.frame = frame
                view.alpha = 1
            }
            for (view, _, frame) in leaving {
                view.frame = Self.offscreen(frame, animation, width: tableView.bounds.width, arriving: false)
                if animation != .none { view.alpha = 0 }
            }
        }
        let finish: (Bool) -> Void = { finished in
            if tableView.updateInFlight === change { tableView.updateInFlight = nil }
            for (view, key, _) in leaving {
                view.alpha = 1
                elements.recycle(view, key: key)
            }
            tableView.setNeedsLayout()
            tableView.layoutIfNeeded()
            for completion in completions { completion(finished) }
        }
        guard animation != .none || !leaving.isEmpty || !starts.isEmpty else {
            finish(true)
            return
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: apply, completion: finish)
    }

    /// Where a row arriving or leaving with `animation` is outside its place.
    private static func offscreen(_ frame: CGRect, _ animation: UITableView.RowAnimation, width: CGFloat, arriving: Bool) -> CGRect {
        switch animation {
        case .left: frame.offsetBy(dx: -width, dy: 0)
        case .right: frame.offsetBy(dx: width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .middle: CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        case .fade, .automatic, .none: frame
        }
    }
}
