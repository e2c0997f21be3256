/// An object that can be observed (NSKeyValueObservation.swift): it keeps the list of its
/// observations and tells it when one of its properties changed.
@MainActor
package protocol KeyValueObservable: AnyObject {
    /// The object's observations, once one started (stored by the object).
    var keyValueObserverStorage: KeyValueObserverList? { get set }
    /// Called when the object's list is made (a view links its layer to it).
    func keyValueObservationDidStart(_ list: KeyValueObserverList)
}

extension KeyValueObservable {
    package func keyValueObservationDidStart(_ list: KeyValueObserverList) {}

    /// The object's observations (made on first use).
    var keyValueObservers: KeyValueObserverList {
        if let list = keyValueObserverStorage { return list }
        let list = KeyValueObserverList()
        keyValueObserverStorage = list
        keyValueObservationDidStart(list)
        return list
    }

    /// A property that reports its changes changed: the observations re-check at once.
    package func didChangeObservableValue() {
        keyValueObserverStorage?.objectDidChange()
    }
}

/// The observations of one object. It holds them weakly (the caller of `observe` owns each),
/// re-checks them when the object reports a change, and — for properties that report nothing —
/// after every frame: the run loop driver re-checks the lists in `watched`.
@MainActor
package final class KeyValueObserverList {
    private struct WeakObservation {
        weak var observation: NSKeyValueObservation?
    }

    @exclusivity(unchecked) private var observations: [WeakObservation] = []
    @exclusivity(unchecked) private weak var object: AnyObject?
    /// How deep change handlers that change the object again are nested.
    @exclusivity(unchecked) private var depth = 0

    /// How deep handlers may nest (a handler that changes what it observes, and so on) before
    /// the notifications stop, so that two handlers undoing each other cannot recurse forever.
    static let maximumDepth = 32

    package init() {}

    /// The lists with running observations, which the run loop driver re-checks after every
    /// frame (and empties of finished ones).
    package static var watched: [KeyValueObserverList] = []

    /// Whether nothing is left to check: the object is gone, or no observation still runs.
    package var isEmpty: Bool {
        object == nil || !observations.contains { $0.observation?.isValid == true }
    }

    func add(_ observation: NSKeyValueObservation, for object: AnyObject) {
        self.object = object
        observations.removeAll { $0.observation?.isValid != true }
        observations.append(WeakObservation(observation: observation))
        if !Self.watched.contains(where: { $0 === self }) { Self.watched.append(self) }
    }

    /// One of the object's properties changed: every observation re-reads its value.
    package func objectDidChange() {
        guard let object, !observations.isEmpty else { return }
        guard depth < Self.maximumDepth else {
            OpenUIKitDiagnostics.report(.keyValueObserving, "Key-value change handlers of \(type(of: object)) changed what they observe \(Self.maximumDepth) times over; the nested notifications stop here.")
            return
        }
        depth += 1
        defer { depth -= 1 }
        // Handlers may start or stop observations: the ones running now are checked.
        for entry in observations {
            entry.observation?.objectMayHaveChanged(object)
        }
        if depth == 1 { observations.removeAll { $0.observation?.isValid != true } }
    }
}

/// Whether two observed values are the same, for any value type: equatable values by `==`
/// (optionals unwrapped, two `nil`s the same), objects by identity; anything else is taken as
/// changed.
enum KeyValueComparison {
    static func isSame(_ first: Any, _ second: Any) -> Bool {
        let first = unwrappingOptionals(first)
        let second = unwrappingOptionals(second)
        switch (first, second) {
        case (nil, nil):
            return true
        case let (first?, second?):
            if let equatable = first as? any Equatable { return equatable.isEqual(to: second) }
            if type(of: first) is AnyClass, type(of: second) is AnyClass { return first as AnyObject === second as AnyObject }
            return false
        default:
            return false
        }
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
