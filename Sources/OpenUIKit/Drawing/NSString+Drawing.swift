import Foundation

/// Options for measuring and drawing strings (`boundingRect(with:options:attributes:context:)`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines within the given width, measured from the top of the first
    /// line. Without it the string is one line and the rectangle's origin is at its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading between lines (the text renderer always does).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds rather than typographic ones (the text renderer measures typographic
    /// bounds either way).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits, with an ellipsis, when the text does not fit the height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string drawing reports back.
///
/// - Note: OpenUIKit differs: text is never shrunk to fit, so `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest scale the text may be shrunk to (not applied: text is never shrunk).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement or drawing covered.
    open internal(set) var totalBounds: CGRect = .zero
}

/// How strings are measured and drawn with UIKit attributes: `.font` (12-point system font when
/// absent, as on iOS), `.foregroundColor` (black) and `.paragraphStyle` (alignment, line
/// breaking). Sizes are fractional, as on iOS: round them up for views.
enum StringDrawing {
    static func style(_ attributes: [NSAttributedString.Key: Any]?, traits: UITraitCollection? = nil) -> OpenCoreGraphics.TextStyle {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        var color = attributes?[.foregroundColor] as? UIColor ?? .black
        if let traits { color = color.resolvedColor(with: traits) }
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle ?? .default
        var style = OpenCoreGraphics.TextStyle(font: font, color: color, alignment: paragraph.alignment,
                                               lineBreakMode: paragraph.lineBreakMode, numberOfLines: 0)
        style.lineSpacing = paragraph.lineSpacing
        return style
    }

    static func boundingRect(_ text: String, size: CGSize, options: NSStringDrawingOptions,
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        boundingRect(text, style: style(attributes), size: size, options: options, context: context)
    }

    /// Wrapped within `size.width` with `.usesLineFragmentOrigin`, else one line with the
    /// origin at its baseline (the rectangle reaches up by the ascent).
    static func boundingRect(_ text: String, style textStyle: OpenCoreGraphics.TextStyle, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width.isFinite && size.width > 0 && size.width < 1e7 ? size.width : nil
            var measured = TextLayout.size(of: text, style: textStyle, maxWidth: width)
            if size.height.isFinite, size.height > 0, options.contains(.truncatesLastVisibleLine) {
                measured.height = min(measured.height, size.height)
            }
            rect = CGRect(origin: .zero, size: measured)
        } else {
            let line = TextLayout.metrics(of: text.replacingOccurrences(of: "\n", with: " "), style: textStyle)
            rect = CGRect(x: 0, y: -line.firstBaseline, width: line.size.width, height: line.size.height)
        }
        context?.totalBounds = rect
        return rect
    }

    @MainActor
    static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        draw(text, style: style(attributes, traits: UITraitCollection.current), in: rect)
    }

    /// Draws wrapped within `rect` and clipped to it, in the current context.
    @MainActor
    static func draw(_ text: String, style textStyle: OpenCoreGraphics.TextStyle, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        context.saveGState()
        context.clip(to: rect)
        TextLayout.draw(text, style: textStyle, in: rect, context: context)
        context.restoreGState()
    }

    @MainActor
    static func draw(_ text: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
        draw(text, style: style(attributes, traits: UITraitCollection.current), at: point)
    }

    /// Draws on one line with its top-left corner at `point`, in the current context.
    @MainActor
    static func draw(_ text: String, style textStyle: OpenCoreGraphics.TextStyle, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        TextLayout.draw(text, style: textStyle, in: CGRect(origin: point, size: TextLayout.size(of: text, style: textStyle)), context: context)
    }
}

extension StringProtocol {
    /// The size the string takes on one line with `attrs` (fractional).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.boundingRect(String(self), size: .zero, options: [], attributes: attrs, context: nil).size
    }

    /// The rectangle the string covers with `attributes`: wrapped within `size.width` with
    /// `.usesLineFragmentOrigin`, else one line with the origin at its baseline.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(String(self), size: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string on one line with its top-left corner at `point`, in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), at: point, attributes: attrs)
    }

    /// Draws the string wrapped within `rect` (and clipped to it), in the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(String(self), in: rect, attributes: attrs)
    }

    /// Draws the string in `rect` as `boundingRect(with:options:attributes:context:)` lays it out.
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                                context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            StringDrawing.draw(String(self), in: rect, attributes: attributes)
        } else {
            // The rectangle's origin is the baseline: the line's top is an ascent above it.
            let line = StringDrawing.boundingRect(String(self), size: rect.size, options: [], attributes: attributes, context: nil)
            StringDrawing.draw(String(self), at: CGPoint(x: rect.minX, y: rect.minY + line.minY), attributes: attributes)
        }
        context?.totalBounds = rect
    }
}

extension NSString {
    /// The size the string takes on one line with `attrs` (fractional).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string covers with `attributes` (see `String`'s).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string on one line at `point`, in the current context.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped within `rect`, in the current context.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
}

/// Attributed strings measure and draw with their attributes, run by run: font, foreground and
/// background colour, kern, underline and strikethrough; the paragraph style of the first
/// character aligns and breaks the whole string. Where a run has no font or colour, the
/// 12-point system font and black, as on iOS.
extension NSAttributedString {
    /// The string's text and the style the text renderer draws it with.
    fileprivate func renderable(traits: UITraitCollection? = nil) -> (text: String, style: OpenCoreGraphics.TextStyle) {
        let layout = AttributedTextLayout(self, traits: traits)
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let paragraph = layout.paragraph { attributes[.paragraphStyle] = paragraph }
        var style = StringDrawing.style(attributes, traits: traits)
        style.runs = layout.runs
        return (layout.text, style)
    }

    /// The size the string takes on one line (fractional).
    public func size() -> CGSize {
        boundingRect(with: .zero, options: [], context: nil).size
    }

    /// The rectangle the string covers: wrapped within `size.width` with
    /// `.usesLineFragmentOrigin`, else one line with the origin at its baseline.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let (text, style) = renderable()
        return StringDrawing.boundingRect(text, style: style, size: size, options: options, context: context)
    }

    /// Draws the string on one line with its top-left corner at `point`, in the current context.
    @MainActor public func draw(at point: CGPoint) {
        let (text, style) = renderable(traits: UITraitCollection.current)
        StringDrawing.draw(text, style: style, at: point)
    }

    /// Draws the string wrapped within `rect` (and clipped to it), in the current context.
    @MainActor public func draw(in rect: CGRect) {
        let (text, style) = renderable(traits: UITraitCollection.current)
        StringDrawing.draw(text, style: style, in: rect)
    }
}
