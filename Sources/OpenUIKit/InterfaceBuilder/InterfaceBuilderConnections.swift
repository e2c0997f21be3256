import Foundation

/// The outlets, actions and segue actions a class offers to storyboards and nibs, by the names
/// the documents use (`"titleLabel"`, `"close:"`, `"makeDetail:"`).
///
/// On iOS the Objective-C runtime finds `@IBOutlet` properties and `@IBAction` methods by name.
/// Linux has no such runtime, so a class lists them here, in
/// `interfaceBuilderConnections(into:)`. You rarely write this yourself: the source bridge
/// (`SourceBridgePlugin`, `openuikit port`) writes it for every class with `@IBOutlet`,
/// `@IBAction`, `@IBSegueAction` or `@IBInspectable` members, and for the `NSObject` subclasses
/// the target's documents name or outlets are typed with (so a storyboard's custom objects can
/// be made). Hand-written, it looks like this:
///
/// ```swift
/// override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
///     super.interfaceBuilderConnections(into: &connections)
///     connections.outlet("titleLabel", \CardController.titleLabel)
///     connections.action("close:", CardController.close(_:))
/// }
/// ```
///
/// - Note: OpenUIKit only: iOS needs none of this.
@MainActor
public struct InterfaceBuilderConnections {
    /// Sets an outlet on an object: false when the value has the wrong type.
    typealias OutletSetter = @MainActor (AnyObject, Any) -> Bool
    /// Calls an action on a target with the sender and the event: false when the target or the
    /// sender has the wrong type.
    typealias ActionCall = @MainActor (AnyObject, Any?, UIEvent?) -> Bool
    /// Calls a segue action (`@IBSegueAction`) with the coder, the sender and the identifier.
    typealias SegueActionCall = @MainActor (AnyObject, NSCoder, Any?, String?) -> UIViewController??

    private(set) var outlets: [String: OutletSetter] = [:]
    private(set) var actions: [String: ActionCall] = [:]
    private(set) var segueActions: [String: SegueActionCall] = [:]
    /// Makes an instance for a document's custom object (`<customObject customClass="…">`).
    /// Classes made with `init(coder:)` (views, controllers) leave it nil.
    public var makeInstance: (@MainActor () -> AnyObject)?
    /// The initializers code calls through a class object (`MetatypeInitializers`), by their
    /// Swift names (`"init(frame:)"`), with the class that registered each.
    private(set) var initializers: [String: (owner: ObjectIdentifier, make: MetatypeInitializers.Factory)] = [:]

    init() {}

    /// Registers an initializer that code calls through a class object (`viewClass.init(frame:)`;
    /// see `MetatypeInitializers`) under its Swift name: `initializer("init(frame:)",
    /// CardView.init(frame:))`. It counts for `Owner` only, not for subclasses, which Swift
    /// makes register their own.
    public mutating func initializer<Owner: AnyObject, each Argument>(_ name: String, _ make: @escaping @MainActor (repeat each Argument) -> Owner) {
        initializers[name] = (ObjectIdentifier(Owner.self), MetatypeInitializers.factory(make))
    }

    /// Registers an outlet (or an outlet collection: `[UIView]!`) under `name`.
    public mutating func outlet<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        outlets[name] = { object, value in
            guard let root = object as? Root, let typed = value as? Value else { return false }
            root[keyPath: keyPath] = typed
            return true
        }
    }

    /// Registers an outlet set by a closure (for properties whose getter must not run while the
    /// document loads, such as a controller's `view`).
    mutating func outlet<Root: AnyObject, Value>(_ name: String, set: @escaping @MainActor (Root, Value) -> Void) {
        outlets[name] = { object, value in
            guard let root = object as? Root, let typed = value as? Value else { return false }
            set(root, typed)
            return true
        }
    }

    /// Registers an action taking no argument under its selector name (`"refresh"`).
    public mutating func action<Root>(_ selector: String, _ method: @escaping (Root) -> () -> Void) {
        actions[selector] = { target, _, _ in
            guard let receiver = target as? Root else { return false }
            method(receiver)()
            return true
        }
    }

    /// Registers an action taking the sender under its selector name (`"close:"`). Unwind
    /// actions (taking a `UIStoryboardSegue`) are registered the same way.
    public mutating func action<Root, Sender>(_ selector: String, _ method: @escaping (Root) -> (Sender) -> Void) {
        actions[selector] = { target, sender, _ in
            guard let receiver = target as? Root, let typed = sender as? Sender else { return false }
            method(receiver)(typed)
            return true
        }
    }

    /// Registers an action taking the sender and the event (`"tapped:forEvent:"`).
    public mutating func action<Root, Sender, Event>(_ selector: String, _ method: @escaping (Root) -> (Sender, Event) -> Void) {
        actions[selector] = { target, sender, event in
            guard let receiver = target as? Root, let typed = sender as? Sender, let typedEvent = UIEvent.forAction(event) as? Event else { return false }
            method(receiver)(typed, typedEvent)
            return true
        }
    }

    /// Registers a segue action taking the coder (`"makeDetail:"`).
    public mutating func segueAction<Root, Result: UIViewController>(_ selector: String, _ method: @escaping (Root) -> (NSCoder) -> Result?) {
        segueActions[selector] = { target, coder, _, _ in
            guard let receiver = target as? Root else { return nil }
            return .some(method(receiver)(coder))
        }
    }

    /// Registers a segue action taking the coder and the sender (`"makeDetail:sender:"`).
    public mutating func segueAction<Root, Result: UIViewController>(_ selector: String, _ method: @escaping (Root) -> (NSCoder, Any?) -> Result?) {
        segueActions[selector] = { target, coder, sender, _ in
            guard let receiver = target as? Root else { return nil }
            return .some(method(receiver)(coder, sender))
        }
    }

    /// Registers a segue action taking the coder, the sender and the segue's identifier
    /// (`"makeDetail:sender:segueIdentifier:"`).
    public mutating func segueAction<Root, Result: UIViewController>(_ selector: String, _ method: @escaping (Root) -> (NSCoder, Any?, String?) -> Result?) {
        segueActions[selector] = { target, coder, sender, identifier in
            guard let receiver = target as? Root else { return nil }
            return .some(method(receiver)(coder, sender, identifier))
        }
    }

    /// The connections of `object`'s class (empty for a class that lists none).
    static func of(_ object: AnyObject) -> InterfaceBuilderConnections {
        of(type(of: object))
    }

    /// The connections of `type`.
    static func of(_ type: AnyClass) -> InterfaceBuilderConnections {
        var connections = InterfaceBuilderConnections()
        (type as? any InterfaceBuilderConnectable.Type)?.interfaceBuilderConnections(into: &connections)
        return connections
    }
}

/// A class whose outlets and actions storyboards and nibs can connect (see
/// `InterfaceBuilderConnections`). `UIResponder` (so every view and controller), gesture
/// recognizers, bar items, navigation items, constraints, presentation controllers,
/// percent-driven interactions and segues adopt it; the source bridge adds it to the app's own
/// `NSObject` subclasses.
///
/// The protocol itself is not main-actor isolated, only its requirement: a conformance declared
/// in the file of a plain `NSObject` subclass (as the bridge writes it) would otherwise make the
/// whole class, and its subclasses, main-actor isolated, which its own code does not expect.
///
/// - Note: OpenUIKit only.
public protocol InterfaceBuilderConnectable: AnyObject {
    /// Adds this class's outlets and actions (call `super` first in an override).
    @MainActor static func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections)
}

extension UIResponder: InterfaceBuilderConnectable {}
extension UIGestureRecognizer: InterfaceBuilderConnectable {}
extension UIBarButtonItem: InterfaceBuilderConnectable {}
extension UITabBarItem: InterfaceBuilderConnectable {}
extension UINavigationItem: InterfaceBuilderConnectable {}
extension NSLayoutConstraint: InterfaceBuilderConnectable {}
extension UIPresentationController: InterfaceBuilderConnectable {}
extension UIPercentDrivenInteractiveTransition: InterfaceBuilderConnectable {}
extension UIStoryboardSegue: InterfaceBuilderConnectable {}
