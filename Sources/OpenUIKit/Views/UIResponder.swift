/// An object that can take part in event handling: the base class of views (and, later, view
/// controllers and the application).
///
/// - Note: OpenUIKit differs: touch handling (`touchesBegan(_:with:)` and the rest) arrives with
///   the events and gesture-recognizer work; today the class provides the responder chain only.
@MainActor
open class UIResponder: NSObject {
    override public init() {
        super.init()
    }

    /// The next responder in the chain: a view's superview (or, when the view is a controller's
    /// root view, that controller).
    open var next: UIResponder? { nil }
}

/// An event delivered to the responder chain.
///
/// - Note: OpenUIKit differs: only the type and timestamp exist until the events work lands;
///   `allTouches` and touch delivery come with it.
@MainActor
open class UIEvent: NSObject {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The event's kind.
    open var type: EventType { eventType }
    /// When the event happened, in media-clock seconds.
    open var timestamp: TimeInterval { eventTimestamp }

    private let eventType: EventType
    private let eventTimestamp: TimeInterval

    package init(type: EventType, timestamp: TimeInterval) {
        eventType = type
        eventTimestamp = timestamp
        super.init()
    }
}
