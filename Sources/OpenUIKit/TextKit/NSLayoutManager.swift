import Foundation

/// Lays a text storage's text out in text containers and answers where it went: line
/// fragments, the character under a point, the rectangle of a range. TextKit 1's layout manager.
///
/// The usual set-up is `storage.addLayoutManager(manager)` and
/// `manager.addTextContainer(container)`; a `UITextView` has all three (`textStorage`,
/// `layoutManager`, `textContainer`). The layout is made when it is first asked for and kept
/// until the text, a container's geometry or the containers change.
///
/// - Note: OpenUIKit differs: a glyph is a UTF-16 code unit of the text (glyph index =
///   character index; a character of two code units has two glyphs sharing one box, and a
///   ligature is still one glyph per character). Text is laid out by Pango with OpenUIKit's
///   fonts, so positions differ from iOS's by the fonts' metrics. Containers have no exclusion
///   paths, there are no temporary attributes, and there is no delegate.
///   `allowsNonContiguousLayout` is kept but the whole text is always laid out.
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The text laid out; set by `NSTextStorage.addLayoutManager(_:)`.
    open internal(set) weak var textStorage: NSTextStorage? {
        didSet { invalidateAll() }
    }
    /// The containers the text flows through, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    /// Whether the layout manager may lay out parts of the text on their own (kept; the whole
    /// text is always laid out here).
    open var allowsNonContiguousLayout = false
    /// Whether parts of the text are laid out on their own: never here.
    open var hasNonContiguousLayout: Bool { false }
    /// Whether lines use the font's leading: the text renderer always does.
    open var usesFontLeading = true

    /// The layout last made, and the text storage's edit it was made after.
    private var cachedLayout: TextKitLayout?
    private var layoutGeneration = -1

    override public init() {
        super.init()
    }

    // MARK: Containers and storage

    /// Adds `container` at the end of the flow.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts `container` at `index` of the flow (a reported index out of range is not used).
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        guard (0...textContainers.count).contains(index) else {
            OpenUIKitDiagnostics.report(.layoutManagerMisuse, "NSLayoutManager.insertTextContainer(_:at:) with index \(index), outside 0...\(textContainers.count); the container was not added.")
            return
        }
        guard !textContainers.contains(where: { $0 === container }) else {
            OpenUIKitDiagnostics.report(.layoutManagerMisuse, "NSLayoutManager.insertTextContainer(_:at:) with a container it already has; it stays where it is.")
            return
        }
        if let previous = container.layoutManager, previous !== self, let old = previous.textContainers.firstIndex(where: { $0 === container }) {
            previous.removeTextContainer(at: old)
        }
        textContainers.insert(container, at: index)
        container.layoutManager = self
        invalidateAll()
    }

    /// Removes the container at `index` (a reported index out of range removes nothing).
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else {
            OpenUIKitDiagnostics.report(.layoutManagerMisuse, "NSLayoutManager.removeTextContainer(at:) with index \(index), outside the \(textContainers.count) containers; nothing was removed.")
            return
        }
        let removed = textContainers.remove(at: index)
        if removed.layoutManager === self { removed.layoutManager = nil }
        invalidateAll()
    }

    /// Moves this layout manager, and its containers, to `newTextStorage`.
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        textStorage?.removeLayoutManager(self)
        newTextStorage.addLayoutManager(self)
    }

    /// A container's size, padding or line limit changed: its text is laid out again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateAll()
    }

    // MARK: Invalidation

    /// The layout of `charRange` is out of date; the whole text is laid out again when next
    /// asked. `actualCharRange`, when given, receives the range invalidated (all of the text).
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        invalidateAll()
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
    }

    /// The drawing of `charRange` is out of date: the text views showing it draw again.
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        for container in textContainers { container.owner?.textContainerDidChange() }
    }

    /// Same as `invalidateDisplay(forCharacterRange:)`, for glyphs.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        invalidateDisplay(forCharacterRange: glyphRange)
    }

    /// The text storage processed an edit: the text views showing its containers take the text.
    func textStorageDidProcessEditing() {
        invalidateAll()
        guard let textStorage else { return }
        for container in textContainers { container.owner?.textStorageDidChange(textStorage) }
    }

    private func invalidateAll() {
        cachedLayout = nil
    }

    // MARK: Making the layout

    /// Lays out the text now, if it is not laid out already.
    open func ensureLayout(for container: NSTextContainer) { _ = layout }
    /// Lays out the text now, if it is not laid out already.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout }
    /// Lays out the text now, if it is not laid out already.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout }
    /// Lays out the text now, if it is not laid out already.
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { _ = layout }

    /// The text laid out in the containers, made again when the text storage was edited since.
    var layout: TextKitLayout {
        let generation = textStorage?.editGeneration ?? -1
        if let cachedLayout, layoutGeneration == generation { return cachedLayout }
        // Read in place: the layout is made now, and a copy would compare the storage's runs
        // (Linux's Foundation compares runs as it copies: docs/porting.md).
        let text: NSAttributedString = textStorage ?? NSAttributedString(string: "")
        let made = TextKitLayout(text: text, containers: textContainers)
        cachedLayout = made
        layoutGeneration = generation
        return made
    }

    /// `range` as glyphs of the text, for `method`: nil when it is no range at all (a negative
    /// or `NSNotFound` location, a negative length, an end past `Int.max`), else clamped to the
    /// glyphs there are. Both are reported, where iOS raises a range exception.
    func checkedGlyphRange(_ range: NSRange, for method: String) -> NSRange? {
        let count = numberOfGlyphs
        guard range.location >= 0, range.length >= 0, range.location != NSNotFound,
              range.location <= Int.max - range.length else {
            OpenUIKitDiagnostics.report(.layoutManagerMisuse, "NSLayoutManager.\(method) with the range {\(range.location), \(range.length)}, which is not a range of glyphs; nothing is answered for it.")
            return nil
        }
        let end = range.location + range.length
        guard end <= count else {
            OpenUIKitDiagnostics.report(.layoutManagerMisuse, "NSLayoutManager.\(method) with the range {\(range.location), \(range.length)}, which extends beyond the \(count) glyphs; it is cut to them.")
            let location = min(range.location, count)
            return NSRange(location: location, length: count - location)
        }
        return range
    }

    /// The index of `container` in `textContainers`.
    func index(of container: NSTextContainer) -> Int? {
        textContainers.firstIndex { $0 === container }
    }
}

extension DiagnosticCode {
    /// A layout manager asked about a range that is not one of its glyphs, or given a container
    /// index out of range or a container twice.
    public static let layoutManagerMisuse = DiagnosticCode(rawValue: "NSLayoutManagerMisuse")
}
