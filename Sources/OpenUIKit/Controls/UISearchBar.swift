import Foundation

/// The text field of a search bar: rounded, grey, a magnifier at its leading edge.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { UISearchTextField(frame: .zero) }
    }

    private func setUpSearchField() {
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 10
        placeholder = "Search"
        returnKeyType = .search
        let glass = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        glass.isUserInteractionEnabled = false
        let lens = CAShapeLayer()
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 9, y: 3, width: 11, height: 11))
        path.move(to: CGPoint(x: 18, y: 12))
        path.addLine(to: CGPoint(x: 22, y: 16))
        lens.path = path
        lens.fillColor = nil
        lens.strokeColor = UIColor.secondaryLabel.cgColor
        lens.lineWidth = 2
        lens.lineCap = .round
        glass.layer.addSublayer(lens)
        leftView = glass
        leftViewMode = .always
    }
}

/// What a search bar tells its delegate (every method has a default).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: _SelectorResponding {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search field with an optional Cancel button. Editing its field tells the delegate, in
/// UIKit's order: should begin, did begin, each change (`textDidChange`), the search (return)
/// key as `searchBarSearchButtonClicked`, and the Cancel button as
/// `searchBarCancelButtonClicked` (the app decides what Cancel does, as on iOS).
///
/// - Note: OpenUIKit differs: scope buttons, the bookmark and results-list buttons and prompts
///   are not available yet (absent from the API); typing is
///   `searchTextField.insertText(_:)` (no keyboard); the 56-point height is our measure [R].
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How the bar looks.
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// The bar's text field.
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private let relay = SearchFieldRelay()

    /// Told of editing, changes, the search key and the Cancel button (held weakly).
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller whose bar this is (told after the delegate).
    final weak var searchController: UISearchController?
    /// The text (setting it does not tell the delegate, as on iOS).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey hint shown while empty ("Search" by default).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// Whether the Cancel button shows.
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// How the bar looks (`.minimal` has no background).
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The bar's background colour (nil: the system's).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// The keyboard the field asks for (kept; no keyboard is shown).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeSearchBar(self, coder) }
    }

    private func setUpSearchBar() {
        relay.bar = self
        searchTextField.delegate = relay
        searchTextField.addTarget(relay, action: SearchFieldRelay.textChanged, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addTarget(relay, action: SearchFieldRelay.cancelTapped, for: .touchUpInside)
        updateBackground()
        if bounds.size == .zero { frame.size = CGSize(width: 320, height: 56) }
    }

    // Behaviour source [R] — Animation, timing, controls and dynamics
    //   Rule: Search bar Cancel button slides, animated
    //   Value: 0.25 s
    //   Source: Ours.
    /// Shows or hides the Cancel button (sliding in 0.25 s when animated [R]).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
        if animated { UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() } } else { layoutIfNeeded() }
    }

    private func updateBackground() {
        backgroundColor = searchBarStyle == .minimal ? nil : (barTintColor ?? .systemBackground)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        var fieldWidth = bounds.width - 2 * margin
        if showsCancelButton {
            if cancelButton.superview !== self { addSubview(cancelButton) }
            let size = cancelButton.sizeThatFits(bounds.size)
            cancelButton.frame = CGRect(x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            fieldWidth -= size.width + margin
        } else {
            cancelButton.removeFromSuperview()
        }
        searchTextField.frame = CGRect(x: margin, y: (bounds.height - 36) / 2, width: max(0, fieldWidth), height: 36)
    }

    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    override open func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    override open func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    override open var isFirstResponder: Bool { searchTextField.isFirstResponder }
}

/// Turns the search field's delegate calls and events into the search bar delegate's.
@MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The return key is the search button: the delegate hears it; the field keeps editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return false }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }

    func textChanged() {
        guard let bar else { return }
        bar.delegate?.searchBar(bar, textDidChange: bar.text ?? "")
        bar.searchController?.searchTextDidChange()
    }

    func cancelTapped() {
        guard let bar else { return }
        bar.delegate?.searchBarCancelButtonClicked(bar)
        bar.searchController?.searchBarCancelled()
    }
}
