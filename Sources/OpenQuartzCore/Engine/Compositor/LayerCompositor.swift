/// Turns a layer tree at one time into pixels, as Core Animation's render server does.
///
/// Per layer, in Core Animation's order: shadow, background, contents (images, backing stores,
/// shape and gradient drawings), sublayers (clipped by `masksToBounds`, sorted by `zPosition`, or
/// depth-sorted inside a `CATransformLayer`), border. Each sublayer's transform is flattened into
/// its parent's plane except inside a transform layer; every layer plane reaches the device
/// through one homography, so perspective is exact. Group opacity, masks and content shadows
/// render the subtree offscreen first.
@MainActor
final class LayerCompositor {
    /// Whether work hidden under opaque layers is skipped (layers wholly covered, copies under an
    /// opaque quad). The picture is the same either way; tests compare both.
    @exclusivity(unchecked) var cullsOccludedWork = true

    let contentCache = LayerContentCache()
    let pool = BufferPool()
    /// Pixels per point for drawn content (shapes, gradients, borders).
    @exclusivity(unchecked) private var contentScale: CGFloat = 1
    /// Read model values instead of presentation values (`CALayer.render(in:)`).
    @exclusivity(unchecked) var usesModelValues = false
    /// The media time of the frame being drawn.
    @exclusivity(unchecked) var frameTime: CFTimeInterval = 0
    /// Emitter cells' images tinted by their colours (LayerCompositor+Emitter.swift).
    var particleTextures: [ParticleTextureKey: PixelBuffer] = [:]

    init() {}

    struct DrawState {
        var target: PixelBuffer
        var clip: ClipState
        var opacity: Double
    }

    /// Renders `root` (placed as if its superlayer were the screen) into `target`.
    ///
    /// - Parameters:
    ///   - deviceTransform: points to pixels (a scale, or a drawing context's transform).
    ///   - time: the media time whose presentation values are drawn (ignored with `modelValues`).
    ///   - background: what the frame is cleared to (`nil`: left as is).
    func render(_ root: CALayer, into target: PixelBuffer, deviceTransform: CATransform3D, scale: CGFloat,
                        atMediaTime time: CFTimeInterval, background: ColorComponents?, modelValues: Bool = false,
                        clipRect: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        usesModelValues = modelValues
        frameTime = time
        contentScale = scale
        if !modelValues { PresentationTree.update(root, atMediaTime: time) }
        var bounds = (x0: 0, y0: 0, x1: target.width, y1: target.height)
        if let clipRect {
            bounds = (max(0, clipRect.x0), max(0, clipRect.y0), min(target.width, clipRect.x1), min(target.height, clipRect.y1))
            guard bounds.x0 < bounds.x1, bounds.y0 < bounds.y1 else { return }
        }
        let clip = ClipState(rect: bounds, mask: nil)
        // Nothing needs clearing when an opaque layer will cover the whole frame anyway.
        if let background, !(cullsOccludedWork && rootIsCovered(root, device: deviceTransform, clip: clip.rect)) {
            target.fill(PixelBuffer.pixel(red: background.red * background.alpha, green: background.green * background.alpha,
                                          blue: background.blue * background.alpha, alpha: background.alpha))
        }
        drawLayer(root, parentTransform: deviceTransform, parentValues: nil, flattenIntoParent: true,
                  state: DrawState(target: target, clip: clip, opacity: 1))
        contentCache.endFrame()
    }

    // MARK: Layers

    func values(of layer: CALayer) -> LayerValues {
        usesModelValues ? layer.core.pointee.model : layer.core.pointee.presentation
    }

    private func objects(of layer: CALayer) -> LayerObjects {
        usesModelValues ? layer.objects : layer.renderObjects
    }

    /// The transform from `layer`'s space to the device.
    private func deviceTransform(_ v: LayerValues, parentTransform: CATransform3D, parentValues: LayerValues?, flatten: Bool) -> CATransform3D {
        var local = LayerGeometry.transformToSuperlayer(v, superlayer: parentValues)
        if flatten {
            // Drop the z the layer has in its parent's space: the parent's plane flattens it.
            local.m13 = 0; local.m23 = 0; local.m33 = 0; local.m43 = 0
        }
        return CATransform3DConcat(local, parentTransform)
    }

    func drawLayer(_ layer: CALayer, parentTransform: CATransform3D, parentValues: LayerValues?,
                           flattenIntoParent: Bool, state: DrawState) {
        let v = values(of: layer)
        guard !v.isHidden, v.opacity > 0.001, state.opacity > 0.001 else { return }
        let full = deviceTransform(v, parentTransform: parentTransform, parentValues: parentValues, flatten: flattenIntoParent)
        let plane = Homography(planeOf: full)
        if !v.isDoubleSided, isFacingAway(plane, v.bounds) { return }

        let isTransformLayer = layer is CATransformLayer
        let objects = objects(of: layer)
        let hasShadow = !isTransformLayer && v.shadowOpacity > 0 && (v.shadowColor?.alpha ?? 0) > 0
        // Group opacity only matters when something is drawn on top of the layer's own content;
        // invisible sublayers must not change the picture (not even by rounding).
        let groupsOpacity = !isTransformLayer && v.opacity < 0.999 && layer.allowsGroupOpacity
            && layer.internalSublayers.contains { sublayer in
                let sublayerValues = values(of: sublayer)
                return !sublayerValues.isHidden && sublayerValues.opacity > 0.001
            }
        let needsGroup = groupsOpacity || layer.mask != nil || (hasShadow && objects.shadowPath == nil)

        guard needsGroup else {
            if hasShadow, let shadowPath = objects.shadowPath {
                drawShadow(of: .path(shadowPath), layer: layer, values: v, full: full, parentTransform: parentTransform, state: state, opacity: state.opacity * Double(v.opacity))
            }
            var inner = state
            inner.opacity = state.opacity * Double(v.opacity)
            drawContentAndSublayers(layer, values: v, objects: objects, full: full, state: inner)
            return
        }

        // Offscreen: the layer and its sublayers as one picture. A mask cuts everything the
        // layer draws, its shadow included (as on iOS), so then only the mask's extent matters.
        let opacity = state.opacity * Double(v.opacity)
        let extent = layer.mask.map { subtreeBounds($0, parentTransform: full, parentValues: v, flatten: true) }
            ?? subtreeBounds(layer, parentTransform: parentTransform, parentValues: parentValues, flatten: flattenIntoParent)
        let area = intersect(integral(extent), state.clip.rect)
        guard area.x0 < area.x1, area.y0 < area.y1 else {
            // Nothing of the layer itself shows, but a shadowPath shadow may.
            if hasShadow, layer.mask == nil, let shadowPath = objects.shadowPath {
                drawShadow(of: .path(shadowPath), layer: layer, values: v, full: full, parentTransform: parentTransform, state: state, opacity: opacity)
            }
            return
        }
        let offscreen = pool.take(width: state.target.width, height: state.target.height, clear: area)
        defer { pool.recycle(offscreen) }
        let offscreenState = DrawState(target: offscreen, clip: ClipState(rect: area, mask: nil), opacity: 1)
        if hasShadow, layer.mask != nil, let shadowPath = objects.shadowPath {
            drawShadow(of: .path(shadowPath), layer: layer, values: v, full: full, parentTransform: parentTransform, state: offscreenState, opacity: 1)
        }
        drawContentAndSublayers(layer, values: v, objects: objects, full: full, state: offscreenState)
        if let mask = layer.mask {
            let maskBuffer = pool.take(width: state.target.width, height: state.target.height, clear: area)
            drawLayer(mask, parentTransform: full, parentValues: v, flattenIntoParent: true,
                      state: DrawState(target: maskBuffer, clip: ClipState(rect: area, mask: nil), opacity: 1))
            Compositing.multiply(offscreen, byAlphaOf: maskBuffer, area)
            pool.recycle(maskBuffer)
        }
        if hasShadow, layer.mask == nil || objects.shadowPath == nil {
            // Without a path the shadow follows the (masked) alpha of the picture.
            let source: ShadowSource = objects.shadowPath.map { .path($0) } ?? .alpha(offscreen, area)
            drawShadow(of: source, layer: layer, values: v, full: full, parentTransform: parentTransform, state: state, opacity: opacity)
        }
        var clip = state.clip
        clip.rect = intersect(clip.rect, area)
        QuadRasterizer.blit(offscreen, at: (0, 0), opaque: false, opacity: opacity, clip: clip, into: state.target)
    }

    private func drawContentAndSublayers(_ layer: CALayer, values v: LayerValues, objects: LayerObjects,
                                         full: CATransform3D, state: DrawState) {
        let isTransformLayer = layer is CATransformLayer
        let radii = layer.cornerRadiiByCorner ?? cornerRadii(v, layer.maskedCorners)
        // Skip what an opaque sublayer covers completely (the layer's own content included).
        let replicator = layer as? CAReplicatorLayer
        let firstVisible = isTransformLayer || replicator != nil || v.masksToBounds || !cullsOccludedWork ? 0 : coveringSublayerIndex(layer, values: v, full: full, clip: state.clip)
        // masksToBounds cuts the layer's contents and its sublayers (not its background, border
        // or shadow, which are inside the bounds or outside the clip by design).
        var inner: DrawState? = state
        let hasContents = objects.contents != nil || layer is CAShapeLayer || layer is CAGradientLayer
        if v.masksToBounds && !isTransformLayer && (hasContents || !layer.internalSublayers.isEmpty) {
            inner = clip(state.clip, to: v.bounds, transform: full, radii: radii, target: state.target).map { clipped in
                var clippedState = state
                clippedState.clip = clipped
                return clippedState
            }
        }
        if !isTransformLayer, firstVisible == 0 {
            if v.backdropBlurRadius > 0 { drawBackdrop(v, full: full, radii: radii, state: state) }
            if let background = v.backgroundColor, background.alpha > 0 {
                QuadRasterizer.draw(rect: v.bounds, transform: full, source: .solid(background), cornerRadii: radii,
                                    opacity: state.opacity, clip: state.clip, into: state.target)
            }
            if let inner {
                drawContents(layer, values: v, objects: objects, radii: radii, full: full, state: inner)
            }
        }
        if let inner, let emitter = layer as? CAEmitterLayer { drawParticles(of: emitter, full: full, state: inner) }
        if let inner, let replicator, !layer.internalSublayers.isEmpty {
            drawInstances(of: replicator, values: v, full: full, state: inner)
        } else if let inner, !layer.internalSublayers.isEmpty {
            let order = isTransformLayer ? depthSorted(layer.internalSublayers, parentValues: v) : LayerGeometry.renderOrder(layer.internalSublayers)
            let visible = Array(order.dropFirst(firstVisible))
            // Copies beneath the topmost opaque image quad may skip what it will overwrite.
            let occluding = isTransformLayer || !cullsOccludedWork ? nil : topmostOccluder(visible, parentTransform: full, parentValues: v, state: inner)
            for (index, sublayer) in visible.enumerated() {
                var sublayerState = inner
                if let occluding, index < occluding.index { sublayerState.clip.occluder = occluding.edges }
                drawLayer(sublayer, parentTransform: full, parentValues: v, flattenIntoParent: !isTransformLayer, state: sublayerState)
            }
        }
        if !isTransformLayer { drawBorder(layer, v, radii, full, state) }
    }

    /// The layer's own picture: contents image, shape or gradient.
    private func drawContents(_ layer: CALayer, values v: LayerValues, objects: LayerObjects, radii: [CGFloat],
                              full: CATransform3D, state: DrawState) {
        if let image = objects.contents as? CGImage {
            ContentsPlacement.draw(image, layer: layer, values: v, transform: full, opacity: state.opacity,
                                   clip: state.clip, into: state.target)
        }
        if let shape = layer as? CAShapeLayer,
           let texture = contentCache.shape(of: shape, values: v, path: objects.path, scale: contentScale) {
            drawTexture(texture, transform: full, radii: [0, 0, 0, 0], state: state)
        }
        if let gradient = layer as? CAGradientLayer,
           let texture = contentCache.gradient(of: gradient, values: v, objects: objects, scale: contentScale) {
            drawTexture(texture, transform: full, radii: radii, state: state)
        }
    }

    private func drawBorder(_ layer: CALayer, _ v: LayerValues, _ radii: [CGFloat], _ full: CATransform3D, _ state: DrawState) {
        guard let texture = contentCache.border(of: layer, values: v, radii: radii, scale: contentScale) else { return }
        drawTexture(texture, transform: full, radii: [0, 0, 0, 0], state: state)
    }

    private func drawTexture(_ texture: LayerContentCache.Texture, transform: CATransform3D, radii: [CGFloat], state: DrawState) {
        let rect = texture.localRect
        // Layer coordinates → texture pixels (the texture starts at the rect's origin).
        let toTexel = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(CGAffineTransform(scaleX: CGFloat(texture.buffer.width) / rect.width, y: CGFloat(texture.buffer.height) / rect.height))
        QuadRasterizer.draw(rect: rect, transform: transform, source: .texture(texture.buffer, localToTexel: toTexel, bilinear: true, opaque: false),
                            cornerRadii: radii, opacity: state.opacity, clip: state.clip, into: state.target)
    }

    /// Blurs what is already drawn behind the layer, inside its rounded quad (backdrop layers).
    private func drawBackdrop(_ v: LayerValues, full: CATransform3D, radii: [CGFloat], state: DrawState) {
        guard let quad = clip(state.clip, to: v.bounds, transform: full, radii: radii, target: state.target) else { return }
        // The radius is in the layer's points; measure a point at the layer's centre.
        let plane = Homography(planeOf: full)
        let centre = plane.apply(Double(v.bounds.midX), Double(v.bounds.midY))
        let step = plane.apply(Double(v.bounds.midX) + 1, Double(v.bounds.midY))
        let pixelsPerPoint = hypot(step.0 / step.2 - centre.0 / centre.2, step.1 / step.2 - centre.1 / centre.2)
        BackdropBlur.apply(sigma: Double(v.backdropBlurRadius) * pixelsPerPoint, clip: quad, target: state.target,
                           opacity: state.opacity, pool: pool)
    }

    // MARK: Occlusion

    /// The index (in drawing order) of the last sublayer that paints every pixel of the clip
    /// opaquely — nothing drawn before it can show — or 0.
    private func coveringSublayerIndex(_ layer: CALayer, values v: LayerValues, full: CATransform3D, clip: ClipState) -> Int {
        guard clip.mask == nil, layer.internalSublayers.count > 0 else { return 0 }
        let order = LayerGeometry.renderOrder(layer.internalSublayers)
        for index in stride(from: order.count - 1, through: 0, by: -1) {
            let child = order[index]
            if covers(child, parentTransform: full, parentValues: v, clip: clip.rect) { return index }
        }
        return 0
    }

    /// Whether `layer` alone paints every pixel of `clip` with opaque content: an opaque image
    /// filling its bounds, or an opaque square background, under a transform that only scales
    /// and translates, at full opacity with nothing drawn offscreen.
    private func covers(_ layer: CALayer, parentTransform: CATransform3D, parentValues: LayerValues?, clip: Compositing.Rect) -> Bool {
        let v = values(of: layer)
        guard isDrawnDirectlyAtFullStrength(layer, v), v.shadowOpacity == 0 else { return false }
        let opaqueBackground = (v.backgroundColor?.alpha ?? 0) >= 1 && v.cornerRadius == 0
        guard opaqueBackground || imageFillsBoundsOpaquely(layer, v) else { return false }
        let full = deviceTransform(v, parentTransform: parentTransform, parentValues: parentValues, flatten: true)
        let plane = Homography(planeOf: full)
        // Scale and translation only, not mirrored (a mirrored single-sided layer is culled).
        guard plane.isAffine, abs(plane.m.1) < 1e-12, abs(plane.m.3) < 1e-12, plane.m.0 > 0, plane.m.4 > 0 else { return false }
        let box = project(v.bounds, full)
        return box.minX <= CGFloat(clip.x0) && box.minY <= CGFloat(clip.y0) && box.maxX >= CGFloat(clip.x1) && box.maxY >= CGFloat(clip.y1)
    }

    /// The last of `sublayers` whose content overwrites every pixel well inside its quad (an
    /// opaque image filling its bounds, drawn at full opacity without a mask, shadow or rounded
    /// clip, entirely in front of the viewer), with the quad's inward edges.
    private func topmostOccluder(_ sublayers: [CALayer], parentTransform: CATransform3D, parentValues: LayerValues,
                                 state: DrawState) -> (index: Int, edges: EdgeEquations)? {
        guard state.clip.mask == nil, state.opacity >= 1, sublayers.count > 1 else { return nil }
        for index in stride(from: sublayers.count - 1, through: 1, by: -1) {
            let layer = sublayers[index]
            let v = values(of: layer)
            // One quad (no nine-slice seams), so every pixel well inside it is stored directly.
            guard isDrawnDirectlyAtFullStrength(layer, v), v.shadowOpacity == 0, imageFillsBoundsOpaquely(layer, v),
                  v.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1) else { continue }
            let full = deviceTransform(v, parentTransform: parentTransform, parentValues: parentValues, flatten: true)
            let plane = Homography(planeOf: full)
            if !v.isDoubleSided, isFacingAway(plane, v.bounds) { continue }
            let corners = QuadRasterizer.corners(of: v.bounds)
            var allInFront = true
            for corner in 0..<4 where plane.apply(corners[corner].0, corners[corner].1).2 <= 1e-6 { allInFront = false }
            guard allInFront, let polygon = QuadRasterizer.projectedPolygon(corners, through: plane) else { continue }
            let edges = QuadRasterizer.edgeEquations(polygon)
            guard edges.count == 4 else { continue }
            return (index, edges)
        }
        return nil
    }

    /// Visible at full opacity, without a mask, and not a transform layer: what it paints lands
    /// in its target as drawn.
    private func isDrawnDirectlyAtFullStrength(_ layer: CALayer, _ v: LayerValues) -> Bool {
        !v.isHidden && v.opacity >= 1 && layer.mask == nil && !(layer is CATransformLayer)
    }

    /// Whether the contents image is opaque and stretched over the whole bounds, unclipped by
    /// rounded corners.
    private func imageFillsBoundsOpaquely(_ layer: CALayer, _ v: LayerValues) -> Bool {
        guard let image = objects(of: layer).contents as? CGImage else { return false }
        return Raster.isOpaque(image) && layer.contentsGravity == .resize && v.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1)
            && !(v.masksToBounds && v.cornerRadius > 0)
    }

    private func rootIsCovered(_ root: CALayer, device: CATransform3D, clip: Compositing.Rect) -> Bool {
        if covers(root, parentTransform: device, parentValues: nil, clip: clip) { return true }
        let v = values(of: root)
        guard isDrawnDirectlyAtFullStrength(root, v) else { return false }
        let full = deviceTransform(v, parentTransform: device, parentValues: nil, flatten: true)
        return root.internalSublayers.contains { covers($0, parentTransform: full, parentValues: v, clip: clip) }
    }

    // MARK: Clipping

    /// The clip for sublayers of a `masksToBounds` layer; `nil` when nothing remains visible.
    private func clip(_ clip: ClipState, to rect: CGRect, transform: CATransform3D, radii: [CGFloat], target: PixelBuffer) -> ClipState? {
        let plane = Homography(planeOf: transform)
        guard let polygon = QuadRasterizer.projectedPolygon(QuadRasterizer.corners(of: rect), through: plane) else { return nil }
        let box = PathTracing.boundingBox(of: polygon)
        // Axis-aligned, pixel-aligned rectangles clip by rectangle (exact and free).
        if radii.allSatisfy({ $0 == 0 }), plane.isAffine, plane.m.1 == 0, plane.m.3 == 0,
           [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ abs($0 - $0.rounded()) < 1e-6 }) {
            var result = clip
            result.rect = intersect(clip.rect, (Compositing.pixel(box.minX.rounded()), Compositing.pixel(box.minY.rounded()),
                                                Compositing.pixel(box.maxX.rounded()), Compositing.pixel(box.maxY.rounded())))
            return result.rect.x0 < result.rect.x1 && result.rect.y0 < result.rect.y1 ? result : nil
        }
        // Otherwise rasterize the (rounded) quad's coverage, already multiplied by any outer mask.
        let area = intersect(integral(box), clip.rect)
        guard area.x0 < area.x1, area.y0 < area.y1 else { return nil }
        let scratch = pool.take(width: target.width, height: target.height, clear: area)
        defer { pool.recycle(scratch) }
        QuadRasterizer.draw(rect: rect, transform: transform, source: .solid(ColorComponents(red: 1, green: 1, blue: 1, alpha: 1)),
                            cornerRadii: radii, opacity: 1, clip: ClipState(rect: area, mask: clip.mask), into: scratch)
        return ClipState(rect: area, mask: Compositing.alphaMask(of: scratch, area))
    }

    // MARK: Shadows

    private enum ShadowSource {
        case path(CGPath)
        case alpha(PixelBuffer, Compositing.Rect)
    }

    private func drawShadow(of source: ShadowSource, layer: CALayer, values v: LayerValues, full: CATransform3D,
                            parentTransform: CATransform3D, state: DrawState, opacity: Double) {
        guard let color = v.shadowColor else { return }
        // The offset is in the superlayer's space; the blur radius is measured there too.
        let parentPlane = Homography(planeOf: parentTransform)
        func project(_ p: CGPoint) -> CGPoint {
            let h = parentPlane.apply(Double(p.x), Double(p.y))
            return CGPoint(x: h.0 / h.2, y: h.1 / h.2)
        }
        let origin = project(v.position)
        let moved = project(CGPoint(x: v.position.x + v.shadowOffset.width, y: v.position.y + v.shadowOffset.height))
        let unit = project(CGPoint(x: v.position.x + 1, y: v.position.y))
        let pixelsPerUnit = max(hypot(unit.x - origin.x, unit.y - origin.y), 0.0001)
        // Behaviour source [R] — Compositor
        //   Rule: A shadow's blur is capped
        //   Value: σ ≤ 10⁵ px
        //   Source: Past that a shadow is too thin to show; the cap bounds its cost.
        // Past 10⁵ pixels a shadow is spread so thin that it cannot show; the cap keeps the
        // blur's cost (and its margin) bounded for any radius [R].
        let requested = Double(v.shadowRadius * pixelsPerUnit) / 2
        let sigma = requested.isFinite ? min(max(requested, 0), 100_000) : (requested > 0 ? 100_000 : 0)
        let offset = (Double(moved.x - origin.x), Double(moved.y - origin.y))
        let scratch = pool.take(width: state.target.width, height: state.target.height, clear: (0, 0, 0, 0))
        defer { pool.recycle(scratch) }
        // The blur reads `margin` pixels around the shape: all of that must start transparent
        // (pooled buffers hold the previous user's pixels).
        let margin = Int((sigma * 3).rounded(.up)) + 1
        let frameRect: Compositing.Rect = (0, 0, state.target.width, state.target.height)
        func widened(_ r: Compositing.Rect) -> Compositing.Rect {
            intersect((r.x0 - margin, r.y0 - margin, r.x1 + margin, r.y1 + margin), frameRect)
        }
        let blurred: Compositing.Rect
        switch source {
        case .path(let path):
            // One flattening serves both the bounds and the fill.
            let outline = ShadowShapes.outline(of: path, transform: full)
            blurred = widened(intersect(integral(PathTracing.boundingBox(of: outline.flatMap { $0 })), frameRect))
            Compositing.clear(scratch, blurred)
            ShadowShapes.fill(outline, into: scratch)
        case .alpha(let buffer, let area):
            blurred = widened(area)
            Compositing.clear(scratch, blurred)
            QuadRasterizer.blit(buffer, at: (0, 0), opaque: false, opacity: 1, clip: ClipState(rect: area, mask: nil), into: scratch)
        }
        ShadowShapes.blurAndTint(scratch, region: blurred, sigma: sigma,
                                 color: ColorComponents(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * Double(v.shadowOpacity)))
        let dx = Compositing.pixel(offset.0.rounded()), dy = Compositing.pixel(offset.1.rounded())
        var clip = state.clip
        clip.rect = intersect(clip.rect, (blurred.x0 + dx, blurred.y0 + dy, blurred.x1 + dx, blurred.y1 + dy))
        QuadRasterizer.blit(scratch, at: (dx, dy), opaque: false, opacity: opacity, clip: clip, into: state.target)
    }

    // MARK: Geometry helpers

    private func cornerRadii(_ v: LayerValues, _ mask: CACornerMask) -> [CGFloat] {
        let r = max(0, v.cornerRadius)
        guard r > 0 else { return [0, 0, 0, 0] }
        return [mask.contains(.layerMinXMinYCorner) ? r : 0, mask.contains(.layerMaxXMinYCorner) ? r : 0,
                mask.contains(.layerMinXMaxYCorner) ? r : 0, mask.contains(.layerMaxXMaxYCorner) ? r : 0]
    }

    private func isFacingAway(_ plane: Homography, _ bounds: CGRect) -> Bool {
        let (a, b, c, d, e, f, g, h, i) = plane.m
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        let center = plane.apply(Double(bounds.midX), Double(bounds.midY))
        return (determinant < 0) == (center.2 > 0)
    }

    /// Sublayers of a transform layer, farthest first (smallest z of their centre).
    private func depthSorted(_ layers: [CALayer], parentValues: LayerValues) -> [CALayer] {
        // In typed steps: as one chained expression it took the type checker about 6 s.
        var keyed: [(layer: CALayer, depth: Double, index: Int)] = []
        keyed.reserveCapacity(layers.count)
        for (index, layer) in layers.enumerated() {
            let v = values(of: layer)
            let local = LayerGeometry.transformToSuperlayer(v, superlayer: parentValues)
            let p = TransformMath.apply(local, x: v.bounds.midX, y: v.bounds.midY)
            keyed.append((layer, Double(p.z / p.w), index))
        }
        keyed.sort { first, second in first.depth != second.depth ? first.depth < second.depth : first.index < second.index }
        return keyed.map(\.layer)
    }

    /// A conservative device bounding box of a layer and its visible descendants.
    func subtreeBounds(_ layer: CALayer, parentTransform: CATransform3D, parentValues: LayerValues?, flatten: Bool) -> CGRect {
        let v = values(of: layer)
        guard !v.isHidden, v.opacity > 0.001 else { return .null }
        let full = deviceTransform(v, parentTransform: parentTransform, parentValues: parentValues, flatten: flatten)
        var local = v.bounds
        if let shape = layer as? CAShapeLayer, let path = objects(of: layer).path, !path.isEmpty {
            let outset = shape.lineWidth * max(1, shape.miterLimit) / 2 + 2
            local = local.union(path.boundingBoxOfPath.insetBy(dx: -outset, dy: -outset))
        }
        if let image = objects(of: layer).contents as? CGImage {
            local = local.union(ContentsPlacement.placement(image, layer: layer, values: v).rect)
        }
        var box = project(local, full)
        if v.masksToBounds { return box }
        let isTransformLayer = layer is CATransformLayer
        let replicator = layer as? CAReplicatorLayer
        for index in 0..<(replicator.map { max($0.instanceCount, 0) } ?? 1) {
            let instanceFull = replicator.map { CATransform3DConcat($0.transform(ofInstance: index, bounds: v.bounds), full) } ?? full
            for sublayer in layer.internalSublayers {
                box = box.union(subtreeBounds(sublayer, parentTransform: instanceFull, parentValues: v, flatten: !isTransformLayer))
            }
        }
        return box
    }

    func project(_ rect: CGRect, _ transform: CATransform3D) -> CGRect {
        guard let polygon = QuadRasterizer.projectedPolygon(QuadRasterizer.corners(of: rect), through: Homography(planeOf: transform)) else { return .null }
        return PathTracing.boundingBox(of: polygon)
    }

    func integral(_ rect: CGRect) -> Compositing.Rect {
        guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else { return (0, 0, 0, 0) }
        return (Compositing.pixel(rect.minX.rounded(.down)) - 1, Compositing.pixel(rect.minY.rounded(.down)) - 1,
                Compositing.pixel(rect.maxX.rounded(.up)) + 1, Compositing.pixel(rect.maxY.rounded(.up)) + 1)
    }

    func intersect(_ a: Compositing.Rect, _ b: Compositing.Rect) -> Compositing.Rect {
        (max(a.x0, b.x0), max(a.y0, b.y0), min(a.x1, b.x1), min(a.y1, b.y1))
    }
}
