import CCairo

/// Text layout and drawing with Pango (fontconfig, HarfBuzz shaping, font fallback).
///
/// Hinting is off for both metrics and outlines, so a string lays out identically at any scale
/// and on any machine with the same fonts — output bytes depend only on the input.
enum TextRenderer {
    /// The size the text needs, wrapped to `maxWidth` when given.
    static func size(of text: String, style: TextStyle, maxWidth: CGFloat? = nil) -> CGSize {
        metrics(of: text, style: style, maxWidth: maxWidth).size
    }

    /// The text's size and the distance from its top to its first baseline, wrapped to
    /// `maxWidth` when given (Auto Layout's baseline attributes). Measured once per string,
    /// style and width (`TextMeasurementCache`).
    static func metrics(of text: String, style: TextStyle, maxWidth: CGFloat? = nil) -> (size: CGSize, firstBaseline: CGFloat) {
        let key = TextMeasurementCache.Key(text: text, style: style, maxWidth: maxWidth, fontGeneration: RegisteredFonts.shared.currentGeneration)
        return TextMeasurementCache.shared.metrics(for: key) { measure(text, style: style, maxWidth: maxWidth) }
    }

    /// Lays the text out with Pango and measures it.
    static func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> (size: CGSize, firstBaseline: CGFloat) {
        withMeasuringContext { cairo in
            let layout = makeLayout(cairo, text: text, style: style, width: maxWidth, height: nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let scale = CGFloat(PANGO_SCALE)
            let size = CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
            return (size, CGFloat(pango_layout_get_baseline(layout)) / scale)
        }
    }

    /// Draws the text in `rect` (top-aligned), in a y-down (UIKit) context.
    static func draw(_ text: String, style: TextStyle, in rect: CGRect, context: CGContext) {
        let cairo = context.cairo
        context.paint {
            cairo_save(cairo)
            configure(cairo)
            let layout = makeLayout(cairo, text: text, style: style, width: rect.width, height: rect.height)
            cairo_set_source_rgba(cairo, style.color.red, style.color.green, style.color.blue, style.color.alpha)
            cairo_move_to(cairo, Double(rect.minX), Double(rect.minY))
            pango_cairo_show_layout(cairo, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
            cairo_restore(cairo)
        }
    }

    // MARK: Private

    private static func configure(_ cairo: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    static func withMeasuringContext<T>(_ body: (OpaquePointer) -> T) -> T {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cairo = cairo_create(surface)!
        configure(cairo)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        return body(cairo)
    }

    /// A Pango font description for `font` (the caller frees it).
    static func makeFontDescription(_ font: FontDescriptor) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        // Pango keeps sizes in 32-bit units: a huge or negative size overflows and fails its
        // assertions (noise on stderr), a non-finite one is meaningless. 4,096 points is beyond
        // any screen.
        let size = font.size.isFinite ? min(max(Double(font.size), 0), 4096) : 0
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight)))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    static func makeLayout(_ cairo: OpaquePointer, text: String, style: TextStyle, width: CGFloat?, height: CGFloat?) -> OpaquePointer {
        FontMapFreshness.refreshIfNeeded()
        let layout = pango_cairo_create_layout(cairo)!
        let description = makeFontDescription(style.font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if !style.runs.isEmpty { TextRun.apply(style.runs, to: layout, textByteCount: text.utf8.count) }
        if style.lineSpacing > 0, style.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, Int32(min(Double(style.lineSpacing) * Double(PANGO_SCALE), Double(Int32.max))))
        }
        if let width, width > 0 { pango_layout_set_width(layout, Int32(min(Double(width) * Double(PANGO_SCALE), Double(Int32.max)))) }
        switch style.lineBreak {
        case .wordWrap: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .charWrap: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        case .clip: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        case .truncateHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .truncateMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .truncateTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        let truncates = style.lineBreak == .truncateHead || style.lineBreak == .truncateMiddle || style.lineBreak == .truncateTail
        // Truncating text still wraps (UIKit truncates only the last line that fits).
        if truncates { pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR) }
        if style.numberOfLines > 0 {
            pango_layout_set_height(layout, Int32(-min(style.numberOfLines, Int(Int32.max))))
            if style.lineBreak == .wordWrap || style.lineBreak == .charWrap {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        } else if let height, height > 0, style.lineBreak != .clip {
            pango_layout_set_height(layout, Int32(min(Double(height) * Double(PANGO_SCALE), Double(Int32.max))))
        } else if truncates {
            // No line limit and no box height: Pango's default (-1) would keep one line per paragraph.
            pango_layout_set_height(layout, Int32.max)
        }
        switch style.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        return layout
    }
}
