import Foundation

// Behaviour source [R] — Others: runtime, observation, Interface Builder
//   Rule: Key paths the layer does not store are re-read after each frame, so their changes are
//     seen by the end of the frame
//   Value: end of frame
//   Source: Difference: Linux has no KVO runtime to hook setters.
//   Also: docs/porting.md, Tests/OpenUIKitTests/Observing/KeyValueObservingTests.swift
// Behaviour source [R] — Others: runtime, observation, Interface Builder
//   Rule: Setting a property to the value it has notifies nothing; `.prior` is not sent
//   Value: no notification
//   Source: Difference: iOS notifies every set.
//   Also: docs/porting.md, Tests/OpenUIKitTests/Observing/KeyValueObservingTests.swift
// Swift's block-based key-value observing (`object.observe(\.keyPath) { object, change in … }`)
// for OpenUIKit's objects. Foundation on Linux has no key-value observing (it needs the
// Objective-C runtime), so these types exist here under Foundation's names, for layers, views,
// view controllers, gesture recognizers and property animators.
//
// How changes are noticed (docs/porting.md, "Key-value observing"): an observation re-reads its
// key path whenever its object reports a change, and calls the handler when the value differs
// from the last one it saw.
// - At once, as on iOS: every property stored in the layer tree (a view's frame, bounds, center,
//   alpha, isHidden, transform, background colour; a scroll view's contentOffset, which is its
//   bounds' origin), and the properties UIKit documents as observable that OpenUIKit stores
//   itself (contentSize, contentInset and zoomScale of scroll views; fractionComplete, state,
//   isRunning and isReversed of property animators; a gesture recognizer's state; a view
//   controller's title and preferredContentSize).
// - Any other key path is re-read after each frame of the run loop, so its change is seen by the
//   end of the frame in which it happened, later than on iOS [R].
// Differences from iOS [R]: setting a property to the value it already has notifies nothing
// (iOS notifies every set), and `.prior` notifications are not sent (reported once).

/// What an observation's change handler receives (Foundation's names; on Linux, OpenUIKit's).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// The change carries the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// The handler runs once at once, when the observation starts, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// A notification before each change as well as after it. Not sent by OpenUIKit (reported).
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kind of a change. OpenUIKit observes values, so every change is a `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change of an observed value: the new and old values when the options asked for them.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change (with `.new` or `.initial`).
    public let newValue: Value?
    /// The value before the change (with `.old`).
    public let oldValue: Value?
    /// Always `nil`: OpenUIKit reports no collection mutations.
    public let indexes: IndexSet?
    /// Always `false`: prior notifications are not sent.
    public let isPrior: Bool
}

/// A running observation. It lasts as long as this object: keep it, and call `invalidate()` or
/// release it to stop. As on iOS, the observed object does not keep the observation (or its
/// handler) alive.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    /// Re-reads the value on `object` and calls the handler when it changed; `nil` once invalid.
    @exclusivity(unchecked) private var check: ((AnyObject) -> Void)?

    init(check: @escaping (AnyObject) -> Void) {
        self.check = check
    }

    /// Whether the observation still runs.
    var isValid: Bool { check != nil }

    /// Stops the observation: the handler is not called again and is released.
    public func invalidate() {
        check = nil
    }

    func objectMayHaveChanged(_ object: AnyObject) {
        check?(object)
    }

    /// Starts observing a value of `object`: each time the object reports a change, `read`
    /// reads it again (nil: skip) and `changed` gets the object, the new and the old value when
    /// it differs from the last one seen. For the reports, `caller` names the API, `unobserved`
    /// says what happens on an object that reports no changes and `afterOnly` what happens
    /// instead of prior notifications. `isObserved` is false when the object reports no changes;
    /// `.initial` is the caller's to send.
    package static func started<Value>(on object: AnyObject, from initialValue: Value, options: NSKeyValueObservingOptions,
                                       caller: String, unobserved: String, afterOnly: String, read: @escaping (AnyObject) -> Value?,
                                       changed: @escaping (AnyObject, Value, Value) -> Void) -> (observation: NSKeyValueObservation, isObserved: Bool) {
        var last = initialValue
        let observation = NSKeyValueObservation { object in
            guard let value = read(object) else { return }
            if KeyValueComparison.isSame(value, last) { return }
            let old = last
            last = value
            changed(object, value, old)
        }
        guard let observable = object as? any KeyValueObservable else {
            OpenUIKitDiagnostics.report(.keyValueObserving, "\(caller): \(type(of: object)) reports no changes; \(unobserved).")
            return (observation, false)
        }
        if options.contains(.prior) {
            OpenUIKitDiagnostics.report(.keyValueObserving, "\(caller): .prior notifications are not sent by OpenUIKit; \(afterOnly).")
        }
        observable.keyValueObservers.add(observation, for: object)
        return (observation, true)
    }
}

/// Objects whose properties can be observed with `observe(_:options:changeHandler:)`.
/// (Foundation's protocol of that name; on Linux, OpenUIKit's.) Every `NSObject` adopts it, as on
/// iOS; OpenUIKit's classes report their changes, other objects through `didChangeValue(forKey:)`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Observes `keyPath` on this object: `changeHandler` runs with the object and the change
    /// whenever the value changes (see the comment at the top of this file for when changes are
    /// noticed). Returns the observation, which lasts until released or invalidated.
    @preconcurrency @MainActor
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let (observation, isObserved) = NSKeyValueObservation.started(
            on: self as AnyObject, from: self[keyPath: keyPath], options: options, caller: "observe(_:options:changeHandler:)",
            unobserved: "the handler will not run", afterOnly: "the handler runs after each change only",
            read: { ($0 as? Self)?[keyPath: keyPath] }
        ) { object, value, old in
            guard let object = object as? Self else { return }
            changeHandler(object, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                          oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        if isObserved, options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil,
                                                        oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

extension DiagnosticCode {
    /// Key-value observing that cannot work as asked (an object that reports no changes, prior
    /// notifications, notifications nested too deep).
    public static let keyValueObserving = DiagnosticCode(rawValue: "KeyValueObserving")
}
