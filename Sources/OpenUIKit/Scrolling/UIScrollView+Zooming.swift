import Foundation

extension UIScrollView {
    /// The scale of the zooming view (1 when there is none).
    public var zoomScale: CGFloat {
        get { viewForZooming.map { $0.transform.a } ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms the delegate's view to `scale` (clamped to the limits), keeping the middle of the
    /// visible content in the middle; animated, over 0.3 s.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIScrollView.setZoomScale(\(scale)): the scale must be finite and positive; ignored.")
            return
        }
        guard let view = viewForZooming else { return }
        let visible = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = CGPoint(x: (contentOffset.x + visible.x) / zoomScale, y: (contentOffset.y + visible.y) / zoomScale)
        let apply = { self.applyZoom(self.clampedScale(scale), to: view, keeping: anchor, at: visible) }
        guard animated else { return apply() }
        UIView.animate(withDuration: 0.3, animations: apply) { _ in
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.zoomScale)
        }
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the
    /// limits allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = viewForZooming, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let scale = clampedScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let apply = { self.applyZoom(scale, to: view, keeping: CGPoint(x: rect.midX, y: rect.midY), at: CGPoint(x: self.bounds.width / 2, y: self.bounds.height / 2)) }
        guard animated else { return apply() }
        UIView.animate(withDuration: 0.3, animations: apply) { _ in
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.zoomScale)
        }
    }

    var viewForZooming: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    func clampedScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    func updateZoomRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// Scales `view` to `scale` from its top-left corner, sizes the content to it, and scrolls
    /// so that `anchor` (a point of the view, unscaled) sits at `point` of the visible area.
    func applyZoom(_ scale: CGFloat, to view: UIView, keeping anchor: CGPoint, at point: CGPoint) {
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        setOffset(clamped(CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y)))
        delegate?.scrollViewDidZoom(self)
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = viewForZooming else { return }
        let location = pinch.location(in: self)
        let visiblePoint = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            isZooming = true
            let scale = zoomScale
            zoomStart = (scale, CGPoint(x: location.x / scale, y: location.y / scale))
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            guard let start = zoomStart, pinch.scale.isFinite else { return }
            applyZoom(pinchedScale(start.scale * pinch.scale), to: view, keeping: start.anchor, at: visiblePoint)
        case .ended, .cancelled:
            isZooming = false
            let anchor = zoomStart?.anchor ?? CGPoint(x: visiblePoint.x / zoomScale, y: visiblePoint.y / zoomScale)
            zoomStart = nil
            let scale = zoomScale, limit = clampedScale(scale)
            guard abs(scale - limit) > 1e-9 else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
                return
            }
            // Behaviour source [R] — Scrolling
            //   Rule: A pinch past the zoom limits (with `bouncesZoom`) goes past them with the
            //     scroll rubber band applied to the ratio, at most twice the maximum or half the
            //     minimum; released there, the view zooms back in 0.3 s
            //   Value: ×2 / ÷2, 0.3 s
            //   Source: Our extension of the (published) scroll rubber band to scale; the return
            //     time is ours.
            //   Also: docs/scroll-views.md
            // Released past a limit: back to it around the fingers' point, then the end [R: 0.3 s].
            UIView.animate(withDuration: 0.3, animations: { self.applyZoom(limit, to: view, keeping: anchor, at: visiblePoint) }) { _ in
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.zoomScale)
            }
        default:
            break
        }
    }

    /// The scale a pinch gives: within the limits as asked; past them, with `bouncesZoom`, a
    /// rubber band (at most twice the maximum, half the minimum) [R: the scroll curve applied
    /// to the ratio], else held at the limit.
    func pinchedScale(_ scale: CGFloat) -> CGFloat {
        let limit = clampedScale(scale)
        guard bouncesZoom, scale != limit, limit > 0 else { return limit }
        if scale > limit { return limit * (1 + ScrollPhysics.rubberBand(scale / limit - 1, dimension: 1)) }
        return limit / (1 + ScrollPhysics.rubberBand(limit / scale - 1, dimension: 1))
    }
}
