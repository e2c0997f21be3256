import Foundation

/// The initializers of OpenUIKit's own classes that code calls through a class object
/// (`MetatypeInitializers`): every view, controller, gesture recognizer and collection layout,
/// with the initializers of `MetatypeInitializers.make` it has. A test checks that no public
/// class of these families is missing.
extension MetatypeInitializers {
    /// Classes that have none of `make`'s initializers (each is made only with its own).
    static let classesWithoutMetatypeInitializers: Set<String> = [
        "UIListContentView", "UIVisualEffectView", "UIActivityViewController", "UIPageViewController",
        "UISearchController", "UICollectionViewTransitionLayout", "UICollectionViewCompositionalLayout",
    ]

    static let builtIn: [ObjectIdentifier: [String: Factory]] = {
        var table: [ObjectIdentifier: [String: Factory]] = [:]
        func add<Owner: AnyObject, each Argument>(_ signature: String, _ make: @escaping @MainActor (repeat each Argument) -> Owner) {
            table[ObjectIdentifier(Owner.self), default: [:]][signature] = factory(make)
        }
        func view<View: UIView>(_ frame: @escaping @MainActor (CGRect) -> View, _ plain: @escaping @MainActor () -> View) {
            add("init(frame:)", frame)
            add("init()", plain)
        }
        func controller<Controller: UIViewController>(_ nib: @escaping @MainActor (String?, Bundle?) -> Controller, _ plain: @escaping @MainActor () -> Controller) {
            add("init(nibName:bundle:)", nib)
            add("init()", plain)
        }
        func recognizer<Recognizer: UIGestureRecognizer>(_ targetAction: @escaping @MainActor (Any?, Selector?) -> Recognizer, _ plain: @escaping @MainActor () -> Recognizer) {
            add("init(target:action:)", targetAction)
            add("init()", plain)
        }

        add("init()") { NSObject() }
        add("init()") { UIResponder() }
        view(UIView.init(frame:)) { UIView() }
        view(UIActivityIndicatorView.init(frame:)) { UIActivityIndicatorView() }
        view(UIButton.init(frame:)) { UIButton(frame: .zero) }
        view(UICollectionReusableView.init(frame:)) { UICollectionReusableView() }
        view(UICollectionViewCell.init(frame:)) { UICollectionViewCell() }
        view(UICollectionViewListCell.init(frame:)) { UICollectionViewListCell() }
        view(UIControl.init(frame:)) { UIControl() }
        view(UIDatePicker.init(frame:)) { UIDatePicker() }
        view(UIImageView.init(frame:)) { UIImageView() }
        view(UILabel.init(frame:)) { UILabel() }
        view(UINavigationBar.init(frame:)) { UINavigationBar() }
        view(UIPageControl.init(frame:)) { UIPageControl() }
        view(UIPickerView.init(frame:)) { UIPickerView() }
        view(UIProgressView.init(frame:)) { UIProgressView() }
        view(UIRefreshControl.init(frame:)) { UIRefreshControl() }
        view(UIScrollView.init(frame:)) { UIScrollView() }
        view(UISearchBar.init(frame:)) { UISearchBar() }
        view(UISearchTextField.init(frame:)) { UISearchTextField() }
        view(UISegmentedControl.init(frame:)) { UISegmentedControl() }
        view(UISlider.init(frame:)) { UISlider() }
        view(UIStackView.init(frame:)) { UIStackView() }
        view(UIStepper.init(frame:)) { UIStepper() }
        view(UISwitch.init(frame:)) { UISwitch() }
        view(UITabBar.init(frame:)) { UITabBar() }
        view(UITextField.init(frame:)) { UITextField() }
        view(UITextView.init(frame:)) { UITextView() }
        view(UIToolbar.init(frame:)) { UIToolbar() }
        view(UIWindow.init(frame:)) { UIWindow() }
        add("init(type:)", UIButton.init(type:))
        add("init(frame:style:)", UITableView.init(frame:style:))
        add("init(frame:collectionViewLayout:)", UICollectionView.init(frame:collectionViewLayout:))
        add("init(style:reuseIdentifier:)", UITableViewCell.init(style:reuseIdentifier:))
        add("init(reuseIdentifier:)", UITableViewHeaderFooterView.init(reuseIdentifier:))

        controller(UIViewController.init(nibName:bundle:)) { UIViewController() }
        controller(UIAlertController.init(nibName:bundle:)) { UIAlertController() }
        controller(UICollectionViewController.init(nibName:bundle:)) { UICollectionViewController() }
        controller(UINavigationController.init(nibName:bundle:)) { UINavigationController() }
        controller(UISplitViewController.init(nibName:bundle:)) { UISplitViewController() }
        controller(UITabBarController.init(nibName:bundle:)) { UITabBarController() }
        controller(UITableViewController.init(nibName:bundle:)) { UITableViewController() }
        add("init(rootViewController:)", UINavigationController.init(rootViewController:))
        add("init(style:)", UITableViewController.init(style:))
        add("init(collectionViewLayout:)", UICollectionViewController.init(collectionViewLayout:))

        recognizer(UIGestureRecognizer.init(target:action:)) { UIGestureRecognizer() }
        recognizer(UILongPressGestureRecognizer.init(target:action:)) { UILongPressGestureRecognizer() }
        recognizer(UIPanGestureRecognizer.init(target:action:)) { UIPanGestureRecognizer() }
        recognizer(UIPinchGestureRecognizer.init(target:action:)) { UIPinchGestureRecognizer() }
        recognizer(UIRotationGestureRecognizer.init(target:action:)) { UIRotationGestureRecognizer() }
        recognizer(UIScreenEdgePanGestureRecognizer.init(target:action:)) { UIScreenEdgePanGestureRecognizer() }
        recognizer(UISwipeGestureRecognizer.init(target:action:)) { UISwipeGestureRecognizer() }
        recognizer(UITapGestureRecognizer.init(target:action:)) { UITapGestureRecognizer() }

        add("init()") { UICollectionViewLayout() }
        add("init()") { UICollectionViewFlowLayout() }
        return table
    }()
}
