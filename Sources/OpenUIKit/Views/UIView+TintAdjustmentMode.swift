extension UIView {
    /// Whether a view's `tintColor` is used as is or dimmed.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal, dimmed
    }
}
