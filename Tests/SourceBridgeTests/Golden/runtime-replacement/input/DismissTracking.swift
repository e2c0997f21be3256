import UIKit

/// Counts every dismissal in the app by replacing UIViewController's dismiss, then runs the
/// original implementation (an analytics library's idiom).
private var originalDismiss: IMP?
private typealias DismissCall = @convention(c) (AnyObject, Selector, Bool, (() -> Void)?) -> Void

final class DismissTracking {
    static var dismissals: [String] = []

    static let install: Void = {
        guard originalDismiss == nil,
              let method = class_getInstanceMethod(UIViewController.self, #selector(UIViewController.dismiss(animated:completion:))),
              let tracked = class_getMethodImplementation(UIViewController.self, #selector(UIViewController.tracked_dismiss(animated:completion:)))
        else { return }
        originalDismiss = method_setImplementation(method, tracked)
    }()

    /// Puts UIKit's own dismiss back.
    static func uninstall() {
        guard let original = originalDismiss,
              let method = class_getInstanceMethod(UIViewController.self, #selector(UIViewController.dismiss(animated:completion:))) else { return }
        method_setImplementation(method, original)
    }
}

extension UIViewController {
    @objc fileprivate func tracked_dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        DismissTracking.dismissals.append(String(describing: type(of: self)))
        let original = unsafeBitCast(originalDismiss, to: DismissCall.self)
        original(self, #selector(UIViewController.dismiss(animated:completion:)), flag, completion)
    }
}

/// A delegate that answers for two others: the first that implements a method takes it.
final class DelegateSplitter: NSObject {
    weak var primary: NSObject?
    weak var fallback: NSObject?

    override func responds(to aSelector: Selector!) -> Bool {
        primary?.responds(to: aSelector) == true || fallback?.responds(to: aSelector) == true || super.responds(to: aSelector)
    }

    @objc func describeRoute() -> String { "splitter" }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if primary?.responds(to: aSelector) == true { return primary }
        if fallback?.responds(to: aSelector) == true { return fallback }
        return super.forwardingTarget(for: aSelector)
    }
}

/// An object that answers `ping`.
final class Pinger: NSObject {
    @objc func ping() {}
}
