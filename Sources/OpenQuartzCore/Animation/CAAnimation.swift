/// Receives the start and end of an animation.
///
/// Both methods have default implementations that do nothing, standing in for Objective-C's
/// optional members.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: _SelectorResponding {
    /// The animation's active interval began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag == true`) or was removed before ending (`flag == false`).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base class of Core Animation's animations: timing, pacing and a delegate.
///
/// An animation is copied when it is added to a layer; changing it afterwards does not affect
/// the running copy (which `CALayer.animation(forKey:)` returns).
///
/// See <https://developer.apple.com/documentation/quartzcore/caanimation>.
/// - Note: OpenUIKit differs: copies are made with the nearest OpenUIKit class, so a subclass of
///   an animation class defined by an app is copied as its OpenUIKit superclass.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    // MARK: Lifecycle

    override public init() {
        super.init()
    }

    // MARK: Public

    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) public var duration: CFTimeInterval = 0
    @exclusivity(unchecked) public var speed: Float = 1
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) public var repeatCount: Float = 0
    @exclusivity(unchecked) public var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) public var autoreverses = false
    @exclusivity(unchecked) public var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing curve; `nil` means linear.
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as on iOS.
    @exclusivity(unchecked) public var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when its active interval ends.
    @exclusivity(unchecked) public var isRemovedOnCompletion = true
    /// A hint for the frame rate the animation wants (accepted; the run loop driver paces all
    /// animations at its own rate).
    @exclusivity(unchecked) public var preferredFrameRateRange: CAFrameRateRange = .default

    /// Values stored under arbitrary keys (Core Animation objects accept any key).
    public func setValue(_ value: Any?, forKey key: String) {
        if let value { userValues[key] = value } else { userValues.removeValue(forKey: key) }
    }

    /// The value stored under `key`.
    public func value(forKey key: String) -> Any? { userValues[key] }

    /// Adds a copy of the animation to `anObject` (a `CALayer`) under `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            OpenUIKitDiagnostics.report(.invalidAnimation, "CAAnimation.run(forKey:object:arguments:): \(type(of: anObject)) is not a CALayer.")
            return
        }
        layer.add(self, forKey: event)
    }

    /// A copy with every property (subclasses copy theirs).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimation()
        copyBaseProperties(to: copy)
        return copy
    }

    // MARK: Package

    @exclusivity(unchecked) final var userValues: [String: Any] = [:]
    /// Something the animation's delegate keeps for this animation alone, so that one delegate
    /// can serve many animations (OpenUIKit: the interaction block count of the view an
    /// animation block animates). Not copied.
    @exclusivity(unchecked) final var delegateAttachment: AnyObject?
    /// A never-ending decoration (an activity indicator's spin): it does not keep the run loop
    /// driver from being idle, so waiting for idle does not wait for it.
    @exclusivity(unchecked) final var isAmbient = false

    final var timingValues: MediaTimingValues {
        var values = MediaTimingValues()
        values.beginTime = beginTime
        values.duration = duration
        values.speed = speed
        values.timeOffset = timeOffset
        values.repeatCount = repeatCount
        values.repeatDuration = repeatDuration
        values.autoreverses = autoreverses
        values.fill = FillBehavior(fillMode)
        return values
    }

    final func copyBaseProperties(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.preferredFrameRateRange = preferredFrameRateRange
        copy.userValues = userValues
        copy.isAmbient = isAmbient
    }
}

/// A frame-rate preference.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    /// - Parameters:
    ///   - minimum: the lowest acceptable rate.
    ///   - maximum: the highest useful rate.
    ///   - preferred: the rate wanted, if any.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are equal.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
