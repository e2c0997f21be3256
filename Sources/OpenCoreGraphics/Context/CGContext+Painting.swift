import CCairo

extension CGContext {
    // MARK: Colours, alpha, blend mode

    public func setFillColor(_ color: CGColor) { state.fillColor = color.rgbaComponents }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.rgbaComponents }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = ColorComponents(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = ColorComponents(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(red: gray, green: gray, blue: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The opacity applied to everything drawn next, 0...1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }

    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    // MARK: Lines

    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(max(0, width))) }

    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap == .butt ? CAIRO_LINE_CAP_BUTT : cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE)
    }

    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join == .miter ? CAIRO_LINE_JOIN_MITER : join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
    }

    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }

    /// Dashes strokes with `lengths` (empty: solid), starting `phase` into the pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let values = lengths.map(Double.init)
        values.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), Double(phase)) }
    }

    // MARK: Quality

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { setShouldAntialias(allowsAntialiasing) }

    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Shadows

    /// Draws a shadow under everything drawn next. The offset and blur are in the context's base
    /// space (not affected by the CTM), as in Core Graphics; in UIKit's flipped contexts a
    /// positive height moves the shadow down.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        if let color, color.alpha > 0 {
            state.shadow = (offset, max(0, blur), color.rgbaComponents)
        } else {
            state.shadow = nil
        }
    }

    /// A shadow of one third black.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    // MARK: Package

    /// Paints with `color` through `operation` (which uses the current source), honouring
    /// alpha, blend mode and shadow.
    func paint(color: ColorComponents, _ operation: (OpaquePointer) -> Void) {
        paint {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            operation(cairo)
        }
    }

    /// Runs `draw` (which paints with the OVER operator) so that the result honours the state's
    /// alpha, blend mode and shadow: directly when none applies, through a group otherwise.
    func paint(_ draw: () -> Void) {
        let simple = state.alpha == 1 && state.shadow == nil && state.blendMode == .normal
        if simple {
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            draw()
            synchronize()
            return
        }
        // Copy and clear act only where the shape is (Core Graphics' rule): drawn directly with
        // Cairo's bounded SOURCE and CLEAR operators. Through a group they would replace the
        // whole clip, shape and all, with the group's transparent surroundings.
        if state.alpha == 1, state.shadow == nil, state.blendMode == .copy || state.blendMode == .clear {
            cairo_set_operator(cairo, state.blendMode.cairoOperator)
            draw()
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            synchronize()
            return
        }
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        draw()
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        if let shadow = state.shadow {
            drawShadow(of: group, offset: shadow.offset, blur: shadow.blur, color: shadow.color)
        }
        cairo_save(cairo)
        cairo_set_operator(cairo, state.blendMode.cairoOperator)
        cairo_set_source(cairo, group)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
        synchronize()
    }

    /// Paints the blurred, offset, coloured alpha of `group` (a pattern in device space).
    private func drawShadow(of group: OpaquePointer, offset: CGSize, blur: CGFloat, color: ColorComponents) {
        let scale = baseIsFlipped ? baseTransform.a : 1
        let deviceOffset = CGSize(width: offset.width * scale, height: (baseIsFlipped ? offset.height : -offset.height) * scale)
        let shadow = PixelBuffer(width: buffer.width, height: buffer.height)
        let shadowSurface = shadow.makeSurface()
        let shadowCairo = cairo_create(shadowSurface)
        cairo_set_source(shadowCairo, group)
        cairo_paint(shadowCairo)
        cairo_destroy(shadowCairo)
        cairo_surface_flush(shadowSurface)
        ShadowRenderer.colorize(shadow, color: color, blurSigma: Double(blur * scale) / 2)
        cairo_surface_mark_dirty(shadowSurface)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, state.blendMode.cairoOperator)
        cairo_set_source_surface(cairo, shadowSurface, Double(deviceOffset.width), Double(deviceOffset.height))
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
        cairo_surface_destroy(shadowSurface)
    }
}

extension CGBlendMode {
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        // Cairo has no plus-darker; saturate is the nearest additive operator.
        case .plusDarker: CAIRO_OPERATOR_SATURATE
        }
    }
}
