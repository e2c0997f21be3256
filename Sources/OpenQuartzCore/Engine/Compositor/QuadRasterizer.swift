import COpenUIKitRaster

/// A 3x3 matrix in row-vector form: [x y 1] · M = [X Y W]. Used for plane-to-plane homographies.
struct Homography: Equatable {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    init(_ m0: Double, _ m1: Double, _ m2: Double, _ m3: Double, _ m4: Double, _ m5: Double,
                 _ m6: Double, _ m7: Double, _ m8: Double) {
        m = (m0, m1, m2, m3, m4, m5, m6, m7, m8)
    }

    static func == (a: Homography, b: Homography) -> Bool {
        a.m.0 == b.m.0 && a.m.1 == b.m.1 && a.m.2 == b.m.2 && a.m.3 == b.m.3 && a.m.4 == b.m.4 && a.m.5 == b.m.5
            && a.m.6 == b.m.6 && a.m.7 == b.m.7 && a.m.8 == b.m.8
    }

    /// The homography of the z = 0 plane of a 4x4 transform (rows/columns 1, 2 and 4).
    init(planeOf t: CATransform3D) {
        self.init(Double(t.m11), Double(t.m12), Double(t.m14), Double(t.m21), Double(t.m22), Double(t.m24),
                  Double(t.m41), Double(t.m42), Double(t.m44))
    }

    /// An affine map (x' = a x + c y + tx, y' = b x + d y + ty).
    init(affine t: CGAffineTransform) {
        self.init(Double(t.a), Double(t.b), 0, Double(t.c), Double(t.d), 0, Double(t.tx), Double(t.ty), 1)
    }

    /// [x y w] · M, homogeneous.
    @inline(__always)
    func apply(_ x: Double, _ y: Double, _ w: Double = 1) -> (Double, Double, Double) {
        (x * m.0 + y * m.3 + w * m.6, x * m.1 + y * m.4 + w * m.7, x * m.2 + y * m.5 + w * m.8)
    }

    /// `self` then `other` (written out on the tuples: no array, so no allocation per frame).
    func then(_ o: Homography) -> Homography {
        let (a0, a1, a2, a3, a4, a5, a6, a7, a8) = m
        let (b0, b1, b2, b3, b4, b5, b6, b7, b8) = o.m
        return Homography(a0 * b0 + a1 * b3 + a2 * b6, a0 * b1 + a1 * b4 + a2 * b7, a0 * b2 + a1 * b5 + a2 * b8,
                          a3 * b0 + a4 * b3 + a5 * b6, a3 * b1 + a4 * b4 + a5 * b7, a3 * b2 + a4 * b5 + a5 * b8,
                          a6 * b0 + a7 * b3 + a8 * b6, a6 * b1 + a7 * b4 + a8 * b7, a6 * b2 + a7 * b5 + a8 * b8)
    }

    var inverse: Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return nil }
        let D = -(b * i - c * h), E = a * i - c * g, F = -(a * h - b * g)
        let G = b * f - c * e, H = -(a * f - c * d), I = a * e - b * d
        return Homography(A / det, D / det, G / det, B / det, E / det, H / det, C / det, F / det, I / det)
    }

    var isAffine: Bool { m.2 == 0 && m.5 == 0 && m.8 == 1 }

    /// Whether the map is a translation by whole pixels (and nothing else), to within 1e-9.
    var integerTranslation: (x: Int, y: Int)? {
        let tolerance = 1e-9
        guard abs(m.0 - 1) < tolerance, abs(m.1) < tolerance, abs(m.2) < tolerance, abs(m.3) < tolerance,
              abs(m.4 - 1) < tolerance, abs(m.5) < tolerance, abs(m.8 - 1) < tolerance,
              abs(m.6 - m.6.rounded()) < 1e-6, abs(m.7 - m.7.rounded()) < 1e-6, abs(m.6) < 1e9, abs(m.7) < 1e9 else { return nil }
        return (Int(m.6.rounded()), Int(m.7.rounded()))
    }
}

/// What a quad is filled with.
enum QuadSource {
    case solid(ColorComponents)
    /// A texture and the map from the layer's local coordinates to its pixels.
    case texture(PixelBuffer, localToTexel: CGAffineTransform, bilinear: Bool, opaque: Bool)
}

/// The device rectangle drawing may touch, and an optional A8 coverage mask.
struct ClipState {
    var rect: (x0: Int, y0: Int, x1: Int, y1: Int)
    var mask: CoverageMask?
    /// Inward unit edges of an opaque convex quad that will be drawn later over everything
    /// drawn with this clip: copies may skip the pixels at least one pixel inside it.
    var occluder: EdgeEquations? = nil
}

/// An A8 mask covering a device rectangle.
final class CoverageMask {
    let x: Int, y: Int, width: Int, height: Int
    let data: UnsafeMutablePointer<UInt8>

    init(x: Int, y: Int, width: Int, height: Int, fill: UInt8 = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        data = .allocate(capacity: max(width * height, 1))
        data.initialize(repeating: fill, count: max(width * height, 1))
    }

    deinit { data.deallocate() }
}

/// The device polygon of a projected quad, stored inline (a quad clipped by one plane has at
/// most five corners): no heap allocation per layer per frame.
struct QuadPolygon: RandomAccessCollection {
    private var points = InlineArray<8, CGPoint>(repeating: .zero)
    private var length = 0

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { length }
    subscript(index: Int) -> CGPoint { points[index] }

    mutating func append(_ point: CGPoint) {
        guard length < 8 else { return }
        points[length] = point
        length += 1
    }
}

/// Up to eight edge equations (a, b, c) of a convex polygon, stored inline.
struct EdgeEquations {
    private var edges = InlineArray<8, (Double, Double, Double)>(repeating: (0, 0, 0))
    private(set) var count = 0

    init() {}

    subscript(index: Int) -> (Double, Double, Double) { edges[index] }

    mutating func append(_ edge: (Double, Double, Double)) {
        guard count < 8 else { return }
        edges[count] = edge
        count += 1
    }
}

/// Rasterizes layer quads — a local rectangle under a 4x4 transform — into a frame, with
/// antialiased edges, rounded corners, perspective-correct texturing, opacity and clipping.
enum QuadRasterizer {
    /// Projects `rect` (in a layer's local space) through `transform` and rasterizes it.
    ///
    /// - Parameters:
    ///   - cornerRadii: min-x/min-y, max-x/min-y, min-x/max-y, max-x/max-y radii in local units.
    ///   - opacity: 0...1.
    static func draw(rect: CGRect, transform: CATransform3D, source: QuadSource, cornerRadii: [CGFloat] = [0, 0, 0, 0],
                             opacity: Double, clip: ClipState, into target: PixelBuffer) {
        guard opacity > 0.001, rect.width > 0, rect.height > 0 else { return }
        // Local coordinates relative to the rectangle's origin, so corner tests use [0, w] × [0, h].
        let plane = Homography(planeOf: transform)
        let fromRect = Homography(affine: CGAffineTransform(translationX: rect.minX, y: rect.minY)).then(plane)
        guard let polygon = projectedPolygon(corners(of: CGRect(origin: .zero, size: rect.size)), through: fromRect),
              polygon.count >= 3 else { return }
        guard let deviceToLocal = fromRect.inverse else { return }

        var quad = ouk_quad()
        quad.destination = target.data.assumingMemoryBound(to: UInt32.self)
        quad.destination_stride = Int32(target.bytesPerRow / 4)
        // Bounding box of the polygon, widened by a pixel for antialiasing, within the clip.
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        for point in polygon {
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        let x0 = max(clip.rect.x0, Compositing.pixel((minX - 1).rounded(.down))), x1 = min(clip.rect.x1, Compositing.pixel((maxX + 1).rounded(.up)))
        let y0 = max(clip.rect.y0, Compositing.pixel((minY - 1).rounded(.down))), y1 = min(clip.rect.y1, Compositing.pixel((maxY + 1).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        (quad.x0, quad.y0, quad.x1, quad.y1) = (Int32(x0), Int32(y0), Int32(x1), Int32(y1))

        // Edges, oriented inwards and normalised so they measure distance in pixels.
        let edges = edgeEquations(polygon)
        quad.edge_count = Int32(edges.count)
        withUnsafeMutableBytes(of: &quad.edges) { raw in
            let values = raw.bindMemory(to: Double.self)
            for index in 0..<edges.count {
                let edge = edges[index]
                values[index * 3] = edge.0; values[index * 3 + 1] = edge.1; values[index * 3 + 2] = edge.2
            }
        }

        if cornerRadii.contains(where: { $0 > 0 }) {
            quad.has_rounded_corners = 1
            setMatrix(&quad.local_from_device, deviceToLocal)
            quad.local_width = Double(rect.width)
            quad.local_height = Double(rect.height)
            let limit = min(rect.width, rect.height) / 2
            quad.corner_radii = (Double(min(cornerRadii[0], limit)), Double(min(cornerRadii[1], limit)),
                                 Double(min(cornerRadii[2], limit)), Double(min(cornerRadii[3], limit)))
            quad.local_pixels_per_unit = pixelsPerUnit(fromRect, at: (Double(rect.width) / 2, Double(rect.height) / 2))
        }

        switch source {
        case .solid(let color):
            quad.source_kind = OUK_SOURCE_SOLID
            quad.color = PixelBuffer.pixel(red: color.red * color.alpha, green: color.green * color.alpha,
                                           blue: color.blue * color.alpha, alpha: color.alpha)
        case .texture(let texture, let localToTexel, let bilinear, let opaque):
            quad.source_kind = OUK_SOURCE_TEXTURE
            quad.texture = UnsafePointer(texture.data.assumingMemoryBound(to: UInt32.self))
            quad.texture_stride = Int32(texture.bytesPerRow / 4)
            quad.texture_width = Int32(texture.width)
            quad.texture_height = Int32(texture.height)
            let texelMap = Homography(affine: CGAffineTransform(translationX: rect.minX, y: rect.minY).concatenating(localToTexel))
            let deviceToTexel = deviceToLocal.then(texelMap)
            setMatrix(&quad.source_from_device, deviceToTexel)
            quad.is_affine = deviceToTexel.isAffine ? 1 : 0
            quad.bilinear = bilinear ? 1 : 0
            quad.texture_is_opaque = opaque ? 1 : 0
        }
        quad.opacity = Int32((min(1, opacity) * 256).rounded())
        if applyClipMask(clip, &quad) { rasterize(&quad) }
    }

    /// Copies a texture at an integer device offset (the untransformed fast path).
    static func blit(_ texture: PixelBuffer, at offset: (x: Int, y: Int), opaque: Bool, opacity: Double,
                             clip: ClipState, into target: PixelBuffer) {
        guard clip.mask == nil else {
            draw(rect: CGRect(x: 0, y: 0, width: texture.width, height: texture.height),
                 transform: CATransform3DMakeTranslation(CGFloat(offset.x), CGFloat(offset.y), 0),
                 source: .texture(texture, localToTexel: .identity, bilinear: false, opaque: opaque),
                 opacity: opacity, clip: clip, into: target)
            return
        }
        // The occluder's edges as the C loop reads them: a, b, c per edge, in a row.
        var flat = InlineArray<24, Double>(repeating: 0)
        let occluder = clip.occluder ?? EdgeEquations()
        for index in 0..<occluder.count {
            let edge = occluder[index]
            flat[index * 3] = edge.0; flat[index * 3 + 1] = edge.1; flat[index * 3 + 2] = edge.2
        }
        withUnsafePointer(to: &flat) { pointer in
            pointer.withMemoryRebound(to: Double.self, capacity: 24) { edges in
                ouk_blit_occluded(target.data.assumingMemoryBound(to: UInt32.self), Int32(target.bytesPerRow / 4),
                                  Int32(clip.rect.x0), Int32(clip.rect.y0), Int32(clip.rect.x1), Int32(clip.rect.y1),
                                  texture.data.assumingMemoryBound(to: UInt32.self), Int32(texture.bytesPerRow / 4),
                                  Int32(texture.width), Int32(texture.height), Int32(offset.x), Int32(offset.y),
                                  Int32((min(1, opacity) * 256).rounded()), opaque ? 1 : 0, occluder.count > 0 ? edges : nil, Int32(occluder.count))
            }
        }
    }

    // MARK: Geometry

    /// A rectangle's corners in order (min/min, max/min, max/max, min/max).
    static func corners(of rect: CGRect) -> InlineArray<4, (Double, Double)> {
        [(Double(rect.minX), Double(rect.minY)), (Double(rect.maxX), Double(rect.minY)),
         (Double(rect.maxX), Double(rect.maxY)), (Double(rect.minX), Double(rect.maxY))]
    }

    /// The device polygon of a rectangle's corners, clipped against the plane w = ε so points
    /// behind the viewer never wrap round; `nil` when nothing is in front.
    static func projectedPolygon(_ points: InlineArray<4, (Double, Double)>, through h: Homography) -> QuadPolygon? {
        let epsilon = 1e-6
        var homogeneous = InlineArray<4, (Double, Double, Double)>(repeating: (0, 0, 0))
        var allInFront = true
        for index in 0..<4 {
            homogeneous[index] = h.apply(points[index].0, points[index].1)
            if homogeneous[index].2 <= epsilon { allInFront = false }
        }
        var polygon = QuadPolygon()
        if allInFront {
            for index in 0..<4 { polygon.append(CGPoint(x: homogeneous[index].0 / homogeneous[index].2, y: homogeneous[index].1 / homogeneous[index].2)) }
            return polygon
        }
        for index in 0..<4 {
            let a = homogeneous[index], b = homogeneous[(index + 1) % 4]
            let aIn = a.2 > epsilon, bIn = b.2 > epsilon
            if aIn { polygon.append(CGPoint(x: a.0 / a.2, y: a.1 / a.2)) }
            if aIn != bIn {
                let t = (epsilon - a.2) / (b.2 - a.2)
                let clipped = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, epsilon)
                polygon.append(CGPoint(x: clipped.0 / clipped.2, y: clipped.1 / clipped.2))
            }
        }
        return polygon.count >= 3 ? polygon : nil
    }

    /// Inward-facing unit edge equations (a, b, c) of a convex polygon (at most eight).
    static func edgeEquations(_ polygon: QuadPolygon) -> EdgeEquations {
        var area = 0.0
        for index in 0..<polygon.count {
            let p = polygon[index], q = polygon[(index + 1) % polygon.count]
            area += Double(p.x * q.y - q.x * p.y)
        }
        let orientation: Double = area >= 0 ? 1 : -1
        var edges = EdgeEquations()
        for index in 0..<polygon.count where edges.count < 8 {
            let p = polygon[index], q = polygon[(index + 1) % polygon.count]
            let dx = Double(q.x - p.x), dy = Double(q.y - p.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            // For a counter-clockwise (positive area, y down: clockwise on screen) polygon the
            // inside is to the left of each edge: (−dy, dx).
            let a = -dy / length * orientation, b = dx / length * orientation
            edges.append((a, b, -(a * Double(p.x) + b * Double(p.y))))
        }
        return edges
    }

    /// Device pixels per local unit near `point` (for antialiasing rounded corners).
    private static func pixelsPerUnit(_ h: Homography, at point: (Double, Double)) -> Double {
        func project(_ x: Double, _ y: Double) -> (Double, Double) {
            let p = h.apply(x, y)
            return (p.0 / p.2, p.1 / p.2)
        }
        let c = project(point.0, point.1), dx = project(point.0 + 1, point.1), dy = project(point.0, point.1 + 1)
        let area = abs((dx.0 - c.0) * (dy.1 - c.1) - (dx.1 - c.1) * (dy.0 - c.0))
        return max(area.squareRoot(), 1e-6)
    }

    private static func setMatrix(_ tuple: inout (Double, Double, Double, Double, Double, Double, Double, Double, Double), _ h: Homography) {
        tuple = h.m
    }

    /// Points the quad at the clip's mask; `false` when nothing is left to draw.
    private static func applyClipMask(_ clip: ClipState, _ quad: inout ouk_quad) -> Bool {
        if let mask = clip.mask {
            quad.mask = UnsafePointer(mask.data)
            quad.mask_stride = Int32(mask.width)
            quad.mask_x = Int32(mask.x)
            quad.mask_y = Int32(mask.y)
            // The mask only covers its own rectangle.
            quad.x0 = max(quad.x0, Int32(mask.x))
            quad.y0 = max(quad.y0, Int32(mask.y))
            quad.x1 = min(quad.x1, Int32(mask.x + mask.width))
            quad.y1 = min(quad.y1, Int32(mask.y + mask.height))
            return quad.x0 < quad.x1 && quad.y0 < quad.y1
        }
        return true
    }

    private static func rasterize(_ quad: inout ouk_quad) {
        withUnsafePointer(to: &quad) { ouk_rasterize_quad($0) }
    }
}

/// Which inner-loop implementation the compositor uses on this machine.
enum RasterImplementation {
    /// "avx2" or "scalar" for the calling thread.
    static var name: String { String(cString: ouk_raster_implementation()) }

    /// Runs `body` with the portable scalar path on the calling thread (both paths must produce
    /// the same bytes; tests compare them).
    static func withScalarPath<T>(_ body: () throws -> T) rethrows -> T {
        ouk_force_scalar(1)
        defer { ouk_force_scalar(0) }
        return try body()
    }
}
