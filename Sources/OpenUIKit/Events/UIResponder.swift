/// An object that takes part in event handling: the base class of views, view controllers,
/// windows and the application.
///
/// Touches a responder does not handle travel up the responder chain: the default
/// implementations of `touchesBegan(_:with:)` and the other touch methods pass them to `next`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    override public init() {
        super.init()
    }

    /// The next responder in the chain: a view's superview (or, when the view is a controller's
    /// root view, that controller), a controller's view's superview, the window's application.
    open var next: UIResponder? { nil }

    /// Whether this responder handles `action`. The default is `false`.
    ///
    /// - Note: OpenUIKit differs: iOS answers whether the responder implements the method; Linux
    ///   cannot look methods up by name, so override this to claim actions.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// One or more fingers touched down in this responder's view.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system (or a gesture recognizer that `cancelsTouchesInView`) took the touches away.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
