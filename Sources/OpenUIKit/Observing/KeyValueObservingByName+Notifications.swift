import Foundation
import OpenQuartzCore

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Tells the observers of `key` that its value is about to change (Objective-C's manual
    /// key-value observing); `didChangeValue(forKey:)` sends the notification.
    ///
    /// - Note: OpenUIKit differs: Linux has no runtime to add these calls to a property's setter,
    ///   so the source bridge adds them to the `dynamic` properties of iOS code; OpenUIKit's own
    ///   objects report their changes without them.
    public nonisolated func willChangeValue(forKey key: String) {
        runOnMainActorUnchecked(self) {
            KeyValueObservingByName.willChange(key, of: $0, kind: .setting, indexes: nil)
        }
    }

    /// Tells the observers of `key` that its value changed: each registered observer's
    /// `observeValue(forKeyPath:of:change:context:)` gets a `.setting` change with the new value
    /// and the one `willChangeValue(forKey:)` saw, as its options ask.
    public nonisolated func didChangeValue(forKey key: String) {
        runOnMainActorUnchecked(self) {
            KeyValueObservingByName.didChange(key, of: $0, kind: .setting, indexes: nil)
        }
    }

    /// Tells the observers of the to-many property `key` that the objects at `indexes` are about
    /// to be inserted, removed or replaced.
    public nonisolated func willChange(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {
        runOnMainActorUnchecked(self) {
            KeyValueObservingByName.willChange(key, of: $0, kind: changeKind, indexes: indexes)
        }
    }

    /// Tells the observers of the to-many property `key` that the objects at `indexes` were
    /// inserted, removed or replaced: the change carries the kind, the indexes, and the objects
    /// before (`.old`) and after (`.new`).
    public nonisolated func didChange(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {
        runOnMainActorUnchecked(self) {
            KeyValueObservingByName.didChange(key, of: $0, kind: changeKind, indexes: indexes)
        }
    }
}

extension KeyValueObservingByName {
    /// The registrations for exactly `key` on `object` (nil when nobody observes it).
    static func observing(_ key: String, of object: AnyObject) -> (Registrations, [Registration])? {
        guard let list = registrations(of: object, creating: false) else { return nil }
        let matching = list.all.filter { $0.keyPath == key && $0.observer != nil }
        return matching.isEmpty ? nil : (list, matching)
    }

    static func willChange(_ key: String, of object: AnyObject, kind: NSKeyValueChange, indexes: IndexSet?) {
        guard let (list, _) = observing(key, of: object) else { return }
        let value = value(named: key, of: object).flatMap { $0 }
        if let indexes, kind != .insertion {
            let elements = toManyElements(value)
            list.valuesBeforeChange[key] = indexes.map { $0 < elements.count ? elements[$0] : nil }
        } else {
            list.valuesBeforeChange[key] = [value]
        }
    }

    static func didChange(_ key: String, of object: AnyObject, kind: NSKeyValueChange, indexes: IndexSet?) {
        if let observable = object as? any KeyValueObservable { observable.didChangeObservableValue() }
        guard let (list, matching) = observing(key, of: object) else { return }
        let before = list.valuesBeforeChange.removeValue(forKey: key) ?? []
        let value = value(named: key, of: object).flatMap { $0 }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: kind.rawValue)]
        var new: Any?
        var old: Any?
        if let indexes {
            change[.indexesKey] = indexes
            if kind != .removal {
                let elements = toManyElements(value)
                new = indexes.map { (index: Int) -> Any in (index < elements.count ? elements[index] : nil) ?? NSNull() }
            }
            if kind != .insertion { old = before.map { (value: Any?) -> Any in value ?? NSNull() } }
        } else {
            new = value
            old = before.first.flatMap { $0 }
        }
        for registration in matching where registration.observation == nil {
            guard let observer = registration.observer as? NSKeyValueObserving else { continue }
            var sent = change
            if registration.options.contains(.new) { sent[.newKey] = new ?? NSNull() }
            if registration.options.contains(.old) { sent[.oldKey] = old ?? NSNull() }
            observer.observeValue(forKeyPath: key, of: object, change: sent, context: registration.context)
        }
    }

    /// The elements of a to-many property's value: an `NSArray`, a Swift array, an ordered set.
    static func toManyElements(_ value: Any?) -> [Any?] {
        switch value {
        case let array as NSArray: array.map { $0 as Any? }
        case let array as [Any]: array
        case let ordered as NSOrderedSet: ordered.array
        default: []
        }
    }
}
