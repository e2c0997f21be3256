/// Animates view property changes under your control: start, pause, scrub, reverse, stop and
/// finish — the object interruptible and interactive transitions are built on.
///
/// State machine: **inactive** (new, or finished) → **active** (running or paused) →
/// (**stopped**, after `stopAnimation(false)`) → inactive.
///
/// OpenUIKit drives an animator's animations by its own progress rather than layer time, so a
/// frame rendered at any moment shows exactly the animator's fraction at that moment, and
/// springs overshoot past the end values as on iOS.
///
/// - Note: OpenUIKit differs: `runningPropertyAnimator(...)` returns `UIViewPropertyAnimator`
///   (not `Self`); misuse that raises on iOS (finishing while active, releasing a paused or
///   stopped animator) logs UIKit's text and recovers.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    /// Key-value observations of this object, once one started (UIKit+KeyValueObserving.swift).
    final package var keyValueObserverStorage: KeyValueObserverList?

    /// The animation's duration (a spring built from physical constants runs until it settles).
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` (or the running animator's delay).
    public private(set) var delay: TimeInterval = 0
    /// How progress moves over time.
    public let timingParameters: (any UITimingCurveProvider)?

    /// Whether views take touches while animating (cannot change while active).
    open var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { if allowsChange("isUserInteractionEnabled") { userInteractionStorage = newValue } }
    }
    /// Whether hit testing uses your own checks of the presentation (no effect in OpenUIKit's hit testing).
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, scrubbed and reversed (cannot change while active).
    open var isInterruptible: Bool {
        get { interruptibleStorage }
        set { if allowsChange("isInterruptible") { interruptibleStorage = newValue } }
    }
    private var userInteractionStorage = true
    private var interruptibleStorage = true
    /// Whether setting `fractionComplete` moves linearly (`true`) or along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of completing.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive { didSet { didChangeObservableValue() } }

    private let driver = AnimationProgressDriver()
    private var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var installed: [InstalledAnimation] = []
    private var segment: AnimatorSegment?
    /// Fraction shown while paused or stopped (or inactive), what `fractionComplete` scrubs.
    private var pausedFraction = 0.0
    /// The parameter last given to `fractionComplete` (equals `pausedFraction` when scrubbing linearly).
    private var scrubParameter = 0.0
    /// The segment that was running when paused (resumed as is unless the animator was scrubbed).
    private var pausedSegment: (segment: AnimatorSegment, at: Double)?
    private var reversed = false
    private var displayLink: CADisplayLink?
    private var parametersOverride: (any UITimingCurveProvider)?
    private let creationCapture = OpenUIKitDiagnostics.capture

    /// An inactive animator with `parameters`.
    ///
    /// A NaN duration is reported and taken as 0 (the animations end at once); a negative one
    /// is 0 too, as on iOS.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        if duration.isNaN {
            OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "UIViewPropertyAnimator(duration: nan): the duration must be a number; 0 is used.", level: .error)
        }
        self.duration = duration.isNaN ? 0 : max(duration, 0)
        timingParameters = parameters
        super.init()
        driver.fractionProvider = { [unowned self] in currentFraction }
    }

    /// An inactive animator with a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a custom cubic curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An inactive animator with a spring of `ratio` that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator at once (after `delay`), with the curve in `options`.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int(options.curveField)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // A plain deinit: `isolated deinit` cannot be combined with `@preconcurrency` (see
    // runOnMainActorUnchecked).
    deinit { runOnMainActorUnchecked(self, UIViewPropertyAnimator.tearDown) }

    private static func tearDown(_ animator: UIViewPropertyAnimator) {
        animator.tearDown()
    }

    private func tearDown() {
        // The driver must not call back into an animator that is going away.
        driver.fraction = segment.map { $0.fraction(at: CACurrentMediaTime()) } ?? pausedFraction
        driver.fractionProvider = nil
        displayLink?.invalidate()
        guard state != .inactive else { return }
        let paused = state == .active && !isRunning
        if paused || state == .stopped {
            // A deinit does not see task-local values: report to the capture that was active
            // when the animator was made (the test kit's), or just log.
            OpenUIKitDiagnostics.$capture.withValue(creationCapture) {
                OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released.", level: .error)
            }
            // Recover as a release build would: the views keep what is on screen.
            freezeModelAtCurrentValues()
            removeInstalledAnimations()
        }
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UIViewPropertyAnimator in
            let copy = UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
            copy.isInterruptible = isInterruptible
            copy.isUserInteractionEnabled = isUserInteractionEnabled
            copy.scrubsLinearly = scrubsLinearly
            copy.pausesOnCompletion = pausesOnCompletion
            return copy
        }
    }

    // MARK: State

    /// Whether the animations are moving now (active and not paused).
    public var isRunning: Bool { state == .active && segment != nil }

    /// Whether the animations run towards their start values. Changing it while running turns
    /// them around from where they are; it is ignored once stopped.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            reversed = newValue
            guard let running = segment else {
                // Paused: the next start heads for the other end from where it is.
                pausedSegment = nil
                return
            }
            let now = CACurrentMediaTime()
            let target = reversed ? 0.0 : 1.0
            if running.direction > 0 ? running.from == target : running.to == target {
                segment = running.reversed(at: now)
            } else {
                segment = makeSegment(from: running.fraction(at: now), to: target, start: now, parameters: effectiveParameters, durationScale: 1)
            }
        }
    }

    /// Progress through the animations, 0 (start values) to 1 (end values). Setting it pauses
    /// an inactive animator at that point and scrubs a paused one; it is ignored while running.
    public var fractionComplete: CGFloat {
        get { CGFloat(isRunning ? currentFraction : scrubParameter) }
        set {
            guard state != .stopped else { return }
            guard !isRunning else {
                OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "Setting fractionComplete on a running property animator has no effect; pause it first.")
                return
            }
            if state == .inactive { pauseAnimation() }
            let parameter = min(max(Double(newValue), 0), 1)
            scrubParameter = parameter
            pausedFraction = scrubsLinearly ? parameter : curveValue(parameter)
            pausedSegment = nil
            didChangeObservableValue()
        }
    }

    // MARK: Blocks

    /// Adds animations: part of the full run when added before starting, over the remaining
    /// time when added to an active animator.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start at `delayFactor` of the duration and last the rest of it.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        switch state {
        case .inactive:
            pendingBlocks.append((animation, factor))
        case .active:
            install(animation, start: max(factor, min(max(currentFraction, 0), 1)))
        case .stopped:
            OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "addAnimations(_:) on a stopped property animator is ignored; finish it first.")
        }
    }

    /// Adds a completion, run in the order added with the final position.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else {
            OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "addCompletion(_:) on a stopped property animator is ignored.")
            return
        }
        completions.append(completion)
    }

    // MARK: Control

    /// Starts (or resumes) the animations from the current fraction.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "startAnimation() on a stopped property animator is not allowed; call finishAnimation(at:) first.", level: .error)
            return
        case .active where isRunning:
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        self.delay = max(delay, 0)
        let start = CACurrentMediaTime() + self.delay
        if let paused = pausedSegment {
            segment = paused.segment.resumed(pausedAt: paused.at, now: start)
        } else {
            segment = makeSegment(from: pausedFraction, to: reversed ? 0 : 1, start: start, parameters: effectiveParameters,
                                  durationScale: abs((reversed ? 0 : 1) - pausedFraction))
        }
        pausedSegment = nil
        startTicking()
    }

    /// Pauses the animations where they are (an inactive animator becomes active at its start).
    open func pauseAnimation() {
        switch state {
        case .stopped:
            OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "pauseAnimation() on a stopped property animator is ignored.")
        case .inactive:
            activate()
        case .active:
            guard let running = segment else { return }
            let now = CACurrentMediaTime()
            pausedFraction = running.fraction(at: now)
            scrubParameter = min(max(pausedFraction, 0), 1)
            pausedSegment = (running, now)
            segment = nil
            stopTicking()
        }
    }

    /// Continues a paused animator from where it is with new timing (`nil` keeps the original),
    /// as if newly started with `durationFactor` times the original duration for the rest
    /// (0 keeps the time the original pace would need — our reading of UIKit's "no change").
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "continueAnimation(withTimingParameters:durationFactor:) needs a paused property animator.")
            return
        }
        if let parameters { parametersOverride = parameters }
        let target = reversed ? 0.0 : 1.0
        let scale = durationFactor > 0 ? Double(durationFactor) : abs(target - pausedFraction)
        segment = makeSegment(from: pausedFraction, to: target, start: CACurrentMediaTime(), parameters: effectiveParameters,
                              durationScale: scale)
        pausedSegment = nil
        startTicking()
    }

    /// Stops the animations, leaving the views where they are. With `withoutFinishing` the
    /// animator becomes inactive and its completions never run; otherwise it is stopped and waits
    /// for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freezeModelAtCurrentValues()
        removeInstalledAnimations()
        segment = nil
        pausedSegment = nil
        stopTicking()
        if withoutFinishing {
            resetToInactive()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: moves the views to the end or start values (or leaves them,
    /// `.current`) and runs the completions with that position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "finishAnimation(at:) is only valid on a stopped property animator (state is \(state)); call stopAnimation(false) first.", level: .error)
            return
        }
        switch finalPosition {
        case .start: for animation in installedSnapshot { animation.setModel(animation.startValue) }
        case .end: for (animation, end) in zip(installedSnapshot, endValues) { animation.setModel(end) }
        case .current: break
        }
        complete(at: finalPosition)
    }

    // MARK: Internals

    private var installedSnapshot: [InstalledAnimation] = []
    private var endValues: [AnimationValue] = []

    private var effectiveParameters: any UITimingCurveProvider {
        parametersOverride ?? timingParameters ?? UICubicTimingParameters()
    }

    /// The fraction on screen now.
    private var currentFraction: Double {
        guard let segment else { return pausedFraction }
        return segment.fraction(at: CACurrentMediaTime())
    }

    private func curveValue(_ x: Double) -> Double {
        (timingParameters?.cubicTimingParameters?.bezier).map { $0.value(atProgress: x) } ?? x
    }

    private func makeSegment(from: Double, to: Double, start: Double, parameters: any UITimingCurveProvider,
                             durationScale: Double) -> AnimatorSegment {
        if let spring = parameters.springTimingParameters {
            let (solver, settling) = spring.solver(forAnimatorDuration: duration * max(durationScale, 0.0001))
            return AnimatorSegment(from: from, to: to, duration: settling, curve: .spring(solver), anchorTime: start)
        }
        let bezier = parameters.cubicTimingParameters?.bezier ?? UICubicTimingParameters().bezier
        return AnimatorSegment(from: from, to: to, duration: duration * durationScale, curve: .cubic(bezier), anchorTime: start)
    }

    /// inactive → active: installs the pending animation blocks at the start.
    private func activate() {
        state = .active
        pausedFraction = 0
        scrubParameter = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { install(block.animations, start: block.delayFactor) }
    }

    private func install(_ animations: () -> Void, start: Double) {
        let block = ViewAnimationBlock(duration: max(duration, 0.001), delay: 0, options: isUserInteractionEnabled ? [.allowUserInteraction] : [],
                                       timing: .curve(CAMediaTimingFunction(name: .linear)),
                                       driver: driver, driverStart: start, completion: nil)
        block.onDrivenAnimationAdded = { [unowned self] layer, key, property, startValue in
            installed.append(InstalledAnimation(layer: layer, key: key, property: property, startValue: startValue))
        }
        let state = UIApplication.shared.state
        state.animationBlocks.append(block)
        animations()
        state.animationBlocks.removeLast()
        block.close()
    }

    /// Starts the frame callbacks of a running animator, and keeps the animator alive while it
    /// runs, as UIKit does (`let animator = …; animator.startAnimation()` in a function that
    /// returns still completes).
    private func startTicking() {
        let state = UIApplication.shared.state
        if state.runningPropertyAnimators.firstIndex(ofObject: self) == nil { state.runningPropertyAnimators.append(self) }
        guard displayLink == nil else {
            displayLink?.isPaused = false
            return
        }
        let link = CADisplayLink { [unowned self] _ in tick() }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    /// Stops the frame callbacks and lets go of the animator (a paused or stopped one lives as
    /// long as the app keeps it, as on iOS).
    private func stopTicking() {
        displayLink?.invalidate()
        displayLink = nil
        UIApplication.shared.state.runningPropertyAnimators.removeAll(ofObject: self)
    }

    /// Each frame: has the running segment reached its end?
    private func tick() {
        guard let running = segment else { return }
        let now = CACurrentMediaTime()
        guard running.isFinished(at: now) else { return }
        pausedFraction = running.endFraction
        scrubParameter = pausedFraction
        segment = nil
        stopTicking()
        if pausesOnCompletion {
            // Stays active, paused at the end; completions wait (it may be reversed later).
            pausedSegment = nil
            return
        }
        let position: UIViewAnimatingPosition = pausedFraction >= 1 ? .end : pausedFraction <= 0 ? .start : .current
        if position == .start { for animation in installed { animation.setModel(animation.startValue) } }
        if position == .current { freezeModelAtCurrentValues() }
        removeInstalledAnimations()
        complete(at: position)
    }

    /// Sets each animated property's model value to what is on screen now.
    private func freezeModelAtCurrentValues() {
        installedSnapshot = installed
        endValues = installed.map { animation in
            animation.layer.map { LayerHosting.modelValue(of: animation.property, in: $0) } ?? animation.startValue
        }
        let current = installed.map { animation in animation.layer.map { LayerHosting.presentationValue(of: animation.property, in: $0) } }
        for (animation, value) in zip(installed, current) { if let value { animation.setModel(value) } }
    }

    private func removeInstalledAnimations() {
        for animation in installed { animation.layer?.removeAnimation(forKey: animation.key) }
        installed = []
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let blocks = completions
        resetToInactive()
        for completion in blocks { completion(position) }
    }

    private func resetToInactive() {
        state = .inactive
        completions = []
        pendingBlocks = []
        installed = []
        installedSnapshot = []
        endValues = []
        segment = nil
        pausedSegment = nil
        parametersOverride = nil
        stopTicking()
    }

    private func allowsChange(_ property: String) -> Bool {
        guard state == .active else { return true }
        OpenUIKitDiagnostics.report(.propertyAnimatorMisuse, "Cannot change \(property) of an active property animator.", level: .error)
        return false
    }
}

extension DiagnosticCode {
    /// Misuse of a `UIViewPropertyAnimator` (UIKit raises for most of these).
    public static let propertyAnimatorMisuse = DiagnosticCode(rawValue: "UIViewPropertyAnimatorMisuse")
}
