/// A view that shows read-only text (Pango layout: wrapping, truncation, CJK fallback).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font (17-point system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The text colour (`.label` by default).
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    /// The horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 for no limit. 1 by default.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How text that does not fit is broken or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
    /// Whether the label is drawn enabled (disabled text is dimmed).
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the text needs within `size` (wrapped to its width when more than one line is allowed).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let maxWidth: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let measured = TextRenderer.size(of: text, style: style, maxWidth: maxWidth)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    override open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
    }

    /// Draws the text, centred vertically in the bounds as UILabel does.
    override open func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let needed = TextRenderer.size(of: text, style: style, maxWidth: bounds.width)
        let height = min(needed.height, bounds.height)
        let box = CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        TextRenderer.draw(text, style: style, in: box, context: context)
    }

    private var style: TextStyle {
        let color = isEnabled ? (textColor ?? .label) : (textColor ?? .label).withAlphaComponent(0.44)
        return TextStyle(font: font ?? .systemFont(ofSize: 17), color: color, alignment: textAlignment,
                         lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    private func textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }
}
