import Foundation

/// The text attribute keys UIKit adds to Foundation's (Foundation on Linux has none of them).
///
/// - Note: OpenUIKit differs: the keys exist for attribute dictionaries such as
///   `UINavigationBarAppearance.titleTextAttributes` and string drawing
///   (`size(withAttributes:)`, `draw(in:withAttributes:)`), which read `.font`,
///   `.foregroundColor` and `.paragraphStyle`; labels do not draw attributed strings.
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
}
