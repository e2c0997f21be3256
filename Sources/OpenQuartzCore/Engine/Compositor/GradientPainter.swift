/// Paints a gradient layer's three kinds of gradient.
enum GradientPainter {
    static func paint(type: CAGradientLayerType, colors: [ColorComponents], locations: [Double]?,
                              start: CGPoint, end: CGPoint, bounds: CGRect, context: CGContext) {
        let usable = locations.flatMap { $0.count == colors.count ? $0 : nil }
        let cgColors = colors.map(ColorValues.color)
        var cgLocations = (usable ?? []).map { CGFloat($0) }
        let gradient = cgLocations.isEmpty
            ? CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
            : CGGradient(colorsSpace: nil, colors: cgColors, locations: &cgLocations)
        guard let gradient else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        switch type {
        case .radial:
            // An ellipse centred on startPoint whose radii reach endPoint on each axis.
            let center = point(start), reach = point(end)
            let rx = max(abs(reach.x - center.x), 0.0001), ry = max(abs(reach.y - center.y), 0.0001)
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.scaleBy(x: rx, y: ry)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.restoreGState()
        case .conic:
            paintConic(gradient: gradient, center: point(start), toward: point(end), bounds: bounds, context: context)
        default:
            context.drawLinearGradient(gradient, start: point(start), end: point(end),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// Conic gradients have no Cairo pattern: each pixel gets the colour of its angle.
    private static func paintConic(gradient: CGGradient, center: CGPoint, toward: CGPoint, bounds: CGRect, context: CGContext) {
        let buffer = Raster.pixels(of: context)
        let toDevice = context.userSpaceToDeviceSpaceTransform
        let fromDevice = toDevice.inverted()
        let startAngle = atan2(toward.y - center.y, toward.x - center.x)
        let stops = ColorValues.stops(of: gradient)
        for y in 0..<buffer.height {
            let row = buffer.data.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<buffer.width {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(fromDevice)
                var angle = atan2(p.y - center.y, p.x - center.x) - startAngle
                while angle < 0 { angle += 2 * .pi }
                let t = Double(angle / (2 * .pi))
                let color = interpolate(stops, at: t)
                row[x] = PixelBuffer.pixel(red: color.red * color.alpha, green: color.green * color.alpha,
                                           blue: color.blue * color.alpha, alpha: color.alpha)
            }
        }
    }

    private static func interpolate(_ stops: [(location: Double, color: ColorComponents)], at t: Double) -> ColorComponents {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            return ColorComponents(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                                   blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }
}
