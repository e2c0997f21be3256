import OpenQuartzCore

/// The application's invariants, checked after every commit when `OPENUIKIT_INTERNAL_CHECKS` is
/// defined (see `InternalChecks`): for every window, the layer tree's structure, the view tree
/// against the layer tree, and the controllers reachable from its root — navigation and tab bar
/// children equal to their view controllers when no transition is scheduled or running (a
/// popped controller stays a child until its transition ends), presentation links that point
/// both ways.
extension ApplicationState {
    func registerInvariantChecks() {
        #if OPENUIKIT_INTERNAL_CHECKS
        InternalChecks.afterCommit.append { [weak self] in self?.invariantViolations() ?? [] }
        #endif
    }

    func invariantViolations() -> [String] {
        var violations: [String] = []
        for window in windows {
            violations += InternalChecks.layerTreeViolations(under: window.layer)
            violations += Self.viewTreeViolations(under: window)
            if let root = window.rootViewControllerStorage { violations += Self.controllerViolations(from: root) }
        }
        return violations
    }

    /// Each subview names its superview, its layer is a sublayer of the superview's layer, and
    /// the subviews' layers are in the subviews' order.
    private static func viewTreeViolations(under root: UIView) -> [String] {
        var violations: [String] = []
        var pending = [root]
        while let view = pending.popLast() {
            var lastIndex = -1
            for subview in view.subviewStorage {
                if subview.superviewStorage !== view { violations.append("a subview (\(type(of: subview))) of \(type(of: view)) names another superview") }
                if subview.layer.superlayer !== view.layer {
                    violations.append("the layer of a subview (\(type(of: subview))) of \(type(of: view)) is not a sublayer of its layer")
                } else if let index = view.layer.sublayers?.firstIndex(ofObject: subview.layer) {
                    if index < lastIndex { violations.append("the subviews of \(type(of: view)) and their layers are in different orders") }
                    lastIndex = index
                }
                pending.append(subview)
            }
        }
        return violations
    }

    /// Containers' children and presentation links, from `root` through children and
    /// presented controllers.
    private static func controllerViolations(from root: UIViewController) -> [String] {
        var violations: [String] = []
        var pending = [root]
        var visited = Set<ObjectIdentifier>()
        while let controller = pending.popLast() {
            guard visited.insert(ObjectIdentifier(controller)).inserted else {
                violations.append("\(type(of: controller)) is reachable twice from the window's root")
                continue
            }
            if let navigation = controller as? UINavigationController, !navigation.isTransitionPendingOrRunning,
               navigation.children != navigation.viewControllers {
                violations.append("a navigation controller's children are not its view controllers")
            }
            // While a tab switch runs, a controller that `setViewControllers` took out is still a
            // child until the switch ends.
            if let tabs = controller as? UITabBarController, tabs.activeCoordinator == nil, tabs.children != (tabs.viewControllers ?? []) {
                violations.append("a tab bar controller's children are not its view controllers")
            }
            for child in controller.childStorage {
                if child.parentStorage !== controller { violations.append("a child (\(type(of: child))) of \(type(of: controller)) names another parent") }
                pending.append(child)
            }
            if let presented = controller.presentedStorage {
                if presented.presentingStorage !== controller {
                    violations.append("\(type(of: presented)), presented by \(type(of: controller)), names another presenter")
                }
                pending.append(presented)
            }
        }
        return violations
    }
}
