import Foundation

/// Scales custom fonts and values with the text size the user chose, as a text style does.
///
/// - Note: OpenUIKit differs: there is no Dynamic Type setting, so the text size is always the
///   default ("Large") and fonts and values come back unscaled unless a trait collection with
///   another content size category is given. For those, every style scales as the body style
///   does in Apple's Human Interface Guidelines' table of Dynamic Type sizes (body 14, 15, 16,
///   17, 19, 21, 23 points from extra small to extra extra extra large; 28, 33, 40, 47, 53 for
///   the accessibility sizes); iOS scales each style by its own row of that table [R].
@preconcurrency @MainActor
open class UIFontMetrics: NSObject {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose scaling these metrics follow.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` at the current text size (unscaled at the default size).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` at the current text size, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` at the text size of `traitCollection` (the current one when nil).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scale = Self.scale(for: traitCollection)
        return scale == 1 ? font : font.withSize(font.pointSize * scale)
    }

    /// `font` at the text size of `traitCollection`, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
        return scaled.withSize(maximumPointSize)
    }

    /// `value` (a spacing, a height) scaled as the style's text is.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * Self.scale(for: traitCollection)
    }

    /// The body style's size at each category over its default size (17 points).
    private static let bodySizes: [UIContentSizeCategory: CGFloat] = [
        .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21, .extraExtraExtraLarge: 23,
        .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
        .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
    ]

    private static func scale(for traitCollection: UITraitCollection?) -> CGFloat {
        guard let category = traitCollection?.preferredContentSizeCategory, let size = bodySizes[category] else { return 1 }
        return size / 17
    }
}
