import Foundation

extension UIApplication {
    /// Sends `action` to `target`, or, when `target` is nil, along the responder chain from the
    /// first responder (else `sender`, when it is a responder, else the key window) to the first
    /// responder whose type has the method. Returns whether a method was called.
    ///
    /// - Note: OpenUIKit differs: the selector must carry its method (`#selector` through the
    ///   source bridge, or `Selector(Type.method, name:)`); one made from a name alone is reported
    ///   and nothing is called. A method whose parameter is not of the sender's type is not called.
    ///   It cannot be overridden (a custom `UIApplication` subclass is not supported).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let method = action.callableMethod(owner: "UIApplication.sendAction", consequence: "Nothing is called.") else { return false }
        if let target {
            let object = target as AnyObject
            guard method.accepts(object) else { return false }
            return method.call(on: object, with: sender, and: event)
        }
        var responder: UIResponder? = state.firstResponder ?? (sender as? UIResponder) ?? keyWindow
        var visited = 0
        while let current = responder, visited < 10_000 {
            if method.accepts(current) { return method.call(on: current, with: sender, and: event) }
            responder = current.next
            visited += 1
        }
        return false
    }
}
