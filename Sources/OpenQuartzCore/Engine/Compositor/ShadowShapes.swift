import CCairo

/// Shadow shapes for the compositor: a `shadowPath` filled through a layer's transform, then
/// blurred and tinted.
enum ShadowShapes {
    /// `path` (layer coordinates) flattened into device-space polygons through `transform`.
    /// Each point goes through the full homography, so perspective is respected.
    static func outline(of path: CGPath, transform: CATransform3D) -> [[CGPoint]] {
        let plane = Homography(planeOf: transform)
        return PathTracing.polylines(of: path, tolerance: 0.25).map { polyline in
            polyline.points.map { p -> CGPoint in
                let h = plane.apply(Double(p.x), Double(p.y))
                return CGPoint(x: h.0 / h.2, y: h.1 / h.2)
            }
        }
    }

    /// Fills device-space polygons (from `outline(of:transform:)`) into `buffer`.
    static func fill(_ outline: [[CGPoint]], into buffer: PixelBuffer) {
        let context = Raster.context(over: buffer, scale: 1)
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        for points in outline where points.count > 2 {
            context.addLines(between: points)
            context.closePath()
        }
        context.fillPath()
    }

    /// Blurs the alpha of `buffer` within `region` and tints it with `color` (premultiplied).
    static func blurAndTint(_ buffer: PixelBuffer, region: Compositing.Rect, sigma: Double, color: ColorComponents) {
        let width = region.x1 - region.x0, height = region.y1 - region.y0
        guard width > 0, height > 0 else { return }
        var plane = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = buffer.data.advanced(by: (region.y0 + y) * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { plane[y * width + x] = UInt8(row[region.x0 + x] >> 24) }
        }
        Raster.blur(&plane, width: width, height: height, sigma: sigma)
        let tint = PixelBuffer.pixel(red: color.red * color.alpha, green: color.green * color.alpha, blue: color.blue * color.alpha, alpha: color.alpha)
        for y in 0..<height {
            let row = buffer.data.advanced(by: (region.y0 + y) * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let a = UInt32(plane[y * width + x])
                row[region.x0 + x] = a == 0 ? 0 : scalePixel(tint, a + (a >> 7))
            }
        }
    }

    @inline(__always)
    private static func scalePixel(_ p: UInt32, _ a: UInt32) -> UInt32 {
        let rb = (((p & 0x00FF00FF) &* a) >> 8) & 0x00FF00FF
        let ag = (((p >> 8) & 0x00FF00FF) &* a) & 0xFF00FF00
        return rb | ag
    }
}
