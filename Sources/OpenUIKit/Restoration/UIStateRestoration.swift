import Foundation

/// A class that makes controllers during state restoration, set as a controller's
/// `restorationClass`. Returning nil declines: the controller, and what it contains or presents,
/// is not restored.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

/// The key under which a restored controller's coder holds the storyboard the controller came
/// from (a `UIStoryboard`), for a restoration class that instantiates it again.
public let UIStateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboardKey"

extension UIApplication {
    /// The app-level coder's key for the bundle version (`CFBundleVersion`) that saved the state.
    nonisolated public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// The app-level coder's key for the interface idiom (`UIUserInterfaceIdiom.rawValue`) that
    /// saved the state.
    nonisolated public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// The app-level coder's key for the moment the state was saved (a `Date`).
    nonisolated public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// The app-level coder's key for the system version that saved the state (a `String`).
    nonisolated public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"

    /// Ignores the snapshot of the app switcher for the next move to the background. OpenUIKit
    /// has no app switcher, so there is no snapshot to ignore: the call is accepted and does
    /// nothing visible.
    public func ignoreSnapshotOnNextApplicationLaunch() {
        state.restoration.snapshotIgnored = true
    }
}

extension NSCoder {
    // Foundation on Linux already has `encode(_:forKey:)` for points, sizes and rectangles
    // (AppKit's, writing the same brace notation); UIKit's readers are added here.

    /// Decodes a point written with `encode(_:forKey:)` (`.zero` when absent or unreadable).
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        geometryString(forKey: key).map(NSCoder.cgPoint(for:)) ?? .zero
    }
    /// Decodes a size (`.zero` when absent or unreadable).
    public func decodeCGSize(forKey key: String) -> CGSize {
        geometryString(forKey: key).map(NSCoder.cgSize(for:)) ?? .zero
    }
    /// Decodes a rectangle (`.zero` when absent or unreadable).
    public func decodeCGRect(forKey key: String) -> CGRect {
        geometryString(forKey: key).map(NSCoder.cgRect(for:)) ?? .zero
    }
    /// Encodes edge insets.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets) as NSString, forKey: key)
    }
    /// Decodes edge insets (`.zero` when absent or unreadable).
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        geometryString(forKey: key).map(NSCoder.uiEdgeInsets(for:)) ?? .zero
    }

    /// The string stored under `key`, asking first whether there is one: Foundation's keyed
    /// unarchiver on Linux treats reading a missing key as a failure of the whole coder.
    private func geometryString(forKey key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(forKey: key) as? String
    }

    /// `"{x, y}"`, as UIKit writes points.
    public static func string(for point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }
    /// `"{width, height}"`.
    public static func string(for size: CGSize) -> String { "{\(text(size.width)), \(text(size.height))}" }
    /// `"{{x, y}, {width, height}}"`.
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    /// `"{top, left, bottom, right}"`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(text(insets.top)), \(text(insets.left)), \(text(insets.bottom)), \(text(insets.right))}"
    }
    /// The point a string written by `string(for:)` describes (`.zero` when unreadable).
    public static func cgPoint(for string: String) -> CGPoint {
        let values = numbers(in: string, count: 2)
        return CGPoint(x: values[0], y: values[1])
    }
    /// The size a string written by `string(for:)` describes.
    public static func cgSize(for string: String) -> CGSize {
        let values = numbers(in: string, count: 2)
        return CGSize(width: values[0], height: values[1])
    }
    /// The rectangle a string written by `string(for:)` describes.
    public static func cgRect(for string: String) -> CGRect {
        let values = numbers(in: string, count: 4)
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
    /// The insets a string written by `string(for:)` describes.
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let values = numbers(in: string, count: 4)
        return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    private static func text(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
    }

    /// Reads `count` numbers from UIKit's brace notation; anything unreadable gives zeros.
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        let parts = string.split(whereSeparator: { "{}, ".contains($0) }).map { Double($0) }
        guard parts.count == count, parts.allSatisfy({ $0 != nil }) else { return Array(repeating: 0, count: count) }
        return parts.map { CGFloat($0!) }
    }
}
