import UIKit

/// Swift 4.0-era names of UIKit's nested types and window levels, as older libraries spell them.
final class LegacyNamesController: UIViewController {
    var rowAnimation: UITableViewRowAnimation = .fade
    var tableScroll: UITableViewScrollPosition = .middle
    var collectionScroll: UICollectionViewScrollPosition = .centeredVertically
    var selection: UITableViewCellSelectionStyle = .none
    var accessory: UITableViewCellAccessoryType = .disclosureIndicator
    var separator: UITableViewCellSeparatorStyle = .singleLine
    var spinner: UIActivityIndicatorViewStyle = .medium
    var dateMode: UIDatePickerMode = .date
    var clearMode: UITextFieldViewMode = .whileEditing
    var border: UITextBorderStyle = .roundedRect
    var indicators: UIScrollViewIndicatorStyle = .white
    var dismissMode: UIScrollViewKeyboardDismissMode = .onDrag
    var pageStyle: UIPageViewControllerTransitionStyle = .scroll
    var pageOrientation: UIPageViewControllerNavigationOrientation = .horizontal
    var pageDirection: UIPageViewControllerNavigationDirection = .forward
    var appState: UIApplicationState = .active
    var orientation: UIImageOrientation = .up
    var progressStyle: UIProgressViewStyle = .bar
    var alertStyle: UIAlertControllerStyle = .actionSheet
    var actionStyle: UIAlertActionStyle = .destructive

    func menuButton() -> UIBarButtonItem {
        UIBarButtonItem(title: "Menu", style: UIBarButtonItemStyle.plain, target: nil, action: nil)
    }

    func raise(_ window: UIWindow, overStatusBar: Bool) {
        window.windowLevel = overStatusBar ? UIWindowLevelStatusBar + 1 : UIWindowLevelNormal
        if window.windowLevel > UIWindowLevelAlert { window.windowLevel = UIWindowLevelAlert }
    }

    func contains(_ child: UIViewController) -> Bool {
        childViewControllers.contains(child)
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
