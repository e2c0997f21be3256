/// `responds(to:)` on the protocols that refine `NSObjectProtocol` on iOS — delegates, data
/// sources, the transition protocols — so code asking an existential
/// (`transitionContext.responds(to: …)`, `delegate?.responds(to: …)`) builds. Conformers that are
/// `NSObject`s answer through `NSObject.responds(to:)`; others the same way: for a selector made
/// from a method, whether the object is of the method's type.
///
/// - Note: OpenUIKit differs: the protocols do not require `NSObjectProtocol`, so Swift classes
///   that are not `NSObject`s may adopt them; this protocol only lends them `responds(to:)`.
public protocol _SelectorResponding: AnyObject {}

extension _SelectorResponding {
    /// Whether the object has the selector's method (see `NSObject.responds(to:)`).
    public func responds(to aSelector: Selector!) -> Bool {
        Selector.isAnswered(aSelector, by: self)
    }
}

extension Selector {
    /// `responds(to:)`'s answer, for `NSObject` and `_SelectorResponding` alike: the class's own
    /// when it answers itself (`_RespondsToSelectorOverriding`), else whether `object` is of the
    /// type of the selector's method (`false`, reported, for a selector that is only a name;
    /// `false` for nil).
    static func isAnswered(_ selector: Selector?, by object: AnyObject) -> Bool {
        if let answering = object as? _RespondsToSelectorOverriding { return answering._respondsOverride(to: selector) }
        return isAnswered(selector, byMethodsOf: object)
    }

    /// The answer from the selector's method alone (not a class's own `responds(to:)`).
    static func isAnswered(_ selector: Selector?, byMethodsOf object: AnyObject) -> Bool {
        guard let selector else { return false }
        guard let method = selector.callableMethod(owner: "responds(to:)", consequence: "The answer is false.") else { return false }
        return method.accepts(object)
    }
}
