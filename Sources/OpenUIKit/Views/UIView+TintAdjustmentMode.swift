extension UIView {
    /// Whether a view's `tintColor` is used as is or dimmed.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal, dimmed
    }
}

extension UIView {
    /// Tells this view and the subviews that inherit its tint that the tint changed.
    final func propagateTintChange() {
        tintColorDidChange()
        for subview in subviewStorage where !subview.hasOwnTintColor { subview.propagateTintChange() }
    }
}
