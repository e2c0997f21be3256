extension UIView {
    /// The gesture recognizers attached to the view (`nil` when there are none, as on iOS).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view (taking it from its previous view). The view
    /// holds it strongly.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.attachedView {
            if previous === self { return }
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    /// Detaches `gestureRecognizer`; a gesture it was recognizing is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        GestureEnvironment.current.abandon(gestureRecognizer)
        gestureRecognizerStorage.removeAll(ofObject: gestureRecognizer)
        gestureRecognizer.attachedView = nil
    }
}
