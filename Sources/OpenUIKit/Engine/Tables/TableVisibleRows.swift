import Foundation

/// The table view's layout pass: measures self-sizing rows coming into view, then shows exactly
/// the rows, headers and footers meeting the visible bounds (plain headers pinned), recycling
/// the others.
@MainActor
struct TableVisibleRows {
    let tableView: UITableView

    func update() {
        var geometry = tableView.currentGeometry
        let low = tableView.bounds.minY, high = tableView.bounds.maxY
        var made: [IndexPath: UITableViewCell] = [:]
        // Self-sizing rows in view are measured; the rows below move, so look again.
        for _ in 0..<8 {
            let unmeasured = geometry.rows(from: low, to: high).filter { geometry.sections[$0.section].estimated.contains($0.row) }
            guard !unmeasured.isEmpty else { break }
            for indexPath in unmeasured {
                guard let cell = (tableView.visibleViews[.row(indexPath)] as? UITableViewCell) ?? made[indexPath] ?? makeCell(indexPath) else {
                    geometry.sections[indexPath.section].estimated.remove(indexPath.row)
                    continue
                }
                made[indexPath] = cell
                geometry.setHeight(measure(cell, width: geometry.rectForRow(indexPath).width), ofRow: indexPath)
            }
        }
        tableView.geometry = geometry
        let size = CGSize(width: tableView.bounds.width, height: geometry.contentHeight)
        if tableView.contentSize != size { tableView.contentSize = size }
        let wanted = wanted(geometry, from: low, to: high)
        show(wanted, geometry: geometry, made: made)
        prefetch(visible: Set(wanted.keys.compactMap(\.row)), geometry: geometry)
    }

    /// Tells the prefetch data source about the rows a screenful past the visible ones in the
    /// direction the content moved.
    private func prefetch(visible: Set<IndexPath>, geometry: TableGeometry) {
        guard let prefetcher = tableView.prefetchDataSource else { return }
        let bounds = tableView.bounds
        let previous = tableView.lastPrefetchOffset ?? bounds.minY
        tableView.lastPrefetchOffset = bounds.minY
        // Without movement (another layout pass) the last direction holds.
        if bounds.minY != previous { tableView.prefetchesUpward = bounds.minY < previous }
        let up = tableView.prefetchesUpward
        let coming = up ? geometry.rows(from: bounds.minY - bounds.height, to: bounds.minY).reversed()
                        : geometry.rows(from: bounds.maxY, to: bounds.maxY + bounds.height)
        let (start, stop) = tableView.prefetching.update(visible: visible, ahead: Array(coming))
        if !stop.isEmpty { prefetcher.tableView(tableView, cancelPrefetchingForRowsAt: stop) }
        if !start.isEmpty { prefetcher.tableView(tableView, prefetchRowsAt: start) }
    }

    /// The elements meeting the band, with their frames.
    func wanted(_ geometry: TableGeometry, from low: CGFloat, to high: CGFloat) -> [TableElementKey: CGRect] {
        var wanted: [TableElementKey: CGRect] = [:]
        for indexPath in geometry.rows(from: low, to: high) { wanted[.row(indexPath)] = geometry.rectForRow(indexPath) }
        let pinTop = low + tableView.adjustedContentInset.top
        for section in geometry.sections(from: low, to: high) {
            let value = geometry.sections[section]
            if value.headerHeight > 0 {
                var frame = geometry.rectForHeader(section)
                // Plain tables pin the header while its section is on screen.
                if tableView.style == .plain { frame.origin.y = max(frame.minY, min(pinTop, value.bottom - value.footerHeight - frame.height)) }
                if frame.maxY > low, frame.minY < high { wanted[.header(section)] = frame }
            }
            if value.footerHeight > 0 {
                let frame = geometry.rectForFooter(section)
                if frame.maxY > low, frame.minY < high { wanted[.footer(section)] = frame }
            }
        }
        return wanted
    }

    func show(_ wanted: [TableElementKey: CGRect], geometry: TableGeometry, made: [IndexPath: UITableViewCell] = [:]) {
        for (key, view) in tableView.visibleViews where wanted[key] == nil {
            tableView.visibleViews[key] = nil
            recycle(view, key: key)
        }
        for key in wanted.keys.sorted() {
            guard let frame = wanted[key] else { continue }
            if let view = tableView.visibleViews[key] {
                place(view, key: key, frame: frame, geometry: geometry)
                continue
            }
            let view: UIView?
            switch key {
            case .row(let indexPath): view = made[indexPath] ?? makeCell(indexPath)
            case .header(let section), .footer(let section): view = makeSectionView(key, section: section)
            }
            guard let view else { continue }
            place(view, key: key, frame: frame, geometry: geometry)
            display(view, key: key)
        }
        tableView.tableHeaderView.map { $0.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: geometry.tableHeaderHeight) }
        tableView.tableFooterView.map { $0.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: tableView.bounds.width, height: geometry.tableFooterHeight) }
    }

    func makeCell(_ indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource = tableView.dataSource else { return nil }
        let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
        if tableView.visibleViews.values.contains(where: { $0 === cell }) {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The cell returned for row \(indexPath) is already on screen for another row; it is not shown twice.")
            return nil
        }
        return cell
    }

    private func makeSectionView(_ key: TableElementKey, section: Int) -> UIView? {
        if let pending = tableView.pendingSectionViews.removeValue(forKey: key) { return pending }
        let delegate = tableView.tableDelegate
        let header: Bool
        if case .header = key { header = true } else { header = false }
        if let view = header ? delegate?.tableView(tableView, viewForHeaderInSection: section) : delegate?.tableView(tableView, viewForFooterInSection: section) {
            return view
        }
        guard let dataSource = tableView.dataSource,
              let title = header ? dataSource.tableView(tableView, titleForHeaderInSection: section) : dataSource.tableView(tableView, titleForFooterInSection: section) else {
            return UIView()
        }
        let identifier = "OpenUIKit.StandardSectionTitle"
        let view = (tableView.reusePool.take("hf/" + identifier) as? UITableViewHeaderFooterView) ?? {
            tableView.reusePool.noteMade()
            return UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }()
        view.isGroupedStyle = tableView.style != .plain
        view.textLabel?.text = title
        return view
    }

    /// Sizes and decorates an element's view.
    private func place(_ view: UIView, key: TableElementKey, frame: CGRect, geometry: TableGeometry) {
        if view.frame != frame { view.frame = frame }
        switch key {
        case .row(let indexPath):
            view.layer.zPosition = 0
            guard let cell = view as? UITableViewCell else { return }
            let rows = geometry.sections[indexPath.section].rowCount
            let last = indexPath.row == rows - 1
            cell.showsSeparator = tableView.separatorStyle != .none && !(tableView.style != .plain && last)
            cell.separatorInset = tableView.separatorInset
            cell.separatorColor = tableView.separatorColor
            if tableView.style != .plain, cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
            if tableView.style == .insetGrouped {
                cell.clipsToBounds = true
                cell.layer.cornerRadius = indexPath.row == 0 || last ? 10 : 0
                var corners: CACornerMask = []
                if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                cell.layer.maskedCorners = corners
            }
        case .header, .footer:
            // Pinned headers draw over the rows scrolling under them.
            view.layer.zPosition = 1
        }
    }

    private func display(_ view: UIView, key: TableElementKey) {
        let delegate = tableView.tableDelegate
        switch key {
        case .row(let indexPath):
            if let cell = view as? UITableViewCell {
                cell.setSelected(tableView.selectedRows.contains(indexPath), animated: false)
                cell.setHighlighted(false, animated: false)
                if cell.isEditing != tableView.isEditing { cell.setEditing(tableView.isEditing, animated: false) }
                tableView.updateEditingStyle(of: cell, at: indexPath)
                delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
            }
        case .header(let section): delegate?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        case .footer(let section): delegate?.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
        tableView.visibleViews[key] = view
        if view.superview !== tableView { tableView.addSubview(view) }
    }

    func recycle(_ view: UIView, key: TableElementKey) {
        view.removeFromSuperview()
        if let cell = view as? UITableViewCell, let indexPath = key.row {
            tableView.tableDelegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
            if let identifier = cell.reuseIdentifier { tableView.reusePool.put(cell, identifier: "cell/" + identifier) }
        } else if let headerFooter = view as? UITableViewHeaderFooterView, let identifier = headerFooter.reuseIdentifier {
            tableView.reusePool.put(headerFooter, identifier: "hf/" + identifier)
        }
    }

    /// A self-sizing row's height: Auto Layout's fitting height of the content when it has
    /// constraints, else the standard content's.
    private func measure(_ cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.bounds = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height)
        let content = cell.contentView
        // The content's width follows the cell's (less the accessory) before it is measured; it is
        // not laid out at the estimated height, which its constraints may not allow.
        content.frame.size.width = width
        let usesConstraints = !content.constraints.isEmpty || content.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard usesConstraints else {
            cell.layoutIfNeeded()
            return cell.standardContentHeight()
        }
        let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height.isFinite, fitted.height > 0 else { return TableGeometryBuilder.standardRowHeight }
        // The separator's hairline is part of the row, below the content, as on iOS.
        let scale = tableView.window?.screen.scale ?? UIScreen.main.scale
        let hairline: CGFloat = tableView.separatorStyle == .none ? 0 : 1 / scale
        return ((fitted.height + hairline) * scale).rounded(.up) / scale
    }
}
