/// A timer synchronised with the display: it calls its action once per frame (or every few
/// frames, see `preferredFrameRateRange`) while added to a run loop and not paused.
///
/// Compute the frame's content for `targetTimestamp`, the time the frame will be shown.
///
/// See <https://developer.apple.com/documentation/quartzcore/cadisplaylink>.
/// - Note: OpenUIKit differs: Linux has no selectors. Create a link with a method reference,
///   `CADisplayLink(target: self, action: MyView.step)` (the target is retained until
///   `invalidate()`, as on iOS), or with a closure, `CADisplayLink { link in ... }`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private let action: (CADisplayLink) -> Void

    // MARK: Lifecycle

    /// A display link calling `action` on `target`, written like iOS's target/selector pair:
    /// `CADisplayLink(target: self, action: Self.step)` where `func step(_ link: CADisplayLink)`.
    ///
    /// - Parameters:
    ///   - target: the object whose method is called; retained until `invalidate()`.
    ///   - action: an unapplied method reference of `target`'s type (`Self.step` or
    ///     `MyView.step`); a method of another type is reported and never called.
    public init<Receiver>(target: AnyObject, action: @escaping (Receiver) -> (CADisplayLink) -> Void) {
        let receiver = methodReceiver(target, as: Receiver.self, owner: "CADisplayLink", consequence: "it will not be called.", code: .clockMisuse)
        self.action = { link in if let receiver { action(receiver)(link) } }
        super.init()
    }

    /// The same for a method that takes no argument: `CADisplayLink(target: self, action: Self.tick)`.
    public init<Receiver>(target: AnyObject, action: @escaping (Receiver) -> () -> Void) {
        let receiver = methodReceiver(target, as: Receiver.self, owner: "CADisplayLink", consequence: "it will not be called.", code: .clockMisuse)
        self.action = { _ in if let receiver { action(receiver)() } }
        super.init()
    }

    /// iOS's spelling, `CADisplayLink(target:selector:)`, with a method reference
    /// (`CADisplayLink(target: self, selector: Self.step)`, what the source bridge writes for
    /// `#selector(step(_:))`).
    public convenience init<Receiver>(target: AnyObject, selector: @escaping (Receiver) -> (CADisplayLink) -> Void) {
        self.init(target: target, action: selector)
    }

    /// The same for a method that takes no argument.
    public convenience init<Receiver>(target: AnyObject, selector: @escaping (Receiver) -> () -> Void) {
        self.init(target: target, action: selector)
    }

    /// iOS's spelling with a `Selector` (`#selector(step(_:))` through the source bridge, or
    /// `Selector(Self.step, name: "step:")`): the selector's method, taking the link or nothing.
    /// A selector made from a name alone cannot be called on Linux; it is reported and the link
    /// calls nothing.
    public convenience init(target: Any, selector: Selector) {
        let object = target as AnyObject
        let method = selector.method(for: object, owner: "CADisplayLink", consequence: "It will not be called.", code: .clockMisuse)
        let name = selector.name
        self.init { link in
            guard let method else { return }
            if !method.call(on: object, with: link) {
                OpenUIKitDiagnostics.reportOnce(key: "display-link-selector-\(name)", .clockMisuse,
                    "CADisplayLink: the action \"\(name)\" takes \(method.argumentDescription), not the link; it is not called.")
            }
        }
    }

    /// A display link calling `handler` every frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.action = handler
        super.init()
    }

    // MARK: Public

    /// The time of the frame being processed.
    @exclusivity(unchecked) public private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be displayed.
    @exclusivity(unchecked) public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between display refreshes.
    @exclusivity(unchecked) public private(set) var duration: CFTimeInterval = 1.0 / 60

    /// Whether callbacks are suspended.
    @exclusivity(unchecked) public var isPaused = false

    /// The rate the link would like to fire at. The driver fires every n-th display frame, with n
    /// chosen so the rate is as close as possible to the preferred (or maximum) rate.
    @exclusivity(unchecked) public var preferredFrameRateRange: CAFrameRateRange = .default

    /// The preferred rate in frames per second; 0 means the display's rate.
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }

    /// Starts calling the action every frame. The run loop and mode are recorded, not used:
    /// OpenUIKit has one run loop driver.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else {
            OpenUIKitDiagnostics.report(.clockMisuse, "CADisplayLink.add(to:forMode:) on an invalidated display link; ignored.")
            return
        }
        modes.insert(mode)
        FrameScheduler.add(self)
    }

    /// Stops calling the action for `mode`; the link stops once removed from every mode.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { FrameScheduler.remove(self) }
    }

    /// Removes the link from the run loop for good and releases its target.
    public func invalidate() {
        isInvalidated = true
        modes = []
        FrameScheduler.remove(self)
    }

    // MARK: Package

    @exclusivity(unchecked) final var isInvalidated = false
    /// What the link does, for `runUntilIdle`'s list of pending work, when OpenUIKit made it
    /// (a dynamic animator's steps); nil for an app's link.
    @exclusivity(unchecked) final var purpose: String?
    @exclusivity(unchecked) final var anchorTime: CFTimeInterval = 0
    @exclusivity(unchecked) private var modes: Set<RunLoop.Mode> = []
    @exclusivity(unchecked) private var framesSinceFire = 0

    /// Calls the action if this frame is one of the link's frames.
    final func fireIfDue(at time: CFTimeInterval, frameInterval: CFTimeInterval) {
        let displayRate = 1 / frameInterval
        let wanted = Double(preferredFrameRateRange.preferred ?? 0) > 0
            ? Double(preferredFrameRateRange.preferred ?? 0) : Double(preferredFrameRateRange.maximum)
        let stride = wanted > 0 ? max(1, Int((displayRate / wanted).rounded())) : 1
        framesSinceFire += 1
        guard framesSinceFire >= stride else { return }
        framesSinceFire = 0
        timestamp = time
        duration = frameInterval
        targetTimestamp = time + frameInterval * Double(stride)
        action(self)
    }
}
