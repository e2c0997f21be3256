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
        Selector.isAnswered(aSelector, by: self)
    }

    /// Calls the selector's method on this object now. The selector is implicitly unwrapped, as
    /// in Apple's declaration (a control's optional `action` passes as it is); a nil one is
    /// reported and nothing is called (iOS raises an exception).
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector else { return Self.reportNilSelector("perform(_:)") }
        performNow(aSelector, with: nil, owner: "perform(_:)")
        return nil
    }

    /// Calls the selector's method on this object now, with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any?) -> Unmanaged<AnyObject>! {
        guard let aSelector else { return Self.reportNilSelector("perform(_:with:)") }
        performNow(aSelector, with: object, owner: "perform(_:with:)")
        return nil
    }

    /// Calls the selector's method on this object now, with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>! {
        guard let aSelector else { return Self.reportNilSelector("perform(_:with:with:)") }
        guard let method = aSelector.method(for: self, owner: "perform(_:with:with:)", consequence: "Nothing is performed.", code: .unsupportedAPI) else { return nil }
        if !method.call(on: self, with: object1, and: object2) {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "perform(_:with:with:): the method of \(type(of: self)) takes \(method.argumentDescription); it was not called.")
        }
        return nil
    }

    private static func reportNilSelector(_ owner: String) -> Unmanaged<AnyObject>! {
        OpenUIKitDiagnostics.report(.unsupportedAPI, "\(owner) was given a nil selector; nothing is performed (iOS raises an exception).", level: .error)
        return nil
    }

    /// Calls the selector's method after `delay` seconds, from the main queue (on real time, as
    /// `DispatchQueue.main.asyncAfter` and timers: docs/timing-model.md). Until it runs, the call
    /// keeps this object and `anArgument`, and `cancelPreviousPerformRequests` can take it back.
    /// A `nil` argument for a `Bool` parameter passes `false`, as Objective-C's `nil` does.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        guard let method = aSelector.method(for: self, owner: "perform(_:with:afterDelay:)", consequence: "Nothing is performed.", code: .unsupportedAPI) else { return }
        let call = PendingSelectorCall(target: self, argument: anArgument, method: method, selector: aSelector)
        DelayedPerformRequests.shared.add(call)
        DispatchQueue.main.asyncAfter(deadline: .now() + (delay.isFinite ? max(delay, 0) : 0)) {
            if DelayedPerformRequests.shared.remove(call) { call.run() }
        }
    }

    /// The same; the modes are not kept apart (the main loop runs in one mode here).
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Takes back every call `perform(_:with:afterDelay:)` queued on `aTarget` that has not run.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        let target = aTarget as AnyObject
        DelayedPerformRequests.shared.cancel { $0.target === target }
    }

    /// Takes back the calls queued on `aTarget` for `aSelector` whose argument equals
    /// `anArgument` (`isEqual(_:)` for objects, `==` for other hashable values, both `nil`).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        let target = aTarget as AnyObject
        DelayedPerformRequests.shared.cancel { call in
            call.target === target && call.selector == aSelector && DelayedPerformRequests.argumentsMatch(call.argument, anArgument)
        }
    }

    // Behaviour source [R] — Others: runtime, observation, Interface Builder
    //   Rule: `performSelector(onMainThread:with:waitUntilDone: true)` calls the method on the
    //     calling thread
    //   Value: calling thread
    //   Source: Difference: main-actor code may run on a worker in test runners, so a synchronous
    //     hop could wait on itself. Apple: "If the current thread is also the main thread, and you
    //     specify true for this parameter, the message is delivered and processed immediately"
    //     `[D]`
    //     (https://developer.apple.com/documentation/objectivec/nsobject/1414900-performselector).
    /// Calls the selector's method: at once when `wait` is true, else from the main queue (as iOS
    /// queues it on the main run loop).
    ///
    /// - Note: OpenUIKit differs: waiting calls the method on the calling thread. Main-actor code
    ///   may run on a thread other than the process's first (test runners drain the main queue
    ///   on workers), so a synchronous hop to the main queue could wait on itself [R].
    public func performSelector(onMainThread aSelector: Selector!, with arg: Any?, waitUntilDone wait: Bool) {
        guard let aSelector else { _ = Self.reportNilSelector("performSelector(onMainThread:with:waitUntilDone:)"); return }
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
final class PendingSelectorCall: @unchecked Sendable {
    // Immutable.
    let target: AnyObject
    let argument: Any?
    private let method: SelectorMethod
    /// The selector it was queued for (delayed performs, which can be cancelled by selector).
    let selector: Selector?

    init(target: AnyObject, argument: Any?, method: SelectorMethod, selector: Selector? = nil) {
        self.target = target
        self.argument = argument
        self.method = method
        self.selector = selector
    }

    func run() {
        // Objective-C hands a nil object to a BOOL parameter as NO.
        let argument: Any? = argument == nil && method.argumentType == Bool.self ? false : argument
        if !method.call(on: target, with: argument) {
            OpenUIKitDiagnostics.report(.unsupportedAPI, "perform: the method of \(type(of: target)) takes \(method.argumentDescription), not \(argument.map { "\(type(of: $0))" } ?? "nil"); it was not called.")
        }
    }
}

/// The delayed performs queued and not yet run, which `cancelPreviousPerformRequests` takes back:
/// part of the run loop's pending work (`DelayedPerformRequests.shared`; forgotten when it is
/// reset). Guarded by a lock: `perform(_:with:afterDelay:)` may be called from any thread.
package final class DelayedPerformRequests: @unchecked Sendable {
    /// The process's queue of delayed performs.
    package static let shared = DelayedPerformRequests()

    private let lock = NSLock()
    private var pending: [PendingSelectorCall] = []

    func add(_ call: PendingSelectorCall) {
        lock.withLock { pending.append(call) }
    }

    /// Removes `call`; whether it was still pending (not cancelled).
    func remove(_ call: PendingSelectorCall) -> Bool {
        lock.withLock {
            guard let index = pending.firstIndex(where: { $0 === call }) else { return false }
            pending.remove(at: index)
            return true
        }
    }

    /// Forgets the pending calls `matching` picks (they will not run).
    func cancel(where matching: (PendingSelectorCall) -> Bool) {
        lock.withLock { pending.removeAll(where: matching) }
    }

    /// Forgets every pending call.
    package func removeAll() {
        lock.withLock { pending.removeAll() }
    }

    /// Objective-C's comparison of two perform arguments.
    static func argumentsMatch(_ first: Any?, _ second: Any?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (let first?, let second?):
            if let first = first as? NSObject, let second = second as? NSObject { return first.isEqual(second) }
            if let first = first as? AnyHashable, let second = second as? AnyHashable { return first == second }
            return type(of: first) is AnyClass && (first as AnyObject) === (second as AnyObject)
        default: return false
        }
    }
}
