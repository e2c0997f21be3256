import Foundation

extension UINavigationController {
    // Behaviour source [R] — Transitions and navigation
    //   Rule: The room a controller's search bar takes below the navigation bar
    //   Value: 56 pt
    //   Source: Our measure; no published measurement found.
    //   Also: Sources/OpenUIKit/Controls/UISearchBar.swift, docs/porting.md
    /// The room a controller's search bar takes below the navigation bar (the search bar's 56
    /// points [R]) when its item has a search controller.
    final func searchBarHeight(for child: UIViewController) -> CGFloat {
        child.navigationItemStorage?.searchController == nil ? 0 : 56
    }

    /// Shows the top controller's search bar (`navigationItem.searchController`) below the bar,
    /// or below the status bar while the bar is hidden; takes away the one shown before.
    final func placeSearchBar(in root: UIView, below barBottom: CGFloat) {
        let wanted = isTransitionPendingOrRunning ? shownSearchBar : topViewController?.navigationItemStorage?.searchController?.searchBar
        if shownSearchBar !== wanted {
            if let old = shownSearchBar, old.superview === root { old.removeFromSuperview() }
            shownSearchBar = wanted
        }
        guard let searchBar = wanted else { return }
        if searchBar.superview !== root { root.addSubview(searchBar) }
        let top = isNavigationBarHidden ? (root.window?.screen.safeAreaInsets.top ?? UIScreen.main.safeAreaInsets.top) : barBottom
        searchBar.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: 56)
    }
}
