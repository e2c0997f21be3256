import Foundation

/// The view as its layer's delegate: what the layer asks of it that subclasses do not override
/// (`draw(_:in:)` and `action(for:forKey:)`, which they do, are in UIView's body).
extension UIView {
    /// Draws the view's backing store through `draw(_:)`, creating it only if `draw(_:)` asks
    /// for a graphics context.
    public func display(_ layer: CALayer) {
        guard layer === self.layer else {
            layer.display()
            return
        }
        // As on iOS, a view draws once it is in a window (or when a snapshot needs it).
        guard isInWindow else {
            displayDeferredUntilWindow = true
            return
        }
        ViewBackingStore.draw(self)
    }

    /// Lays the view out (`layoutSubviews()`) when its layer is laid out.
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        performLayout()
    }
}
