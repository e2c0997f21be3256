extension UIViewController {
    /// The smallest side margins the controller's root view gets: 16 points on narrow iPhones,
    /// 20 on wider screens (414 points and up) [R: UIKit's values by observation].
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded?.window?.bounds.width ?? UIScreen.main.bounds.width
        let side: CGFloat = width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { respectsSystemMinimumLayoutMarginsStorage }
        set {
            respectsSystemMinimumLayoutMarginsStorage = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Where the top bars and status bar end in the view (deprecated on iOS in favour of
    /// `view.safeAreaLayoutGuide`).
    public var topLayoutGuide: any UILayoutSupport { view.systemGuide(.topLayout) }

    /// Where the bottom bars and home indicator start in the view (deprecated on iOS in favour
    /// of `view.safeAreaLayoutGuide`).
    public var bottomLayoutGuide: any UILayoutSupport { view.systemGuide(.bottomLayout) }
}
