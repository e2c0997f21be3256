/// An action with a handler, for controls (`UIButton(primaryAction:)`, `addAction(_:for:)`).
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// The action's title (used as a button's title).
    public let title: String
    /// An identifier (removing an action by identifier).
    public let identifier: Identifier
    private let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    @exclusivity(unchecked) public private(set) weak var sender: AnyObject?

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUIDString.next())
        self.handler = handler
        super.init()
    }

    func perform(sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// Deterministic identifiers for actions created without one.
@MainActor
private enum UUIDString {
    static func next() -> String {
        UIApplication.shared.state.actionSerial += 1
        return "com.openuikit.action.\(UIApplication.shared.state.actionSerial)"
    }
}

// Behaviour source [O] — Gestures
//   Rule: A control's "inside" extends beyond its bounds while tracking
//   Value: 70 pt
//   Source: An answer to "UIControlEventTouchDragExit triggers when 100 pixels away from UIButton"
//     (Stack Overflow, https://stackoverflow.com/questions/14340122): the default drag-exit
//     happens "when finger leaves the control about 70 pixels, which is the default behavior of
//     the UIControl". Apple documents the events, not the distance.
/// A view that sends actions to targets when events happen (buttons, switches...).
///
/// A control tracks the finger that touches down in it: `.touchDown` (and `.touchDownRepeat`
/// for a repeated tap), `.touchDragInside`/`Outside`/`Enter`/`Exit` as it moves, and
/// `.touchUpInside` (buttons add `.primaryActionTriggered`) or `.touchUpOutside` when it lifts,
/// `.touchCancel` when a gesture recognizer takes the touch. "Inside" extends 70 points beyond
/// the bounds while tracking, as on iOS [O]. A control keeps a single tap for itself: tap
/// recognizers of its superviews do not begin on it.
///
/// - Note: OpenUIKit differs: there is no `#selector` on Linux. Targets are registered with a
///   method reference, `addTarget(self, action: Self.buttonTapped, for: .touchUpInside)`, where
///   the method takes no argument or the sender (docs/porting.md).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Events a control reports.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    struct Registration {
        let target: Target
        let events: Event
        /// The selector's name, for a registration made with a `Selector` (removed by name).
        var selectorName: String? = nil
        /// Whether the action goes up the responder chain (added without a target).
        var isResponderChainAction = false
    }

    enum Target {
        case method(object: () -> AnyObject?, call: @MainActor (UIControl, UIEvent?) -> Void)
        case action(UIAction)
    }

    @exclusivity(unchecked) var registrations: [Registration] = []

    @exclusivity(unchecked) open var isEnabled = true { didSet { stateDidChange() } }
    @exclusivity(unchecked) open var isSelected = false { didSet { stateDidChange() } }
    @exclusivity(unchecked) open var isHighlighted = false { didSet { stateDidChange() } }

    /// The control's current state.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (OpenUIKit's hook for subclasses).
    open func stateDidChange() {}

    // MARK: Touch tracking

    /// Whether the control is tracking a finger.
    @exclusivity(unchecked) open private(set) var isTracking = false
    /// Whether the tracked finger is inside the control (with the 70-point tolerance).
    @exclusivity(unchecked) open private(set) var isTouchInside = false

    /// A finger touched down in the control; returning `false` stops tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger moved; returning `false` stops tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Keeps a single tap for the control: a one-finger, one-tap recognizer of another view
    /// (a superview) does not begin on it, as on iOS 6 and later.
    override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return true
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        guard beginTracking(touch, with: event) else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch)
        isHighlighted = isTouchInside
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(touch, with: event) { stopTracking() }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = isInsideForTracking(touch)
        endTracking(touch, with: event)
        stopTracking()
        if isTouchInside {
            sendActions(for: .touchUpInside)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        cancelTracking(with: event)
        stopTracking()
        sendActions(for: .touchCancel)
    }

    /// Whether a touch up inside also sends `.primaryActionTriggered` (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    @exclusivity(unchecked) private weak var trackedTouch: UITouch?

    private func stopTracking() {
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
    }

    private func isInsideForTracking(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingTolerance, dy: -Self.trackingTolerance).contains(touch.location(in: self))
    }

    /// How far outside its bounds a tracked finger still counts as inside [O].
    private static let trackingTolerance: CGFloat = 70

    /// Registers `action`, a method of `target` taking no argument, for `controlEvents`.
    /// The target is held weakly, as on iOS. A `nil` target sends the action up the responder
    /// chain from the control, to the first responder of the method's type.
    public func addTarget<Receiver>(_ target: AnyObject?, action: @escaping (Receiver) -> () -> Void, for controlEvents: Event) {
        guard let target else {
            registrations.append(Registration(target: .method(object: { nil }, call: { control, _ in
                control.responderChainReceiver(as: Receiver.self).map { action($0)() }
            }), events: controlEvents, isResponderChainAction: true))
            return
        }
        guard accepts(target, as: Receiver.self) else { return }
        registrations.append(Registration(target: .method(object: { [weak target] in target }, call: { [weak target] _, _ in
            if let receiver = target as? Receiver { action(receiver)() }
        }), events: controlEvents))
    }

    /// Registers `action`, a method of `target` taking the sender, for `controlEvents`.
    public func addTarget<Receiver, Sender: UIControl>(_ target: AnyObject?, action: @escaping (Receiver) -> (Sender) -> Void,
                                                       for controlEvents: Event) {
        guard let target else {
            registrations.append(Registration(target: .method(object: { nil }, call: { control, _ in
                guard let sender = control as? Sender else { return }
                control.responderChainReceiver(as: Receiver.self).map { action($0)(sender) }
            }), events: controlEvents, isResponderChainAction: true))
            return
        }
        guard accepts(target, as: Receiver.self) else { return }
        registrations.append(Registration(target: .method(object: { [weak target] in target }, call: { [weak target] control, _ in
            if let receiver = target as? Receiver, let sender = control as? Sender { action(receiver)(sender) }
        }), events: controlEvents))
    }

    // Behaviour source [R] — Others: runtime, observation, Interface Builder
    //   Rule: An action added with a nil target goes up the responder chain from the control
    //   Value: from the control
    //   Source: Difference. Apple: "If target is nil, the app sends the message to the first
    //     responder, from whence it progresses up the responder chain until it is handled" `[D]`
    //     (https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)).
    //   Also: docs/porting.md
    /// The first responder up the chain from this control (the control itself first) of the
    /// action method's type, for an action added without a target; none is reported once [R:
    /// iOS starts at the first responder when there is one].
    func responderChainReceiver<Receiver>(as type: Receiver.Type) -> Receiver? {
        responderChainReceiver(ofType: Receiver.self) { $0 is Receiver } as? Receiver
    }

    /// The first responder up the chain from this control (the control itself first) that
    /// `isReceiver` accepts; none is reported once, naming `receiverType`.
    func responderChainReceiver(ofType receiverType: Any.Type, where isReceiver: (UIResponder) -> Bool) -> UIResponder? {
        var responder: UIResponder? = self
        while let current = responder {
            if isReceiver(current) { return current }
            responder = current.next
        }
        OpenUIKitDiagnostics.reportOnce(key: "nil-target-\(receiverType)", .viewMisuse,
            "\(Swift.type(of: self)) has an action without a target for a method of \(receiverType), and no responder up its chain is one; the action was not sent.")
        return nil
    }

    /// Whether `target` has the method's type (`Self.tapped` or `MyController.tapped`).
    private func accepts<Receiver>(_ target: AnyObject, as type: Receiver.Type) -> Bool {
        methodReceiver(target, as: type, owner: "\(Swift.type(of: self)).addTarget", consequence: "it was not added.", code: .viewMisuse) != nil
    }

    /// Removes the registrations of `target` (all targets when `nil`) for `controlEvents`.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        registrations.removeAll { registration in
            guard case .method(let object, _) = registration.target, registration.events.isSubset(of: controlEvents) || controlEvents == .allEvents else { return false }
            return target == nil || object() === target
        }
    }

    /// iOS's spelling with an action (`removeTarget(self, action: Self.tapped, for: .touchUpInside)`,
    /// what the source bridge writes for a `#selector`): removes `target`'s registrations for
    /// `controlEvents`.
    ///
    /// - Note: OpenUIKit differs: method references cannot be compared, so every action of the
    ///   target for those events is removed, not only this one.
    public func removeTarget<Receiver>(_ target: AnyObject?, action: (Receiver) -> () -> Void, for controlEvents: Event) {
        removeTarget(target, for: controlEvents)
    }

    /// The same for a method taking the sender.
    public func removeTarget<Receiver, Sender: UIControl>(_ target: AnyObject?, action: (Receiver) -> (Sender) -> Void, for controlEvents: Event) {
        removeTarget(target, for: controlEvents)
    }

    /// Adds `action` for `controlEvents`.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(Registration(target: .action(action), events: controlEvents))
    }

    /// Removes `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { registration in
            if case .action(let registered) = registration.target { return registered === action && !registration.events.isDisjoint(with: controlEvents) }
            return false
        }
    }

    /// Registers an action a storyboard or nib connects (or a segue it triggers): `call` gets
    /// the control and the event. `target` (nil for the first responder) is held weakly.
    final func addInterfaceBuilderAction(target: AnyObject?, for controlEvents: Event,
                                           call: @escaping @MainActor (UIControl, UIEvent?) -> Void) {
        registrations.append(Registration(target: .method(object: { [weak target] in target }, call: call), events: controlEvents))
    }

    /// Sends `action` to `target` (the responder chain when nil) through
    /// `UIApplication.sendAction(_:to:from:for:)`, with this control as the sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Sends the actions registered for `controlEvents`, in registration order.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.target {
            case .method(_, let call): call(self, nil)
            case .action(let action): action.perform(sender: self)
            }
        }
    }
}
