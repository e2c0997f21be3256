import Foundation

/// Which class each element of a document makes.
@MainActor
enum IBElementKinds {
    static let views: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "textField": UITextField.self, "stackView": UIStackView.self,
        "visualEffectView": UIVisualEffectView.self, "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
        "window": UIWindow.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "collectionView": UICollectionView.self, "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "segmentedControl": UISegmentedControl.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "pageControl": UIPageControl.self, "stepper": UIStepper.self, "searchBar": UISearchBar.self,
        "textView": UITextView.self, "datePicker": UIDatePicker.self, "pickerView": UIPickerView.self,
        "toolbar": UIToolbar.self, "refreshControl": UIRefreshControl.self,
    ]

    /// Elements of classes OpenUIKit does not have yet, with the class they stand for.
    static let notYetAvailable: [String: String] = [
        "mapView": "MKMapView", "wkWebView": "WKWebView",
    ]

    static let controllers: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
        "tableViewController": UITableViewController.self, "collectionViewController": UICollectionViewController.self,
        "pageViewController": UIPageViewController.self,
    ]

    /// Controllers of classes OpenUIKit does not have yet.
    static let controllersNotYetAvailable: [String: String] = [
        "avPlayerViewController": "AVPlayerViewController", "hostingController": "UIHostingController",
    ]

    /// Each recognizer element's class, and how to make one (a metatype cannot call a
    /// non-required initializer).
    static let gestureRecognizers: [String: (type: UIGestureRecognizer.Type, make: @MainActor () -> UIGestureRecognizer)] = [
        "tapGestureRecognizer": (UITapGestureRecognizer.self, { UITapGestureRecognizer() }),
        "panGestureRecognizer": (UIPanGestureRecognizer.self, { UIPanGestureRecognizer() }),
        "screenEdgePanGestureRecognizer": (UIScreenEdgePanGestureRecognizer.self, { UIScreenEdgePanGestureRecognizer() }),
        "swipeGestureRecognizer": (UISwipeGestureRecognizer.self, { UISwipeGestureRecognizer() }),
        "pinchGestureRecognizer": (UIPinchGestureRecognizer.self, { UIPinchGestureRecognizer() }),
        "rotationGestureRecognizer": (UIRotationGestureRecognizer.self, { UIRotationGestureRecognizer() }),
        // Interface Builder's own spelling of the long-press recognizer's element.
        "pongPressGestureRecognizer": (UILongPressGestureRecognizer.self, { UILongPressGestureRecognizer() }),
    ]
}
