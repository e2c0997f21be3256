extension CALayer {
    /// The transform as an affine transform (meaningful when it is affine).
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The hit test behind `hitTest(_:)`.
    func performHitTest(_ p: CGPoint) -> CALayer? {
        if let source = presentationSource {
            let hit = LayerGeometry.hitTest(source.modelLayer, p, superlayer: geometrySuperlayerValues) {
                $0.presentationValues(atMediaTime: source.time)
            }
            guard let hit else { return nil }
            return hit === source.modelLayer ? self : hit.presentation() ?? hit
        }
        let values = modelValues
        if values.isHidden { return nil }
        let toSuperlayer = LayerGeometry.transformToSuperlayer(values, superlayer: internalSuperlayer?.modelValues)
        guard let local = LayerGeometry.unproject(p, through: toSuperlayer) else { return nil }
        if values.masksToBounds, !contains(local) { return nil }
        for sublayer in LayerGeometry.renderOrder(internalSublayers).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Converts a point from `l`'s coordinates (or the root's, for `nil`) to the layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let rootPoint = l.map { TransformMath.project(p, through: $0.transformToRoot()) } ?? p
        return LayerGeometry.unproject(rootPoint, through: transformToRoot()) ?? rootPoint
    }

    /// Converts a point from the layer's coordinates to `l`'s (or the root's, for `nil`).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let rootPoint = TransformMath.project(p, through: transformToRoot())
        guard let l else { return rootPoint }
        return LayerGeometry.unproject(rootPoint, through: l.transformToRoot()) ?? rootPoint
    }

    /// Converts a rectangle from `l`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        PathTracing.boundingBox(of: LayerGeometry.corners(of: r).map { convert($0, from: l) })
    }

    /// Converts a rectangle to `l`'s coordinates: the bounding box of its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        PathTracing.boundingBox(of: LayerGeometry.corners(of: r).map { convert($0, to: l) })
    }

    // MARK: Package

    /// The superlayer's values for geometry: its presentation values when `self` is a
    /// presentation copy, its model otherwise.
    var geometrySuperlayerValues: LayerValues? {
        if let source = presentationSource {
            return source.modelLayer.internalSuperlayer?.presentationValues(atMediaTime: source.time)
        }
        return internalSuperlayer?.modelValues
    }

    /// The transform from the layer's coordinates to its root's, through every ancestor.
    func transformToRoot() -> CATransform3D {
        if let source = presentationSource {
            // A presentation copy: its own values, then its model's ancestors' presentation values.
            var transform = LayerGeometry.transformToSuperlayer(core.pointee.model, superlayer: geometrySuperlayerValues)
            // Like the model path below, stop under the root: root space is the root's own space.
            guard source.modelLayer.internalSuperlayer != nil else { return CATransform3DIdentity }
            var layer = source.modelLayer.internalSuperlayer
            while let current = layer, let parent = current.internalSuperlayer {
                let values = current.presentationValues(atMediaTime: source.time)
                let parentValues = parent.presentationValues(atMediaTime: source.time)
                transform = CATransform3DConcat(transform, LayerGeometry.transformToSuperlayer(values, superlayer: parentValues))
                layer = parent
            }
            return transform
        }
        var transform = CATransform3DIdentity
        var layer: CALayer? = self
        while let current = layer, let parent = current.internalSuperlayer {
            transform = CATransform3DConcat(transform, LayerGeometry.transformToSuperlayer(current.modelValues, superlayer: parent.modelValues))
            layer = parent
        }
        return transform
    }
}

/// Geometry of layers as pure functions of their values.
enum LayerGeometry {
    /// The anchor point in the layer's bounds coordinates (with `anchorPointZ`).
    @inline(__always)
    static func anchor(_ v: LayerValues) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        (v.bounds.minX + v.anchorPoint.x * v.bounds.width, v.bounds.minY + v.anchorPoint.y * v.bounds.height, v.anchorPointZ)
    }

    /// The transform from the layer's bounds space to its superlayer's bounds space, before the
    /// superlayer's sublayer transform: `T(−anchor) · transform · T(position, zPosition)`,
    /// written out so the common cases cost a few multiplications.
    @inline(__always)
    static func transformInSuperlayer(_ v: LayerValues) -> CATransform3D {
        let a = anchor(v)
        var r = v.transform
        // T(−a) · M: the fourth row loses a combination of the first three.
        r.m41 -= a.x * r.m11 + a.y * r.m21 + a.z * r.m31
        r.m42 -= a.x * r.m12 + a.y * r.m22 + a.z * r.m32
        r.m43 -= a.x * r.m13 + a.y * r.m23 + a.z * r.m33
        r.m44 -= a.x * r.m14 + a.y * r.m24 + a.z * r.m34
        // M · T(p): each column j gains the fourth column times p_j.
        let (px, py, pz) = (v.position.x, v.position.y, v.zPosition)
        r.m11 += r.m14 * px; r.m12 += r.m14 * py; r.m13 += r.m14 * pz
        r.m21 += r.m24 * px; r.m22 += r.m24 * py; r.m23 += r.m24 * pz
        r.m31 += r.m34 * px; r.m32 += r.m34 * py; r.m33 += r.m34 * pz
        r.m41 += r.m44 * px; r.m42 += r.m44 * py; r.m43 += r.m44 * pz
        return r
    }

    /// The superlayer's sublayer transform, applied about the superlayer's anchor point.
    @inline(__always)
    static func sublayerTransform(of superlayer: LayerValues) -> CATransform3D? {
        if CATransform3DIsIdentity(superlayer.sublayerTransform) { return nil }
        let a = anchor(superlayer)
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -a.z), superlayer.sublayerTransform),
            CATransform3DMakeTranslation(a.x, a.y, a.z)
        )
    }

    /// The full transform from the layer's space to its superlayer's space.
    static func transformToSuperlayer(_ v: LayerValues, superlayer: LayerValues?) -> CATransform3D {
        let own = transformInSuperlayer(v)
        guard let superlayer, let sublayer = sublayerTransform(of: superlayer) else { return own }
        return CATransform3DConcat(own, sublayer)
    }

    /// The frame: bounding box of the bounds' corners through `transformInSuperlayer`.
    static func frame(of v: LayerValues) -> CGRect {
        let t = transformInSuperlayer(v)
        if CATransform3DIsAffine(t) && t.m12 == 0 && t.m21 == 0 {
            // Scale and translation only: exact and cheap.
            let a = CGPoint(x: v.bounds.minX * t.m11 + t.m41, y: v.bounds.minY * t.m22 + t.m42)
            let b = CGPoint(x: v.bounds.maxX * t.m11 + t.m41, y: v.bounds.maxY * t.m22 + t.m42)
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        return PathTracing.boundingBox(of: corners(of: v.bounds).map { TransformMath.project($0, through: t) })
    }

    /// `frame(of:)` for a layer without a transform (the usual case), from the three values it
    /// then depends on, with the same arithmetic (the same bits).
    @inline(__always)
    static func untransformedFrame(bounds b: CGRect, position p: CGPoint, anchorPoint: CGPoint) -> CGRect {
        // transformInSuperlayer's fourth row with an identity transform.
        let tx = (0 - (b.minX + anchorPoint.x * b.width)) + p.x
        let ty = (0 - (b.minY + anchorPoint.y * b.height)) + p.y
        let a = CGPoint(x: b.minX + tx, y: b.minY + ty)
        let c = CGPoint(x: b.maxX + tx, y: b.maxY + ty)
        return CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    }

    /// Position and bounds size that give `frame`, from the two values they depend on (a layer
    /// passes its own in place: passing all its values copied them for the call).
    static func positionAndSize(forFrame frame: CGRect, transform t: CATransform3D, anchorPoint: CGPoint) -> (CGPoint, CGSize) {
        let frame = frame.standardized
        var scaleX: CGFloat = 1, scaleY: CGFloat = 1, offsetX: CGFloat = 0, offsetY: CGFloat = 0
        if CATransform3DIsAffine(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
            scaleX = t.m11
            scaleY = t.m22
            offsetX = t.m41
            offsetY = t.m42
        }
        let size = CGSize(width: frame.width / abs(scaleX), height: frame.height / abs(scaleY))
        // With a negative scale the anchor is measured from the other edge.
        let anchorX = scaleX < 0 ? 1 - anchorPoint.x : anchorPoint.x
        let anchorY = scaleY < 0 ? 1 - anchorPoint.y : anchorPoint.y
        let position = CGPoint(x: frame.minX + anchorX * frame.width - offsetX,
                               y: frame.minY + anchorY * frame.height - offsetY)
        return (position, size)
    }

    static func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// The point in the layer's plane (z = 0) that `transform` maps to `p`: inverts the plane
    /// homography. `nil` when the plane is seen edge-on.
    static func unproject(_ p: CGPoint, through t: CATransform3D) -> CGPoint? {
        // [x y 1] · H = [X Y W] with H = rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
        let h = Matrix3(rows: Vector3(t.m11, t.m12, t.m14), Vector3(t.m21, t.m22, t.m24), Vector3(t.m41, t.m42, t.m44))
        guard let inverse = h.inverse else { return nil }
        // Row vector times inverse: [X Y 1] · H⁻¹.
        let (r0, r1, r2) = inverse.rows
        let x = p.x * r0.x + p.y * r1.x + r2.x
        let y = p.x * r0.y + p.y * r1.y + r2.y
        let w = p.x * r0.z + p.y * r1.z + r2.z
        guard w != 0, w.isFinite else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }

    /// Hit testing on values supplied by `valuesOf` (presentation values, for example).
    @MainActor
    static func hitTest(_ layer: CALayer, _ p: CGPoint, superlayer: LayerValues?,
                                valuesOf: (CALayer) -> LayerValues) -> CALayer? {
        let values = valuesOf(layer)
        if values.isHidden { return nil }
        guard let local = unproject(p, through: transformToSuperlayer(values, superlayer: superlayer)) else { return nil }
        let inside = values.bounds.contains(local)
        if values.masksToBounds, !inside { return nil }
        for sublayer in renderOrder(layer.internalSublayers).reversed() {
            if let hit = hitTest(sublayer, local, superlayer: values, valuesOf: valuesOf) { return hit }
        }
        return inside ? layer : nil
    }

    /// Sublayers in drawing order: by zPosition, ties in sublayer order.
    @MainActor
    static func renderOrder(_ layers: [CALayer]) -> [CALayer] {
        if layers.allSatisfy({ $0.core.pointee.model.zPosition == 0 }) { return layers }
        return layers.enumerated().sorted { a, b in
            a.element.core.pointee.model.zPosition != b.element.core.pointee.model.zPosition
                ? a.element.core.pointee.model.zPosition < b.element.core.pointee.model.zPosition : a.offset < b.offset
        }.map(\.element)
    }
}
