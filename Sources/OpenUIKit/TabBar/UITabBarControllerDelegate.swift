/// The tab bar controller's delegate. Every member is optional, as on iOS.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s tab selects it (not asked for programmatic selection).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tap selected `viewController` (not for programmatic selection).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
