import Foundation

/// The user's preferred text size (Dynamic Type), ordered from extra small to the largest
/// accessibility size.
///
/// - Note: OpenUIKit differs: there is no Settings app. The size is Large (iOS's default)
///   until a test sets another (`UIApplication.preferredContentSizeCategory` through the test
///   kit's `TransitionHost.preferredContentSizeCategory`); then screens, views and controllers
///   report it, `traitCollectionDidChange(_:)` is called, `didChangeNotification` is posted and
///   labels and text fields with `adjustsFontForContentSizeCategory` take the new size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the application's preferred size changes, with the new size under
    /// `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new size in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The twelve text sizes, smallest first (the columns of the Dynamic Type table).
    static let textSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    private static let order: [UIContentSizeCategory] = [.unspecified] + textSizes

    /// The position among the text sizes (0 = extra small … 11 = AX5); `nil` for
    /// `.unspecified` and unknown values.
    var dynamicTypeIndex: Int? { Self.textSizes.firstIndex(of: self) }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Smaller sizes first; an unknown raw value sorts with `.unspecified`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

extension UIApplication {
    /// The user's preferred text size: `.large` unless a test set another (see
    /// `UIContentSizeCategory`).
    public var preferredContentSizeCategory: UIContentSizeCategory { DynamicType.preferredCategory }
}
