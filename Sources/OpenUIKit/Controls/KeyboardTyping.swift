import Foundation

/// Where the keyboard's keys act on a text control's string (the `UIKeyInput` methods of text
/// fields and text views): at the selection, which an empty range makes a cursor.
enum KeyboardTyping {
    /// What the delete key removes: the selection when it holds text, else the composed
    /// character before the cursor; `nil` at the beginning (iOS asks the delegate nothing then).
    static func deletionRange(in text: String, selection: NSRange) -> NSRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        return (text as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
    }

    /// `selection` kept inside a text of `length` UTF-16 code units.
    static func clamped(_ selection: NSRange, toLength length: Int) -> NSRange {
        let start = max(0, min(selection.location, length))
        return NSRange(location: start, length: max(0, min(selection.location + selection.length, length) - start))
    }

    /// The cursor after `replacement` took the place of `range`: just after the new text.
    static func cursor(afterReplacing range: NSRange, with replacement: String) -> NSRange {
        NSRange(location: range.location + (replacement as NSString).length, length: 0)
    }
}
