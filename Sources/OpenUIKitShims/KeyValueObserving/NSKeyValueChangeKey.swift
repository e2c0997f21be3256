import Foundation

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives
/// (Foundation's names; Foundation on Linux has no key-value observing, so OpenUIKit declares
/// them).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of change: an `NSKeyValueChange` raw value (always `.setting` here).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value (with `.new` or `.initial`).
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change (with `.old`).
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a collection change (never sent: OpenUIKit observes values).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// Whether the notification comes before the change (never sent: no prior notifications).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
