import Foundation

extension UserDefaults {
    /// Key-value coding on user defaults: the default named `key`, as `object(forKey:)` (Apple's
    /// `NSUserDefaults` answers key-value coding with its defaults; Linux's has no key-value
    /// coding).
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Sets the default named `key`, as `set(_:forKey:)` (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
