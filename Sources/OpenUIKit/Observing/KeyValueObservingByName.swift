import Foundation
import OpenQuartzCore

/// An observer of key-path strings (`addObserver(_:forKeyPath:options:context:)`): its
/// `observeValue(forKeyPath:of:change:context:)` is told of each change.
///
/// - Note: OpenUIKit only: iOS declares the method on every `NSObject`. Responders (views,
///   controllers) adopt this protocol already; the source bridge makes another `NSObject`
///   subclass that overrides the method adopt it.
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

extension UIResponder: NSKeyValueObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Observes the key path named `keyPath` (`"contentOffset"`, `"layer.cornerRadius"`) on this
    /// object: `observer.observeValue(forKeyPath:of:change:context:)` is called with the change
    /// whenever the value changes, noticed as `observe(_:options:changeHandler:)` notices it
    /// (docs/porting.md, "Key-value observing"). The observer is held weakly; remove it with
    /// `removeObserver(_:forKeyPath:context:)`.
    ///
    /// - Note: OpenUIKit differs: Linux has no Objective-C runtime to look a property up by its
    ///   name, so the names are those OpenUIKit lists for its classes (the properties UIKit
    ///   documents as observable and the common view, scroll view, control and layer ones); any
    ///   other name is reported and not observed. An observer that does not implement the method
    ///   is reported too.
    @preconcurrency @MainActor
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        KeyValueObservingByName.add(observer, forKeyPath: keyPath, options: options, context: context, on: self)
    }

    /// Stops `observer`'s observation of `keyPath` registered with `context`. Removing an
    /// observation that is not registered is reported (iOS raises an exception).
    @preconcurrency @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservingByName.remove(observer, forKeyPath: keyPath, context: context, matchingContext: true, on: self)
    }

    /// Stops `observer`'s most recent observation of `keyPath`, whatever its context.
    @preconcurrency @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservingByName.remove(observer, forKeyPath: keyPath, context: nil, matchingContext: false, on: self)
    }
}

/// The engine behind key-path-string observing: registrations kept with the observed object,
/// each an `NSKeyValueObservation` that re-reads the value by name.
@MainActor
enum KeyValueObservingByName {
    /// One `addObserver` call. Its observation re-reads the value of an object that reports its
    /// changes (OpenUIKit's); another object's observers are told by `didChangeValue(forKey:)`
    /// and its mutable array proxies only (`observation` is nil).
    final class Registration {
        weak var observer: NSObject?
        let observerIdentifier: ObjectIdentifier
        let keyPath: String
        let context: UnsafeMutableRawPointer?
        let options: NSKeyValueObservingOptions
        let observation: NSKeyValueObservation?

        init(observer: NSObject, keyPath: String, context: UnsafeMutableRawPointer?, options: NSKeyValueObservingOptions,
             observation: NSKeyValueObservation?) {
            self.observer = observer
            observerIdentifier = ObjectIdentifier(observer)
            self.keyPath = keyPath
            self.context = context
            self.options = options
            self.observation = observation
        }
    }

    /// The registrations of one observed object, kept with it (its associated object), and the
    /// values `willChangeValue(forKey:)` saw, for the `didChangeValue(forKey:)` that follows.
    final class Registrations {
        var all: [Registration] = []
        var valuesBeforeChange: [String: [Any?]] = [:]
    }

    nonisolated(unsafe) private static var registrationsKey: UInt8 = 0

    static func registrations(of object: AnyObject, creating: Bool) -> Registrations? {
        withUnsafePointer(to: &registrationsKey) { key in
            if let existing = objc_getAssociatedObject(object, key) as? Registrations { return existing }
            guard creating else { return nil }
            let made = Registrations()
            objc_setAssociatedObject(object, key, made, .OBJC_ASSOCIATION_RETAIN)
            return made
        }
    }

    static func add(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions,
                    context: UnsafeMutableRawPointer?, on object: AnyObject) {
        guard let read = reader(forKeyPath: keyPath, on: object) else {
            OpenUIKitDiagnostics.report(.keyValueObserving, "addObserver(_:forKeyPath:options:context:): \(type(of: object)) has no key path \"\(keyPath)\" OpenUIKit can read by name (Linux has no Objective-C runtime); use observe(\\.property) instead. Nothing is observed.", level: .error)
            return
        }
        guard observer is NSKeyValueObserving else {
            OpenUIKitDiagnostics.report(.keyValueObserving, "addObserver(_:forKeyPath:options:context:): \(type(of: observer)) does not implement observeValue(forKeyPath:of:change:context:) (adopt NSKeyValueObserving; the source bridge does so for an NSObject subclass that overrides it). Nothing is observed.", level: .error)
            return
        }
        let initial = read(object)
        weak let weakObserver = observer
        let notify = { (object: AnyObject, new: Any?, old: Any?) in
            guard let observer = weakObserver as? NSKeyValueObserving else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let new { change[.newKey] = new }
            if options.contains(.old), let old { change[.oldKey] = old }
            observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        guard object is any KeyValueObservable else {
            // Not one of OpenUIKit's objects: told by didChangeValue(forKey:) (the source bridge
            // adds it to `dynamic` properties) and by mutableArrayValue(forKey:)'s proxy.
            registrations(of: object, creating: true)?.all.append(
                Registration(observer: observer, keyPath: keyPath, context: context, options: options, observation: nil))
            if options.contains(.initial) { notify(object, initial, nil) }
            return
        }
        let (observation, isObserved) = NSKeyValueObservation.started(
            on: object, from: initial, options: options, caller: "addObserver(_:forKeyPath:options:context:)",
            unobserved: "the observer will not be told", afterOnly: "the observer is told after each change only",
            read: { .some(read($0)) }, changed: notify)
        registrations(of: object, creating: true)?.all.append(
            Registration(observer: observer, keyPath: keyPath, context: context, options: options, observation: observation))
        if isObserved, options.contains(.initial) { notify(object, initial, nil) }
    }

    static func remove(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool,
                       on object: AnyObject) {
        let list = registrations(of: object, creating: false)
        guard let list, let index = list.all.lastIndex(where: { registration in
            registration.observerIdentifier == ObjectIdentifier(observer) && registration.keyPath == keyPath
                && (!matchingContext || registration.context == context)
        }) else {
            OpenUIKitDiagnostics.report(.keyValueObserving, "Cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from \(type(of: object)) because it is not registered as an observer.", level: .error)
            return
        }
        list.all[index].observation?.invalidate()
        list.all.remove(at: index)
    }

    /// `observeValue` reached a responder that does not override it.
    static func reportUnhandled(keyPath: String?, observer: AnyObject) {
        OpenUIKitDiagnostics.report(.keyValueObserving, "\(type(of: observer)): an observeValue(forKeyPath:of:change:context:) message was received but not handled (key path \"\(keyPath ?? "")\"); override it, as iOS asks.", level: .error)
    }
}
