extension UIView {
    /// A new view showing what this view looks like, sized to its bounds: a static picture
    /// that does not change when this view changes.
    ///
    /// With `afterUpdates == false` it shows what is on screen now (running animations
    /// included); with `true` pending layout and drawing are done first and it shows the model
    /// values. A view that has never been on screen gives an empty snapshot with `false`
    /// (UIKit's message is logged). A snapshot of a snapshot shares its image (no copy).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.center = center
        snapshot.layer.contentsScale = layer.contentsScale
        if let image = snapshotImage(afterScreenUpdates: afterUpdates) { snapshot.layer.contents = image }
        return snapshot
    }

    /// A snapshot of `rect` (in this view's coordinates) that stretches only between the cap
    /// insets when resized (the layer's `contentsCenter`).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: rect.size))
        let scale = layer.contentsScale
        snapshot.layer.contentsScale = scale
        guard let image = snapshotImage(afterScreenUpdates: afterUpdates), rect.width > 0, rect.height > 0 else { return snapshot }
        let pixels = CGRect(x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
                            width: rect.width * scale, height: rect.height * scale).integral
        snapshot.layer.contents = image.cropping(to: pixels)
        snapshot.layer.contentsCenter = CGRect(
            x: capInsets.left / rect.width, y: capInsets.top / rect.height,
            width: max(0, 1 - (capInsets.left + capInsets.right) / rect.width),
            height: max(0, 1 - (capInsets.top + capInsets.bottom) / rect.height)
        )
        return snapshot
    }

    /// Draws the view hierarchy into the current graphics context, scaled to `rect`. Returns
    /// `false` when there is no context or nothing could be drawn.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        if drawHierarchyPixelExact(in: rect, context: context, afterScreenUpdates: afterUpdates) { return true }
        guard let image = snapshotImage(afterScreenUpdates: afterUpdates) else { return false }
        UIImage(cgImage: image, scale: layer.contentsScale, orientation: .up).draw(in: rect)
        return true
    }

    /// The common case of `drawHierarchy`: the picture lands pixel for pixel in a plain bitmap
    /// context (a `UIGraphicsImageRenderer` at the layer's scale, `rect` the view's size). The
    /// compositor then draws the hierarchy straight into the context instead of into a picture
    /// that is drawn again: the same bytes, half the work. It applies where the picture's pixels
    /// are still clear (a fresh, non-opaque renderer); elsewhere, and when it returns false, the
    /// picture is drawn as an image.
    private func drawHierarchyPixelExact(in rect: CGRect, context: CGContext, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard !(self is SnapshotView) else { return false }
        let scale = layer.contentsScale
        // The picture's size: of the bounds on screen now when the picture shows the screen.
        let shown = afterUpdates ? bounds : (layer.presentation()?.bounds ?? bounds)
        let size = (width: Int((shown.width * scale).rounded()), height: Int((shown.height * scale).rounded()))
        guard size.width > 0, size.height > 0, let placement = Raster.pixelExactPlacement(in: context, of: rect, pixelSize: size) else { return false }
        if afterUpdates {
            layoutIfNeeded()
            displaySubtreeIfNeeded(layer)
        } else if window == nil || !LayerHosting.isCommitted(layer) {
            return false   // the image path reports the empty snapshot
        }
        return Raster.withDirectPixelAccess(to: context) { pixels in
            // Over clear pixels the compositor's result is the picture's bytes exactly; over
            // other content its blending rounds differently from Cairo's, so draw the image.
            let clip = placement.clip
            guard pixels.isClear(x0: clip.x0, y0: clip.y0, x1: clip.x1, y1: clip.y1) else { return false }
            return LayerHosting.render(layer, into: pixels, at: placement.origin, clip: clip, scale: scale, usesPresentation: !afterUpdates)
        }
    }

    /// The rendered picture behind the snapshot APIs.
    func snapshotImage(afterScreenUpdates afterUpdates: Bool) -> CGImage? {
        if let snapshot = self as? SnapshotView, let shared = snapshot.layer.contents as? CGImage {
            return shared
        }
        if afterUpdates {
            layoutIfNeeded()
            displaySubtreeIfNeeded(layer)
            return LayerHosting.renderedImage(of: layer, scale: layer.contentsScale, usesPresentation: false)
        }
        guard window != nil, LayerHosting.isCommitted(layer) else {
            OpenUIKitDiagnostics.report(.viewMisuse, "Snapshotting a view that has not been rendered results in an empty snapshot. Ensure your view has been rendered at least once before snapshotting or snapshot after screen updates. (\(type(of: self)); pass afterScreenUpdates: true for a view that is not on screen yet.)")
            return nil
        }
        return LayerHosting.renderedImage(of: layer, scale: layer.contentsScale, usesPresentation: true)
    }

    /// Draws what is pending in the subtree, including views that wait for a window.
    func displaySubtreeIfNeeded(_ layer: CALayer) {
        // Every view in the subtree is in this view's window (or in none), so the window is
        // looked up once rather than for each layer.
        displaySubtree(layer, outsideWindow: !isInWindow)
    }

    private func displaySubtree(_ layer: CALayer, outsideWindow: Bool) {
        if outsideWindow, let view = layer.delegate as? UIView, view.layer === layer,
           view.displayDeferredUntilWindow || layer.needsDisplay() {
            // Views out of a window draw only for snapshots; the request stays, so they draw
            // again once in a window.
            view.displayDeferredUntilWindow = false
            ViewBackingStore.draw(view)
        } else {
            layer.displayIfNeeded()
        }
        for sublayer in LayerHosting.sublayers(of: layer) { displaySubtree(sublayer, outsideWindow: outsideWindow) }
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns: a picture in its layer's contents.
@MainActor
final class SnapshotView: UIView {}
