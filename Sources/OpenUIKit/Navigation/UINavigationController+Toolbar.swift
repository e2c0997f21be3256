import Foundation

extension UINavigationController {
    /// The toolbar at the bottom of the navigation controller's view. It shows the top
    /// controller's `toolbarItems` and changes with every push and pop (back on a cancelled
    /// interactive pop). Hidden by default: `setToolbarHidden(false, animated:)`.
    public var toolbar: UIToolbar! { toolbarView }

    /// Whether the toolbar is hidden (true by default).
    public var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar, sliding it in from (or out past) the bottom edge over
    /// `UINavigationController.hideShowBarDuration` when animated. The top controller's safe
    /// area grows or shrinks by the toolbar's height.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        guard let root = viewStorage else { return }
        if !hidden, toolbarView.superview !== root {
            UIView.performWithoutAnimation { toolbarView.frame = toolbarFrame(hidden: true) }
            root.addSubview(toolbarView)
            root.bringSubviewToFront(navigationBar)
        }
        let target = toolbarFrame(hidden: hidden)
        UIView.animate(withDuration: animated ? SystemTransitionConstants.barHideShowDuration : 0, animations: {
            self.toolbarView.frame = target
        }, completion: { _ in
            if self.toolbarHiddenStorage { self.toolbarView.removeFromSuperview() }
        })
        topViewController?.viewStorage?.setNeedsLayout()
        viewStorage?.setNeedsLayout()
    }

    /// Where the toolbar goes: along the bottom, over the safe area below it; hidden, just below
    /// the view.
    final func toolbarFrame(hidden: Bool) -> CGRect {
        let bounds = viewStorage?.bounds ?? UIScreen.main.bounds
        let bottom = viewStorage?.window?.screen.safeAreaInsets.bottom ?? UIScreen.main.safeAreaInsets.bottom
        let height = UIToolbar.contentHeight + bottom
        return CGRect(x: 0, y: hidden ? bounds.height : bounds.height - height, width: bounds.width, height: height)
    }
}

extension UIViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; when this controller is the top of a navigation controller, its
    /// toolbar changes now (fading the new items in when animated).
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        guard let navigation = parentStorage as? UINavigationController, navigation.topViewController === self,
              !navigation.isTransitionPendingOrRunning else { return }
        navigation.toolbarView.setItems(toolbarItems, animated: animated)
    }
}
