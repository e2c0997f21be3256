/// iOS's target-action spellings with a `Selector` (see `UIControl+Selectors.swift`).
extension UIGestureRecognizer {
    /// Adds `target` with the selector's method (taking the recognizer, or nothing). The target
    /// is held weakly.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard let method = action.method(for: object, owner: "\(type(of: self)).addTarget", consequence: "It was not added.", code: .gestureMisuse) else { return }
        let name = action.name
        targets.append(GestureTarget(object: object, selectorName: name) { [weak object] recognizer in
            guard let object else { return }
            // Objective-C does not check the argument's class: a pan's action may take a
            // UIScreenEdgePanGestureRecognizer (SelectorMethod.call passes it on, see there).
            if !method.call(on: object, with: recognizer) {
                OpenUIKitDiagnostics.report(.gestureMisuse, "The action \"\(name)\" for \(type(of: recognizer)) expects \(method.argumentDescription); it was not called.")
            }
        })
    }

    /// Removes `target`'s `action` (all of its actions when `action` is `nil`; every target's
    /// when `target` is `nil`). Targets added with method references have no name and go with
    /// any `action`.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { registered in
            guard object == nil || registered.object === object else { return false }
            guard let action, let name = registered.selectorName else { return true }
            return name == action.name
        }
    }
}
