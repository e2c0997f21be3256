import OpenQuartzCore

// UIKit's objects can be observed with `observe(_:options:changeHandler:)` (OpenQuartzCore's
// NSKeyValueObservation.swift says when a change is noticed). A view's observations are
// re-checked by its layer too, so every property the layer stores reports its changes at once.

extension UIResponder: KeyValueObservable {
    package func keyValueObservationDidStart(_ list: KeyValueObserverList) {
        if let view = self as? UIView { LayerHosting.setOwnerKeyValueObservers(list, of: view.layer) }
    }
}

extension UIViewPropertyAnimator: KeyValueObservable {}
extension UIGestureRecognizer: KeyValueObservable {}
extension UIPresentationController: KeyValueObservable {}
