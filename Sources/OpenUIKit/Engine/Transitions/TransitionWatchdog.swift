import OpenQuartzCore

/// Watches a running transition for the two ways it gets stuck (docs/transition-engine.md, "Diagnostics"): an
/// interactor nothing drives, and an animator that never calls `completeTransition(_:)`.
@MainActor
final class TransitionWatchdog {
    /// How long an interactive transition may wait at 0 % for its first update.
    static let idleInteractionLimit: CFTimeInterval = 2
    private weak var context: TransitionContext?
    private let animatorType: String
    private let interactorType: String?
    private var link: CADisplayLink?
    private var reportedIdle = false
    private var reportedStuck = false

    init(context: TransitionContext, animatorType: String, interactorType: String?) {
        self.context = context
        self.animatorType = animatorType
        self.interactorType = interactorType
    }

    func start() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] _ in self?.check() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    private func check() {
        guard let context, !context.isComplete else { return stop() }
        let now = CACurrentMediaTime()
        if context.isInteractive {
            if !reportedIdle, context.percentComplete == 0, now - context.lastInteractionTime >= Self.idleInteractionLimit {
                reportedIdle = true
                OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] interaction controller \(interactorType ?? "?") was vended for a \(context.kind.rawValue) transition but nothing has driven it for \(Int(Self.idleInteractionLimit)) s; return nil from interactionController... unless a gesture is in progress.")
            }
        } else if !reportedStuck, now - context.nonInteractiveSince > max(1, 3 * context.duration) {
            reportedStuck = true
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] animator \(animatorType) did not call completeTransition(_:) within \(String(format: "%.1f", max(1, 3 * context.duration))) s of its \(context.kind.rawValue) transition; the transition is stuck (no viewDidAppear, no completion, later presentations are dropped).")
        }
    }
}
