import Foundation

/// A place in a text control's text, between two characters. Text fields and text views make
/// them (`beginningOfDocument`, `position(from:offset:)`); compare and measure them through the
/// control that made them (`compare(_:to:)`, `offset(from:to:)`).
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A stretch of a text control's text between two positions; an empty range is the cursor.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Where the range begins.
    open var start: UITextPosition { storedStart }
    /// Where the range ends (after `start`, or at it).
    open var end: UITextPosition { storedEnd }
    /// Whether the range holds no text (a cursor).
    open var isEmpty: Bool { TextOffsets.offset(of: storedStart) == TextOffsets.offset(of: storedEnd) }

    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition

    init(start: UITextPosition, end: UITextPosition) {
        storedStart = start
        storedEnd = end
    }
}

/// Directions on screen, for `position(from:in:offset:)`.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// Directions through the text's storage.
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// What the keyboard's keys do to a responder's text: report whether there is text, type, and
/// delete backward.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// The text and the selection of a text control, through positions and ranges. `UITextField`
/// and `UITextView` conform: typing and the delete key act at `selectedTextRange`, which the
/// app reads and sets (the idiom of input formatters that keep the cursor in place).
///
/// - Note: OpenUIKit differs: the requirements are the text's and the selection's; the
///   geometric ones (`caretRect(for:)`, `firstRect(for:)`, `closestPosition(to:)`,
///   `selectionRects(for:)`), marked text (`setMarkedText`) and the tokenizer are absent, so a
///   type of an app's own that conforms needs only these. Offsets count UTF-16 code units, as
///   `NSString` does on iOS.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection, or the cursor when empty (nil while the control is not editing).
    var selectedTextRange: UITextRange? { get set }
    /// Text being composed by an input method (always nil here: there is none).
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// What text fields and text views share of `UITextInput`: positions are UTF-16 offsets into
/// `_inputText`. Underscored: not UIKit API; each control adds the selection and `replace`.
@preconcurrency @MainActor
public protocol _TextOffsetInput: UITextInput {
    /// The control's text, as positions count it.
    var _inputText: String { get }
}

extension _TextOffsetInput {
    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    public var endOfDocument: UITextPosition { TextOffsetPosition(TextOffsets.length(of: _inputText)) }

    public func text(in range: UITextRange) -> String? { TextOffsets.text(in: range, of: _inputText) }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextOffsets.range(from: fromPosition, to: toPosition, in: _inputText)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextOffsets.position(from: position, offset: offset, in: _inputText)
    }

    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        TextOffsets.position(from: position, in: direction, offset: offset, in: _inputText)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextOffsets.compare(position, to: other)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        TextOffsets.offset(of: toPosition) - TextOffsets.offset(of: from)
    }
}

/// The positions text fields and text views make: an offset in UTF-16 code units from the start.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset.hashValue }
    override var description: String { "<UITextPosition offset \(offset)>" }
}

/// Position arithmetic over a string, shared by the text controls: every answer stays inside the
/// text, and a position from elsewhere (an app's own subclass) is reported, never trusted.
@MainActor
enum TextOffsets {
    /// The offset of a position this module made; 0 (reported) for any other.
    static func offset(of position: UITextPosition) -> Int {
        if let position = position as? TextOffsetPosition { return position.offset }
        OpenUIKitDiagnostics.report(.viewMisuse, "a UITextPosition that no OpenUIKit text control made (\(type(of: position))) was passed to one; it is read as the beginning of the text.")
        return 0
    }

    static func length(of text: String) -> Int { (text as NSString).length }

    /// `position` moved by `offset`, or nil when that leaves the text (as on iOS).
    static func position(from position: UITextPosition, offset: Int, in text: String) -> UITextPosition? {
        let (moved, overflow) = Self.offset(of: position).addingReportingOverflow(offset)
        guard !overflow, moved >= 0, moved <= length(of: text) else { return nil }
        return TextOffsetPosition(moved)
    }

    /// Left and up move backward, right and down forward (one line of a text field is its whole
    /// text; a text view's lines are not measured, so up and down move by characters too).
    static func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int, in text: String) -> UITextPosition? {
        switch direction {
        case .right, .down: return self.position(from: position, offset: offset, in: text)
        case .left, .up: return self.position(from: position, offset: offset == Int.min ? Int.max : -offset, in: text)
        }
    }

    static func range(from start: UITextPosition, to end: UITextPosition, in text: String) -> UITextRange? {
        let first = offset(of: start), second = offset(of: end)
        let length = length(of: text)
        guard (0...length).contains(first), (0...length).contains(second) else { return nil }
        return UITextRange(start: TextOffsetPosition(min(first, second)), end: TextOffsetPosition(max(first, second)))
    }

    static func range(_ range: NSRange) -> UITextRange {
        UITextRange(start: TextOffsetPosition(range.location), end: TextOffsetPosition(range.location + range.length))
    }

    /// The `NSRange` of a text range, clamped to the text.
    static func nsRange(_ range: UITextRange, in text: String) -> NSRange {
        let start = offset(of: range.start)
        return KeyboardTyping.clamped(NSRange(location: start, length: offset(of: range.end) - start), toLength: length(of: text))
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let first = offset(of: position), second = offset(of: other)
        return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    static func text(in range: UITextRange, of text: String) -> String? {
        let bounds = nsRange(range, in: text)
        return (text as NSString).substring(with: bounds)
    }
}
