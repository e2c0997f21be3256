import Foundation

/// A class that answers `responds(to:)` itself: what the source bridge makes of
/// `override func responds(to:)` in an `NSObject` subclass (a delegate router answering for
/// the objects it forwards to). `NSObject.responds(to:)`, and `responds(to:)` asked of a
/// delegate protocol's existential, return its answer.
///
/// - Note: OpenUIKit differs: `NSObject.responds(to:)` is declared in an extension (Linux's
///   Foundation has no such method), which Swift cannot override; the bridge renames the
///   override to `_respondsOverride(to:)`.
public protocol _RespondsToSelectorOverriding: AnyObject {
    func _respondsOverride(to aSelector: Selector!) -> Bool
}

/// A class that names another object to take the messages it does not answer: what the source
/// bridge makes of `override func forwardingTarget(for:)` (renamed
/// `_forwardingTargetOverride(for:)`, as for `responds(to:)`). `NSObject.forwardingTarget(for:)`
/// returns its answer.
///
/// - Note: OpenUIKit differs: without the Objective-C runtime no message is forwarded by
///   itself. Code that asks `forwardingTarget(for:)` gets the answer; UIKit's own calls to
///   delegates do not go through it.
public protocol _MessageForwarding: AnyObject {
    func _forwardingTargetOverride(for aSelector: Selector!) -> Any?
}

extension NSObject {
    /// The object that should take the messages this one does not answer: nil (none) unless
    /// the class names one (see `_MessageForwarding`).
    public func forwardingTarget(for aSelector: Selector!) -> Any? {
        (self as? _MessageForwarding)?._forwardingTargetOverride(for: aSelector)
    }

    /// `NSObject`'s own answer to `forwardingTarget(for:)`, nil: what `super.forwardingTarget(for:)`
    /// in a bridged override reaches.
    public func _inheritedForwardingTarget(for aSelector: Selector!) -> Any? { nil }

    /// `NSObject`'s own answer to `responds(to:)`, without a subclass's: what `super.responds(to:)`
    /// in a bridged override reaches.
    public func _inheritedResponds(to aSelector: Selector!) -> Bool {
        Selector.isAnswered(aSelector, byMethodsOf: self)
    }
}

/// What the source bridge makes a module's `@objc` protocol with optional requirements refine:
/// `_bridgeResponds(to:)` answers `responds(to:)` for those requirements by name (the
/// conforming type lists the ones it implements). Class-bound, as `@objc` protocols are.
public protocol _BridgeResponding: AnyObject {
    /// Whether the type implements the optional requirement `name` (`"method(_:)"`).
    func _bridgeResponds(to name: String) -> Bool
}

extension _BridgeResponding {
    /// Implements none (a type that implements some lists them).
    public func _bridgeResponds(to name: String) -> Bool { false }
}
