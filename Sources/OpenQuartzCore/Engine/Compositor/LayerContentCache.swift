import CCairo

/// Draws what a layer shows besides plain colours — shape paths, gradients, borders — into
/// textures, and keeps them while their inputs are unchanged (so an unchanged layer costs no
/// drawing at all, and an animated `strokeEnd` redraws only its own layer).
@MainActor
final class LayerContentCache {
    /// A drawn texture covering `localRect` of its layer.
    struct Texture {
        let buffer: PixelBuffer
        let localRect: CGRect
    }

    /// Inputs are compared by value (`key`) and by object identity. Both the layer and the
    /// input objects are referenced, not just their addresses: a freed object's address may be
    /// reused by a new one (an animated path allocates a new CGPath every frame).
    private struct Entry {
        weak var owner: CALayer?
        var key: [Double]
        var identity: [AnyObject]
        var texture: Texture?
        var usedInFrame: Int
    }

    @exclusivity(unchecked) private var entries: [ObjectIdentifier: [String: Entry]] = [:]
    @exclusivity(unchecked) private var frame = 0

    init() {}

    /// Forgets textures of layers not drawn in the frame that just ended.
    func endFrame() {
        for (layer, kinds) in entries {
            let kept = kinds.filter { $0.value.usedInFrame == frame }
            entries[layer] = kept.isEmpty ? nil : kept
        }
        frame += 1
    }

    /// The cached texture for `kind` of `layer`, redrawn by `draw` when `key` or `identity` changed.
    private func texture(for layer: CALayer, kind: String, key: [Double], identity: [AnyObject],
                         draw: () -> Texture?) -> Texture? {
        let id = ObjectIdentifier(layer)
        if var entry = entries[id]?[kind], entry.owner === layer, entry.key == key,
           entry.identity.count == identity.count, zip(entry.identity, identity).allSatisfy({ $0 === $1 }) {
            entry.usedInFrame = frame
            entries[id]?[kind] = entry
            return entry.texture
        }
        let texture = draw()
        entries[id, default: [:]][kind] = Entry(owner: layer, key: key, identity: identity, texture: texture, usedInFrame: frame)
        return texture
    }

    // MARK: Shapes

    /// The shape layer's fill and (trimmed) stroke, drawn at `scale` pixels per point.
    func shape(of layer: CAShapeLayer, values v: LayerValues, path: CGPath?, scale: CGFloat) -> Texture? {
        guard let path, !path.isEmpty else { return nil }
        let key: [Double] = [Double(scale), Double(v.lineWidth), Double(v.strokeStart), Double(v.strokeEnd), Double(v.miterLimit),
                             Double(v.lineDashPhase), Double(layer.contentVersion)]
            + components(v.fillColor) + components(v.strokeColor)
        return texture(for: layer, kind: "shape", key: key, identity: [path]) {
            let strokes = v.strokeColor != nil && v.lineWidth > 0 && v.strokeEnd > v.strokeStart
            let bounds = path.boundingBoxOfPath
            guard !bounds.isNull else { return nil }
            let outset = strokes ? v.lineWidth / 2 * max(1, layer.lineJoin == .miter ? v.miterLimit : 1) + 2 : 2
            let localRect = bounds.insetBy(dx: -outset, dy: -outset).integral
            guard let (buffer, context) = makeContext(localRect, scale: scale) else { return nil }
            if let fill = v.fillColor {
                context.setFillColor(ColorValues.color(fill))
                context.addPath(path)
                context.fillPath(using: layer.fillRule == .evenOdd ? .evenOdd : .winding)
            }
            if strokes, let stroke = v.strokeColor {
                let trimmed = (v.strokeStart <= 0 && v.strokeEnd >= 1) ? path : PathTrimming.trim(path, from: v.strokeStart, to: v.strokeEnd)
                context.setStrokeColor(ColorValues.color(stroke))
                context.setLineWidth(v.lineWidth)
                context.setMiterLimit(v.miterLimit)
                context.setLineCap(layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt)
                context.setLineJoin(layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter)
                if let dashes = layer.lineDashPattern, !dashes.isEmpty {
                    context.setLineDash(phase: v.lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
                }
                context.addPath(trimmed)
                context.strokePath()
            }
            context.flush()
            return Texture(buffer: buffer, localRect: localRect)
        }
    }

    // MARK: Gradients

    /// The gradient layer's fill over its bounds.
    func gradient(of layer: CAGradientLayer, values v: LayerValues, objects: LayerObjects, scale: CGFloat) -> Texture? {
        let colors = (objects.colors ?? []).compactMap { ($0 as? CGColor).map(ColorValues.components) }
        guard !colors.isEmpty, v.bounds.width > 0, v.bounds.height > 0 else { return nil }
        let locations = objects.locations.map { $0.map(\.doubleValue) }
        var key: [Double] = [Double(scale), Double(v.bounds.width), Double(v.bounds.height), Double(v.startPoint.x), Double(v.startPoint.y),
                             Double(v.endPoint.x), Double(v.endPoint.y), Double(layer.contentVersion)]
        key += colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] } + (locations ?? [-1])
        return texture(for: layer, kind: "gradient", key: key, identity: []) {
            let localRect = CGRect(origin: v.bounds.origin, size: v.bounds.size)
            guard let (buffer, context) = makeContext(localRect, scale: scale) else { return nil }
            GradientPainter.paint(type: layer.type, colors: colors, locations: locations, start: v.startPoint, end: v.endPoint,
                                  bounds: v.bounds, context: context)
            return Texture(buffer: buffer, localRect: localRect)
        }
    }

    // MARK: Borders

    /// The border ring (inside the bounds, following the rounded corners).
    func border(of layer: CALayer, values v: LayerValues, radii: [CGFloat], scale: CGFloat) -> Texture? {
        guard v.borderWidth > 0, let color = v.borderColor, color.alpha > 0 else { return nil }
        let key: [Double] = [Double(scale), Double(v.bounds.width), Double(v.bounds.height), Double(v.borderWidth)]
            + radii.map(Double.init) + components(color)
        return texture(for: layer, kind: "border", key: key, identity: []) {
            let localRect = v.bounds
            guard let (buffer, context) = makeContext(localRect, scale: scale) else { return nil }
            let outer = RoundedRectPath.path(localRect, radii: radii)
            let inset = localRect.insetBy(dx: v.borderWidth, dy: v.borderWidth)
            context.setFillColor(ColorValues.color(color))
            context.addPath(outer)
            if inset.width > 0, inset.height > 0 {
                context.addPath(RoundedRectPath.path(inset, radii: radii.map { max(0, $0 - v.borderWidth) }))
            }
            context.fillPath(using: .evenOdd)
            context.flush()
            return Texture(buffer: buffer, localRect: localRect)
        }
    }

    // MARK: Private

    private func components(_ color: ColorComponents?) -> [Double] {
        color.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [-1]
    }

    // Behaviour source [R] — Compositor
    //   Rule: Content textures are limited; larger content is not drawn, with one message
    //   Value: 16,384 px a side, 32 Mpx (128 MB)
    //   Source: Engine limit of our renderer.
    /// Content textures are limited to 16,384 pixels a side and 32 million pixels (128 MB);
    /// larger content is not drawn, with one message [R]. Sizes are checked in floating point
    /// first: a layer may be 1e30 points wide.
    private func makeContext(_ localRect: CGRect, scale: CGFloat) -> (PixelBuffer, CGContext)? {
        let pixelWidth = (localRect.width * scale).rounded(.up), pixelHeight = (localRect.height * scale).rounded(.up)
        guard pixelWidth >= 1, pixelHeight >= 1 else { return nil }
        let side = CGFloat(PixelBuffer.maximumSide)
        guard pixelWidth <= side, pixelHeight <= side, pixelWidth * pixelHeight <= 32_000_000 else {
            OpenUIKitDiagnostics.reportOnce(key: "content-texture-too-large", .invalidRendering, "A layer's drawn content (shape, gradient or border) would need \(pixelWidth) x \(pixelHeight) pixels; content larger than \(PixelBuffer.maximumSide) pixels a side or 32 million pixels is not drawn.")
            return nil
        }
        let width = Int(pixelWidth), height = Int(pixelHeight)
        let buffer = PixelBuffer(width: width, height: height)
        let context = Raster.context(over: buffer, scale: scale)
        context.translateBy(x: -localRect.minX, y: -localRect.minY)
        return (buffer, context)
    }
}

/// Rounded rectangles with independent corner radii (min-x/min-y, max-x/min-y, min-x/max-y,
/// max-x/max-y), as paths.
enum RoundedRectPath {
    static func path(_ r: CGRect, radii: [CGFloat]) -> CGPath {
        let limit = min(r.width, r.height) / 2
        let (a, b, c, d) = (min(radii[0], limit), min(radii[1], limit), min(radii[2], limit), min(radii[3], limit))
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.minX + a, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - b, y: r.minY))
        if b > 0 { path.addArc(center: CGPoint(x: r.maxX - b, y: r.minY + b), radius: b, startAngle: -.pi / 2, endAngle: 0, clockwise: false) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - d))
        if d > 0 { path.addArc(center: CGPoint(x: r.maxX - d, y: r.maxY - d), radius: d, startAngle: 0, endAngle: .pi / 2, clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX + c, y: r.maxY))
        if c > 0 { path.addArc(center: CGPoint(x: r.minX + c, y: r.maxY - c), radius: c, startAngle: .pi / 2, endAngle: .pi, clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + a))
        if a > 0 { path.addArc(center: CGPoint(x: r.minX + a, y: r.minY + a), radius: a, startAngle: .pi, endAngle: 1.5 * .pi, clockwise: false) }
        path.closeSubpath()
        return path
    }
}
