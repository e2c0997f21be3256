/// The navigation controller's delegate. Every member is optional, as on iOS (default
/// implementations do nothing).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown (before the appearance callbacks).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s view was shown (after its transition).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

extension UINavigationController {
    /// The kind of a navigation transition.
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }

    /// How long showing or hiding the bar takes (0.2 s, UIKit's value).
    @MainActor public class var hideShowBarDuration: CGFloat { CGFloat(SystemTransitionConstants.barHideShowDuration) }
}
