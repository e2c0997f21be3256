import Foundation

// Behaviour source [R] — Tables and collections
//   Rule: List content metrics: margins 11 pt above and below, 20 at the sides on screens ≥ 390
//     wide (16 below), 17-pt text, 15-pt secondary (12 in `subtitleCell()`), 13-pt headers (17
//     semibold for plain)
//   Value: as listed
//   Source: Ours.
//   Also: Sources/OpenUIKit/Collections/UICollectionLayoutListConfiguration.swift,
//     docs/collection-and-table-views.md
/// The content of a list row, header or footer: an image, a text and a secondary text, with
/// their looks, laid out as the standard cells are (image, then the texts stacked or side by
/// side). Start from a style (`cell()`, `subtitleCell()`, `valueCell()`, `groupedHeader()`, …)
/// or a cell's `defaultContentConfiguration()`, set the texts, assign to `contentConfiguration`.
///
/// Standard metrics [R: ours]: margins 11 points above and below and 20 at the sides on screens
/// at least 390 wide (16 below), 17-point text, 15-point secondary text in the secondary label
/// colour (12 in `subtitleCell()`), headers in 13-point secondary text (17-point semibold for
/// plain headers).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text looks.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
        /// Upper-case the text (grouped headers).
        public var transform: TextTransform = .none
        /// Whether the font follows the user's text size (kept as set: OpenUIKit has no text
        /// size setting).
        public var adjustsFontForContentSizeCategory = true

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }

        public enum TextTransform: Hashable, Sendable { case none, capitalized, lowercase, uppercase }
    }

    /// How the image looks.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (zero: its own size, at most the row's height).
        public var maximumSize: CGSize = .zero
        /// The size and weight for a symbol image (kept as set: there are no SF Symbols on Linux).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        /// The tint the image is drawn with: its own, else `tintColor` (the view's).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    enum Layout: Hashable { case stacked, sideBySide }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the secondary text sits at the trailing edge on the text's line.
    public var prefersSideBySideTextAndSecondaryText = false

    private init(textSize: CGFloat, weight: UIFont.Weight = .regular, textColor: UIColor = .label, secondarySize: CGFloat = 15,
                 vertical: CGFloat = 11) {
        textProperties = TextProperties(font: .systemFont(ofSize: textSize, weight: weight), color: textColor)
        secondaryTextProperties = TextProperties(font: .systemFont(ofSize: secondarySize), color: .secondaryLabel)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: vertical, leading: 20, bottom: vertical, trailing: 20)
    }

    /// A row: one line of body text (and an optional secondary text below).
    public static func cell() -> Self { Self(textSize: 17) }
    /// A row with a smaller secondary text under the text.
    public static func subtitleCell() -> Self { Self(textSize: 17, secondarySize: 12) }
    /// A row with the secondary text at the trailing edge.
    public static func valueCell() -> Self {
        var configuration = Self(textSize: 17, secondarySize: 17)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A sidebar row.
    public static func sidebarCell() -> Self { Self(textSize: 17) }
    /// A section header (the plain look).
    public static func header() -> Self { plainHeader() }
    /// A section footer.
    public static func footer() -> Self { Self(textSize: 13, textColor: .secondaryLabel, vertical: 7) }
    /// A plain table's header: 17-point semibold.
    public static func plainHeader() -> Self { Self(textSize: 17, weight: .semibold, vertical: 6) }
    /// A plain table's footer.
    public static func plainFooter() -> Self { footer() }
    /// A grouped table's header: 13-point secondary text, upper-cased.
    public static func groupedHeader() -> Self {
        var configuration = Self(textSize: 13, textColor: .secondaryLabel, vertical: 7)
        configuration.textProperties.transform = .uppercase
        return configuration
    }
    /// A grouped table's footer.
    public static func groupedFooter() -> Self { footer() }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> Self { self }

    var layout: Layout { prefersSideBySideTextAndSecondaryText ? .sideBySide : .stacked }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated {
            lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText && lhs.image === rhs.image && lhs.textProperties == rhs.textProperties
                && lhs.secondaryTextProperties == rhs.secondaryTextProperties && lhs.imageProperties == rhs.imageProperties
                && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins && lhs.imageToTextPadding == rhs.imageToTextPadding
                && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
                && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
                && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
        }
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}

/// The view of a `UIListContentConfiguration`: an image view and two labels, placed by frames.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// What the view shows; a configuration of another kind is reported and ignored.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                OpenUIKitDiagnostics.report(.viewMisuse, "UIListContentView shows UIListContentConfiguration only, not \(type(of: newValue)); kept.")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let configuration = listConfiguration
        func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
            var shown = text
            switch properties.transform {
            case .none: break
            case .capitalized: shown = shown?.capitalized
            case .lowercase: shown = shown?.lowercased()
            case .uppercase: shown = shown?.uppercased()
            }
            label.text = shown
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.isHidden = shown == nil
        }
        style(textLabel, configuration.text, configuration.textProperties)
        style(secondaryLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        if let tint = configuration.imageProperties.tintColor { imageView.tintColor = tint }
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    private var margins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        if bounds.width < 390 { margins.leading = min(margins.leading, 16); margins.trailing = min(margins.trailing, 16) }
        return margins
    }

    private func imageSize(height: CGFloat) -> CGSize {
        guard let size = listConfiguration.image?.size, size.width > 0, size.height > 0 else { return .zero }
        var limit = listConfiguration.imageProperties.maximumSize
        if limit == .zero { limit = CGSize(width: height, height: height) }
        let scale = min(1, limit.width / size.width, limit.height / size.height)
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    private func textSizes(width: CGFloat) -> (CGSize, CGSize) {
        let fit = CGSize(width: max(0, width), height: .greatestFiniteMagnitude)
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(fit)
        let secondary = secondaryLabel.isHidden ? .zero : secondaryLabel.sizeThatFits(fit)
        return (CGSize(width: min(text.width, width), height: text.height), CGSize(width: min(secondary.width, width), height: secondary.height))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = margins
        let image = imageSize(height: 44)
        let textWidth = size.width - margins.leading - margins.trailing - (image.width > 0 ? image.width + listConfiguration.imageToTextPadding : 0)
        let (text, secondary) = textSizes(width: textWidth)
        let texts = listConfiguration.layout == .sideBySide || secondary.height == 0 || text.height == 0
            ? max(text.height, secondary.height)
            : text.height + listConfiguration.textToSecondaryTextVerticalPadding + secondary.height
        return CGSize(width: size.width, height: max(texts, image.height) + margins.top + margins.bottom)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let margins = margins
        let inner = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                           height: max(0, bounds.height - margins.top - margins.bottom))
        var leading = inner.minX
        let image = imageSize(height: inner.height)
        if image != .zero {
            imageView.frame = CGRect(x: leading, y: inner.midY - image.height / 2, width: image.width, height: image.height)
            leading += image.width + listConfiguration.imageToTextPadding
        }
        let width = max(0, inner.maxX - leading)
        let (text, secondary) = textSizes(width: width)
        if listConfiguration.layout == .sideBySide {
            secondaryLabel.frame = CGRect(x: inner.maxX - secondary.width, y: inner.midY - secondary.height / 2, width: secondary.width, height: secondary.height)
            textLabel.frame = CGRect(x: leading, y: inner.midY - text.height / 2,
                                     width: max(0, width - secondary.width - listConfiguration.textToSecondaryTextHorizontalPadding), height: text.height)
        } else {
            let padding = secondary.height > 0 && text.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            let top = inner.midY - (text.height + padding + secondary.height) / 2
            textLabel.frame = CGRect(x: leading, y: top, width: width, height: text.height)
            secondaryLabel.frame = CGRect(x: leading, y: top + text.height + padding, width: width, height: secondary.height)
        }
    }
}
