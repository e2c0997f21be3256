import Foundation

/// An object other than a controller or a view whose state is preserved and restored: register
/// it with ``UIApplication/registerObject(forStateRestoration:restorationIdentifier:)`` and encode
/// it into a preserved controller's or view's coder. Every member is optional (defaults given).
///
/// Controllers adopt it as on iOS (their parent, or the controller presenting them, is their
/// restoration parent).
@preconcurrency @MainActor
public protocol UIStateRestoring: AnyObject {
    /// The object whose restoration path this object's continues (nil: the path is its
    /// identifier alone).
    var restorationParent: (any UIStateRestoring)? { get }
    /// The class that makes this object again at launch.
    var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
    /// Saves the object's state.
    func encodeRestorableState(with coder: NSCoder)
    /// Reads back what ``encodeRestorableState(with:)`` saved.
    func decodeRestorableState(with coder: NSCoder)
    /// Called once every restored object has decoded its state.
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    public var restorationParent: (any UIStateRestoring)? { nil }
    public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
    public func encodeRestorableState(with coder: NSCoder) {}
    public func decodeRestorableState(with coder: NSCoder) {}
    public func applicationFinishedRestoringState() {}
}

/// A class that makes a registered object again at launch (an object's
/// ``UIStateRestoring/objectRestorationClass``). Returning nil declines.
@preconcurrency @MainActor
public protocol UIObjectRestoration: AnyObject {
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)?
}

extension UIViewController: UIStateRestoring {
    /// The controller's parent, or the controller presenting it.
    public var restorationParent: (any UIStateRestoring)? { parentStorage ?? presentingStorage }
}

extension UIApplication {
    /// Registers `object` for state restoration under `restorationIdentifier`. It is preserved
    /// when a preserved controller or view (or another registered object) encodes it into its
    /// coder; at launch, register the object again before restoration
    /// (`application(_:willFinishLaunchingWithOptions:)`) for UIKit to find it by its path, or
    /// give it an `objectRestorationClass`.
    public func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {
        state.restoration.registeredObjects.removeAll { $0.object == nil || $0.object === object }
        state.restoration.registeredObjects.append(RegisteredRestorationObject(object: object, identifier: restorationIdentifier))
    }
}

/// An object registered for state restoration (held weakly, as on iOS).
@MainActor
struct RegisteredRestorationObject {
    weak var object: (any UIStateRestoring)?
    let identifier: String
}
