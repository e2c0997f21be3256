import Foundation

/// The look of a bar's background and shadow line (iOS 13+): the base of the navigation bar's
/// and the toolbar's appearances.
///
/// - Note: OpenUIKit differs: `backgroundEffect` is kept but the bar's background is drawn as its
///   colour only (no blur behind the bar); `backgroundImage` and button appearances are absent.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The bar's background colour (`nil`: the default, a translucent light grey).
    @exclusivity(unchecked) open var backgroundColor: UIColor?
    /// The blur behind the bar (kept; see the type's note).
    @exclusivity(unchecked) open var backgroundEffect: UIBlurEffect?
    /// The colour of the one-pixel line along the bar (`nil` or clear: no line).
    @exclusivity(unchecked) open var shadowColor: UIColor?

    /// An appearance with the default background (translucent light grey and a shadow line).
    override public init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The same values, copied, as a new appearance (a subclass copies its own too).
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        shadowColor = barAppearance.shadowColor
        super.init()
    }

    /// The system's translucent background with a shadow line.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = Self.defaultShadow
    }

    /// The system's shadow line colour (drawn as `.separator`).
    static let defaultShadow = UIColor(white: 0, alpha: 0.3)

    /// What a bar (navigation bar or toolbar) fills its background with: this appearance's
    /// colour, else the older `barTintColor` (slightly see-through when translucent), else the
    /// bar style's dark or light grey.
    final func barBackground(barTintColor: UIColor?, barStyle: UIBarStyle, isTranslucent: Bool) -> UIColor {
        let opacity: CGFloat = isTranslucent ? 0.94 : 1
        if let backgroundColor { return backgroundColor }
        if let barTintColor {
            return isTranslucent ? barTintColor.withAlphaComponent(min(barTintColor.cgColor.alpha, opacity)) : barTintColor
        }
        if barStyle == .black { return UIColor(red: 0.11, green: 0.11, blue: 0.118, alpha: opacity) }
        return UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: opacity)
    }

    /// The colour of the bar's one-pixel line: the system's `.separator` for the default
    /// shadow, clear for none.
    final var shadowLineColor: UIColor {
        guard let shadowColor, shadowColor.cgColor.alpha > 0 else { return .clear }
        return shadowColor === Self.defaultShadow ? .separator : shadowColor
    }

    /// An opaque system background with a shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = Self.defaultShadow
    }

    /// No background and no shadow: the content behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(barAppearance: self) }
    }
}

/// The look of a navigation bar's background, shadow and titles (iOS 13+).
///
/// Set on `UINavigationBar.standardAppearance` (and `scrollEdgeAppearance`,
/// `compactAppearance`); the bar draws its background colour, its shadow line and its title
/// with these values.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Font (`.font`) and colour (`.foregroundColor`) of the title.
    @exclusivity(unchecked) open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Font and colour of large titles (kept: OpenUIKit's bar has no large titles).
    @exclusivity(unchecked) open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the default background (translucent light grey and a shadow line).
    override public init() {
        super.init()
    }

    /// The same values, copied (the titles' too when `barAppearance` is a navigation bar's).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }
}

/// The look of a toolbar's background and shadow line (iOS 13+): set on
/// `UIToolbar.standardAppearance` (and `compactAppearance`, `scrollEdgeAppearance`).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// The style of a bar: light (the default) or dark.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    /// Use `.black` with `isTranslucent = true`.
    @available(*, deprecated, renamed: "black")
    case blackTranslucent = 2
    /// Use `.black`.
    public static let blackOpaque = UIBarStyle.black
}
