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

    /// Whether a scroll view that is this controller's root view, with the `.automatic` content
    /// inset adjustment, is inset from the top and bottom bars of a navigation or tab bar
    /// controller even when its content does not scroll (true by default). When false,
    /// `.automatic` adjusts only along the axes that scroll, like `.scrollableAxes`. (Deprecated
    /// on iOS since iOS 11 in favour of `contentInsetAdjustmentBehavior`; not marked here, like
    /// the other deprecated names OpenUIKit keeps, so its own checks name it without a warning.)
    public var automaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsetsStorage }
        set {
            adjustsScrollViewInsetsStorage = newValue
            (viewIfLoaded as? UIScrollView)?.adjustedInsetsMayHaveChanged()
        }
    }

    /// Where the top bars and status bar end in the view (deprecated on iOS in favour of
    /// `view.safeAreaLayoutGuide`).
    public var topLayoutGuide: any UILayoutSupport { view.systemGuide(.topLayout) }

    /// Where the bottom bars and home indicator start in the view (deprecated on iOS in favour
    /// of `view.safeAreaLayoutGuide`).
    public var bottomLayoutGuide: any UILayoutSupport { view.systemGuide(.bottomLayout) }
}
