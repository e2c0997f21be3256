import OpenQuartzCore

/// Watches a running transition for the two ways it gets stuck (docs/transition-engine.md, "Diagnostics"): an
/// interactor nothing drives, and an animator that never calls `completeTransition(_:)`.
@MainActor
final class TransitionWatchdog {
    /// How long an interactive transition may wait at 0 % for its first update.
    static let idleInteractionLimit: CFTimeInterval = 2
    /// Unretained (no side table for the context, UnretainedReference.swift); `nil` once gone.
    private let contextReference: UnretainedReference<TransitionContext>
    private var context: TransitionContext? { contextReference.object }
    /// The animator's and interactor's types, named only in a report (making the names for
    /// every transition showed in the headless benchmark).
    private let animatorType: Any.Type
    private let interactorType: Any.Type?
    @exclusivity(unchecked) private var timer: Int?
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var reportedIdle = false
    @exclusivity(unchecked) private var reportedStuck = false

    init(context: TransitionContext, animatorType: Any.Type, interactorType: Any.Type?) {
        contextReference = context.unretainedReference
        self.animatorType = animatorType
        self.interactorType = interactorType
    }

    func start() {
        guard timer == nil, !isStopped else { return }
        arm()
    }

    func stop() {
        isStopped = true
        if let timer { FrameScheduler.cancelTimer(timer) }
        timer = nil
    }

    /// Schedules the next check on the run loop driver's clock, at the moment the current phase
    /// would become stuck (rather than polling every frame, so a headless wait can jump over the
    /// frames in between). A check that finds the transition healthy arms the next one: every
    /// call that moves the deadline (an update, a pause, a finish or cancel) happens before it.
    private func arm() {
        guard let context, !context.isComplete, !isStopped else { return stop() }
        let now = CACurrentMediaTime()
        let deadline: CFTimeInterval
        if context.isInteractive {
            deadline = reportedIdle ? now + Self.idleInteractionLimit : context.lastInteractionTime + Self.idleInteractionLimit
        } else {
            deadline = reportedStuck ? now + Self.idleInteractionLimit : context.nonInteractiveSince + max(1, 3 * context.duration)
        }
        // When this phase was already reported, the next look comes later: the transition may
        // change phase (an interaction finished, or a running one paused) and get stuck there.
        // A deadline already reached without a report (the transition is moving, or the strict
        // comparison below was not met yet): look again in the next frame.
        let due = max(deadline, now + 1e-6)
        // The timer holds the watchdog (a weak capture gave every watchdog a side table): it is
        // cancelled by `stop()` when the transition ends, and a transition let go of unfinished
        // finds no context at its next check and stops there.
        timer = FrameScheduler.schedule(at: due, purpose: "transition watchdog") { [self] in
            timer = nil
            check()
            arm()
        }
    }

    private func check() {
        guard let context, !context.isComplete else { return }
        let now = CACurrentMediaTime()
        if context.isInteractive {
            if !reportedIdle, context.percentComplete == 0, now - context.lastInteractionTime >= Self.idleInteractionLimit {
                reportedIdle = true
                OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] interaction controller \(interactorType.map { "\($0)" } ?? "?") was vended for a \(context.kind.rawValue) transition but nothing has driven it for \(Int(Self.idleInteractionLimit)) s; return nil from interactionController... unless a gesture is in progress.")
            }
        } else if !reportedStuck, now - context.nonInteractiveSince > max(1, 3 * context.duration) {
            reportedStuck = true
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] animator \(animatorType) did not call completeTransition(_:) within \(String(format: "%.1f", max(1, 3 * context.duration))) s of its \(context.kind.rawValue) transition; the transition is stuck (no viewDidAppear, no completion, later presentations are dropped).")
        }
    }
}
