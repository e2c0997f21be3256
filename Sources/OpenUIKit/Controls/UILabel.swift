/// A view that shows read-only text (Pango layout: wrapping, truncation, CJK fallback).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown. Setting it drops an attributed text.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            var droppedAttributes = false
            if !isSettingAttributedText, attributedStorage != nil {
                attributedStorage = nil
                droppedAttributes = true
            }
            if text != oldValue || droppedAttributes || isSettingAttributedText { textDidChange() }
        }
    }
    /// The text with attributes: font, colours, kern, underline and strikethrough run by run,
    /// alignment from the first character's paragraph style. Reading it without having set it
    /// gives `text` with the label's font and colour. Setting `font`, `textColor` or
    /// `textAlignment` afterwards applies them to all of the text drawn, as on iOS.
    ///
    /// - Note: OpenUIKit differs: after such a setting, this property still returns the
    ///   attributed string as it was set (rewriting it would halt swift-corelibs-foundation,
    ///   docs/porting.md). The string is kept as given, not copied: copying one with two fonts
    ///   or colours side by side halts that Foundation too. Change a mutable string you set
    ///   and the label does not see it until you set it again (iOS keeps a copy).
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label]) }
        }
        set {
            isSettingAttributedText = true
            attributedStorage = newValue
            text = newValue?.string
            isSettingAttributedText = false
        }
    }
    @exclusivity(unchecked) final private(set) var attributedStorage: NSAttributedString? {
        didSet {
            overriddenAttributes = []
            // Kept as given (see `attributedText`), so the same object may come back changed:
            // the measurements keyed by it are made again (the fitting cache keeps plain text only).
            sizeCache = nil
            baselineCache = nil
        }
    }
    /// Attributes set through the label after the attributed text (font, colour, alignment).
    @exclusivity(unchecked) private var overriddenAttributes: Set<NSAttributedString.Key> = []
    @exclusivity(unchecked) private var isSettingAttributedText = false
    /// The font (17-point system font by default).
    @exclusivity(unchecked) open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            // The same font again changes nothing (unless it applies to attributed text's runs).
            guard font != oldValue || attributedStorage != nil else { return }
            applyToAttributedText(.font, font)
            textDidChange()
        }
    }
    /// The text colour (`.label` by default).
    @exclusivity(unchecked) open var textColor: UIColor! = .label {
        didSet { applyToAttributedText(.foregroundColor, textColor); setNeedsDisplay() }
    }
    /// The horizontal alignment.
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural {
        didSet {
            guard textAlignment != oldValue || attributedStorage != nil else { return }
            if attributedStorage != nil {
                let paragraph = NSMutableParagraphStyle()
                paragraph.alignment = textAlignment
                applyToAttributedText(.paragraphStyle, paragraph)
            }
            setNeedsDisplay()
        }
    }
    /// The colour of the text while `isHighlighted` (the text colour when `nil`).
    @exclusivity(unchecked) open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws in `highlightedTextColor`.
    @exclusivity(unchecked) open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// The colour of a shadow drawn under the text (none when `nil`, the default).
    @exclusivity(unchecked) open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the text's shadow is, from the text (0, −1 by default, as on iOS).
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// Whether a one-line text too wide for the label is drawn smaller, down to
    /// `minimumScaleFactor` of its font size.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } } }
    /// The smallest fraction of the font size a shrunk text may have; 0 (the default) allows no
    /// shrinking, as on iOS.
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0 { didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } } }
    /// Where shrunk text sits vertically: on the full-size text's baseline (the default), centred,
    /// or at the top of where the full-size text is.
    @exclusivity(unchecked) open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 for no limit. 1 by default.
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// How text that does not fit is broken or truncated.
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textDidChange() } } }
    /// Whether a Dynamic Type font (`UIFont.preferredFont(forTextStyle:)`, or a font scaled by
    /// `UIFontMetrics`) follows changes of the preferred text size.
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
        // Plain text measured last time with the same font, lines, line breaks and wrapping
        // width has the same size (a navigation bar measures its back button at every layout).
        // Attributed text is measured every time: comparing attributed strings is not safe here
        // (see `overriddenAttributes`).
        let scale = textPixelScale
        guard attributedStorage == nil else { return Self.fitting(TextLayout.size(of: text, style: style, maxWidth: maxWidth), scale: scale) }
        let measuringFont = font ?? .systemFont(ofSize: 17)
        // Compared in place (a copy of the cached key retained its text and font); only plain
        // keys are kept here.
        if let cached = fittingSizeCache?.size,
           fittingSizeCache?.key.matches(text: text, font: measuringFont, numberOfLines: numberOfLines, width: maxWidth, lineBreak: lineBreakMode) == true {
            return Self.fitting(cached, scale: scale)
        }
        let measured = TextLayout.size(of: text, style: style, maxWidth: maxWidth)
        fittingSizeCache = (TextMeasureKey(text: text, font: measuringFont, numberOfLines: numberOfLines, width: maxWidth,
                                           lineBreak: lineBreakMode, attributed: nil), measured)
        return Self.fitting(measured, scale: scale)
    }

    /// A measured text size rounded up to the screen's pixels (`textPixelScale`).
    private static func fitting(_ measured: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: measured.width.roundedUp(toPixelsAt: scale), height: measured.height.roundedUp(toPixelsAt: scale))
    }

    @exclusivity(unchecked) private var fittingSizeCache: (key: TextMeasureKey, size: CGSize)?

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
    final func intrinsicSizeForLayout(wrapWidth: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        guard numberOfLines != 1 else { return measured(width: 0) }
        let width = wrapWidth ?? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : 0))
        if wrapWidth == nil, preferredMaxLayoutWidth <= 0 { measuredWrapWidth = width }
        return measured(width: width)
    }

    /// The text's size at a wrapping width (0: one line), measured once per text, font, line
    /// count and width.
    private func measured(width: CGFloat) -> CGSize {
        let key = TextMeasureKey(text: text ?? "", font: font ?? .systemFont(ofSize: 17), numberOfLines: numberOfLines, width: width, lineBreak: lineBreakMode,
                                 attributed: attributedStorage)
        let scale = textPixelScale
        if let cached = sizeCache, cached.scale == scale, cached.key == key { return cached.size }
        let size = sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        sizeCache = (key, scale, size)
        return size
    }

    @exclusivity(unchecked) private var sizeCache: (key: TextMeasureKey, scale: CGFloat, size: CGSize)?

    /// Where the first and last baselines are, measured from the vertical centre of the label
    /// (the text is drawn centred vertically). Measured again only when the text, its style or
    /// the wrapping width changes.
    final var baselineOffsets: (first: CGFloat, last: CGFloat) {
        let maxWidth: CGFloat? = numberOfLines == 1 || bounds.width <= 0 ? nil : bounds.width
        let key = TextMeasureKey(text: text ?? "", font: font ?? .systemFont(ofSize: 17), numberOfLines: numberOfLines, width: maxWidth, lineBreak: lineBreakMode,
                                 attributed: attributedStorage)
        let scale = textPixelScale
        if let cached = baselineCache, cached.scale == scale, cached.key == key { return cached.offsets }
        let sample = key.text.isEmpty ? "Hg" : key.text
        let metrics = TextLayout.metrics(of: sample, style: style, maxWidth: maxWidth)
        let line = TextLayout.metrics(of: "Hg", style: style)
        let height = metrics.size.height.roundedUp(toPixelsAt: scale)
        let descent = line.size.height - line.firstBaseline
        let offsets = (first: metrics.firstBaseline - height / 2, last: height / 2 - descent)
        baselineCache = (key, scale, offsets)
        return offsets
    }

    /// What a measurement of the text depends on (size and baselines are cached by it).
    private struct TextMeasureKey: Equatable {
        var text: String
        var font: UIFont
        var numberOfLines: Int
        var width: CGFloat?
        var lineBreak: NSLineBreakMode
        var attributed: NSAttributedString?

        /// The same font object is the same font: compared by identity before its descriptor.
        static func == (a: TextMeasureKey, b: TextMeasureKey) -> Bool {
            a.matches(text: b.text, font: b.font, numberOfLines: b.numberOfLines, width: b.width, lineBreak: b.lineBreak)
                && a.attributed === b.attributed
        }

        /// Whether this key's plain values are these (its attributed text is not compared).
        func matches(text: String, font: UIFont, numberOfLines: Int, width: CGFloat?, lineBreak: NSLineBreakMode) -> Bool {
            self.numberOfLines == numberOfLines && self.width == width && self.lineBreak == lineBreak
                && (self.font === font || self.font == font) && self.text == text
        }
    }

    @exclusivity(unchecked) private var baselineCache: (key: TextMeasureKey, scale: CGFloat, offsets: (first: CGFloat, last: CGFloat))?

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
        LabelDrawing(label: self, text: text, style: style).draw(in: context)
    }

    /// What the backing store depends on, for a plain `UILabel` with text (`DrawnLabelCache`);
    /// `nil` for subclasses, which may draw differently.
    final func drawnLabelKey(scale: CGFloat) -> DrawnLabelCache.Key? {
        guard type(of: self) == UILabel.self, let text, !text.isEmpty else { return nil }
        let box = bounds, style = style
        return DrawnLabelCache.Key(text: text, style: style, x: box.minX, y: box.minY, width: box.width, height: box.height,
                                   scale: scale, fontGeneration: TextLayout.fontGeneration,
                                   extras: LabelDrawing(label: self, text: text, style: style).cacheExtras)
    }

    /// The style the text is measured and drawn with (colours resolved with the current traits).
    final var style: TextStyle {
        let base = isHighlighted ? (highlightedTextColor ?? textColor ?? .label) : (textColor ?? .label)
        let color = isEnabled ? base : base.withAlphaComponent(0.44)
        let rightToLeft = readsRightToLeft
        var style = TextStyle(font: font ?? .systemFont(ofSize: 17), color: color, alignment: textAlignment,
                              lineBreakMode: lineBreakMode, numberOfLines: numberOfLines, rightToLeft: rightToLeft)
        if let attributedStorage {
            let layout = AttributedTextLayout(attributedStorage)
            let fontSet = overriddenAttributes.contains(.font), colorSet = overriddenAttributes.contains(.foregroundColor)
            style.runs = layout.runs.compactMap { run in
                var run = run
                if fontSet { run.font = nil }
                if colorSet { run.color = nil }
                return run.isPlain ? nil : run
            }
            if let paragraph = layout.paragraph {
                style.lineSpacing = paragraph.lineSpacing
                if !overriddenAttributes.contains(.paragraphStyle) { style.alignment = TextStyle.alignment(paragraph.alignment, rightToLeft: rightToLeft) }
            }
        }
        return style
    }

    /// Records that `font`, `textColor` or `textAlignment` was set after the attributed text:
    /// it then applies to all of the text as drawn. The attributed string itself is not
    /// rewritten, because swift-corelibs-foundation halts comparing two different UIKit objects
    /// under one attribute name (docs/porting.md).
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
        guard attributedStorage != nil, value != nil else { return }
        overriddenAttributes.insert(key)
    }

    private func textDidChange() {
        setNeedsDisplay()
        superview?.setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
}
