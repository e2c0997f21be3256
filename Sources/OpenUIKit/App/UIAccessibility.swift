import Foundation

/// The user's accessibility settings that transition code reads (reduce motion chooses a
/// cross-fade over a slide, for instance).
///
/// - Note: OpenUIKit differs: there are no system settings. Each starts `false`, as on a device
///   with the defaults, and a test can turn one on with
///   `UIApplication.shared.accessibilitySettings` (OpenUIKit only), which posts the matching
///   status-change notification as iOS does when the user flips the switch.
@preconcurrency @MainActor
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { UIApplication.shared.state.accessibility.reduceMotion }
    public static var isReduceTransparencyEnabled: Bool { UIApplication.shared.state.accessibility.reduceTransparency }
    public static var isVoiceOverRunning: Bool { UIApplication.shared.state.accessibility.voiceOver }
    public static var prefersCrossFadeTransitions: Bool { UIApplication.shared.state.accessibility.reduceMotion && UIApplication.shared.state.accessibility.prefersCrossFade }

    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// The accessibility switches of the simulated device (OpenUIKit only; see `UIAccessibility`).
public struct AccessibilitySettings: Equatable, Sendable {
    public var reduceMotion = false
    public var reduceTransparency = false
    public var voiceOver = false
    /// "Prefer cross-fade transitions", under reduce motion.
    public var prefersCrossFade = false

    public init() {}
}

extension UIApplication {
    /// The device's accessibility switches (OpenUIKit only). Changing one posts UIKit's
    /// status-change notification.
    public var accessibilitySettings: AccessibilitySettings {
        get { state.accessibility }
        set {
            let old = state.accessibility
            state.accessibility = newValue
            let center = NotificationCenter.default
            if old.reduceMotion != newValue.reduceMotion { center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil) }
            if old.reduceTransparency != newValue.reduceTransparency { center.post(name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil) }
            if old.voiceOver != newValue.voiceOver { center.post(name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil) }
        }
    }

    /// Whether touch events are being dropped (`beginIgnoringInteractionEvents()`).
    public var isIgnoringInteractionEvents: Bool { state.ignoredInteractionDepth > 0 }

    /// Stops delivering touch events until the matching `endIgnoringInteractionEvents()`
    /// (calls nest). Deprecated on iOS 13 but still common in transition code.
    public func beginIgnoringInteractionEvents() { state.ignoredInteractionDepth += 1 }

    /// Undoes one `beginIgnoringInteractionEvents()`; an unmatched call is reported.
    public func endIgnoringInteractionEvents() {
        guard state.ignoredInteractionDepth > 0 else {
            OpenUIKitDiagnostics.report(.viewMisuse, "endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents().")
            return
        }
        state.ignoredInteractionDepth -= 1
    }

    /// The direction the application's interface reads in: left to right unless the test kit
    /// (`TransitionHost.userInterfaceLayoutDirection`) sets it, as the device's language would
    /// on iOS.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { state.layoutDirection }
}

/// The direction the interface reads in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
