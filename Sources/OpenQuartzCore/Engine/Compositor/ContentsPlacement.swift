/// Where a layer's `contents` image goes in its bounds (`contentsGravity`, `contentsRect`,
/// `contentsScale`, `contentsCenter`) and drawing it.
@MainActor
enum ContentsPlacement {
    struct Placement {
        /// The rectangle covered, in the layer's coordinates.
        var rect: CGRect
        /// The part of the image shown, in image pixels.
        var texels: CGRect
    }

    static func placement(_ image: CGImage, layer: CALayer, values v: LayerValues) -> Placement {
        let size = CGSize(width: image.width, height: image.height)
        let cr = v.contentsRect
        let texels = CGRect(x: cr.minX * size.width, y: cr.minY * size.height, width: cr.width * size.width, height: cr.height * size.height)
        let scale = max(layer.contentsScale, 0.0001)
        let natural = CGSize(width: texels.width / scale, height: texels.height / scale)
        let b = v.bounds
        func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: natural.width, height: natural.height) }
        let rect: CGRect
        switch layer.contentsGravity {
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / max(natural.width, 0.0001), sy = b.height / max(natural.height, 0.0001)
            let s = layer.contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s, h = natural.height * s
            rect = CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center: rect = at(b.midX - natural.width / 2, b.midY - natural.height / 2)
        // Core Animation's top and bottom are defined for macOS's y-up layers; on iOS (y down)
        // `.top` puts the content at the bottom and `.bottom` at the top, as here.
        case .top: rect = at(b.midX - natural.width / 2, b.maxY - natural.height)
        case .bottom: rect = at(b.midX - natural.width / 2, b.minY)
        case .left: rect = at(b.minX, b.midY - natural.height / 2)
        case .right: rect = at(b.maxX - natural.width, b.midY - natural.height / 2)
        case .topLeft: rect = at(b.minX, b.maxY - natural.height)
        case .topRight: rect = at(b.maxX - natural.width, b.maxY - natural.height)
        case .bottomLeft: rect = at(b.minX, b.minY)
        case .bottomRight: rect = at(b.maxX - natural.width, b.minY)
        default: rect = b
        }
        return Placement(rect: rect, texels: texels)
    }

    static func draw(_ image: CGImage, layer: CALayer, values v: LayerValues, transform: CATransform3D,
                             opacity: Double, clip: ClipState, into target: PixelBuffer) {
        let placement = placement(image, layer: layer, values: v)
        guard placement.rect.width > 0, placement.rect.height > 0, placement.texels.width > 0, placement.texels.height > 0 else { return }
        let bilinear = layer.magnificationFilter != .nearest && image.shouldInterpolate
        let opaque = Raster.isOpaque(image)
        let center = v.contentsCenter
        if layer.contentsGravity == .resize, center != CGRect(x: 0, y: 0, width: 1, height: 1) {
            drawNineSlice(image, placement: placement, center: center, scale: max(layer.contentsScale, 0.0001),
                          transform: transform, bilinear: bilinear, opaque: opaque, opacity: opacity, clip: clip, into: target)
            return
        }
        drawSlice(image, local: placement.rect, texels: placement.texels, transform: transform, bilinear: bilinear,
                  opaque: opaque, opacity: opacity, clip: clip, into: target)
    }

    /// One rectangle of the image onto one rectangle of the layer; untransformed 1:1 copies blit.
    private static func drawSlice(_ image: CGImage, local: CGRect, texels: CGRect, transform: CATransform3D, bilinear: Bool,
                                  opaque: Bool, opacity: Double, clip: ClipState, into target: PixelBuffer) {
        let toTexel = CGAffineTransform(a: texels.width / local.width, b: 0, c: 0, d: texels.height / local.height,
                                        tx: 0, ty: 0).concatenating(CGAffineTransform(translationX: texels.minX, y: texels.minY))
        // Texels that land on device pixels one to one, at whole-pixel offsets, are copied.
        let plane = Homography(planeOf: transform)
        if texels.origin == .zero, texels.width == CGFloat(image.width), texels.height == CGFloat(image.height) {
            let texelToLocal = toTexel.inverted().concatenating(CGAffineTransform(translationX: local.minX, y: local.minY))
            if let offset = Homography(affine: texelToLocal).then(plane).integerTranslation {
                QuadRasterizer.blit(Raster.pixels(of: image), at: offset, opaque: opaque, opacity: opacity, clip: clip, into: target)
                return
            }
        }
        QuadRasterizer.draw(rect: local, transform: transform, source: .texture(Raster.pixels(of: image), localToTexel: CGAffineTransform(translationX: -local.minX, y: -local.minY).concatenating(toTexel), bilinear: bilinear, opaque: opaque),
                            opacity: opacity, clip: clip, into: target)
    }

    /// `contentsCenter`: the corners keep their size, the edges stretch one way, the centre both.
    private static func drawNineSlice(_ image: CGImage, placement: Placement, center: CGRect, scale: CGFloat, transform: CATransform3D,
                                      bilinear: Bool, opaque: Bool, opacity: Double, clip: ClipState, into target: PixelBuffer) {
        let t = placement.texels, r = placement.rect
        let tx = [t.minX, t.minX + center.minX * t.width, t.minX + center.maxX * t.width, t.maxX]
        let ty = [t.minY, t.minY + center.minY * t.height, t.minY + center.maxY * t.height, t.maxY]
        let left = (tx[1] - tx[0]) / scale, right = (tx[3] - tx[2]) / scale
        let top = (ty[1] - ty[0]) / scale, bottom = (ty[3] - ty[2]) / scale
        let fitX = min(1, r.width / max(left + right, 0.0001)), fitY = min(1, r.height / max(top + bottom, 0.0001))
        let lx = [r.minX, r.minX + left * fitX, r.maxX - right * fitX, r.maxX]
        let ly = [r.minY, r.minY + top * fitY, r.maxY - bottom * fitY, r.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let local = CGRect(x: lx[column], y: ly[row], width: lx[column + 1] - lx[column], height: ly[row + 1] - ly[row])
                let texels = CGRect(x: tx[column], y: ty[row], width: tx[column + 1] - tx[column], height: ty[row + 1] - ty[row])
                guard local.width > 0, local.height > 0, texels.width > 0, texels.height > 0 else { continue }
                drawSlice(image, local: local, texels: texels, transform: transform, bilinear: bilinear, opaque: opaque,
                          opacity: opacity, clip: clip, into: target)
            }
        }
    }
}
