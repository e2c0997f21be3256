/// A reference that does not keep its object alive and reads `nil` once the object is gone, as
/// a weak reference does, but without giving the object a side table: once an object has been
/// weakly referenced, every retain and release of it takes the runtime's slow route, and
/// controllers are retained and released all through a transition (docs/benchmarks.md,
/// "Headless transitions"). The object makes one (`UIViewController.unretainedReference`) and
/// clears it in its `deinit`; closures and other objects hold the reference strongly.
@MainActor
package final class UnretainedReference<Object: AnyObject> {
    @exclusivity(unchecked) package private(set) unowned(unsafe) var object: Object?

    package init(_ object: Object) { self.object = object }

    /// The object is going away (called from its `deinit`).
    package func clear() { object = nil }
}
