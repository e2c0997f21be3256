import Foundation

/// How a paragraph of text is aligned and broken, for attribute dictionaries
/// (`NSAttributedString.Key.paragraphStyle`).
///
/// - Note: OpenUIKit differs: only `alignment` and `lineBreakMode` exist, the two the text
///   renderer applies; spacing, indents and tab stops are absent.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style text has when none is given: natural alignment, word wrapping.
    public static let `default` = NSParagraphStyle()

    fileprivate(set) var storedAlignment: NSTextAlignment = .natural
    fileprivate(set) var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    override public init() { super.init() }

    /// The horizontal alignment.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines that do not fit are broken or truncated.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        (copy.storedAlignment, copy.storedLineBreakMode) = (storedAlignment, storedLineBreakMode)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        (copy.alignment, copy.lineBreakMode) = (storedAlignment, storedLineBreakMode)
        return copy
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode
    }

    override open var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue }
}

/// A paragraph style whose alignment and line breaking can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    override open var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    override open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}
