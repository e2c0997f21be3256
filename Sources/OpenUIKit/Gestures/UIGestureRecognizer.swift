/// Recognizes a gesture from touches and tells its targets as the gesture progresses.
///
/// A recognizer is attached to a view (`addGestureRecognizer(_:)`). Touches that begin in that
/// view or its subviews go to the recognizer before the view, and the recognizer moves through
/// UIKit's state machine: `.possible`, then `.began` / `.changed` / `.ended` or `.cancelled`
/// for continuous gestures, `.ended` (`.recognized`) for discrete ones, or `.failed`. Targets
/// hear about `.began`, `.changed`, `.ended` and `.cancelled`, never `.possible` or `.failed`.
/// A recognizer that reached `.ended`, `.cancelled` or `.failed` is reset to `.possible` at the
/// end of the event that got it there, and ignores the rest of that touch sequence.
///
/// - Note: OpenUIKit differs: there is no `#selector` on Linux. Register a method reference,
///   `UIPanGestureRecognizer(target: self, action: Self.handlePan)`, where the method takes the
///   recognizer (or nothing), or a closure with `addAction(_:)` (docs/porting.md). `state` can
///   be set by any code, not only by subclasses importing `UIGestureRecognizerSubclass`.
///   Actions are sent while the event that caused them is being dispatched (iOS documents "the
///   next cycle of the run loop", which is also where its own dispatch runs them).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Key-value observations of this object, once one started (UIKit+KeyValueObserving.swift).
    final package var keyValueObserverStorage: KeyValueObserverList?

    /// Outlets and actions storyboards and nibs can connect (see `InterfaceBuilderConnections`):
    /// `delegate`.
    open class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        connections.outlet("delegate", \UIGestureRecognizer.delegate)
    }

    /// Where a recognizer is in its state machine.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same value as `.ended`).
        public static var recognized: State { .ended }
    }

    /// The recognizer's state. Subclasses set it from their touch methods; the change is checked
    /// against failure requirements, `gestureRecognizerShouldBegin` and other recognizers first
    /// (a recognizer waiting for another to fail still reads `.possible`).
    open var state: State {
        get { stateStorage }
        set { GestureEnvironment.current.request(self, toEnter: newValue) }
    }

    /// The delegate (held weakly, as on iOS).
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes touches. Disabling it mid-gesture cancels the gesture (or
    /// fails it if it had not begun).
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { GestureEnvironment.current.abandon(self) } }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { attachedView }

    /// Whether the touches of a recognized gesture are taken from the view (it gets
    /// `touchesCancelled`). `true` by default.
    open var cancelsTouchesInView = true
    /// Whether the view gets `touchesBegan` only once this recognizer has failed. `false` by default.
    open var delaysTouchesBegan = false
    /// Whether the view gets `touchesEnded` only once this recognizer has failed (it gets
    /// `touchesCancelled` if the recognizer recognizes). `true` by default.
    open var delaysTouchesEnded = true

    /// A name for debugging.
    open var name: String?

    /// Creates a recognizer with no target. A convenience initializer, as on iOS (the SDK's
    /// header marks only `init(target:action:)` and `init(coder:)` designated), so a subclass
    /// declares its own `init()` without `override` and calls `super.init(target:action:)`.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer calling the selector's method of `target` for each state change; no
    /// target when either is `nil`. The designated initializer, as on iOS: subclasses call
    /// `super.init(target:action:)`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer that calls `action` — a method of `target` taking the recognizer —
    /// for each state change: `UITapGestureRecognizer(target: self, action: Self.didTap)`.
    public convenience init<Receiver, Recognizer: UIGestureRecognizer>(
        target: AnyObject, action: @escaping (Receiver) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `action`, a method of `target` taking no argument.
    public convenience init<Receiver>(target: AnyObject, action: @escaping (Receiver) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target and a method taking the recognizer (`Self.handlePan` or
    /// `MyController.handlePan`). The target is held weakly. A method of a type the target is
    /// not, or taking another recognizer class, is reported and not called.
    open func addTarget<Receiver, Recognizer: UIGestureRecognizer>(
        _ target: AnyObject, action: @escaping (Receiver) -> (Recognizer) -> Void
    ) {
        guard Self.accepts(target, as: Receiver.self) else { return }
        targets.append(GestureTarget(object: target) { [weak target] recognizer in
            guard let receiver = target as? Receiver else { return }
            // As Objective-C would, the method is called even when it names another recognizer
            // class than the one sending it (see `ObjectiveCArgument`).
            guard let typed = ObjectiveCArgument.passed(recognizer, as: Recognizer.self) else {
                OpenUIKitDiagnostics.report(.gestureMisuse, "The action for \(type(of: recognizer)) expects a \(Recognizer.self); it was not called.")
                return
            }
            action(receiver)(typed)
        })
    }

    /// Adds a target and a method taking no argument.
    open func addTarget<Receiver>(_ target: AnyObject, action: @escaping (Receiver) -> () -> Void) {
        guard Self.accepts(target, as: Receiver.self) else { return }
        targets.append(GestureTarget(object: target) { [weak target] _ in
            if let receiver = target as? Receiver { action(receiver)() }
        })
    }

    private static func accepts<Receiver>(_ target: AnyObject, as type: Receiver.Type) -> Bool {
        methodReceiver(target, as: type, owner: "\(Self.self).addTarget", consequence: "it was not added.", code: .gestureMisuse) != nil
    }

    /// Adds a closure called with the recognizer for each state change (OpenUIKit's form of a
    /// target-action pair with no target).
    public final func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(GestureTarget(object: nil, call: handler))
    }

    /// Removes every action of `target` (every action when `nil`).
    ///
    /// - Note: OpenUIKit differs: method references cannot be compared, so all of the target's
    ///   actions are removed.
    open func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.object === target }
    }

    /// iOS's spelling with an action (`removeTarget(self, action: Self.handlePan)`, what the
    /// source bridge writes for a `#selector`): removes every action of `target`.
    ///
    /// - Note: OpenUIKit differs: method references cannot be compared, so all of the target's
    ///   actions are removed, not only this one.
    public final func removeTarget<Receiver, Recognizer: UIGestureRecognizer>(_ target: AnyObject?, action: (Receiver) -> (Recognizer) -> Void) {
        removeTarget(target)
    }

    /// The same for a method that takes no argument.
    public final func removeTarget<Receiver>(_ target: AnyObject?, action: (Receiver) -> () -> Void) {
        removeTarget(target)
    }

    /// Makes this recognizer wait until `other` fails before it recognizes (it fails if `other`
    /// recognizes). The other recognizer is held weakly.
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else { return }
        failureRequirements.append(Weak(other))
    }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when
    /// `nil`): of the fingers still down, or where the last ones lifted.
    open func location(in view: UIView?) -> CGPoint {
        let active = trackedTouches.filter(\.isActive)
        let touches = active.isEmpty ? trackedTouches : active
        guard !touches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for touch in touches {
            let point = touch.location(in: view)
            sum.x += point.x
            sum.y += point.y
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// The location of the recognizer's touch at `touchIndex` (see `numberOfTouches`).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let active = trackedTouches.filter(\.isActive)
        guard active.indices.contains(touchIndex) else {
            OpenUIKitDiagnostics.report(.gestureMisuse, "location(ofTouch: \(touchIndex), in:) is out of range: \(type(of: self)) has \(active.count) touch(es).", level: .error)
            return .zero
        }
        return active[touchIndex].location(in: view)
    }

    /// How many fingers the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count { $0.isActive } }

    // MARK: For subclasses (UIGestureRecognizerSubclass on iOS)

    /// Touches began. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Clears per-gesture state; called when the recognizer goes back to `.possible`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        GestureEnvironment.current.unbind(touch, from: self)
    }

    /// Whether this recognizer, once recognized, fails `preventedGestureRecognizer`. `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may fail this recognizer by recognizing. `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail. `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Internal state (GestureEnvironment drives it)

    final var stateStorage: State = .possible { didSet { if stateStorage != oldValue { didChangeObservableValue() } } }
    /// A recognition waiting for failure requirements (`.began` or `.ended`).
    final var pendingState: State?
    /// The view holding the recognizer; cleared by it when it lets the recognizer go or goes
    /// away (unowned(unsafe): see `UIView.superviewStorage`).
    final unowned(unsafe) var attachedView: UIView?
    final var targets: [GestureTarget] = []
    final var failureRequirements: [Weak<UIGestureRecognizer>] = []
    /// Touches delivered since the last reset, in the order they began.
    final var trackedTouches: [UITouch] = []
    /// Timers this recognizer scheduled and that have not fired (cancelled by reset).
    final var timerTokens: [Int] = []

    /// Runs `block` after `interval` seconds of media time, unless the recognizer resets first;
    /// the environment then settles what the block changed (actions, held touches, resets).
    final func scheduleTimeout(after interval: TimeInterval, purpose: String, _ block: @escaping @MainActor () -> Void) {
        var token = 0
        token = FrameScheduler.schedule(at: CACurrentMediaTime() + interval, purpose: "\(type(of: self)) \(purpose)") { [weak self] in
            guard let self else { return }
            timerTokens.removeAll { $0 == token }
            block()
            GestureEnvironment.current.settleAfterTimer()
        }
        timerTokens.append(token)
    }

    /// Cancels the timers from `scheduleTimeout(after:purpose:_:)` that have not fired.
    final func cancelTimeouts() {
        for token in timerTokens { FrameScheduler.cancelTimer(token) }
        timerTokens = []
    }

    /// Sends the action of every target (target-action order: the order they were added).
    final func sendActions() {
        for target in targets { target.call(self) }
    }
}

extension DiagnosticCode {
    /// Misuse of a gesture recognizer or of touch delivery.
    public static let gestureMisuse = DiagnosticCode(rawValue: "UIGestureRecognizerMisuse")
}
