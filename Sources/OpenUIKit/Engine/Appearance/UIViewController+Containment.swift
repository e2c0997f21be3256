extension UIViewController {
    func performAddChild(_ child: UIViewController) {
        guard child !== self else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "addChild(_:): a view controller cannot be its own child (\(UIKitDescription.of(self))).", level: .error)
            return
        }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === child {
                OpenUIKitDiagnostics.report(.viewControllerMisuse, "addChild(_:): \(UIKitDescription.of(child)) is an ancestor of \(UIKitDescription.of(self)); adding it would make a cycle.", level: .error)
                return
            }
            ancestor = current.parentStorage
        }
        if child.parentStorage === self { return }
        // UIKit removes the child from its old parent first.
        if child.parentStorage != nil {
            child.willMove(toParent: nil)
            child.performRemoveFromParent()
        }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
    }

    func performRemoveFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll(ofObject: self)
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// `transition(from:to:duration:options:animations:completion:)`: both must be children;
    /// `to`'s view goes into `from`'s superview, `from`'s view leaves at the end, with
    /// appearance callbacks around the animation.
    func performChildTransition(from: UIViewController, to: UIViewController, duration: TimeInterval,
                                        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard from.parentStorage === self, to.parentStorage === self else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "Children view controllers \(UIKitDescription.of(from)) and \(UIKitDescription.of(to)) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]", level: .error)
            return
        }
        guard let container = from.viewStorage?.superview else {
            OpenUIKitDiagnostics.report(.viewControllerMisuse, "transition(from:to:...): the from controller's view is not installed; nothing to transition.", level: .error)
            return
        }
        let visible = container.window.map { !$0.isHidden } ?? false
        let animated = duration > 0
        let toView: UIView = to.view
        from.appearanceDrivenByTransition = true
        to.appearanceDrivenByTransition = true
        if visible {
            from.performBeginAppearance(false, animated: animated)
            to.performBeginAppearance(true, animated: animated)
        }
        if toView.frame == .zero || toView.frame.size == UIScreen.main.bounds.size { toView.frame = from.view.frame }
        let finish: (Bool) -> Void = { finished in
            from.viewStorage?.removeFromSuperview()
            if visible {
                from.performEndAppearance()
                to.performEndAppearance()
            }
            from.appearanceDrivenByTransition = false
            to.appearanceDrivenByTransition = false
            completion?(finished)
        }
        if options.transitionField != 0 {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.insertSubview(toView, aboveSubview: from.view)
                if visible { to.sendViewIsAppearing() }
                animations?()
            }, completion: finish)
        } else {
            container.insertSubview(toView, aboveSubview: from.view)
            if visible { to.sendViewIsAppearing() }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }
}
