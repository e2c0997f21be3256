/// Draws views' backing stores (a view's layer `display`).
@MainActor
enum ViewBackingStore {
    /// Draws with the view's traits current, so dynamic colours resolve for its appearance.
    static func draw(_ view: UIView) {
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
        if view.drawsThroughLayerHooks {
            drawThroughLayerHooks(view, width: width, height: height, scale: scale)
            return
        }
        // A plain label drawn before with the same text, style, bounds and scale: the same picture.
        let labelKey = (view as? UILabel)?.drawnLabelKey(scale: scale)
        if let labelKey, let image = UIApplication.shared.state.drawnLabels.image(for: labelKey) {
            layer.setContentsWithoutAction(image)
            view.hasDrawnBackingStore = true
            return
        }
        let slot = GraphicsContextSlot(lazyBackingStore: .init(width: width, height: height, scale: scale, origin: CGPoint(x: bounds.minX, y: bounds.minY)))
        GraphicsContextSlot.withCurrent(slot) {
            // A view with an empty bounds is not drawn (as on iOS), but still cleared below.
            if width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide { view.draw(bounds) }
        }
        if let context = slot.contextIfMade, let buffer = slot.backingBuffer {
            context.flush()
            let image = CGImage(pixels: buffer)
            layer.setContentsWithoutAction(image)
            view.hasDrawnBackingStore = true
            if let labelKey { UIApplication.shared.state.drawnLabels.store(image, for: labelKey) }
        } else if view.hasDrawnBackingStore {
            layer.setContentsWithoutAction(nil)
            view.hasDrawnBackingStore = false
        }
    }

    /// iOS's path, for an app's view or layer class that may override a drawing hook: a
    /// backing store made up front, the layer's `draw(in:)` (which asks the view's
    /// `draw(_:in:)`, which runs `draw(_:)`), and the store dropped when nothing was drawn, so
    /// such a view costs a bitmap only while it draws something.
    private static func drawThroughLayerHooks(_ view: UIView, width: Int, height: Int, scale: CGFloat) {
        let layer = view.layer
        let bounds = layer.bounds
        var drawn: PixelBuffer?
        if width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide {
            let buffer = PixelBuffer(width: width, height: height)
            let context = CGContext.flipped(over: buffer, scale: scale)
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            layer.draw(in: context)
            context.flush()
            if !buffer.isFullyTransparent { drawn = buffer }
        }
        if let drawn {
            layer.setContentsWithoutAction(CGImage(pixels: drawn))
            view.hasDrawnBackingStore = true
        } else if view.hasDrawnBackingStore {
            layer.setContentsWithoutAction(nil)
            view.hasDrawnBackingStore = false
        }
    }
}
