import CCairo

extension TextRun {
    /// Sets the runs' attributes on a Pango layout of a text of `textByteCount` bytes.
    static func apply(_ runs: [TextRun], to layout: OpaquePointer, textByteCount: Int) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        func channel(_ value: Double) -> UInt16 { UInt16((min(max(value.isFinite ? value : 0, 0), 1) * 65535).rounded()) }
        for run in runs where !run.isPlain {
            let start = min(max(run.bytes.lowerBound, 0), textByteCount), end = min(max(run.bytes.upperBound, start), textByteCount)
            guard start < end else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            if let font = run.font {
                let description = TextRenderer.makeFontDescription(font)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(max(channel(color.alpha), 1)))
            }
            if let background = run.background, background.alpha > 0 {
                insert(pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
                insert(pango_attr_background_alpha_new(max(channel(background.alpha), 1)))
            }
            if let kern = run.kern, kern.isFinite {
                insert(pango_attr_letter_spacing_new(Int32(min(max(kern, -1000), 1000) * CGFloat(PANGO_SCALE))))
            }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
        }
        pango_layout_set_attributes(layout, list)
    }
}
