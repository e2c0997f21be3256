import Foundation

/// Collapsing a split view to one stack in compact width and expanding it again, and what
/// `showDetailViewController` does in each state.
///
/// Collapsed, the primary column's navigation controller holds the stack (the compact column's
/// controller instead, when the column style has one):
/// - classic style: unless the delegate's `collapseSecondary(_:onto:)` says it handled it, a
///   navigation-controller primary gets the secondary pushed on top (a navigation-controller
///   secondary gives its stack);
/// - column style: the columns up to the delegate's top column (the secondary unless it chooses
///   another) give their stacks to the primary's.
/// Expanding gives back what collapsing moved (the classic delegate may supply the secondary).
@MainActor
enum SplitCollapsing {
    typealias Column = UISplitViewController.Column

    static func collapse(_ split: UISplitViewController) {
        split.collapsedMoves = []
        guard split.columns[.compact] == nil, let primary = split.columns[.primary] as? UINavigationController else {
            if split.style == .unspecified, let secondary = split.columns[.secondary], let primary = split.columns[.primary] {
                _ = split.delegate?.splitViewController(split, collapseSecondary: secondary, onto: primary)
            }
            return
        }
        if split.style == .unspecified {
            guard let secondary = split.columns[.secondary] else { return }
            if split.delegate?.splitViewController(split, collapseSecondary: secondary, onto: primary) == true { return }
            move(.secondary, onto: primary, in: split)
            return
        }
        let top = split.delegate?.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        let order: [Column] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        for column in order { move(column, onto: primary, in: split) }
    }

    /// Moves a column's controllers to the top of the primary's stack (a navigation
    /// controller's stack, else the controller itself), remembering them.
    private static func move(_ column: Column, onto primary: UINavigationController, in split: UISplitViewController) {
        guard let controller = split.columns[column] else { return }
        var moved: [UIViewController]
        if let navigation = controller as? UINavigationController {
            moved = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
        } else {
            moved = [controller]
            split.place(nil, in: column)
        }
        moved.removeAll { candidate in primary.viewControllers.contains { $0 === candidate } }
        guard !moved.isEmpty else { return }
        split.collapsedMoves.append((column, controller is UINavigationController ? moved : [controller]))
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
    }

    static func expand(_ split: UISplitViewController) {
        let moves = split.collapsedMoves
        split.collapsedMoves = []
        guard let primary = split.columns[.primary] as? UINavigationController else { return }
        if split.style == .unspecified, let separated = split.delegate?.splitViewController(split, separateSecondaryFrom: primary) {
            split.place(separated, in: .secondary)
            return
        }
        // Everything pushed above what the primary had before collapsing goes back, in order.
        let given = moves.flatMap(\.controllers)
        let stack = primary.viewControllers
        guard let first = stack.firstIndex(where: { candidate in given.contains { $0 === candidate } }) else { return }
        let returned = Array(stack[first...])
        primary.setViewControllers(Array(stack[..<first]), animated: false)
        var remaining = returned
        for move in moves {
            let count = move.controllers.count
            let slice = Array(remaining.prefix(count))
            remaining.removeFirst(min(count, remaining.count))
            if let navigation = split.columns[move.column] as? UINavigationController {
                navigation.setViewControllers(slice, animated: false)
            } else if let controller = slice.first {
                split.place(controller, in: move.column)
            }
        }
        // Pushed while collapsed (a detail shown then): becomes the secondary's stack.
        if !remaining.isEmpty {
            if let navigation = split.columns[.secondary] as? UINavigationController {
                navigation.setViewControllers(navigation.viewControllers + remaining, animated: false)
            } else {
                split.place(remaining.last, in: .secondary)
            }
        }
    }

    /// `showDetailViewController`: collapsed, pushed onto the collapsed stack (a navigation
    /// controller gives its top controller); expanded, it replaces the secondary (in the
    /// secondary's navigation wrapper for the column style), and an overlaid primary goes away.
    static func showDetail(_ controller: UIViewController, in split: UISplitViewController) {
        if split.isCollapsed {
            let target = (split.columns[.compact] ?? split.columns[.primary]) as? UINavigationController
            guard let target else { return split.present(controller, animated: true) }
            var shown = controller
            if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                navigation.setViewControllers(Array(navigation.viewControllers.dropLast()), animated: false)
                shown = top
            }
            target.pushViewController(shown, animated: true)
            return
        }
        if split.style != .unspecified, !(controller is UINavigationController),
           let wrapper = split.columns[.secondary] as? UINavigationController, split.wrappers.contains(ObjectIdentifier(wrapper)) {
            wrapper.setViewControllers([controller], animated: false)
        } else if split.style != .unspecified {
            split.setViewController(controller, for: .secondary)
        } else {
            split.place(controller, in: .secondary)
        }
        if split.displayMode == .oneOverSecondary || split.displayMode == .twoOverSecondary {
            split.hide(.primary)
        }
        split.view.setNeedsLayout()
        split.view.layoutIfNeeded()
    }
}
