/// The UIKit methods whose implementation code may replace through the Objective-C runtime's
/// functions (`class_getInstanceMethod`, `method_setImplementation`): libraries replace
/// `UIViewController`'s `dismiss(animated:completion:)` to intercept every dismissal (a panel
/// library removes its panel instead). UIKit's implementation of each checks for a replacement
/// before it runs, and the `IMP` the runtime hands back for the original runs UIKit's own.
///
/// - Note: OpenUIKit differs: Swift calls methods directly, so only the methods listed here can
///   be replaced; `class_getInstanceMethod` reports any other and returns nil.
enum ReplaceableMethods {
    static let dismiss = Method(name: "dismissViewControllerAnimated:completion:", bridgedName: "dismissWithAnimated:completion:",
                                original: IMP(description: "-[UIViewController dismissViewControllerAnimated:completion:]") { target, _, arguments in
        guard let controller = target as? UIViewController else { return reportReceiver(target, of: "dismissViewControllerAnimated:completion:") }
        let animated = arguments.first as? Bool ?? false
        nonisolated(unsafe) let completion = arguments.count > 1 ? arguments[1] as? () -> Void : nil
        runOnMainActorUnchecked(controller) { $0.performDismiss(animated: animated, completion: completion) }
        return nil
    })

    static let present = Method(name: "presentViewController:animated:completion:", bridgedName: "present:animated:completion:",
                                original: IMP(description: "-[UIViewController presentViewController:animated:completion:]") { target, _, arguments in
        guard let controller = target as? UIViewController else { return reportReceiver(target, of: "presentViewController:animated:completion:") }
        guard let presented = arguments.first as? UIViewController else {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "presentViewController:animated:completion: was called without a view controller to present; nothing is presented.", level: .error)
            return nil
        }
        let animated = arguments.count > 1 ? arguments[1] as? Bool ?? false : false
        nonisolated(unsafe) let completion = arguments.count > 2 ? arguments[2] as? () -> Void : nil
        runOnMainActorUnchecked(controller) { $0.performPresent(presented, animated: animated, completion: completion) }
        return nil
    })

    /// Every replaceable method, with the class that declares it.
    static let all: [(owner: AnyClass, method: Method)] = [(UIViewController.self, dismiss), (UIViewController.self, present)]

    /// For messages: "-[UIViewController dismissViewControllerAnimated:completion:], …".
    static var listed: String {
        all.map { "-[\($0.owner) \($0.method.name)]" }.joined(separator: ", ")
    }

    /// The method `name` (UIKit's or the bridge's spelling) of `cls` or of its nearest
    /// superclass that has it.
    static func method(of cls: AnyClass, named name: String) -> Method? {
        var current: AnyClass? = cls
        while let candidate = current {
            if let entry = all.first(where: { ObjectIdentifier($0.owner) == ObjectIdentifier(candidate) && ($0.method.name == name || $0.method.bridgedName == name) }) {
                return entry.method
            }
            current = _getSuperclass(candidate)
        }
        return nil
    }

    private static func reportReceiver(_ target: AnyObject, of name: String) -> Any? {
        OpenUIKitDiagnostics.report(.unsupportedAPI, "\(name): UIKit's implementation was called on a \(type(of: target)), which is not a UIViewController; it did not run.", level: .error)
        return nil
    }
}

extension UIViewController {
    /// Runs the replacement code installed for `method` with `method_setImplementation`, if any:
    /// true when one ran (UIKit's own implementation then runs only if the replacement calls it).
    final func ranReplacement(of method: Method, _ arguments: [Any]) -> Bool {
        guard let replacement = method.replacement else { return false }
        _ = replacement.call(self, Selector(method.name), arguments)
        return true
    }
}
