extension UIViewController {
    // Behaviour source [D] [R] — Layout
    //   Rule: A controller's root view's smallest side margins
    //   Value: 16 pt on narrow iPhones, 20 pt from 414 pt wide
    //   Source: Apple, SwiftUI `ContentMarginGuide.container`
    //     (https://developer.apple.com/documentation/swiftui/contentmarginguide/container): the
    //     system layout margins "range from 16 to 20 points on iPhone". Which widths get 20 (our
    //     414-point breakpoint) is ours; `systemMinimumLayoutMargins` itself documents no values.
    /// The smallest side margins the controller's root view gets: 16 points on narrow iPhones,
    /// 20 on wider screens: 16 to 20 points on iPhone [D: SwiftUI's `ContentMarginGuide.container`],
    /// 20 from 414 points wide [R].
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
    ///
    /// - Note: OpenUIKit differs: the two guides' own constraints (the top guide's top at the
    ///   view's top, the bottom guide's bottom at the view's bottom), which iOS installs in the
    ///   root view when it loads, are installed when either guide is first asked for. The
    ///   guides' lengths follow the safe area, as on iOS.
    public var topLayoutGuide: any UILayoutSupport {
        installLayoutGuideConstraints()
        return view.systemGuide(.topLayout)
    }

    /// Where the bottom bars and home indicator start in the view (deprecated on iOS in favour
    /// of `view.safeAreaLayoutGuide`). See `topLayoutGuide` for its constraints.
    public var bottomLayoutGuide: any UILayoutSupport {
        installLayoutGuideConstraints()
        return view.systemGuide(.bottomLayout)
    }

    /// The constraints pinning the top guide to the view's top and the bottom guide to its
    /// bottom, in the root view's `constraints` as on iOS (they hold already: the engine places
    /// the guides there).
    private func installLayoutGuideConstraints() {
        let root = view!
        let top = root.systemGuide(.topLayout), bottom = root.systemGuide(.bottomLayout)
        guard !root.constraints.contains(where: { $0.firstItem === top && $0.firstAttribute == .top && $0.secondItem === root }) else { return }
        let pins = [NSLayoutConstraint(item: top, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0),
                    NSLayoutConstraint(item: bottom, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1, constant: 0)]
        root.addConstraints(pins)
    }
}
