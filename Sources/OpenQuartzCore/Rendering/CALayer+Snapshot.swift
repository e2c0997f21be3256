extension CALayer {
    /// The layer and its sublayers drawn into a new image of its bounds at `scale` pixels per
    /// point, in the layer's own coordinates (its position and transform in its superlayer are
    /// not applied): what UIKit's snapshots show.
    ///
    /// - Parameter usesPresentation: draw what is on screen now (running animations applied)
    ///   rather than the model values.
    func renderedImage(scale: CGFloat, usesPresentation: Bool) -> CGImage? {
        let time = MediaTimeline.now
        let values = usesPresentation ? presentationValues(atMediaTime: time) : core.pointee.model
        let bounds = values.bounds
        let width = Int((bounds.width * scale).rounded()), height = Int((bounds.height * scale).rounded())
        guard width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide else { return nil }
        let buffer = PixelBuffer(width: width, height: height)
        let placement = CATransform3DInvert(LayerGeometry.transformInSuperlayer(values))
        let compositor = LayerCompositor()
        compositor.render(self, into: buffer, deviceTransform: CATransform3DConcat(placement, CATransform3DMakeScale(scale, scale, 1)),
                          scale: scale, atMediaTime: time, background: nil, modelValues: !usesPresentation)
        return Raster.image(buffer)
    }

    /// Draws what ``renderedImage(scale:usesPresentation:)`` would return straight into
    /// `target`, its top left corner at pixel `origin`, over what `target` holds, clipped to
    /// `clip` (pixels) and to the picture's own rectangle, without making the picture first.
    /// Returns false, drawing nothing, when the layer has no pixels at `scale`.
    func render(into target: PixelBuffer, at origin: (x: Int, y: Int), clip: (x0: Int, y0: Int, x1: Int, y1: Int),
                        scale: CGFloat, usesPresentation: Bool) -> Bool {
        let time = MediaTimeline.now
        let values = usesPresentation ? presentationValues(atMediaTime: time) : core.pointee.model
        let bounds = values.bounds
        let width = Int((bounds.width * scale).rounded()), height = Int((bounds.height * scale).rounded())
        guard width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide else { return false }
        let placement = CATransform3DInvert(LayerGeometry.transformInSuperlayer(values))
        let device = CATransform3DConcat(CATransform3DConcat(placement, CATransform3DMakeScale(scale, scale, 1)),
                                         CATransform3DMakeTranslation(CGFloat(origin.x), CGFloat(origin.y), 0))
        let picture = (x0: max(clip.x0, origin.x), y0: max(clip.y0, origin.y),
                       x1: min(clip.x1, origin.x + width), y1: min(clip.y1, origin.y + height))
        LayerCompositor().render(self, into: target, deviceTransform: device, scale: scale, atMediaTime: time,
                                 background: nil, modelValues: !usesPresentation, clipRect: picture)
        return true
    }
}

extension CALayer {
    /// A copy of the layer and its sublayers as they are now — model values and contents, with
    /// no animations, delegates or actions — that looks the same as
    /// ``renderedImage(scale:usesPresentation:)`` with model values when drawn in its place,
    /// without drawing a pixel. `nil` when a picture is needed instead: more than `limit` layers,
    /// a class only the app can copy, a mask or a backdrop anywhere in the tree.
    func frozenReplica(limit: Int) -> CALayer? {
        var budget = limit
        return replica(budget: &budget)
    }

    private func replica(budget: inout Int) -> CALayer? {
        budget -= 1
        guard budget >= 0, mask == nil, backdropBlurRadius == 0,
              let copy = builtInCopy(copying: true), type(of: copy) == type(of: self) else { return nil }
        copy.actions = nil
        for sublayer in internalSublayers {
            guard let child = sublayer.replica(budget: &budget) else { return nil }
            copy.addSublayer(child)
        }
        return copy
    }
}
