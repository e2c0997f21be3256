/// A replicator layer's copies: its sublayers drawn once per instance, each copy with one more
/// step of `instanceTransform` (about the layer's centre), its animations `instanceDelay` later
/// per copy, and its colours multiplied by the copy's colour.
extension LayerCompositor {
    func drawInstances(of replicator: CAReplicatorLayer, values v: LayerValues, full: CATransform3D, state: DrawState) {
        let count = replicator.instanceCount
        guard count > 0 else { return }
        let order = LayerGeometry.renderOrder(replicator.internalSublayers)
        let delay = replicator.instanceDelay
        let shiftsTime = !usesModelValues && delay != 0 && count > 1
        defer {
            // Back to the frame's time, for whoever reads the presentation after the frame.
            if shiftsTime { for sublayer in order { PresentationTree.update(sublayer, atMediaTime: frameTime) } }
        }
        for index in 0..<count {
            if shiftsTime { for sublayer in order { PresentationTree.update(sublayer, atMediaTime: frameTime - delay * Double(index)) } }
            let instanceFull = CATransform3DConcat(replicator.transform(ofInstance: index, bounds: v.bounds), full)
            let color = replicator.color(ofInstance: index)
            guard color.alpha > 0.001 else { continue }
            if color.red >= 1, color.green >= 1, color.blue >= 1 {
                // Only alpha: the copy's layers drawn at that much more transparency.
                var tinted = state
                tinted.opacity *= color.alpha
                for sublayer in order {
                    drawLayer(sublayer, parentTransform: instanceFull, parentValues: v, flattenIntoParent: true, state: tinted)
                }
            } else {
                drawTinted(order, color: color, parentTransform: instanceFull, parentValues: v, state: state)
            }
        }
    }

    /// Draws `layers` offscreen, multiplies every pixel by `color`, and puts the result on the target.
    private func drawTinted(_ layers: [CALayer], color: ColorComponents, parentTransform: CATransform3D, parentValues: LayerValues,
                            state: DrawState) {
        var extent = CGRect.null
        for layer in layers { extent = extent.union(subtreeBounds(layer, parentTransform: parentTransform, parentValues: parentValues, flatten: true)) }
        let area = intersect(integral(extent), state.clip.rect)
        guard area.x0 < area.x1, area.y0 < area.y1 else { return }
        let offscreen = pool.take(width: state.target.width, height: state.target.height, clear: area)
        defer { pool.recycle(offscreen) }
        let offscreenState = DrawState(target: offscreen, clip: ClipState(rect: area, mask: nil), opacity: 1)
        for layer in layers {
            drawLayer(layer, parentTransform: parentTransform, parentValues: parentValues, flattenIntoParent: true, state: offscreenState)
        }
        Compositing.multiply(offscreen, byColor: color, area)
        var clip = state.clip
        clip.rect = intersect(clip.rect, area)
        QuadRasterizer.blit(offscreen, at: (0, 0), opaque: false, opacity: state.opacity, clip: clip, into: state.target)
    }
}

extension Compositing {
    /// Multiplies the premultiplied pixels of `buffer` inside `r` by `color` (each channel, and
    /// alpha, which scales the colour channels too).
    static func multiply(_ buffer: PixelBuffer, byColor color: ColorComponents, _ r: Rect) {
        guard r.x0 < r.x1, r.y0 < r.y1 else { return }
        let a = min(max(color.alpha, 0), 1)
        // Cairo's ARGB32 as a 32-bit word: alpha in the top byte, then red, green, blue.
        let factors = (red: UInt32((min(max(color.red, 0), 1) * a * 256).rounded()), green: UInt32((min(max(color.green, 0), 1) * a * 256).rounded()),
                       blue: UInt32((min(max(color.blue, 0), 1) * a * 256).rounded()), alpha: UInt32((a * 256).rounded()))
        let stride = buffer.bytesPerRow / 4
        let pixels = buffer.data.assumingMemoryBound(to: UInt32.self)
        for y in r.y0..<r.y1 {
            let row = pixels + y * stride
            for x in r.x0..<r.x1 {
                let p = row[x]
                guard p != 0 else { continue }
                let alpha = ((p >> 24) * factors.alpha) >> 8, red = (((p >> 16) & 0xFF) * factors.red) >> 8
                let green = (((p >> 8) & 0xFF) * factors.green) >> 8, blue = ((p & 0xFF) * factors.blue) >> 8
                row[x] = (alpha << 24) | (red << 16) | (green << 8) | blue
            }
        }
    }
}
