import UIKit

/// Counts every dismissal in the app by replacing UIViewController's dismiss, then runs the
/// original implementation (an analytics library's idiom).
private var originalDismiss: IMP?
private typealias DismissCall = (AnyObject, Selector, Bool, (() -> Void)?) -> Void

final class DismissTracking {
    static var dismissals: [String] = []

    static let install: Void = {
        guard originalDismiss == nil,
              let method = class_getInstanceMethod(UIViewController.self, Selector(UIViewController.dismiss(animated:completion:), name: "dismissWithAnimated:completion:")),
              let tracked = class_getMethodImplementation(UIViewController.self, Selector(UIViewController.tracked_dismiss(animated:completion:), name: "tracked_dismissWithAnimated:completion:"))
        else { return }
        originalDismiss = method_setImplementation(method, tracked)
    }()

    /// Puts UIKit's own dismiss back.
    static func uninstall() {
        guard let original = originalDismiss,
              let method = class_getInstanceMethod(UIViewController.self, Selector(UIViewController.dismiss(animated:completion:), name: "dismissWithAnimated:completion:")) else { return }
        method_setImplementation(method, original)
    }
}

extension UIViewController {
    fileprivate func tracked_dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        DismissTracking.dismissals.append(String(describing: type(of: self)))
        let original = unsafeBitCast(originalDismiss, to: DismissCall.self)
        original(self, Selector(UIViewController.dismiss(animated:completion:), name: "dismissWithAnimated:completion:"), flag, completion)
    }
}

/// A delegate that answers for two others: the first that implements a method takes it.
final class DelegateSplitter: NSObject {
    weak var primary: NSObject?
    weak var fallback: NSObject?

    func _respondsOverride(to aSelector: Selector!) -> Bool {
        primary?.responds(to: aSelector) == true || fallback?.responds(to: aSelector) == true || self._inheritedResponds(to: aSelector)
    }

    func describeRoute() -> String { "splitter" }

    func _forwardingTargetOverride(for aSelector: Selector!) -> Any? {
        if primary?.responds(to: aSelector) == true { return primary }
        if fallback?.responds(to: aSelector) == true { return fallback }
        return self._inheritedForwardingTarget(for: aSelector)
    }
}

/// An object that answers `ping`.
final class Pinger: NSObject {
    func ping() {}
}

extension DelegateSplitter: _RespondsToSelectorOverriding {}

extension DelegateSplitter: _MessageForwarding {}
