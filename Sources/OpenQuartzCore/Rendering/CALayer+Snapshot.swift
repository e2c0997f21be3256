extension CALayer {
    /// The layer and its sublayers drawn into a new image of its bounds at `scale` pixels per
    /// point, in the layer's own coordinates (its position and transform in its superlayer are
    /// not applied): what UIKit's snapshots show.
    ///
    /// - Parameter usesPresentation: draw what is on screen now (running animations applied)
    ///   rather than the model values.
    package func renderedImage(scale: CGFloat, usesPresentation: Bool) -> CGImage? {
        let time = MediaClock.shared.now
        let values = usesPresentation ? presentationValues(atMediaTime: time) : core.pointee.model
        let bounds = values.bounds
        let width = Int((bounds.width * scale).rounded()), height = Int((bounds.height * scale).rounded())
        guard width > 0, height > 0, width <= PixelBuffer.maximumSide, height <= PixelBuffer.maximumSide else { return nil }
        let buffer = PixelBuffer(width: width, height: height)
        let placement = CATransform3DInvert(LayerGeometry.transformInSuperlayer(values))
        let compositor = LayerCompositor()
        compositor.render(self, into: buffer, deviceTransform: CATransform3DConcat(placement, CATransform3DMakeScale(scale, scale, 1)),
                          scale: scale, atMediaTime: time, background: nil, modelValues: !usesPresentation)
        return CGImage(pixels: buffer)
    }
}
