/// An action with a handler, for controls (`UIButton(primaryAction:)`, `addAction(_:for:)`).
@MainActor
open class UIAction: NSObject {
    /// The action's title (used as a button's title).
    public let title: String
    /// An identifier (removing an action by identifier).
    public let identifier: Identifier
    private let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    public private(set) weak var sender: AnyObject?

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

/// A view that sends actions to targets when events happen (buttons, switches...).
///
/// - Note: OpenUIKit differs: there is no `#selector` on Linux. Targets are registered with a
///   method reference, `addTarget(self, action: Self.buttonTapped, for: .touchUpInside)`, where
///   the method takes no argument or the sender (docs/porting.md). Touch tracking (which sends
///   `.touchUpInside` and the other touch events) comes with the events work; `sendActions(for:)`
///   sends them today.
@MainActor
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

    private struct Registration {
        let target: Target
        let events: Event
    }

    private enum Target {
        case method(object: () -> AnyObject?, call: @MainActor (UIControl, UIEvent?) -> Void)
        case action(UIAction)
    }

    private var registrations: [Registration] = []

    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { stateDidChange() } }

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

    /// Registers `action`, a method of `target` taking no argument, for `controlEvents`.
    /// The target is held weakly, as on iOS.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        registrations.append(Registration(target: .method(object: { [weak target] in target }, call: { [weak target] _, _ in
            if let target { action(target)() }
        }), events: controlEvents))
    }

    /// Registers `action`, a method of `target` taking the sender, for `controlEvents`.
    public func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void,
                                                                 for controlEvents: Event) {
        registrations.append(Registration(target: .method(object: { [weak target] in target }, call: { [weak target] control, _ in
            if let target, let sender = control as? Sender { action(target)(sender) }
        }), events: controlEvents))
    }

    /// Removes the registrations of `target` (all targets when `nil`) for `controlEvents`.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        registrations.removeAll { registration in
            guard case .method(let object, _) = registration.target, registration.events.isSubset(of: controlEvents) || controlEvents == .allEvents else { return false }
            return target == nil || object() === target
        }
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
