/// A view that shows read-only text (Pango layout: wrapping, truncation, CJK fallback).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    @exclusivity(unchecked) open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font (17-point system font by default).
    @exclusivity(unchecked) open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The text colour (`.label` by default).
    @exclusivity(unchecked) open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    /// The horizontal alignment.
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 for no limit. 1 by default.
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How text that does not fit is broken or truncated.
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// Whether a Dynamic Type font follows the user's text size. OpenUIKit has no text size
    /// setting (preferred fonts are iOS's sizes at the default "Large"), so there is never a
    /// change to follow; the flag is kept as set.
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false
    /// Whether the label is drawn enabled (disabled text is dimmed).
    @exclusivity(unchecked) open var isEnabled = true { didSet { setNeedsDisplay() } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? InterfaceBuilderCoder { IBViewDecoding.decodeLabel(self, coder) } else {
            isUserInteractionEnabled = false
            contentMode = .redraw
        }
    }

    /// The size the text needs within `size` (wrapped to its width when more than one line is allowed).
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let maxWidth: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let measured = TextRenderer.size(of: text, style: style, maxWidth: maxWidth)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The width a multi-line label wraps at to compute its intrinsic size. 0 (the default)
    /// means automatic: the width Auto Layout gave it at the last layout (a second layout round
    /// follows when that width changes the height, as on iOS).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width the intrinsic size was last measured at (automatic wrapping).
    @exclusivity(unchecked) private var measuredWrapWidth: CGFloat?

    override open var intrinsicContentSize: CGSize {
        intrinsicSizeForLayout(wrapWidth: nil)
    }

    /// The intrinsic size wrapped at `wrapWidth`, or at `preferredMaxLayoutWidth`, or (for
    /// several lines) at the current width when it has one.
    package func intrinsicSizeForLayout(wrapWidth: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        guard numberOfLines != 1 else { return measured(width: 0) }
        let width = wrapWidth ?? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : 0))
        if wrapWidth == nil, preferredMaxLayoutWidth <= 0 { measuredWrapWidth = width }
        return measured(width: width)
    }

    /// The text's size at a wrapping width (0: one line), measured once per text, font, line
    /// count and width.
    private func measured(width: CGFloat) -> CGSize {
        let key = TextMeasureKey(text: text ?? "", font: font ?? .systemFont(ofSize: 17), numberOfLines: numberOfLines, width: width, lineBreak: lineBreakMode)
        if let cached = sizeCache, cached.key == key { return cached.size }
        let size = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        sizeCache = (key, size)
        return size
    }

    @exclusivity(unchecked) private var sizeCache: (key: TextMeasureKey, size: CGSize)?

    /// Where the first and last baselines are, measured from the vertical centre of the label
    /// (the text is drawn centred vertically). Measured again only when the text, its style or
    /// the wrapping width changes.
    package var baselineOffsets: (first: CGFloat, last: CGFloat) {
        let maxWidth: CGFloat? = numberOfLines == 1 || bounds.width <= 0 ? nil : bounds.width
        let key = TextMeasureKey(text: text ?? "", font: font ?? .systemFont(ofSize: 17), numberOfLines: numberOfLines, width: maxWidth, lineBreak: lineBreakMode)
        if let cached = baselineCache, cached.key == key { return cached.offsets }
        let sample = key.text.isEmpty ? "Hg" : key.text
        let metrics = TextRenderer.metrics(of: sample, style: style, maxWidth: maxWidth)
        let line = TextRenderer.metrics(of: "Hg", style: style)
        let height = metrics.size.height.rounded(.up)
        let descent = line.size.height - line.firstBaseline
        let offsets = (first: metrics.firstBaseline - height / 2, last: height / 2 - descent)
        baselineCache = (key, offsets)
        return offsets
    }

    /// What a measurement of the text depends on (size and baselines are cached by it).
    private struct TextMeasureKey: Equatable {
        var text: String
        var font: UIFont
        var numberOfLines: Int
        var width: CGFloat?
        var lineBreak: NSLineBreakMode
    }

    @exclusivity(unchecked) private var baselineCache: (key: TextMeasureKey, offsets: (first: CGFloat, last: CGFloat))?

    override open func layoutSubviews() {
        super.layoutSubviews()
        // Automatic wrapping width: measure again at the width layout gave the label.
        if numberOfLines != 1, preferredMaxLayoutWidth <= 0, let measured = measuredWrapWidth, measured != bounds.width,
           !translatesAutoresizingMaskIntoConstraints {
            invalidateIntrinsicContentSize()
        }
    }

    /// Draws the text, centred vertically in the bounds as UILabel does.
    override open func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let needed = TextRenderer.size(of: text, style: style, maxWidth: bounds.width)
        let height = min(needed.height, bounds.height)
        let box = CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        TextRenderer.draw(text, style: style, in: box, context: context)
    }

    /// What the backing store depends on, for a plain `UILabel` with text (`DrawnLabelCache`);
    /// `nil` for subclasses, which may draw differently.
    package func drawnLabelKey(scale: CGFloat) -> DrawnLabelCache.Key? {
        guard type(of: self) == UILabel.self, let text, !text.isEmpty else { return nil }
        let box = bounds
        return DrawnLabelCache.Key(text: text, style: style, x: box.minX, y: box.minY, width: box.width, height: box.height,
                                   scale: scale, fontGeneration: RegisteredFonts.shared.currentGeneration)
    }

    private var style: TextStyle {
        let color = isEnabled ? (textColor ?? .label) : (textColor ?? .label).withAlphaComponent(0.44)
        return TextStyle(font: font ?? .systemFont(ofSize: 17), color: color, alignment: textAlignment,
                         lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    private func textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}
