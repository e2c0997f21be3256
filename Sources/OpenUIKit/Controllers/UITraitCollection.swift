import Synchronization

/// Whether a dimension of the interface is compact or roomy.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The direction a trait environment's layout reads in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The traits of an interface environment: size classes, idiom, scale and appearance.
///
/// - Note: OpenUIKit differs: only size classes, idiom, display scale, interface style, the
///   preferred text size (always `.large` for screens) and the layout direction (always left to
///   right for screens) exist. Size classes, idiom and scale come from the screen preset (portrait); the screen's
///   appearance is light, and `overrideUserInterfaceStyle` on a view, controller or window
///   makes a part of the interface dark.
public final class UITraitCollection: NSObject, Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size: `.large` for screens (there is no text size setting).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction: left to right for screens (OpenUIKit has no right-to-left layout).
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Every trait at once (unspecified where not given).
    init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                 userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
                 userInterfaceStyle: UIUserInterfaceStyle = .unspecified, preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                 layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        super.init()
    }

    /// A collection that specifies only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A collection with no trait specified.
    override public convenience init() { self.init(horizontalSizeClass: .unspecified) }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: displayScale)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
    }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }

    /// The traits of `collections` combined: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ trait: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
                  preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  layoutDirection: last(\.layoutDirection, unspecified: .unspecified))
    }

    /// The traits of a screen preset: phones are compact wide and regular tall in portrait, and
    /// compact both ways in landscape (a preset wider than tall); pads are regular both ways.
    /// Screens are light, with the application's text size.
    convenience init(preset: UIScreen.Preset) {
        let pad = preset.idiom == .pad
        let landscapePhone = !pad && preset.size.width > preset.size.height
        self.init(horizontalSizeClass: pad ? .regular : .compact, verticalSizeClass: landscapePhone ? .compact : .regular,
                  userInterfaceIdiom: preset.idiom, displayScale: preset.scale, userInterfaceStyle: .light,
                  preferredContentSizeCategory: DynamicType.preferredCategory,
                  layoutDirection: .leftToRight)
    }

    /// These traits with another appearance (the same collection when `style` is unspecified).
    func with(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return copy(style: style, category: preferredContentSizeCategory)
    }

    /// These traits with another preferred text size (the same collection when it is the same).
    func with(_ category: UIContentSizeCategory) -> UITraitCollection {
        guard category != preferredContentSizeCategory else { return self }
        return copy(style: userInterfaceStyle, category: category)
    }

    /// These traits with another layout direction (the same collection when it is the same).
    func with(_ direction: UITraitEnvironmentLayoutDirection) -> UITraitCollection {
        guard direction != .unspecified, direction != layoutDirection else { return self }
        return copy(style: userInterfaceStyle, category: preferredContentSizeCategory, direction: direction)
    }

    /// These traits with `style`, `category` and `direction`, the others kept.
    private func copy(style: UIUserInterfaceStyle, category: UIContentSizeCategory, direction: UITraitEnvironmentLayoutDirection? = nil) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
                          userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale, userInterfaceStyle: style,
                          preferredContentSizeCategory: category, layoutDirection: direction ?? layoutDirection)
    }

    /// Whether colours may resolve differently in `traitCollection` (its appearance differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    // MARK: The current traits

    /// The traits dynamic colours resolve with when nothing else is given: during `draw(_:)`
    /// and `traitCollectionDidChange(_:)`, the view's or controller's; otherwise the main
    /// screen's appearance (light). Settable, as on iOS.
    public static var current: UITraitCollection {
        get { CurrentTraits.value.withLock { $0 } ?? CurrentTraits.screenDefault }
        set { CurrentTraits.value.withLock { $0 = newValue } }
    }

    /// Runs `actions` with these traits as `current`, then restores the previous ones.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = CurrentTraits.value.withLock { value in
            defer { value = self }
            return value
        }
        defer { CurrentTraits.value.withLock { $0 = previous } }
        try actions()
    }

    /// Forgets a `current` set by the app (between tests).
    static func resetCurrent() { CurrentTraits.value.withLock { $0 = nil } }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
            && userInterfaceStyle == other.userInterfaceStyle && preferredContentSizeCategory == other.preferredContentSizeCategory
            && layoutDirection == other.layoutDirection
    }

    override public var hash: Int {
        horizontalSizeClass.rawValue &+ 3 &* verticalSizeClass.rawValue &+ 7 &* userInterfaceIdiom.rawValue &+ 31 &* userInterfaceStyle.rawValue
    }

    override public var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass); VerticalSizeClass = \(verticalSizeClass); UserInterfaceIdiom = \(userInterfaceIdiom); DisplayScale = \(displayScale); UserInterfaceStyle = \(userInterfaceStyle); PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}

/// `UITraitCollection.current`: part of the application's state, behind a lock because colours
/// resolve on any thread.
private enum CurrentTraits {
    static let value = Mutex<UITraitCollection?>(nil)
    static let screenDefault = UITraitCollection(userInterfaceStyle: .light)
}

/// Something with traits that is told when they change: views, view controllers, screens and
/// presentation controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed; `previousTraitCollection` is what they were.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
