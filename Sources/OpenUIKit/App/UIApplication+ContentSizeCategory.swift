import Foundation

// Behaviour source [R] — Layout
//   Rule: Text size change: views and controllers told top down (controller before its view),
//     `adjustsFontForContentSizeCategory` fonts first, layout again, then `didChangeNotification`
//   Value: this order
//   Source: Apple documents each callback, not their order relative to the notification.
/// A change of the preferred text size, as the Settings app makes one on iOS: every window's
/// views and controllers whose text size changed are told (`traitCollectionDidChange(_:)`, top
/// down, a controller before its view), labels and text fields with
/// `adjustsFontForContentSizeCategory` take their font at the new size first, layout runs
/// again, and `UIContentSizeCategory.didChangeNotification` is posted last [R: the order of the
/// notification and the trait callbacks is ours].
extension UIApplication {
    /// Sets the preferred text size; `false` (nothing changes) for `.unspecified` or an unknown
    /// value. The test kit reaches it through `TransitionHost.preferredContentSizeCategory`.
    @discardableResult
    func changePreferredContentSizeCategory(to category: UIContentSizeCategory) -> Bool {
        guard category.dynamicTypeIndex != nil else { return false }
        guard category != DynamicType.preferredCategory else { return true }
        var environments: [any UITraitEnvironment] = []
        for window in windows { collectEnvironments(of: window, into: &environments) }
        notifyingContentSizeChanges(of: environments, { DynamicType.preferredCategory = category }, prepare: { environment in
            guard let view = environment as? UIView else { return }
            view.adjustFontForContentSizeCategory()
            view.setNeedsLayout()
        })
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
        return true
    }

    /// `view`'s subtree, each controller before its view.
    private func collectEnvironments(of view: UIView, into list: inout [any UITraitEnvironment]) {
        if let controller = view.owningViewController, controller.viewIfLoaded === view { list.append(controller) }
        list.append(view)
        for subview in view.subviewStorage { collectEnvironments(of: subview, into: &list) }
    }
}

extension UIView {
    /// A label's or text field's font at the new text size, when it follows the size.
    fileprivate func adjustFontForContentSizeCategory() {
        if let label = self as? UILabel, label.adjustsFontForContentSizeCategory, let font = label.font?.adjusted(to: traitCollection) {
            label.font = font
        } else if let field = self as? UITextField, field.adjustsFontForContentSizeCategory, let font = field.font?.adjusted(to: traitCollection) {
            field.font = font
        }
    }
}
