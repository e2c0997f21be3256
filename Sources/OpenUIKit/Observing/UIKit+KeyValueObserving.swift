import OpenQuartzCore

// UIKit's objects can be observed with `observe(_:options:changeHandler:)` (OpenQuartzCore's
// NSKeyValueObservation.swift says when a change is noticed). A view's observations are
// re-checked by its layer too, so every property the layer stores reports its changes at once.

extension UIResponder: KeyValueObservable {
    package func keyValueObservationDidStart(_ list: KeyValueObserverList) {
        (self as? UIView)?.layer.delegateKeyValueObservers = list
    }
}

extension UIViewPropertyAnimator: KeyValueObservable {}
extension UIGestureRecognizer: KeyValueObservable {}
extension UIPresentationController: KeyValueObservable {}
