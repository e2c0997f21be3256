/// Haptic feedback: the base of the impact, selection and notification generators.
///
/// - Note: OpenUIKit differs: there is no haptic engine. Each feedback is recorded in the
///   transition trace (`"haptic impact medium"`, `"haptic selection"`, `"haptic notification
///   success"`), so the test kit's `CallbackRecorder` sees when an interactive transition gives
///   feedback, in order with its callbacks.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine (nothing to ready; kept so the calling code runs as on iOS).
    open func prepare() {}
}

/// Feedback for a collision: a snap into place, a threshold crossed.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    override public convenience init() { self.init(style: .medium) }

    /// Plays the impact.
    open func impactOccurred() {
        TransitionTrace.record("haptic impact \(style)")
    }

    /// Plays the impact at `intensity` (0...1).
    open func impactOccurred(intensity: CGFloat) {
        TransitionTrace.record("haptic impact \(style) \(min(max(intensity, 0), 1).traceRounded)")
    }
}

/// Feedback for a change of selection (a picker's tick).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick.
    open func selectionChanged() {
        TransitionTrace.record("haptic selection")
    }
}

/// Feedback for the outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the outcome's pattern.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        TransitionTrace.record("haptic notification \(notificationType)")
    }
}
