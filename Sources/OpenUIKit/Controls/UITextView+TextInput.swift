import Foundation

/// The text view's text and selection through positions and ranges (`UITextInput`), the same
/// selection as `selectedRange`.
///
/// - Note: OpenUIKit differs: these members are not `open` (they are declared in an
///   extension), so a subclass cannot override them.
extension UITextView: _TextOffsetInput {
    public var _inputText: String { text ?? "" }

    /// The selection (a text view keeps it while not editing, as on iOS). Setting nil leaves it.
    public var selectedTextRange: UITextRange? {
        get { TextOffsets.range(selectedRange) }
        set {
            guard let newValue else { return }
            selectedRange = TextOffsets.nsRange(newValue, in: text ?? "")
        }
    }

    /// Replaces the range's text as typing would: the delegate is asked first, and
    /// `textViewDidChange(_:)` and the notification follow.
    public func replace(_ range: UITextRange, withText text: String) {
        replace(TextOffsets.nsRange(range, in: self.text ?? ""), with: text)
    }
}
