import Foundation

/// Where the keyboard's keys act on a text control's string (the `UIKeyInput` methods of text
/// fields and text views; there is no cursor, so at the end).
enum KeyboardTyping {
    /// The empty range at the end of `text`, where typed text goes.
    static func insertionRange(in text: String) -> NSRange {
        NSRange(location: (text as NSString).length, length: 0)
    }

    /// The last composed character of `text` (what the delete key removes); `nil` when empty.
    static func lastCharacterRange(in text: String) -> NSRange? {
        let length = (text as NSString).length
        return length > 0 ? (text as NSString).rangeOfComposedCharacterSequence(at: length - 1) : nil
    }
}
