import Foundation

/// How many wheels (components) a picker view has, and how many rows each.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: _SelectorResponding {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view's rows show and what it tells when the user picks a row. Every method
/// is optional (defaults given). A row shows the delegate's view if it gives one, else its
/// attributed title, else its title.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: _SelectorResponding {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user stopped a wheel on `row` (not sent for `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { UIPickerView.unspecifiedWidth }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        PickerRowPlaceholder()
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// What the default `viewForRow` returns: "no view of its own" (the title is shown instead).
@MainActor
final class PickerRowPlaceholder: UIView {}
