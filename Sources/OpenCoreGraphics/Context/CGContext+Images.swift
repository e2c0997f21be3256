import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect`. As in Core Graphics, the image's first row goes to
    /// the rect's maximum y — so in a flipped (UIKit) context an image drawn this way appears
    /// upside down, which is why UIKit's image drawing flips it back.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        let surface = image.pixels.makeSurface()
        defer { cairo_surface_destroy(surface) }
        paint {
            cairo_save(cairo)
            cairo_new_path(cairo)
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cairo)
            cairo_translate(cairo, Double(rect.minX), Double(rect.maxY))
            cairo_scale(cairo, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
            cairo_set_source_surface(cairo, surface, 0, 0)
            let pattern = cairo_get_source(cairo)
            cairo_pattern_set_filter(pattern, filter(for: image))
            cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// Fills the clip with a linear gradient from `startPoint` to `endPoint`.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(Double(startPoint.x), Double(startPoint.y), Double(endPoint.x), Double(endPoint.y))!
        fillClip(with: pattern, gradient: gradient, options: options)
    }

    /// Fills the clip with a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        fillClip(with: pattern, gradient: gradient, options: options)
    }

    private func fillClip(with pattern: OpaquePointer, gradient: CGGradient, options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        // Core Graphics extends both ends or neither per option; Cairo's PAD extends both, so a
        // one-sided extension puts a transparent stop just outside the unextended end (stops at
        // the same location keep the order they were added in).
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        if after, !before, let first = gradient.stops.first {
            cairo_pattern_add_color_stop_rgba(pattern, first.location, 0, 0, 0, 0)
        }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        if before, !after, let last = gradient.stops.last {
            cairo_pattern_add_color_stop_rgba(pattern, last.location, 0, 0, 0, 0)
        }
        paint {
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
    }

    private func filter(for image: CGImage) -> cairo_filter_t {
        if !image.shouldInterpolate || state.interpolationQuality == .none { return CAIRO_FILTER_NEAREST }
        return state.interpolationQuality == .high ? CAIRO_FILTER_BEST : CAIRO_FILTER_BILINEAR
    }
}
