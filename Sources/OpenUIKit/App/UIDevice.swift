import Foundation

/// The device the application runs on: model, system, idiom and orientation, from the main
/// screen's preset.
///
/// - Note: OpenUIKit differs: there is no hardware. The model and idiom follow
///   `UIScreen.main.preset`; the system is reported as iOS ``systemVersion`` (the UIKit
///   behaviour OpenUIKit follows); the orientation is fixed to the preset's (portrait, or
///   landscape for a preset wider than tall), and orientation notifications are never posted.
///   There is no battery or proximity sensor.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device.
    public static let current = UIDevice()

    private override init() { super.init() }

    /// "iPhone" or "iPad".
    open var model: String { UIScreen.main.preset.idiom == .pad ? "iPad" : "iPhone" }
    /// The same as `model` (no localisation on Linux).
    open var localizedModel: String { model }
    /// The device's name: its preset's name ("iPhone", "iPhone SE", "iPad").
    open var name: String { UIScreen.main.preset.name }
    /// "iOS".
    open var systemName: String { "iOS" }
    /// The iOS version whose UIKit behaviour OpenUIKit follows.
    open var systemVersion: String { "17.0" }
    /// Phone or pad, from the preset.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.preset.idiom }
    /// Portrait, or landscape left for a preset wider than it is tall.
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.preset.size
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// A fixed identifier (the same on every run, so runs stay deterministic).
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-00004F554B00") }
    /// Whether the app asked for orientation notifications.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Whether multitasking is supported (always, as on current devices).
    open var isMultitaskingSupported: Bool { true }

    /// Asks for orientation notifications (none are posted: the orientation never changes).
    open func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    open func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Posted when the orientation changes (never, see the type's note).
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
