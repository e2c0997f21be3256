/// A target-action pair of a gesture recognizer.
@MainActor
package struct GestureTarget {
    package weak var object: AnyObject?
    package let call: @MainActor (UIGestureRecognizer) -> Void

    package init(object: AnyObject?, call: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.object = object
        self.call = call
    }
}
