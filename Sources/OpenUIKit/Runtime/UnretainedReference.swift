/// A reference that does not keep its object alive and reads `nil` once the object is gone, as
/// a weak reference does, but without giving the object a side table: once an object has been
/// weakly referenced, every retain and release of it takes the runtime's slow route, and
/// controllers are retained and released all through a transition (docs/benchmarks.md,
/// "Headless transitions"). The object makes one the first time it is asked
/// (`shared(in:for:)`: a controller's `unretainedReference`, a transition context's, a navigation
/// bar's) and clears it in its `deinit`; closures and other objects hold the reference strongly.
@MainActor
final class UnretainedReference<Object: AnyObject> {
    @exclusivity(unchecked) private(set) unowned(unsafe) var object: Object?

    init(_ object: Object) { self.object = object }

    /// The object is going away (called from its `deinit`).
    func clear() { object = nil }

    /// The reference to `object` kept in `storage`, the object's own stored property: made
    /// there the first time, the same one after.
    static func shared(in storage: inout UnretainedReference?, for object: Object) -> UnretainedReference {
        if let storage { return storage }
        let reference = UnretainedReference(object)
        storage = reference
        return reference
    }
}
