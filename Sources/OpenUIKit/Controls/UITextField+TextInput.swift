import Foundation

/// The text field's text and selection through positions and ranges (`UITextInput`).
///
/// - Note: OpenUIKit differs: these members are not `open` (they are declared in an
///   extension), so a subclass cannot override them.
extension UITextField: _TextOffsetInput {
    public var _inputText: String { text ?? "" }

    /// The selection while the field is editing (nil otherwise, as on iOS, where a field's
    /// selection exists only while it is the first responder). Setting it while the field is not
    /// editing is reported and ignored.
    public var selectedTextRange: UITextRange? {
        get { isEditing ? TextOffsets.range(selection) : nil }
        set {
            guard isEditing else {
                OpenUIKitDiagnostics.report(.viewMisuse, "UITextField.selectedTextRange was set while the field is not editing: call becomeFirstResponder() first; the selection did not change.")
                return
            }
            guard let newValue else { return }
            selection = TextOffsets.nsRange(newValue, in: text ?? "")
        }
    }

    /// Replaces the range's text as typing would: the delegate is asked first, and the
    /// `.editingChanged` event and notification follow.
    public func replace(_ range: UITextRange, withText text: String) {
        replace(TextOffsets.nsRange(range, in: self.text ?? ""), with: text)
    }
}
