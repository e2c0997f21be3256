import UIKit

/// Swift 4.0-era names of UIKit's nested types and window levels, as older libraries spell them.
final class LegacyNamesController: UIViewController {
    var rowAnimation: UITableView.RowAnimation = .fade
    var tableScroll: UITableView.ScrollPosition = .middle
    var collectionScroll: UICollectionView.ScrollPosition = .centeredVertically
    var selection: UITableViewCell.SelectionStyle = .none
    var accessory: UITableViewCell.AccessoryType = .disclosureIndicator
    var separator: UITableViewCell.SeparatorStyle = .singleLine
    var spinner: UIActivityIndicatorView.Style = .medium
    var dateMode: UIDatePicker.Mode = .date
    var clearMode: UITextField.ViewMode = .whileEditing
    var border: UITextField.BorderStyle = .roundedRect
    var indicators: UIScrollView.IndicatorStyle = .white
    var dismissMode: UIScrollView.KeyboardDismissMode = .onDrag
    var pageStyle: UIPageViewController.TransitionStyle = .scroll
    var pageOrientation: UIPageViewController.NavigationOrientation = .horizontal
    var pageDirection: UIPageViewController.NavigationDirection = .forward
    var appState: UIApplication.State = .active
    var orientation: UIImage.Orientation = .up
    var progressStyle: UIProgressView.Style = .bar
    var alertStyle: UIAlertController.Style = .actionSheet
    var actionStyle: UIAlertAction.Style = .destructive

    func menuButton() -> UIBarButtonItem {
        UIBarButtonItem(title: "Menu", style: UIBarButtonItem.Style.plain, target: nil, action: nil)
    }

    func raise(_ window: UIWindow, overStatusBar: Bool) {
        window.windowLevel = overStatusBar ? UIWindow.Level.statusBar + 1 : UIWindow.Level.normal
        if window.windowLevel > UIWindow.Level.alert { window.windowLevel = UIWindow.Level.alert }
    }

    func contains(_ child: UIViewController) -> Bool {
        children.contains(child)
    }

    // Parameters, closure parameters and locals named like the old member keep their names.
    func embed(_ child: UIViewController, in childViewControllers: inout [UIViewController]) {
        childViewControllers.append(child)
    }

    func count(of stacks: [[UIViewController]]) -> Int {
        let counted = stacks.map { childViewControllers in childViewControllers.count }
        var childViewControllers = counted
        childViewControllers.append(children.count)
        return childViewControllers.reduce(0, +)
    }
}
