/// Draws views' backing stores (a view's layer `display`).
@MainActor
enum ViewBackingStore {
    /// Draws with the view's traits current, so dynamic colours resolve for its appearance.
    static func draw(_ view: UIView) {
        // A plain UIView draws nothing: its draw(_:) is empty and its layer a CALayer. Nothing to
        // set up (a dimming view or a controller's root view is made for every transition).
        if type(of: view) == UIView.self, !view.hasDrawnBackingStore { return }
        view.withTraitsCurrent { drawWithCurrentTraits(view) }
    }

    private static func drawWithCurrentTraits(_ view: UIView) {
        let layer = view.layer
        let bounds = layer.bounds
        let scale = max(layer.contentsScale, 0.01)
        // Sizes in pixels, clamped before conversion: a view may be huge (1e20 points) or NaN.
        func pixels(_ length: CGFloat) -> Int {
            let value = (length * scale).rounded(.up)
            return value.isFinite ? Int(min(max(value, 0), 1e9)) : 0
        }
        let width = pixels(bounds.width), height = pixels(bounds.height)
        if width > PixelBuffer.maximumSide || height > PixelBuffer.maximumSide {
            OpenUIKitDiagnostics.reportOnce(key: "backing-store-too-large", .viewMisuse, "A view of \(bounds.width) x \(bounds.height) points would need a backing store larger than \(PixelBuffer.maximumSide) pixels a side; such views are not drawn (their sublayers still are).")
        }
        // A view with an empty bounds is not drawn (as on iOS), but still cleared below.
        let drawable = width > 0 && height > 0 && width <= PixelBuffer.maximumSide && height <= PixelBuffer.maximumSide
        let store = GraphicsContextSlot.BackingStore(width: width, height: height, scale: scale, origin: CGPoint(x: bounds.minX, y: bounds.minY))
        if view.drawsThroughLayerHooks {
            // iOS's path, for an app's view or layer class that may override a drawing hook: the
            // layer's `draw(in:)` (which asks the view's `draw(_:in:)`, which runs `draw(_:)`)
            // into a backing store made up front, dropped when nothing was drawn into it.
            let slot = GraphicsContextSlot(lazyBackingStore: store)
            if drawable { layer.draw(in: slot.context) }
            _ = keepDrawing(of: slot, in: view, droppingBlank: true)
            return
        }
        // A plain label drawn before with the same text, style, bounds and scale: the same picture.
        let labelKey = (view as? UILabel)?.drawnLabelKey(scale: scale)
        if let labelKey, let image = UIApplication.shared.state.drawnLabels.image(for: labelKey) {
            LayerHosting.setContentsWithoutAction(image, of: layer)
            view.hasDrawnBackingStore = true
            return
        }
        let slot = GraphicsContextSlot(lazyBackingStore: store)
        GraphicsContextSlot.withCurrent(slot) {
            if drawable { view.draw(bounds) }
        }
        let image = keepDrawing(of: slot, in: view, droppingBlank: false)
        if let labelKey, let image { UIApplication.shared.state.drawnLabels.store(image, for: labelKey) }
    }

    /// Makes what `slot` drew the view's backing store, or clears a store drawn before when
    /// nothing was (no context made, or a blank one with `droppingBlank`). The image set, if any.
    private static func keepDrawing(of slot: GraphicsContextSlot, in view: UIView, droppingBlank: Bool) -> CGImage? {
        let layer = view.layer
        if let context = slot.contextIfMade, let buffer = slot.backingBuffer {
            context.flush()
            if !droppingBlank || !buffer.isFullyTransparent {
                let image = Raster.image(buffer)
                LayerHosting.setContentsWithoutAction(image, of: layer)
                view.hasDrawnBackingStore = true
                return image
            }
        }
        if view.hasDrawnBackingStore {
            LayerHosting.setContentsWithoutAction(nil, of: layer)
            view.hasDrawnBackingStore = false
        }
        return nil
    }
}
