extension UIScrollView {
    /// Whether the content's touches let the drag begin: none reached content yet, or
    /// `canCancelContentTouches` is true and `touchesShouldCancel(in:)` agrees for each view
    /// that has one.
    var contentTouchesLetThePanBegin: Bool {
        for touch in panGestureRecognizer.trackedTouches where touch.viewDelivery.beganDelivered && !touch.viewDelivery.cancelled {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
