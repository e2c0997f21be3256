/// The navigation controller's delegate. Every member is optional, as on iOS (default
/// implementations do nothing).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: _SelectorResponding {
    /// Called before `viewController`'s view is shown (before the appearance callbacks).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s view was shown (after its transition).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// A custom animator for an animated push or pop; `nil` for UIKit's slide.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interactor for the custom animator (asked only after one was returned).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UINavigationController {
    /// The kind of a navigation transition.
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }

    /// How long showing or hiding the bar takes (0.2 s, UIKit's value).
    @preconcurrency @MainActor public class var hideShowBarDuration: CGFloat { CGFloat(SystemTransitionConstants.barHideShowDuration) }
}
