import Foundation

/// How a paragraph of text is aligned and broken, for attribute dictionaries
/// (`NSAttributedString.Key.paragraphStyle`).
///
/// - Note: OpenUIKit differs: only `alignment`, `lineBreakMode` and `lineSpacing` exist, what
///   the text renderer applies; paragraph spacing, line heights, indents and tab stops are
///   absent.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style text has when none is given: natural alignment, word wrapping.
    public static let `default` = NSParagraphStyle()

    fileprivate(set) var storedAlignment: NSTextAlignment = .natural
    fileprivate(set) var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    fileprivate(set) var storedLineSpacing: CGFloat = 0

    override public init() { super.init() }

    /// The horizontal alignment.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines that do not fit are broken or truncated.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between the lines of the paragraph, in points (0 by default; negative values
    /// count as 0, as on iOS).
    open var lineSpacing: CGFloat { storedLineSpacing }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        (copy.storedAlignment, copy.storedLineBreakMode, copy.storedLineSpacing) = (storedAlignment, storedLineBreakMode, storedLineSpacing)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        (copy.alignment, copy.lineBreakMode, copy.lineSpacing) = (storedAlignment, storedLineBreakMode, storedLineSpacing)
        return copy
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
    }

    override open var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }
}

/// A paragraph style whose alignment, line breaking and line spacing can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    override open var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    override open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    override open var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue.isFinite ? max(newValue, 0) : 0 }
    }
}
