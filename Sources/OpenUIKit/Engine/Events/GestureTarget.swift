/// A target-action pair of a gesture recognizer.
@MainActor
struct GestureTarget {
    weak var object: AnyObject?
    let call: @MainActor (UIGestureRecognizer) -> Void
    /// The selector's name, for a target added with a `Selector` (removed by name).
    var selectorName: String?

    init(object: AnyObject?, selectorName: String? = nil, call: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.object = object
        self.selectorName = selectorName
        self.call = call
    }
}
