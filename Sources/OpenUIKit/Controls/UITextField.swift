import Foundation

/// A one-line editable text box: text or placeholder, font, colour, alignment and border style
/// are drawn; focus, typing and the delegate's calls follow UIKit's order.
///
/// Tapping the field (or `becomeFirstResponder()`) starts editing: the delegate's
/// `textFieldShouldBeginEditing`, focus, `.editingDidBegin`, `textFieldDidBeginEditing`,
/// `textDidBeginEditingNotification`, and the keyboard's will-show notifications.
/// `insertText(_:)` and `deleteBackward()` type as the keyboard would, through
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, then `.editingChanged` and
/// `textDidChangeNotification`; inserting `"\n"` asks `textFieldShouldReturn` instead.
/// - Note: OpenUIKit differs: there is no software keyboard on screen, no cursor, selection,
///   copy and paste, auto-correction or input methods: tests and the live window type with
///   `insertText(_:)`. The keyboard's notifications are posted with the frame a keyboard would
///   have (see `UIResponder.keyboardWillShowNotification`). Text input traits (`keyboardType`,
///   `returnKeyType`...) are kept for the app to read.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The border drawn around the text.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The text (empty, never `nil`, when read, as on iOS).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            attributedTextStorage = nil
            // As on iOS, setting the text puts the cursor at its end.
            selection = NSRange(location: TextOffsets.length(of: storedText), length: 0)
            updateClearButton()
            setNeedsDisplay()
        }
    }
    /// The selection in UTF-16 code units (an empty range is the cursor): where typing goes.
    var selection = NSRange(location: 0, length: 0)
    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        didSet {
            // A plain placeholder replaces an attributed one (whose setter sets this first).
            attributedPlaceholderStorage = nil
            setNeedsDisplay()
        }
    }
    /// The text with attributes, run by run (font, colours, kern, underline, strikethrough).
    /// Reading it without having set it gives `text` with the field's font and colour; typing or
    /// setting `text` afterwards drops the attributes (the field keeps no typing attributes).
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? NSAttributedString(string: storedText, attributes: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label]) }
        set {
            // Kept as given, not copied: copying two fonts or colours side by side halts Linux's
            // Foundation (docs/porting.md).
            storedText = newValue?.string ?? ""
            attributedTextStorage = newValue
            selection = NSRange(location: TextOffsets.length(of: storedText), length: 0)
            setNeedsDisplay()
        }
    }
    /// The placeholder with attributes (a colour of its own, say). Setting it sets `placeholder`
    /// to its string; setting `placeholder` drops the attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText]) } }
        set {
            // Kept as given, not copied: copying two fonts or colours side by side halts Linux's
            // Foundation (docs/porting.md).
            placeholder = newValue?.string
            attributedPlaceholderStorage = newValue
            setNeedsDisplay()
        }
    }
    private var attributedTextStorage: NSAttributedString?
    private var attributedPlaceholderStorage: NSAttributedString?
    /// The font (17-point system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplay(); superview?.setNeedsLayout() } }
    /// Whether a Dynamic Type font (`UIFont.preferredFont(forTextStyle:)`, or a font scaled by
    /// `UIFontMetrics`) follows changes of the preferred text size.
    open var adjustsFontForContentSizeCategory = false
    /// The text colour (`.label` by default).
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The border (`.none` for fields made in code, as on iOS).
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    /// Whether starting to edit empties the field.
    /// The view shown in the keyboard's place while editing (nil: the keyboard); see
    /// `UIResponder.inputView` for what is drawn.
    override open var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    /// The view shown above the keyboard while editing.
    override open var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    open var clearsOnBeginEditing = false
    /// The delegate asked before and told after editing changes.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited (it has focus).
    open private(set) var isEditing = false {
        didSet { if isEditing != oldValue { updateOverlayViews() } }
    }

    /// When an overlay view (`leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// A view at the leading edge (a magnifier, an icon); the text starts after it.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            updateOverlayViews()
        }
    }
    /// When `leftView` shows (never by default).
    open var leftViewMode: ViewMode = .never { didSet { updateOverlayViews() } }
    /// A view at the trailing edge; the text ends before it.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            updateOverlayViews()
        }
    }
    /// When `rightView` shows (never by default).
    open var rightViewMode: ViewMode = .never { didSet { updateOverlayViews() } }

    /// When the clear button shows (never by default): only while the field holds text.
    open var clearButtonMode: ViewMode = .never { didSet { updateOverlayViews() } }
    /// The clear button while it is in the field.
    var clearButton: TextFieldClearButton?

    /// Where the clear button goes: a 19-point circle at the trailing edge, 6 points in, before
    /// the right view when that shows, centred vertically (the sizes are ours [R]).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var trailing = bounds.maxX - TextFieldClearButton.margin
        if rightView != nil, shows(rightViewMode) { trailing = min(trailing, rightViewRect(forBounds: bounds).minX - TextFieldClearButton.margin) }
        let side = TextFieldClearButton.side
        return CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func updateOverlayViews() {
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view else { continue }
            if shows(mode) {
                if view.superview !== self { addSubview(view) }
            } else {
                view.removeFromSuperview()
            }
        }
        updateClearButton()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Where `leftView` goes: at the leading edge, centred vertically, at its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `rightView` goes: at the trailing edge, centred vertically, at its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        if let leftView, leftView.superview === self { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, rightView.superview === self { rightView.frame = rightViewRect(forBounds: bounds) }
        if let clearButton, clearButton.superview === self { clearButton.frame = clearButtonRect(forBounds: bounds) }
    }

    // MARK: Text input traits (kept; see the type's note)

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// What the field holds (AutoFill's hint; kept).
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is drawn as bullets.
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }

    private var storedText = "" {
        didSet { if attributedTextStorage?.string != storedText { attributedTextStorage = nil } }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeTextField(self, coder) } else {
            contentMode = .redraw
        }
    }

    /// Outlets a storyboard connects: `delegate`.
    override open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.outlet("delegate", \UITextField.delegate)
    }

    // MARK: Focus

    override open var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { storedText = "" }
        // Editing begins with the cursor at the end of the text (a tap does the same here: no
        // text layout places it under the finger).
        selection = NSRange(location: TextOffsets.length(of: storedText), length: 0)
        isEditing = true
        setNeedsDisplay()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        UIApplication.shared.state.keyboard.show(for: self)
        return true
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Editing ended (focus is already given up): events, delegate, notification, keyboard.
    fileprivate func finishEditing() {
        isEditing = false
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        UIApplication.shared.state.hideKeyboardUnlessTextHasFocus()
    }

    /// A tap inside the field focuses it (after the control's own touch-up events).
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    // MARK: Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` in place of the selection (at the cursor), as the keyboard would. `"\n"` is
    /// the return key: it asks the delegate's `textFieldShouldReturn` and sends
    /// `.editingDidEndOnExit`, typing nothing.
    open func insertText(_ text: String) {
        guard isEditing else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UITextField.insertText(_:) while the field is not editing: call becomeFirstResponder() first; the text was not typed.")
            return
        }
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
            return
        }
        replace(selection, with: text)
    }

    /// Deletes the selection, or the character before the cursor, as the keyboard's delete key
    /// would.
    open func deleteBackward() {
        guard isEditing, let deleted = KeyboardTyping.deletionRange(in: storedText, selection: selection) else { return }
        replace(deleted, with: "")
    }

    /// Replaces `range` after asking the delegate, then puts the cursor after the new text.
    func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        selection = KeyboardTyping.cursor(afterReplacing: range, with: string)
        updateClearButton()
        setNeedsDisplay()
        announceTextChange()
    }

    /// What typing and the clear button tell the app once the text changed: `.editingChanged`,
    /// then `textDidChangeNotification`.
    func announceTextChange() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: Notifications

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    // MARK: Drawing

    // Behaviour source [R] — Layout
    //   Rule: A text field's text inset from its border
    //   Value: 7 pt for bordered styles, 0 otherwise
    //   Source: Read from screenshots; no publication found (the code called it observed, so by the
    //     legend it is ours until one is cited).
    /// The text's inset from the border: 7 points for bordered styles, none otherwise [R].
    private var textInset: CGFloat { borderStyle == .none ? 0 : 7 }

    override open var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let sample = storedText.isEmpty ? (placeholder ?? "") : storedText
        let measured = TextLayout.size(of: sample.isEmpty ? " " : sample, style: style(color: .label), maxWidth: nil)
        let vertical: CGFloat = borderStyle == .roundedRect ? 14 : 4
        return CGSize(width: (measured.width + 2 * textInset).rounded(.up),
                      height: max((measured.height + vertical).rounded(.up), font.lineHeight.rounded(.up)))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override open func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: context)
        let shown: String, color: UIColor, attributed: NSAttributedString?
        if storedText.isEmpty {
            shown = placeholder ?? ""
            color = .placeholderText
            attributed = attributedPlaceholderStorage
        } else {
            shown = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
            color = textColor ?? .label
            attributed = isSecureTextEntry ? nil : attributedTextStorage
        }
        guard !shown.isEmpty else { return }
        var box = bounds.insetBy(dx: min(textInset, bounds.width / 2), dy: 0)
        // The text sits between the overlay views that show.
        if let leftView, leftView.superview === self { box.size.width -= max(0, leftViewRect(forBounds: bounds).maxX - box.minX); box.origin.x = max(box.minX, leftViewRect(forBounds: bounds).maxX) }
        if let rightView, rightView.superview === self { box.size.width = max(0, min(box.maxX, rightViewRect(forBounds: bounds).minX) - box.minX) }
        if let clearButton, clearButton.superview === self { box.size.width = max(0, min(box.maxX, clearButtonRect(forBounds: bounds).minX) - box.minX) }
        var style = style(color: color)
        if let attributed { style.runs = AttributedTextLayout(attributed, traits: UITraitCollection.current).runs }
        let needed = TextLayout.size(of: shown, style: style, maxWidth: box.width)
        let height = min(needed.height, box.height)
        let line = CGRect(x: box.minX, y: box.minY + ((box.height - height) / 2).rounded(), width: box.width, height: height)
        TextLayout.draw(shown, style: style, in: line, context: context)
    }

    private func drawBorder(in context: CGContext) {
        let pixel = 1 / max(layer.contentsScale, 1)
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(1)
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            context.setStrokeColor(UIColor(white: 0.5, alpha: 1).cgColor)
            context.setLineWidth(1)
            context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        case .roundedRect:
            let path = UIBezierPath(roundedRect: bounds.insetBy(dx: pixel / 2, dy: pixel / 2), cornerRadius: 5)
            UIColor.systemBackground.setFill()
            path.fill()
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = pixel
            path.stroke()
        }
    }

    private func style(color: UIColor) -> TextStyle {
        TextStyle(font: font ?? .systemFont(ofSize: 17), color: color, alignment: textAlignment,
                  lineBreakMode: .byTruncatingTail, numberOfLines: 1, rightToLeft: readsRightToLeft)
    }

}

/// What a text field asks and tells its delegate. Every requirement has a default that does
/// what UIKit does without a delegate (allow, nothing to do).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: _SelectorResponding {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}

/// The kind of keyboard a text field asks for (kept; no keyboard is shown).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key (kept; no keyboard is shown).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation (kept; no keyboard is shown).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Automatic correction (kept; no keyboard is shown).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

extension UIView {
    /// Makes the first responder among this view and its subviews resign (with `force`, even if
    /// its delegate refuses). Returns whether focus was given up.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIApplication.shared.state.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        // Forced: give focus up whatever the delegate says.
        UIApplication.shared.state.firstResponder = nil
        if let field = responder as? UITextField, field.isEditing { field.finishEditing() }
        if let textView = responder as? UITextView { textView.finishEditing() }
        return true
    }
}
