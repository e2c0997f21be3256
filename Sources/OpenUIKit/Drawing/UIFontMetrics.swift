import Foundation

/// Scales custom fonts and values with the text size the user chose, as a text style does.
///
/// Each style scales by its own row of Apple's Dynamic Type table (UIFont+DynamicType.swift): a
/// value at the style's size at the text size over its size at Large. The text size is the
/// trait collection's, else the current traits', else the application's (Large unless a test
/// set another). A scaled font in a label or text field with
/// `adjustsFontForContentSizeCategory` follows later changes of the size.
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
        scaled(font, maximumPointSize: nil, traits: traitCollection)
    }

    /// `font` at the text size of `traitCollection`, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil, traits: traitCollection)
    }

    private func scaled(_ font: UIFont, maximumPointSize: CGFloat?, traits: UITraitCollection?) -> UIFont {
        // The font the app gave, not one scaled before (scaling a scaled font again would
        // compound).
        var base = font
        if case .scaled(_, let original, _)? = font.dynamicTypeOrigin { base = original }
        var size = base.pointSize * scale(for: traits)
        if let maximumPointSize { size = min(size, maximumPointSize) }
        let result = base.withSize(size)
        result.dynamicTypeOrigin = .scaled(textStyle, base: base, maximumPointSize: maximumPointSize)
        return result
    }

    /// `value` (a spacing, a height) scaled as the style's text is.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: traitCollection)
    }

    /// The style's size at the text size over its size at Large.
    private func scale(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = DynamicType.category(traitCollection ?? UITraitCollection.current)
        return textStyle.pointSize(at: category) / textStyle.pointSize(at: .large)
    }
}
