import Dispatch
import Foundation

/// Asking about and performing a selector held in a value (a `Selector` made from a method, as the source bridge
/// writes `#selector`). The bridge rewrites calls whose selector is a literal `#selector` into
/// direct calls; these are for selectors that arrive in variables.
///
/// - Note: OpenUIKit differs: the methods return nothing (a selector's method returns `Void`),
///   so `perform(_:)` and `perform(_:with:)` return `nil`. A selector made from a name alone, or
///   of a method of another type, is reported and nothing is called.
extension NSObject {
    /// Whether this object has the selector's method: for a selector made from a method, whether
    /// the object is of the method's type.
    ///
    /// - Note: OpenUIKit differs: a selector made from a name alone cannot be looked up (no
    ///   Objective-C runtime); it is reported and the answer is `false`. The source bridge answers
    ///   `responds(to: #selector(…))` for optional protocol requirements itself.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        guard let method = aSelector.callableMethod(owner: "responds(to:)", consequence: "The answer is false.") else { return false }
        return method.accepts(self)
    }

    /// Calls the selector's method on this object now.
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
        performNow(aSelector, with: nil, owner: "perform(_:)")
        return nil
    }

    /// Calls the selector's method on this object now, with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>! {
        performNow(aSelector, with: object, owner: "perform(_:with:)")
        return nil
    }

    /// Calls the selector's method after `delay` seconds, from the main queue (under the virtual
    /// clock, when the clock passes that time).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        guard let method = aSelector.method(for: self, owner: "perform(_:with:afterDelay:)", consequence: "Nothing is performed.", code: .unsupportedAPI) else { return }
        let call = PendingSelectorCall(target: self, argument: anArgument, method: method)
        DispatchQueue.main.asyncAfter(deadline: .now() + (delay.isFinite ? max(delay, 0) : 0)) { call.run() }
    }

    /// Calls the selector's method: at once when `wait` is true, else from the main queue (as iOS
    /// queues it on the main run loop).
    ///
    /// - Note: OpenUIKit differs: waiting calls the method on the calling thread. Main-actor code
    ///   may run on a thread other than the process's first (test runners drain the main queue
    ///   on workers), so a synchronous hop to the main queue could wait on itself [R].
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        guard let method = aSelector.method(for: self, owner: "performSelector(onMainThread:with:waitUntilDone:)", consequence: "Nothing is performed.", code: .unsupportedAPI) else { return }
        let call = PendingSelectorCall(target: self, argument: arg, method: method)
        if wait {
            call.run()
        } else {
            DispatchQueue.main.async { call.run() }
        }
    }

    private func performNow(_ aSelector: Selector, with argument: Any?, owner: String) {
        guard let method = aSelector.method(for: self, owner: owner, consequence: "Nothing is performed.", code: .unsupportedAPI) else { return }
        PendingSelectorCall(target: self, argument: argument, method: method).run()
    }
}

/// A selector call handed to the main queue: the target is kept until it runs, as iOS keeps it.
private final class PendingSelectorCall: @unchecked Sendable {
    private let target: AnyObject
    private let argument: Any?
    private let method: SelectorMethod

    init(target: AnyObject, argument: Any?, method: SelectorMethod) {
        self.target = target
        self.argument = argument
        self.method = method
    }

    func run() {
        if !method.call(on: target, with: argument) {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "perform: the method of \(type(of: target)) takes \(method.argumentDescription), not \(argument.map { "\(type(of: $0))" } ?? "nil"); it was not called.")
        }
    }
}
