/// Test hooks: what the test kit and the gallery's scripted demos reach that iOS keeps private.
extension UINavigationBar {
    /// The back button the bar shows for its top item (tapped by the gallery's scripts, as a
    /// person would go back).
    package var _backButton: UIButton { backButton }
}
