/// Reading a property by its name without the Objective-C runtime: the stored properties a
/// `Mirror` lists, the object's own and its superclasses'. Computed properties are not seen.
package enum StoredProperties {
    /// The stored property `name` of `object` (also found as `_name`, the storage of a wrapped
    /// property, and as a lazy property's storage): `.none` when it has none, `.some(nil)` when
    /// the property is nil.
    package static func value(named name: String, of object: Any) -> Any?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == name || $0.label == "_\(name)" || $0.label == "$__lazy_storage_$_\(name)" }) {
                return .some(unwrappingOptionals(child.value))
            }
            mirror = current.superclassMirror
        }
        return .none
    }
}
