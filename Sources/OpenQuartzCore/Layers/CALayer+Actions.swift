/// Something a layer does when one of its properties changes or an event happens — usually an
/// animation. `NSNull` is the action that does nothing (and stops the search for one).
///
/// Only classes conform, as on iOS (an Objective-C protocol there): an action found for every
/// animated property change is passed on as a reference, and told from an animation by a class
/// check.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Performs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the "no action" marker.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The "no action" answer the engine's own delegates give, one instance for all (a property
/// change outside an animation block would otherwise allocate one), and the check for it.
enum NoAction {
    static let marker = NSNull()

    /// Whether `action` is `NSNull`: a comparison of the dynamic type (no one subclasses
    /// `NSNull`) instead of a cast from the existential, which showed in profiles.
    @inline(__always)
    static func isMarker(_ action: (any CAAction)?) -> Bool {
        guard let action else { return false }
        return ObjectIdentifier(type(of: action)) == ObjectIdentifier(NSNull.self)
    }
}

/// A layer's delegate: drawing, layout and actions. Every method has a default implementation
/// that does what Core Animation does when the delegate does not implement it.
@preconcurrency @MainActor
public protocol CALayerDelegate: _SelectorResponding {
    /// Provides the layer's content (typically by setting `contents`). The default draws a
    /// backing store through `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (UIKit coordinates).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the backing store is drawn.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out `layer`'s sublayers (called from `layoutSublayers()`).
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`: return an action, `NSNull()` for none, or `nil` to let the layer
    /// keep looking (in `actions`, `style` and `defaultAction(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

extension CALayer {
    /// The search behind `action(forKey:)`.
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        let found = delegate?.action(for: self, forKey: event)
            ?? actions?[event]
            ?? Self.styleAction(style, forKey: event)
            ?? type(of: self).defaultAction(forKey: event)
        return NoAction.isMarker(found) ? nil : found
    }

    /// The class's built-in action for `event`, behind `defaultAction(forKey:)`.
    static func implicitAction(forKey event: String) -> (any CAAction)? {
        guard let property = LayerProperty(key: event), property.hasImplicitAnimation else { return nil }
        if property == .contents { return CATransition() }
        return CABasicAnimation(keyPath: event)
    }

    private static func styleAction(_ style: [AnyHashable: Any]?, forKey event: String) -> (any CAAction)? {
        var current = style
        while let dictionary = current {
            if let actions = dictionary["actions"] as? [String: any CAAction], let action = actions[event] { return action }
            current = dictionary["style"] as? [AnyHashable: Any]
        }
        return nil
    }

    /// Whether a commit has happened since the layer was created (before that, it has no
    /// presentation and its changes are not animated implicitly).
    var isCommitted: Bool { Transactions.commitSerial > creationSerial }
}
