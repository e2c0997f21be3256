import Synchronization

// Behaviour source [D] — Layout
//   Rule: Dynamic Type sizes and weights
//   Value: HIG table
//   Source: Apple's Human Interface Guidelines, "Typography", section "Specifications"
//     (https://developer.apple.com/design/human-interface-guidelines/typography): the size and
//     weight of each text style at each Dynamic Type size.
/// Dynamic Type: each text style's size at each preferred text size, and the fonts that follow
/// the size when it changes (`adjustsFontForContentSizeCategory`).
///
/// The sizes are Apple's Human Interface Guidelines' table of iOS and iPadOS Dynamic Type sizes
/// (Typography, "Specifications") [D]; the weights are the styles' at every size (headline
/// semibold, the others regular).
extension UIFont.TextStyle {
    /// Sizes in points from extra small to the largest accessibility size, in the order of
    /// `UIContentSizeCategory.textSizes` (xS, S, M, L, xL, xxL, xxxL, AX1…AX5).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] // body, and styles OpenUIKit does not know
        }
    }

    /// The style's size at `category` (at Large, iOS's default, for `.unspecified`).
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        sizes[category.dynamicTypeIndex ?? 3]
    }
}

/// Where a font that follows the text size came from, to make it again at another size.
enum DynamicTypeOrigin: Sendable {
    /// `preferredFont(forTextStyle:)`.
    case textStyle(UIFont.TextStyle)
    /// `UIFontMetrics(forTextStyle:).scaledFont(for: base, maximumPointSize:)`.
    case scaled(UIFont.TextStyle, base: UIFont, maximumPointSize: CGFloat?)
}

extension UIFont {
    /// The system font for `style` at the text size of `traitCollection`, or the application's.
    static func dynamicTypeFont(_ style: TextStyle, traits traitCollection: UITraitCollection?) -> UIFont {
        let category = DynamicType.category(traitCollection)
        let font = systemFont(ofSize: style.pointSize(at: category), weight: style == .headline ? .semibold : .regular)
        font.dynamicTypeOrigin = .textStyle(style)
        return font
    }

    /// This font again at the text size of `traits`, when it follows the text size (made by
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)`); `nil` otherwise.
    @MainActor
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        switch dynamicTypeOrigin {
        case .textStyle(let style)?:
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        case .scaled(let style, let base, let maximum)?:
            let metrics = UIFontMetrics(forTextStyle: style)
            return maximum.map { metrics.scaledFont(for: base, maximumPointSize: $0, compatibleWith: traits) }
                ?? metrics.scaledFont(for: base, compatibleWith: traits)
        case nil:
            return nil
        }
    }
}

/// The application's preferred text size, as trait collections and fonts read it (from any
/// thread: fonts are made off the main thread too).
enum DynamicType {
    private static let applicationCategory = Mutex(UIContentSizeCategory.large)

    /// The application's preferred size (Large, iOS's default, until a test sets another).
    static var preferredCategory: UIContentSizeCategory {
        get { applicationCategory.withLock { $0 } }
        set { applicationCategory.withLock { $0 = newValue } }
    }

    /// `traits`' size, or the application's when it has none.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category.dynamicTypeIndex != nil { return category }
        return preferredCategory
    }
}
