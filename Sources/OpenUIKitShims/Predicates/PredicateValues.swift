import Foundation

/// Reading the values a predicate compares: key paths on dictionaries and objects, collections,
/// and how constants are written in a format.
enum PredicateValues {
    /// `NSNull` is `nil` for a predicate (Apple's `== nil` is true for both).
    static func normalized(_ value: Any?) -> Any? {
        guard let value, let unwrapped = unwrappingOptionals(value), !(unwrapped is NSNull) else { return nil }
        return unwrapped
    }

    /// The value at a dotted key path. Each key is read on the value before it: a dictionary's
    /// entry, an object's stored property (by its name, through `Mirror`, as Linux has no
    /// key-value coding), `@count` of a collection or string, `length` of a string; a key on a
    /// collection reads it on each element, as key-value coding does.
    static func value(atKeyPath keyPath: String, of object: Any?) -> Any? {
        var current = normalized(object)
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let value = current else { return nil }
            current = normalized(self.value(forKey: key, of: value))
        }
        return current
    }

    static func value(forKey key: String, of object: Any) -> Any? {
        if key == "SELF" { return object }
        if key == "@count" {
            if let elements = elements(of: object) { return elements.count }
            if let string = object as? String { return string.count }
            return nil
        }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? [AnyHashable: Any] { return dictionary[AnyHashable(key)] }
        if let string = object as? String {
            return key == "length" ? string.utf16.count : nil
        }
        if let readable = object as? any KeyValueReading { return readable.predicateValue(forKey: key) }
        if let elements = elements(of: object) {
            return elements.map { element in element.flatMap { value(forKey: key, of: $0) } as Any }
        }
        return storedProperty(key, of: object)
    }

    /// A stored property found by name (Linux has no key-value coding): reported once when the
    /// object has none.
    static func storedProperty(_ key: String, of object: Any) -> Any? {
        if case let .some(value) = StoredProperties.value(named: key, of: object) { return value }
        OpenUIKitDiagnostics.reportOnce(key: "predicate-key:\(type(of: object)).\(key)", .predicateFormat,
                                        "\(type(of: object)) has no stored property '\(key)' a predicate can read (Linux has no key-value coding; OpenUIKit reads dictionaries and stored properties by name); it is taken as nil.")
        return nil
    }

    /// The elements of an array, set or ordered collection (nil for anything else). A
    /// dictionary's elements are its values, as in Apple's predicates.
    static func elements(of value: Any?) -> [Any?]? {
        guard let value = normalized(value) else { return nil }
        if value is String { return nil }
        if let array = value as? [Any] { return array.map(normalized) }
        if let set = value as? Set<AnyHashable> { return set.map { normalized($0.base) } }
        if let set = value as? NSSet { return set.allObjects.map(normalized) }
        if let ordered = value as? NSOrderedSet { return ordered.array.map(normalized) }
        if let dictionary = value as? [AnyHashable: Any] { return dictionary.values.map(normalized) }
        return nil
    }

    /// A constant as a format writes it: strings in double quotes, numbers plain, `nil`.
    static func formatted(_ value: Any?) -> String {
        guard let value = normalized(value) else { return "nil" }
        if let string = value as? String {
            let escaped = string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escaped)\""
        }
        if let elements = elements(of: value) { return "{" + elements.map(formatted).joined(separator: ", ") + "}" }
        return "\(value)"
    }
}

/// An object that answers key-value coding by name itself (views and layers answer for their
/// documented keys), read by predicates before its stored properties.
protocol KeyValueReading {
    func predicateValue(forKey key: String) -> Any?
}
