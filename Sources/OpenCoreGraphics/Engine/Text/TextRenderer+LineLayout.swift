import CCairo

extension TextRenderer {
    /// Lays `text` out with `style`, wrapped to `maxWidth` when given, and reports each line
    /// and each character's box. Not cached: a layout manager keeps the result until its text or
    /// container changes.
    static func lineLayout(of text: String, style: TextStyle, maxWidth: CGFloat?) -> TextLineLayout {
        withMeasuringContext { cairo in
            let layout = makeLayout(cairo, text: text, style: style, width: maxWidth, height: nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let scale = CGFloat(PANGO_SCALE)
            func rect(_ box: PangoRectangle) -> CGRect {
                CGRect(x: CGFloat(box.x) / scale, y: CGFloat(box.y) / scale, width: CGFloat(box.width) / scale, height: CGFloat(box.height) / scale)
            }
            var lines: [TextLineLayout.Line] = []
            let iterator = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iterator) }
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
                let start = Int(pango_layout_iter_get_index(iterator))
                lines.append(.init(bytes: start..<start, rect: rect(logical), baseline: baseline))
            } while pango_layout_iter_next_line(iterator) != 0
            // A line's bytes reach to the next line's first (its line break belongs to it).
            let byteCount = text.utf8.count
            for index in lines.indices {
                let end = index + 1 < lines.count ? lines[index + 1].bytes.lowerBound : byteCount
                lines[index].bytes = lines[index].bytes.lowerBound..<max(lines[index].bytes.lowerBound, end)
            }
            // A line's box reaches down to the next line's top (Pango leaves the spacing between).
            for index in lines.indices.dropLast() where lines[index + 1].rect.minY > lines[index].rect.maxY {
                lines[index].rect.size.height = lines[index + 1].rect.minY - lines[index].rect.minY
            }
            var characters: [TextLineLayout.Character] = []
            var offset = 0
            for character in text {
                let length = character.utf8.count
                var box = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(offset), &box)
                var position = rect(box)
                // Pango gives a right-to-left character a negative width; the box is the same.
                if position.width < 0 { position = position.standardized }
                characters.append(.init(bytes: offset..<(offset + length), rect: position))
                offset += length
            }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return TextLineLayout(lines: lines, characters: characters,
                                  size: CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale))
        }
    }
}
