import Foundation
import OpenQuartzCore

/// The application's mutable state, owned by `UIApplication.shared` (the one place UIKit keeps
/// process-wide state).
@MainActor
final class ApplicationState {
    @exclusivity(unchecked) var mainScreen = UIScreen(preset: .iPhone)
    /// Windows that were made visible (the application keeps them, as a scene does on iOS).
    @exclusivity(unchecked) var windows: [UIWindow] = []
    /// Cleared by the window's deinit (unowned(unsafe), not weak: see `UIView.superviewStorage`).
    @exclusivity(unchecked) unowned(unsafe) var keyWindow: UIWindow?
    /// Open `UIView.animate` blocks, innermost last.
    @exclusivity(unchecked) var animationBlocks: [ViewAnimationBlock] = [] {
        didSet { publishViewActionContext() }
    }
    /// Open `beginAnimations` blocks' parameters, innermost last (each has its block in
    /// `animationBlocks`).
    var legacyAnimations: [LegacyAnimationParameters] = []
    /// The keyframe animation being collected, if inside `animateKeyframes`.
    @exclusivity(unchecked) var keyframeCollector: KeyframeCollector? {
        didSet { publishViewActionContext() }
    }

    /// Tells the engine whether views may answer an action for their layers' changes (only
    /// inside an animation block or keyframe collection: `ViewAnimationContext`); outside, it
    /// settles view layers' changes without asking (CALayer+Actions.swift).
    private func publishViewActionContext() {
        Transactions.setOwningDelegatesMayAct(!animationBlocks.isEmpty || keyframeCollector != nil)
    }
    /// `UIView.setAnimationsEnabled(_:)`, and `performWithoutAnimation` nesting.
    @exclusivity(unchecked) var animationsEnabled = true
    @exclusivity(unchecked) var animationsSuppressed = 0
    /// How many animation blocks that allow user interaction were made so far: a transition
    /// compares the count before and after its animator starts (docs/transition-engine.md,
    /// "The recipe", step 12). A count rather than an observer closure: a closure and its
    /// captured flag were two allocations per transition.
    @exclusivity(unchecked) var interactionAllowingAnimationBlocks = 0
    /// Told every transition callback as it happens (`TransitionTrace`).
    @exclusivity(unchecked) var callbackObserver: ((String) -> Void)?
    /// The property animator whose animation closures are running, if any.
    @exclusivity(unchecked) var runningPropertyAnimatorBlock: ViewAnimationBlock?
    /// `UIGraphicsPushContext` stack; drawing views push lazily created contexts.
    @exclusivity(unchecked) var graphicsContexts: [GraphicsContextSlot] = []
    /// Plain labels' backing stores, reused while text, style, bounds and scale are the same.
    @exclusivity(unchecked) var drawnLabels = DrawnLabelCache()
    /// Per class: whether it is declared in OpenUIKit or OpenQuartzCore (`isBuiltIn(_:)`).
    @exclusivity(unchecked) private var builtInClasses: [ObjectIdentifier: Bool] = [:]

    /// Whether `type` is one of OpenUIKit's or Core Animation's own classes, whose overrides
    /// are known (an app's subclass may override anything open). Cached per class.
    func isBuiltIn(_ type: AnyClass) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = builtInClasses[key] { return known }
        let name = _typeName(type, qualified: true)
        let known = name.hasPrefix("OpenUIKit.") || name.hasPrefix("OpenQuartzCore.")
        builtInClasses[key] = known
        return known
    }
    /// Whether any view or controller has overridden its appearance: until then everything is
    /// light and moves in the hierarchy skip the appearance walk.
    @exclusivity(unchecked) var interfaceStylesOverridden = false
    /// The application's layout direction (`UIApplication.userInterfaceLayoutDirection`).
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// Whether anything reads right to left (the application, or a view forced to): until
    /// then every view is left to right without walking its hierarchy.
    var rightToLeftInUse = false
    /// Numbers the `UIAction`s created without an identifier.
    @exclusivity(unchecked) var actionSerial = 0
    /// Gesture recognizers' arbitration and touch delivery to views.
    @exclusivity(unchecked) var gestures = GestureEnvironment()
    /// Fingers currently down from synthetic input or the live window, and the last tap (for
    /// `tapCount`).
    @exclusivity(unchecked) var touchInput = TouchInputState()
    /// The status bar as last resolved from the key window's controllers.
    @exclusivity(unchecked) var statusBar = StatusBarAppearance()
    /// The responder with keyboard focus, and the software keyboard it brought up.
    @exclusivity(unchecked) weak var firstResponder: UIResponder?
    @exclusivity(unchecked) var keyboard = SoftwareKeyboard()
    /// The simulated device's accessibility switches, and `beginIgnoringInteractionEvents` nesting.
    @exclusivity(unchecked) var accessibility = AccessibilitySettings()
    /// `UIAccessibility.post(notification:argument:)` calls, in order.
    @exclusivity(unchecked) var accessibilityPosts: [(UIAccessibility.Notification, Any?)] = []
    @exclusivity(unchecked) var ignoredInteractionDepth = 0
    /// Fingers that touched down while interaction events were ignored: never delivered, to
    /// their end (fingers already down go on, so no gesture is left half-seen).
    @exclusivity(unchecked) var ignoredTouches: Set<ObjectIdentifier> = []
    /// The launched app's delegate, scenes and state (nothing until an app is launched).
    @exclusivity(unchecked) var lifecycle = ApplicationLifecycleState()
    /// State restoration's archive location and what the current launch learnt.
    @exclusivity(unchecked) var restoration = RestorationSettings()
    /// Transitions started and not known to have ended (abandoned on a reset).
    @exclusivity(unchecked) private var runningTransitions: [UnretainedReference<TransitionContext>] = []
    /// Property animators that are running: UIKit keeps a running animator alive until it stops
    /// running (paused, stopped or finished), so one nobody references still completes. Touched
    /// when an animator starts or stops, not per frame: no `@exclusivity(unchecked)`.
    var runningPropertyAnimators: [UIViewPropertyAnimator] = []
    /// The URLs the app asked to open (`UIApplication.openedURLRequests`).
    var openedURLRequests: [URL] = []
    /// `UIPasteboard.general` and the named pasteboards.
    var pasteboards = PasteboardRegistry()
    /// Navigation transitions scheduled for the next frame whose coordinator was handed out
    /// (ScheduledTransitionCoordinator.swift): a reset drops their blocks. Touched when a
    /// transition is scheduled or starts, not per frame.
    var scheduledCoordinators: [ScheduledTransitionCoordinator] = []
    init() {
        registerInvariantChecks()
    }

    func registerRunningTransition(_ context: TransitionContext) {
        // A loop, not removeAll(where:): a closure made here checks the executor on every call
        // (ObjectIdentitySearch.swift).
        var kept = 0
        for index in runningTransitions.indices {
            guard let running = runningTransitions[index].object, !running.isComplete else { continue }
            runningTransitions.swapAt(kept, index)
            kept += 1
        }
        runningTransitions.removeLast(runningTransitions.count - kept)
        runningTransitions.append(context.unretainedReference)
    }

    /// Forgets windows, running transitions and presentations, open blocks, observers and
    /// contexts, and restores the default screen (between tests; `ApplicationEnvironment.reset()`).
    func reset() {
        mainScreen = UIScreen(preset: .iPhone)
        DynamicType.preferredCategory = .large
        for transition in runningTransitions { transition.object?.abandonOnReset() }
        runningTransitions = []
        for scheduled in scheduledCoordinators { scheduled.forgetBlocksOnReset() }
        scheduledCoordinators = []
        runningPropertyAnimators = []
        openedURLRequests = []
        pasteboards = PasteboardRegistry()
        for window in windows { window.rootViewControllerStorage?.forgetPresentationsOnReset() }
        windows = []
        keyWindow = nil
        animationBlocks = []
        legacyAnimations = []
        keyframeCollector = nil
        animationsEnabled = true
        animationsSuppressed = 0
        interactionAllowingAnimationBlocks = 0
        callbackObserver = nil
        runningPropertyAnimatorBlock = nil
        graphicsContexts = []
        drawnLabels = DrawnLabelCache()
        interfaceStylesOverridden = false
        layoutDirection = .leftToRight
        rightToLeftInUse = false
        UITraitCollection.resetCurrent()
        actionSerial = 0
        gestures = GestureEnvironment()
        touchInput = TouchInputState()
        statusBar = StatusBarAppearance()
        firstResponder = nil
        keyboard = SoftwareKeyboard()
        accessibility = AccessibilitySettings()
        accessibilityPosts = []
        ignoredInteractionDepth = 0
        ignoredTouches = []
        lifecycle = ApplicationLifecycleState()
        restoration = RestorationSettings()
    }
}

extension ApplicationState {
    /// Hides the keyboard when editing ended and focus did not move to other text (a text field
    /// or text view keeps it up when focus goes from one to another).
    func hideKeyboardUnlessTextHasFocus() {
        if firstResponder?.editsText != true { keyboard.hide() }
    }
}
