/// A control that runs an action when tapped, showing a title.
///
/// - Note: OpenUIKit differs: a button shows a title only (no images, subtitles or menus), and
///   `Configuration` covers the plain, tinted, gray and filled styles with title, colours,
///   corner style and content insets.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's touch up inside is its primary action.
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// The kind of button `init(type:)` makes.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
    }

    /// A button's look, in the iOS 15 style.
    public struct Configuration: Hashable, Sendable {
        public enum CornerStyle: Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled }

        public var title: String?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var contentInsets = UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        var style: Style

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }

        var cornerRadius: (CGSize) -> CGFloat {
            let style = cornerStyle
            return { size in
                switch style {
                case .fixed, .dynamic, .medium: min(8, size.height / 2)
                case .small: min(4, size.height / 2)
                case .large: min(12, size.height / 2)
                case .capsule: size.height / 2
                }
            }
        }
    }

    /// The kind of button.
    public private(set) var buttonType: ButtonType
    @exclusivity(unchecked) private var titles: [UInt: String] = [:]
    @exclusivity(unchecked) private var titleColors: [UInt: UIColor] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private let label = UILabel()
    @exclusivity(unchecked) private var images: [UInt: UIImage] = [:]
    /// Shows the current image; added as a subview once an image is set.
    private let icon = UIImageView()
    @exclusivity(unchecked) private var backgroundImages: [UInt: UIImage] = [:]
    /// Shows the background image, stretched over the bounds behind the title and image.
    private let backgroundImageView = UIImageView()

    /// The button's look; `nil` for the classic (pre-iOS 15) style.
    @exclusivity(unchecked) open var configuration: Configuration? { didSet { updateAppearance() } }

    /// Creates a button of `buttonType`.
    ///
    /// A convenience initializer, as on iOS (where it is the class method `buttonWithType:`): it
    /// calls `init(frame:)` with a zero frame, so a subclass that overrides `init(frame:)` is made
    /// through its override, and a subclass with designated initializers of its own keeps it when
    /// it overrides `init(frame:)` and `init(coder:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        styleLabel()
        updateAppearance()
    }

    override public init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpLabel()
    }

    /// Creates a system button that runs `primaryAction` when tapped (its title becomes the button's).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction, configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
        self.configuration = configuration
        updateAppearance()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a system button that runs `primaryAction` when tapped.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public required init?(coder: NSCoder) {
        let document = coder as? InterfaceBuilderCoder
        buttonType = IBViewDecoding.buttonType(document?.element["buttonType"])
        super.init(coder: coder)
        setUpLabel()
        if let document { IBViewDecoding.decodeButton(self, document) }
    }

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    /// Sets the title for `state` (the normal title is used for states without one).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateAppearance()
    }

    /// The title for `state`, falling back to the normal title.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the styled title for `state`; it is shown instead of the plain title, with its own
    /// attributes (font, colour, kerning…), as on iOS.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateAppearance()
    }

    /// The styled title for `state`, falling back to the normal one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { configuration == nil ? attributedTitle(for: state) : nil }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateAppearance()
    }

    /// The title colour for `state`, falling back to the normal colour and then the style's.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    /// Sets the image for `state`, shown before the title (a system button draws an
    /// `.automatic` image as a template in its tint colour, as on iOS).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if image != nil, icon.superview == nil { addSubview(icon) }
        updateAppearance()
    }

    /// The image for `state`, falling back to the normal image.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the image drawn behind the title and image for `state`, stretched to the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        if image != nil, backgroundImageView.superview == nil { insertSubview(backgroundImageView, at: 0) }
        updateAppearance()
    }

    /// The background image for `state`, falling back to the normal one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The view showing the image (`nil` until an image is set, as on iOS for a title-only button).
    open var imageView: UIImageView? { icon.superview == nil ? nil : icon }

    /// Space around the title and image inside the bounds (for a button without a
    /// configuration, whose `contentInsets` take its place). Added to the size the button asks
    /// for.
    @exclusivity(unchecked) open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    /// Moves the title's rectangle in by these insets (negative values move it out); does not
    /// change the size the button asks for, as on iOS.
    @exclusivity(unchecked) open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves the image's rectangle in by these insets; does not change the size the button asks for.
    @exclusivity(unchecked) open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The title shown now.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The title colour used now.
    open var currentTitleColor: UIColor { label.textColor }

    override open func stateDidChange() { updateAppearance() }
    override open func tintColorDidChange() { updateAppearance() }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let insets = configuration?.contentInsets ?? contentEdgeInsets
        backgroundImageView.frame = bounds
        label.frame = bounds.inset(by: insets).inset(by: titleEdgeInsets)
        if let image = currentImage, icon.superview != nil {
            // Image then title, centred together (UIKit's default content alignment).
            let content = bounds.inset(by: insets)
            let titleWidth = currentTitle?.isEmpty == false ? label.sizeThatFits(content.size).width : 0
            let total = min(image.size.width + titleWidth, content.width)
            let start = content.minX + ((content.width - total) / 2).rounded()
            icon.frame = CGRect(x: start, y: content.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
                .inset(by: imageEdgeInsets)
            label.frame = CGRect(x: start + image.size.width, y: content.minY, width: max(0, total - image.size.width), height: content.height)
                .inset(by: titleEdgeInsets)
        }
        if let configuration, configuration.style != .plain {
            layer.cornerRadius = configuration.cornerRadius(bounds.size)
        }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        // Behaviour source [O] [R] — Layout
        //   Rule: A button without a configuration: its title and image side by side inside
        //     `contentEdgeInsets`; a custom or system button with neither an image nor content
        //     insets adds 6 pt above and below and is at least 30 pt wide; an empty title keeps
        //     the height of a line; with a background image, neither padding nor the empty line
        //   Value: 6 pt, 30 pt; title fonts 15 pt (system) and 18 pt (custom): an empty system
        //     button is 30 × 30, an empty custom one 30 × 33
        //   Source: [O] LayoutKit's probes of UIButton: its ButtonLayoutTests compare
        //     `intrinsicContentSize` of real buttons on iOS with those rules
        //     (https://github.com/linkedin/LayoutKit, LayoutKitTests/ButtonLayoutTests.swift);
        //     the 6 pt measured again on iOS 15 (https://stackoverflow.com/a/70778238: an 18-pt
        //     title is 21 pt tall, the button 33 pt). [R] the background-image case: no
        //     publication covers it; the image is the size such a button asks for.
        let image = currentImage?.size ?? .zero
        var text = label.sizeThatFits(size)
        if let configuration {
            return fitted(title: text, image: image, insets: configuration.contentInsets, minimumWidth: 0, wholePoints: false)
        }
        let plainType = buttonType == .custom || buttonType == .system
        // A background image is the size the button asks for when it has no title [R], so it
        // also turns the padding and the empty line off.
        let hasBackground = currentBackgroundImage != nil
        let customStyle = currentImage != nil || contentEdgeInsets != .zero || hasBackground
        // Only a plain custom or system button gets UIKit's padding and least width.
        let padded = plainType && !customStyle
        if plainType, !hasBackground, (currentTitle ?? "").isEmpty, currentAttributedTitle?.length ?? 0 == 0 {
            // An empty title is as tall as a line in the title's font, and has no width.
            text = CGSize(width: 0, height: ceil(label.font.lineHeight))
        }
        let padding: CGFloat = padded ? 6 : 0
        let insets = UIEdgeInsets(top: padding + contentEdgeInsets.top, left: contentEdgeInsets.left,
                                  bottom: padding + contentEdgeInsets.bottom, right: contentEdgeInsets.right)
        return fitted(title: text, image: image, insets: insets, minimumWidth: padded ? 30 : 0, wholePoints: true)
    }

    /// The title and image side by side in `insets` (rounded up to whole points for a legacy
    /// button, as LayoutKit's probes show), at least `minimumWidth` wide and at least the size of
    /// the background image (the smallest size the button asks for).
    private func fitted(title: CGSize, image: CGSize, insets: UIEdgeInsets, minimumWidth: CGFloat, wholePoints: Bool) -> CGSize {
        let background = currentBackgroundImage?.size ?? .zero
        var width = title.width + image.width + insets.left + insets.right
        var height = max(title.height, image.height) + insets.top + insets.bottom
        if wholePoints { (width, height) = (width.rounded(.up), height.rounded(.up)) }
        return CGSize(width: max(width, minimumWidth, background.width), height: max(height, background.height))
    }

    /// The title and image with the content insets.
    override open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
    }

    private func setUpLabel() {
        label.textAlignment = .center
        styleLabel()
        addSubview(label)
        updateAppearance()
    }

    /// The title's font for the button's type: 15 pt for a system button, 18 pt for a custom
    /// one (LayoutKit's probes of UIButton, with the sizes above; a system button is then
    /// 30 pt tall).
    private func styleLabel() {
        label.font = .systemFont(ofSize: buttonType == .system ? 15 : 18)
    }

    private func updateAppearance() {
        let styled = currentAttributedTitle
        if let styled {
            if label.attributedText != styled {
                invalidateIntrinsicContentSize()
                label.attributedText = styled
            }
        } else {
            let title = currentTitle
            if label.text != title { invalidateIntrinsicContentSize() }
            label.text = title
        }
        let tint: UIColor = tintColor ?? .systemBlue
        var foreground = titleColor(for: state) ?? (buttonType == .custom && configuration == nil ? .white : tint)
        if let configuration {
            switch configuration.style {
            case .plain:
                layer.backgroundColor = configuration.baseBackgroundColor?.cgColor
                foreground = configuration.baseForegroundColor ?? tint
            case .tinted:
                layer.backgroundColor = (configuration.baseBackgroundColor ?? tint).withAlphaComponent(0.15).cgColor
                foreground = configuration.baseForegroundColor ?? tint
            case .gray:
                layer.backgroundColor = (configuration.baseBackgroundColor ?? .systemGray5).cgColor
                foreground = configuration.baseForegroundColor ?? tint
            case .filled:
                layer.backgroundColor = (configuration.baseBackgroundColor ?? tint).cgColor
                foreground = configuration.baseForegroundColor ?? .white
            }
        }
        if !isEnabled { foreground = foreground.withAlphaComponent(0.35) }
        // A system button's title fades while highlighted, as on iOS.
        if isHighlighted, buttonType == .system { foreground = foreground.withAlphaComponent(0.2) }
        // Set only when it changes: a label redraws for every colour it is given. A styled title
        // keeps its own colours.
        if styled == nil, label.textColor !== foreground, label.textColor != foreground { label.textColor = foreground }
        if let image = currentImage {
            let template = image.renderingMode == .alwaysTemplate || image.renderingMode == .automatic && buttonType == .system
            icon.image = template ? image.withRenderingMode(.alwaysTemplate) : image
            icon.tintColor = foreground
        } else {
            icon.image = nil
        }
        backgroundImageView.image = currentBackgroundImage
        setNeedsLayout()
    }
}

