import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: Automatic header and footer heights: a view's fitting height; a title 28 pt (plain), 38
//     (grouped header) or 34 (grouped footer); none: 0 plain, 18 between grouped sections, 35 above
//     the first
//   Value: 28 / 38 / 34 / 0 / 18 / 35
//   Source: UIKit publishes none; no published measurement found.
//   Also: docs/collection-and-table-views.md
/// Builds a table's geometry from its data source and delegate: counts, header and footer
/// heights (by content when automatic) and row heights (estimates for self-sizing rows).
///
/// Automatic header and footer heights [R: UIKit publishes none]: a view from the delegate gets
/// its Auto Layout fitting height (or its own frame's height); a title 28 points in plain
/// tables, 38 (headers) or 34 (footers) in grouped ones; nothing: 0 in plain tables, 18 between
/// grouped sections (35 above the first).
@MainActor
struct TableGeometryBuilder {
    let tableView: UITableView

    static let standardRowHeight: CGFloat = 44

    private func checked(_ value: CGFloat, _ what: String) -> CGFloat {
        guard value.isFinite, value <= 1e6 else {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "The table view's \(what) is \(value); 0 is used.")
            return 0
        }
        return value
    }

    func build() -> TableGeometry {
        var geometry = TableGeometry()
        geometry.width = tableView.bounds.width
        geometry.rowInset = tableView.style == .insetGrouped ? (geometry.width >= 390 ? 20 : 16) : 0
        geometry.tableHeaderHeight = tableView.tableHeaderView.map { max(0, checked($0.frame.height, "header view height")) } ?? 0
        geometry.tableFooterHeight = tableView.tableFooterView.map { max(0, checked($0.frame.height, "footer view height")) } ?? 0
        guard let dataSource = tableView.dataSource else { return geometry }
        let delegate = tableView.tableDelegate
        var sectionCount = dataSource.numberOfSections(in: tableView)
        if sectionCount < 0 {
            OpenUIKitDiagnostics.report(.collectionViewMisuse, "numberOfSections(in:) answered \(sectionCount); no section is shown.")
            sectionCount = 0
        }
        geometry.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            var value = TableGeometry.Section()
            var rows = dataSource.tableView(tableView, numberOfRowsInSection: section)
            if rows < 0 {
                OpenUIKitDiagnostics.report(.collectionViewMisuse, "tableView(_:numberOfRowsInSection: \(section)) answered \(rows); the section is empty.")
                rows = 0
            }
            value.headerHeight = sectionViewHeight(section, header: true, dataSource: dataSource, delegate: delegate)
            value.footerHeight = sectionViewHeight(section, header: false, dataSource: dataSource, delegate: delegate)
            var offsets = [CGFloat](repeating: 0, count: rows + 1)
            var total: CGFloat = 0
            let fixed = tableView.rowHeight
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                var height = delegate?.tableView(tableView, heightForRowAt: indexPath) ?? fixed
                if height < 0 {
                    var estimate = delegate?.tableView(tableView, estimatedHeightForRowAt: indexPath) ?? tableView.estimatedRowHeight
                    if estimate <= 0 || !estimate.isFinite { estimate = Self.standardRowHeight }
                    height = min(estimate, 1e6)
                    value.estimated.insert(row)
                } else {
                    height = checked(height, "height of row \(indexPath)")
                }
                total += height
                offsets[row + 1] = total
            }
            value.rowOffsets = offsets
            geometry.sections.append(value)
        }
        geometry.stack()
        return geometry
    }

    private func sectionViewHeight(_ section: Int, header: Bool, dataSource: any UITableViewDataSource, delegate: (any UITableViewDelegate)?) -> CGFloat {
        let asked = header
            ? delegate?.tableView(tableView, heightForHeaderInSection: section) ?? tableView.sectionHeaderHeight
            : delegate?.tableView(tableView, heightForFooterInSection: section) ?? tableView.sectionFooterHeight
        if asked >= 0 { return checked(asked, "\(header ? "header" : "footer") height of section \(section)") }
        let key: TableElementKey = header ? .header(section) : .footer(section)
        if let view = header ? delegate?.tableView(tableView, viewForHeaderInSection: section) : delegate?.tableView(tableView, viewForFooterInSection: section) {
            tableView.pendingSectionViews[key] = view
            if !view.constraints.isEmpty || view.subviews.contains(where: { !$0.constraints.isEmpty || !$0.translatesAutoresizingMaskIntoConstraints }) {
                let fitted = view.systemLayoutSizeFitting(CGSize(width: tableView.bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                if fitted.height > 0 { return checked(fitted.height, "fitting height of a section view") }
            }
            return view.frame.height > 0 ? checked(view.frame.height, "section view height") : 28
        }
        let title = header ? dataSource.tableView(tableView, titleForHeaderInSection: section) : dataSource.tableView(tableView, titleForFooterInSection: section)
        let grouped = tableView.style != .plain
        if title != nil { return grouped ? (header ? 38 : 34) : 28 }
        guard grouped else { return 0 }
        return header && section == 0 ? 35 : 18
    }
}
