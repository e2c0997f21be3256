import Foundation

/// An attributed string as the text renderer takes it: the text, runs over its UTF-8 bytes, and
/// the paragraph style of its first character (alignment and line breaking apply to the whole
/// text, as a label has one of each).
struct AttributedTextLayout {
    let text: String
    let runs: [OpenCoreGraphics.TextRun]
    let paragraph: NSParagraphStyle?
    /// The font of the first character, if it has one.
    let firstFont: UIFont?

    /// Colours resolve with `traits` (the current traits when `nil`).
    init(_ attributed: NSAttributedString, traits: UITraitCollection? = nil) {
        let text = attributed.string
        self.text = text
        var runs: [OpenCoreGraphics.TextRun] = []
        var paragraph: NSParagraphStyle?
        var firstFont: UIFont?
        func resolved(_ value: Any?) -> ColorComponents? {
            guard let color = value as? UIColor else { return nil }
            return (traits.map { color.resolvedColor(with: $0) } ?? color).rgbaComponents
        }
        func isOn(_ value: Any?) -> Bool {
            if let style = value as? NSUnderlineStyle { return style.rawValue != 0 }
            if let number = value as? Int { return number != 0 }
            return (value as? NSNumber)?.intValue ?? 0 != 0
        }
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            guard let bounds = Range(range, in: text) else { return }
            let start = text.utf8.distance(from: text.startIndex, to: bounds.lowerBound)
            let end = text.utf8.distance(from: text.startIndex, to: bounds.upperBound)
            let font = attributes[.font] as? UIFont
            if range.location == 0 {
                paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
                firstFont = font
            }
            let kern = (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (attributes[.kern] as? CGFloat)
            let run = OpenCoreGraphics.TextRun(bytes: start..<end, font: font?.descriptor, color: resolved(attributes[.foregroundColor]),
                                               background: resolved(attributes[.backgroundColor]), kern: kern,
                                               underline: isOn(attributes[.underlineStyle]), strikethrough: isOn(attributes[.strikethroughStyle]))
            if !run.isPlain { runs.append(run) }
        }
        self.runs = runs
        self.paragraph = paragraph
        self.firstFont = firstFont
    }
}
