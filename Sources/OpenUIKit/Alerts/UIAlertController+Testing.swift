/// Test hooks: what the test kit reaches that iOS keeps private.
extension UIAlertController {
    /// The button showing `action`, once the alert is on screen (the test kit's
    /// `tapAction(titled:)` taps it as a person would).
    package func _buttonView(for action: UIAlertAction) -> UIView? { buttonView(for: action) }
}
