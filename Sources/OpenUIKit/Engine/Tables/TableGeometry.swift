import Foundation

/// Where a table view's rows, headers and footers are: sections stacked from the table header
/// down, each a header, its rows and a footer. Row offsets are prefix sums, so the rows meeting a
/// rectangle are found by binary search and a row's height can change (self-sizing) at the cost
/// of its section's sums.
struct TableGeometry {
    struct Section {
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        /// `rowOffsets[i]` is where row i starts below the header; the last entry is the rows' total.
        var rowOffsets: [CGFloat] = [0]
        /// Rows whose height is an estimate (self-sizing rows not measured yet).
        var estimated: Set<Int> = []

        var rowCount: Int { rowOffsets.count - 1 }
        var height: CGFloat { headerHeight + rowOffsets[rowOffsets.count - 1] + footerHeight }
        var bottom: CGFloat { top + height }
        func rowHeight(_ row: Int) -> CGFloat { rowOffsets[row + 1] - rowOffsets[row] }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []
    /// How far rows are inset from the sides (inset-grouped style).
    var rowInset: CGFloat = 0
    var width: CGFloat = 0

    init() {}

    var contentHeight: CGFloat { (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight }

    /// Recomputes each section's top from the heights.
    mutating func stack() {
        var top = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = top
            top += sections[index].height
        }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    func rectForRow(_ indexPath: IndexPath) -> CGRect {
        guard isValid(indexPath) else { return .zero }
        let section = sections[indexPath.section]
        return CGRect(x: rowInset, y: section.top + section.headerHeight + section.rowOffsets[indexPath.row],
                      width: max(0, width - 2 * rowInset), height: section.rowHeight(indexPath.row))
    }

    func rectForHeader(_ section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].headerHeight)
    }

    func rectForFooter(_ section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let value = sections[section]
        return CGRect(x: 0, y: value.bottom - value.footerHeight, width: width, height: value.footerHeight)
    }

    func rect(forSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].height)
    }

    /// The sections meeting the band from `low` to `high`.
    func sections(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        var first = 0, last = sections.count
        while first < last {
            let middle = (first + last) / 2
            if sections[middle].bottom <= low { first = middle + 1 } else { last = middle }
        }
        var end = first
        while end < sections.count, sections[end].top < high { end += 1 }
        return first..<end
    }

    /// The rows meeting the band from `low` to `high`, in order.
    func rows(from low: CGFloat, to high: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for index in sections(from: low, to: high) {
            let section = sections[index]
            let base = section.top + section.headerHeight
            let offsets = section.rowOffsets
            var first = 0, last = section.rowCount
            while first < last {
                let middle = (first + last) / 2
                if base + offsets[middle + 1] <= low { first = middle + 1 } else { last = middle }
            }
            var row = first
            while row < section.rowCount, base + offsets[row] < high {
                if offsets[row + 1] > offsets[row] { result.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return result
    }

    /// The row containing `y` (content coordinates).
    func row(at y: CGFloat) -> IndexPath? {
        rows(from: y, to: y + 0.0001).first
    }

    /// Sets a row's height, moving everything after it.
    mutating func setHeight(_ height: CGFloat, ofRow indexPath: IndexPath) {
        guard isValid(indexPath) else { return }
        let delta = height - sections[indexPath.section].rowHeight(indexPath.row)
        sections[indexPath.section].estimated.remove(indexPath.row)
        guard delta != 0 else { return }
        var offsets = sections[indexPath.section].rowOffsets
        for index in (indexPath.row + 1)..<offsets.count { offsets[index] += delta }
        sections[indexPath.section].rowOffsets = offsets
        stack()
    }
}
