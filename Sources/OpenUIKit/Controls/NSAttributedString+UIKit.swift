import Foundation

/// The text attribute keys UIKit adds to Foundation's (Foundation on Linux has none of them).
///
/// Labels' `attributedText`, string drawing (`size(withAttributes:)`, `draw(in:withAttributes:)`)
/// and attributed strings' own drawing read `.font`, `.foregroundColor`, `.backgroundColor`,
/// `.kern`, `.underlineStyle`, `.strikethroughStyle` and `.paragraphStyle`.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra spacing between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle` (alignment and line breaking).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSUnderlineStyle` raw value (`Int`): any style but none draws a single underline.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value (`Int`): any style but none draws a single line through.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

/// How text is underlined or struck through.
///
/// - Note: OpenUIKit differs: every style but none draws Pango's single line.
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
