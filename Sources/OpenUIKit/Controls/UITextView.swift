import Foundation

/// A scrollable, multi-line text region, editable or not.
///
/// The text wraps to the view's width inside `textContainerInset` (8 points above and below by
/// default) and a 5-point line-fragment padding on each side, as on iOS; the content size follows
/// the text, so a text view scrolls through long text, and with `isScrollEnabled` false it sizes
/// itself to its text (`sizeThatFits`, `intrinsicContentSize`), the self-sizing idiom.
///
/// Editing takes the first responder and shows the keyboard like `UITextField`; typing goes
/// through `insertText(_:)` and `deleteBackward()` (the test kit's keyboard), asking the delegate
/// first. `"\n"` types a new line.
///
/// Its text is also TextKit's: `textStorage` holds it (editing the storage changes the view's
/// text, and the view's text changes the storage), `layoutManager` lays it out in
/// `textContainer` and answers where each character is.
///
/// - Note: OpenUIKit differs: the selection is not drawn, and there are no data detectors;
///   `delegate` keeps the scroll view's type, as `UITableView`'s does (a `UITextViewDelegate`
///   assigned to it gets every text view call).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The text shown; setting it does not call the delegate.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            attributedTextStorage = nil
            // As on iOS, setting the text puts the cursor at its end.
            selectedRange = NSRange(location: TextOffsets.length(of: storedText), length: 0)
            textDidChangeLayout()
            pushTextToStorage()
        }
    }
    /// The selection in UTF-16 code units (an empty range is the cursor): where typing goes.
    /// A range outside the text is clamped to it.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let clamped = KeyboardTyping.clamped(selectedRange, toLength: TextOffsets.length(of: storedText))
            if clamped != selectedRange { selectedRange = clamped }
        }
    }
    /// The text with attributes, run by run (font, colours, kern, underline, strikethrough;
    /// the first character's paragraph style aligns it). Reading it without having set it gives
    /// `text` with the view's font and colour; typing or setting `text` afterwards drops the
    /// attributes (the view keeps no typing attributes).
    open var attributedText: NSAttributedString! {
        get { attributedTextStorage ?? NSAttributedString(string: storedText, attributes: [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label]) }
        set {
            // Kept as given, not copied: copying two fonts or colours side by side halts Linux's
            // Foundation (docs/porting.md).
            storedText = newValue?.string ?? ""
            attributedTextStorage = newValue
            selectedRange = NSRange(location: TextOffsets.length(of: storedText), length: 0)
            textDidChangeLayout()
            pushTextToStorage()
        }
    }
    var attributedTextStorage: NSAttributedString?
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { textDidChangeLayout() } }
    open var textColor: UIColor? { didSet { textView.setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textView.setNeedsDisplay() } }
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

    /// Whether taps start editing (`true` by default).
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    open var isSelectable = true
    /// Space between the view's edges and the text (8 points above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChangeLayout() } }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    /// What the text view holds (AutoFill's hint; kept).
    open var textContentType: UITextContentType?
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default

    /// The default inset of the text from the container's sides (the text container's
    /// `lineFragmentPadding`).
    public static let lineFragmentPadding: CGFloat = 5

    /// The region the text is laid out in: its width follows the view's inside
    /// `textContainerInset`; its `lineFragmentPadding`, `maximumNumberOfLines` and
    /// `lineBreakMode` shape the text (changing them lays it out again).
    public let textContainer: NSTextContainer

    /// The text as TextKit's text storage. Editing it changes the view's text (without asking
    /// the delegate, as on iOS); setting the view's text replaces the storage's.
    open var textStorage: NSTextStorage { textKit.storage }
    /// The layout manager that lays the text out in `textContainer`.
    open var layoutManager: NSLayoutManager { textKit.manager }
    /// The text storage and layout manager, made when first asked for (or adopted with the
    /// container).
    var textKitObjects: (storage: NSTextStorage, manager: NSLayoutManager)?
    /// True while the view's own text is written into the storage.
    var isPushingTextToStorage = false

    var storedText = "" {
        didSet { if attributedTextStorage?.string != storedText { attributedTextStorage = nil } }
    }
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
    /// The view that draws the text, as large as the content (the scroll view moves it).
    private let textView = TextViewContent()

    /// A text view that would use TextKit 2 (`true`) or TextKit 1 (`false`) on iOS. OpenUIKit's
    /// text views have neither layout manager, so both make the same text view (of zero size).
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero)
    }

    /// A text view of `frame`.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view of `frame` laid out in `textContainer` (a new one when nil). When the
    /// container belongs to a layout manager that has a text storage, the view shows that
    /// storage's text and its `textStorage` and `layoutManager` are those.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? Self.makeTextContainer()
        super.init(frame: frame)
        adoptTextContainer()
        adoptTextKit(of: self.textContainer)
        backgroundColor = .systemBackground
        textView.owner = self
        textView.isUserInteractionEnabled = false
        addSubview(textView)
        textDidChangeLayout()
    }

    public required init?(coder: NSCoder) {
        textContainer = Self.makeTextContainer()
        super.init(coder: coder)
        adoptTextContainer()
        textView.owner = self
        textView.isUserInteractionEnabled = false
        addSubview(textView)
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeTextView(self, coder) }
        textDidChangeLayout()
    }

    // MARK: Layout

    private func adoptTextContainer() {
        textContainer.widthTracksTextView = true
        textContainer.owner = self
    }

    /// The container's width for a view `width` wide.
    private func containerWidth(forWidth width: CGFloat) -> CGFloat {
        guard textContainer.widthTracksTextView else { return textContainer.size.width }
        return max(0, width - textContainerInset.left - textContainerInset.right)
    }

    /// The width the text wraps to.
    private func wrapWidth(forWidth width: CGFloat) -> CGFloat {
        textContainer.wrapWidth(forContainerWidth: containerWidth(forWidth: width))
    }

    /// The text container changed: lay the text out again.
    func textContainerDidChange() {
        textDidChangeLayout()
    }

    /// The size the text takes when it wraps to `width` (insets included). The last measure is
    /// kept: layout, the intrinsic size and `sizeThatFits` ask for the same width in turn.
    private func textSize(forWidth width: CGFloat) -> CGSize {
        if let last = lastMeasure, last.width == width { return last.size }
        let font = self.font ?? .systemFont(ofSize: 12)
        let measured = TextLayout.size(of: storedText.isEmpty ? " " : storedText, style: style, maxWidth: wrapWidth(forWidth: width))
        let height = max(measured.height, font.lineHeight)
        let size = CGSize(width: width, height: (height + textContainerInset.top + textContainerInset.bottom).roundedUp(toPixelsAt: textPixelScale))
        lastMeasure = (width, size)
        return size
    }

    /// The last `textSize(forWidth:)`, until the text, font or insets change.
    private var lastMeasure: (width: CGFloat, size: CGSize)?

    func textDidChangeLayout() {
        lastMeasure = nil
        setNeedsLayout()
        layoutText()
        invalidateIntrinsicContentSize()
        textView.setNeedsDisplay()
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    private func layoutText() {
        if textContainer.widthTracksTextView {
            let width = containerWidth(forWidth: bounds.width)
            if textContainer.size.width != width { textContainer.size.width = width }
        }
        if textContainer.heightTracksTextView {
            let height = max(0, bounds.height - textContainerInset.top - textContainerInset.bottom)
            if textContainer.size.height != height { textContainer.size.height = height }
        }
        let size = textSize(forWidth: bounds.width)
        textView.frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(size.height, bounds.height)))
        if contentSize != size { contentSize = size }
    }

    /// With scrolling off, the text's height at the view's width; a view with no width yet
    /// takes its text's width on unwrapped lines too (padding and insets included), so a text
    /// view nothing constrains grows with its text. With scrolling on, none.
    override open var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        guard bounds.width > 0 else { return naturalTextSize() }
        return CGSize(width: UIView.noIntrinsicMetric, height: textSize(forWidth: bounds.width).height)
    }

    /// The size of the text on lines that never wrap, with the padding and insets.
    private func naturalTextSize() -> CGSize {
        let font = self.font ?? .systemFont(ofSize: 12)
        let measured = TextLayout.size(of: storedText.isEmpty ? " " : storedText, style: style, maxWidth: nil)
        // Empty text is one line tall and has no width of its own.
        let textWidth = storedText.isEmpty ? 0 : measured.width
        let width = textWidth + 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        let height = max(measured.height, font.lineHeight) + textContainerInset.top + textContainerInset.bottom
        let scale = textPixelScale
        return CGSize(width: width.roundedUp(toPixelsAt: scale), height: height.roundedUp(toPixelsAt: scale))
    }

    /// The text's height at `size.width` (its size when scrolling is off, as on iOS).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: textSize(forWidth: width).height)
    }

    override open var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: Drawing

    fileprivate var style: TextStyle {
        let limited = textContainer.maximumNumberOfLines > 0
        var style = TextStyle(font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label, alignment: textAlignment,
                              lineBreakMode: limited ? textContainer.lineBreakMode : .byWordWrapping,
                              numberOfLines: textContainer.maximumNumberOfLines, rightToLeft: readsRightToLeft)
        if let attributedTextStorage {
            let layout = AttributedTextLayout(attributedTextStorage, traits: UITraitCollection.current)
            style.runs = layout.runs
            if let paragraph = layout.paragraph {
                style.alignment = TextStyle.alignment(paragraph.alignment, rightToLeft: readsRightToLeft)
                style.lineSpacing = paragraph.lineSpacing
            }
        }
        return style
    }

    fileprivate func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !storedText.isEmpty else { return }
        let box = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                         width: wrapWidth(forWidth: bounds.width),
                         height: max(0, contentSize.height - textContainerInset.top - textContainerInset.bottom))
        TextLayout.draw(storedText, style: style, in: box, context: context)
    }

    // MARK: Editing

    /// Whether the text view is being edited (it is the first responder).
    open var isEditing: Bool { isFirstResponder }

    override open var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        UIApplication.shared.state.keyboard.show(for: self)
        return true
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Editing ended (focus is already given up): delegate, notification, keyboard.
    final func finishEditing() {
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        UIApplication.shared.state.hideKeyboardUnlessTextHasFocus()
    }

    /// A tap in an editable text view starts editing (after the scroll view's own handling).
    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEditable, let touch = touches.first, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` in place of the selection (at the cursor), as the keyboard would (`"\n"` is a
    /// new line), asking the delegate's `textView(_:shouldChangeTextIn:replacementText:)` first.
    open func insertText(_ text: String) {
        guard isFirstResponder else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UITextView.insertText(_:) while the text view is not editing: call becomeFirstResponder() first; the text was not typed.")
            return
        }
        replace(selectedRange, with: text)
    }

    /// Deletes the selection, or the character before the cursor, as the keyboard's delete key
    /// would.
    open func deleteBackward() {
        guard isFirstResponder, let deleted = KeyboardTyping.deletionRange(in: storedText, selection: selectedRange) else { return }
        replace(deleted, with: "")
    }

    /// Replaces `range` after asking the delegate, then puts the cursor after the new text.
    func replace(_ range: NSRange, with string: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        selectedRange = KeyboardTyping.cursor(afterReplacing: range, with: string)
        textDidChangeLayout()
        pushTextToStorage()
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

/// The content of a text view: draws its text.
private final class TextViewContent: UIView {
    weak var owner: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        owner?.drawText(in: rect)
    }
}

/// What a text view asks and tells its delegate (it is also its scroll view delegate). Every
/// requirement has a default that does what UIKit does without a delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
}
