import Foundation

// The values the text layout facade (`TextLayout`) speaks: fonts, styles and attributed runs.

/// A font as OpenUIKit's text renderer understands it.
package struct FontDescriptor: Hashable, Sendable {
    /// A fontconfig family name. iOS's system font is not available; "DejaVu Sans" stands in,
    /// and fontconfig falls back (to WenQuanYi Micro Hei for Chinese) for missing characters.
    var family: String
    /// The size in user-space units (points for UIKit drawing).
    package var size: CGFloat
    /// CSS-style weight, 100 ... 900 (400 regular, 700 bold).
    var weight: Int
    var italic: Bool

    package init(family: String = FontDescriptor.systemFamily, size: CGFloat, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    package static let systemFamily = "DejaVu Sans"
}

/// How text is laid out in its box.
package struct TextStyle: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable { case left, center, right, justified }
    package enum LineBreak: Hashable, Sendable { case wordWrap, charWrap, clip, truncateHead, truncateMiddle, truncateTail }

    package var font: FontDescriptor
    package var color: ColorComponents
    package var alignment: Alignment
    var lineBreak: LineBreak
    /// Maximum number of lines; 0 means no limit.
    var numberOfLines: Int
    /// Parts of the text with their own attributes (an attributed string), over `font` and
    /// `color`; empty for plain text.
    package var runs: [TextRun] = []
    /// Extra space between lines, in points (a paragraph style's `lineSpacing`).
    package var lineSpacing: CGFloat = 0

    package init(font: FontDescriptor, color: ColorComponents = ColorComponents(red: 0, green: 0, blue: 0, alpha: 1),
                 alignment: Alignment = .left, lineBreak: LineBreak = .wordWrap, numberOfLines: Int = 0) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreak = lineBreak
        self.numberOfLines = numberOfLines
    }
}

/// A part of a text with its own attributes (a run of an attributed string), over UTF-8 byte
/// offsets of the text. `nil` attributes take the text style's.
package struct TextRun: Hashable, Sendable {
    var bytes: Range<Int>
    package var font: FontDescriptor?
    package var color: ColorComponents?
    package var background: ColorComponents?
    /// Extra space after each character, in points.
    var kern: CGFloat?
    var underline = false
    var strikethrough = false

    package init(bytes: Range<Int>, font: FontDescriptor? = nil, color: ColorComponents? = nil, background: ColorComponents? = nil,
                 kern: CGFloat? = nil, underline: Bool = false, strikethrough: Bool = false) {
        self.bytes = bytes
        self.font = font
        self.color = color
        self.background = background
        self.kern = kern
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// Whether the run changes nothing.
    package var isPlain: Bool {
        font == nil && color == nil && background == nil && kern == nil && !underline && !strikethrough
    }
}
