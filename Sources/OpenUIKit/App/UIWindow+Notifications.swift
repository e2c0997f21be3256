import Foundation

/// The window notifications, posted with the window as the object: key status by `makeKey()`
/// and `makeKeyAndVisible()` (the previous key window resigns first), visibility whenever
/// `isHidden` changes.
extension UIWindow {
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
}
