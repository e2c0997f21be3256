import Foundation

// Behaviour source [O] — Transitions and navigation
//   Rule: A split view's primary column width when the app sets none
//   Value: 320 pt
//   Source: "How do you change the width of the master view in a Split View Controller?", Use Your
//     Loaf
//     (https://useyourloaf.com/blog/change-the-width-of-master-view-in-split-view-controller/):
//     with `automaticDimension`, UISplitViewController "by default has a maximum width of 320
//     points" for the master (primary) column. Observed on iOS 8; Apple's page for
//     `preferredPrimaryColumnWidth` gives no number. Re-measure on current iPadOS.
/// Where a split view's columns go for its display mode: widths from the preferences (UIKit's
/// 320-point default [O: Use Your Loaf, "How do you change the width of the master view in a Split
/// View Controller?", observed on iOS 8; docs/behaviour-sources.md], a fraction of the width, clamped to the
/// minimum and maximum), columns side by side (`…BesideSecondary`), over the secondary
/// (`…OverSecondary`), or pushing it aside (`twoDisplaceSecondary`); collapsed, one column fills
/// the view.
@MainActor
struct SplitColumnLayout {
    let split: UISplitViewController
    let bounds: CGRect

    static let defaultColumnWidth: CGFloat = 320

    var primaryWidth: CGFloat {
        var width = Self.defaultColumnWidth
        if split.preferredPrimaryColumnWidth > 0 {
            width = split.preferredPrimaryColumnWidth
        } else if split.preferredPrimaryColumnWidthFraction > 0, split.preferredPrimaryColumnWidthFraction <= 1 {
            width = bounds.width * split.preferredPrimaryColumnWidthFraction
        }
        if split.minimumPrimaryColumnWidth > 0 { width = max(width, split.minimumPrimaryColumnWidth) }
        if split.maximumPrimaryColumnWidth > 0 { width = min(width, split.maximumPrimaryColumnWidth) }
        let clamped = min(max(width, 0), bounds.width)
        return clamped.isFinite ? clamped : Self.defaultColumnWidth
    }

    var supplementaryWidth: CGFloat {
        let width = split.preferredSupplementaryColumnWidth > 0 ? split.preferredSupplementaryColumnWidth : Self.defaultColumnWidth
        return width.isFinite ? min(width, bounds.width) : Self.defaultColumnWidth
    }

    /// The frame of each column shown, back to front.
    func frames() -> [(column: UISplitViewController.Column, frame: CGRect)] {
        if split.isCollapsed {
            let column: UISplitViewController.Column = split.columns[.compact] != nil ? .compact : .primary
            return [(column, bounds)]
        }
        let primary = primaryWidth, supplementary = split.style == .tripleColumn ? supplementaryWidth : 0
        let hasSupplementary = split.style == .tripleColumn && split.columns[.supplementary] != nil
        func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: bounds.minX + x, y: bounds.minY, width: max(width, 0), height: bounds.height) }
        switch split.displayMode {
        case .automatic, .secondaryOnly:
            return [(.secondary, bounds)]
        case .oneBesideSecondary:
            let leading: UISplitViewController.Column = hasSupplementary ? .supplementary : .primary
            let width = hasSupplementary ? supplementary : primary
            return [(leading, rect(0, width)), (.secondary, rect(width, bounds.width - width))]
        case .oneOverSecondary:
            let leading: UISplitViewController.Column = hasSupplementary ? .supplementary : .primary
            return [(.secondary, bounds), (leading, rect(0, hasSupplementary ? supplementary : primary))]
        case .twoBesideSecondary:
            guard hasSupplementary else { return [(.primary, rect(0, primary)), (.secondary, rect(primary, bounds.width - primary))] }
            return [(.primary, rect(0, primary)), (.supplementary, rect(primary, supplementary)),
                    (.secondary, rect(primary + supplementary, bounds.width - primary - supplementary))]
        case .twoOverSecondary:
            return [(.secondary, bounds)] + (hasSupplementary ? [(.supplementary, rect(primary, supplementary))] : []) + [(.primary, rect(0, primary))]
        case .twoDisplaceSecondary:
            let shift = primary + (hasSupplementary ? supplementary : 0)
            return [(.primary, rect(0, primary))] + (hasSupplementary ? [(.supplementary, rect(primary, supplementary))] : [])
                + [(.secondary, rect(shift, bounds.width))]
        }
    }

    /// Installs the shown columns' views at their frames and removes the others'.
    func apply() {
        guard let root = split.viewIfLoaded else { return }
        let shown = frames()
        let shownControllers = shown.compactMap { split.columns[$0.column] }
        for (_, controller) in split.columns where !shownControllers.contains(where: { $0 === controller }) {
            if controller.viewStorage?.superview === root { controller.viewStorage?.removeFromSuperview() }
        }
        var views: [UIView] = []
        for (column, frame) in shown {
            guard let controller = split.columns[column] else { continue }
            let view: UIView = controller.view
            view.frame = frame
            view.autoresizingMask = []
            if view.superview !== root { root.addSubview(view) }
            views.append(view)
        }
        // Reorder only when the columns are out of order: moving a subview asks for layout
        // again, and doing it at every pass never let the layout settle.
        let current = root.subviews.filter { subview in views.contains { $0 === subview } }
        if !zip(current, views).allSatisfy({ $0 === $1 }) {
            for view in views { root.bringSubviewToFront(view) }
        }
    }
}
