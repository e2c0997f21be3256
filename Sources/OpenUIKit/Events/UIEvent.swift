/// An event delivered to the responder chain: for touch events, every finger on the screen at
/// the moment of the event.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event.
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The event's kind.
    open var type: EventType { eventType }
    /// When the event happened, in media-clock seconds.
    open var timestamp: TimeInterval { eventTimestamp }

    /// Every touch of the event (also those that did not change), or `nil` for other events.
    open var allTouches: Set<UITouch>? {
        eventType == .touches ? Set(touchList) : nil
    }

    /// The event's touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        matching { $0.view === view }
    }

    /// The event's touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        matching { $0.window === window }
    }

    /// The event's touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        matching { touch in touch.boundRecognizers.contains { $0.object === gesture } }
    }

    private let eventType: EventType
    private let eventTimestamp: TimeInterval
    /// The touches in a stable order (the order the fingers went down).
    let touchList: [UITouch]

    init(type: EventType, timestamp: TimeInterval, touches: [UITouch] = []) {
        eventType = type
        eventTimestamp = timestamp
        touchList = touches
        super.init()
    }

    private func matching(_ predicate: (UITouch) -> Bool) -> Set<UITouch>? {
        let found = touchList.filter(predicate)
        return found.isEmpty ? nil : Set(found)
    }
}

extension UIEvent {
    /// `event`, or, for an action sent without one (`sendActions(for:)`), a touches event of the
    /// current time: what an action of two arguments receives as its event.
    static func forAction(_ event: UIEvent?) -> UIEvent {
        event ?? UIEvent(type: .touches, timestamp: CACurrentMediaTime())
    }
}
