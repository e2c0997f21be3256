import Foundation

/// How UIKit's text views and drawing reach the text engine (Pango through `TextRenderer`): a
/// string's size and baseline, its lines and characters, drawing it into a context, and the
/// fonts an app registered. The renderer, its measurement cache and the font registry stay
/// internal to Core Graphics.
package enum TextLayout {
    /// The size `text` needs in `style`, wrapped to `maxWidth` when given.
    package static func size(of text: String, style: TextStyle, maxWidth: CGFloat? = nil) -> CGSize {
        TextRenderer.size(of: text, style: style, maxWidth: maxWidth)
    }

    /// The text's size and the distance from its top to its first baseline (Auto Layout's
    /// baseline attributes); measured once per string, style and width.
    package static func metrics(of text: String, style: TextStyle, maxWidth: CGFloat? = nil) -> (size: CGSize, firstBaseline: CGFloat) {
        TextRenderer.metrics(of: text, style: style, maxWidth: maxWidth)
    }

    /// Each line and each character's box of `text` laid out in `style` (a layout manager's
    /// answers); not cached.
    package static func lineLayout(of text: String, style: TextStyle, maxWidth: CGFloat?) -> TextLineLayout {
        TextRenderer.lineLayout(of: text, style: style, maxWidth: maxWidth)
    }

    /// Draws `text` in `rect`, top-aligned, in a y-down (UIKit) context.
    package static func draw(_ text: String, style: TextStyle, in rect: CGRect, context: CGContext) {
        TextRenderer.draw(text, style: style, in: rect, context: context)
    }

    // MARK: Registered fonts

    /// The family, CSS weight and slant of the font an app registered as `name` (PostScript or
    /// full name) with `CTFontManagerRegisterGraphicsFont` and friends; `nil` when none is.
    package static func registeredFont(named name: String) -> (family: String, cssWeight: Int, isItalic: Bool)? {
        guard let font = RegisteredFonts.shared.font(named: name) else { return nil }
        return (font.familyName, font.weight, font.isItalic)
    }

    /// Changes with every font registration: a cache of drawn text keys on it.
    package static var fontGeneration: Int { RegisteredFonts.shared.currentGeneration }
}
