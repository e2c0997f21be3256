/// UIKit's own animators (push/pop slide, modal styles, sheets, tab switches): they may move
/// views the context does not hand out, as UIKit's do, without a diagnostic.
@MainActor
protocol SystemTransitionAnimator: UIViewControllerAnimatedTransitioning {}

/// Watches a transition for animations UIKit would not scrub or would leave behind
/// and checks interruptible animators (docs/transition-engine.md, "Diagnostics").
@MainActor
enum TransitionDiagnostics {
    /// See docs/transition-engine.md, "Diagnostics": the interruptible animator handed over must be usable.
    static func checkInterruptible(_ animator: any UIViewImplicitlyAnimating, from owner: any UIViewControllerAnimatedTransitioning,
                                           interactive: Bool) {
        if let propertyAnimator = animator as? UIViewPropertyAnimator, !propertyAnimator.isInterruptible {
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] \(type(of: owner)).interruptibleAnimator(using:) returned an animator with isInterruptible == false: it cannot be paused, scrubbed or reversed by the transition.")
        }
        if animator.state == .stopped {
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] \(type(of: owner)).interruptibleAnimator(using:) returned a stopped animator: it can no longer run the transition.")
        } else if interactive, animator.isRunning {
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] \(type(of: owner)).interruptibleAnimator(using:) returned a running animator for an interactive start: it is paused so the interaction can drive it.", level: .info)
        }
    }
}

/// See docs/transition-engine.md, "Diagnostics": a participant's root view that the context does not hand out (the presenter of
/// a presentation that keeps it) is outside the container; animating it (typically through
/// `viewController(forKey:)?.view`) is not scrubbed and may leave it displaced. Warns once per
/// view; on cancel, puts its transform and frame back as they were.
@MainActor
final class HiddenParticipantWatch {
    private struct Watched {
        weak var view: UIView?
        let transform: CGAffineTransform
        let frame: CGRect
        var animated = false
    }

    @exclusivity(unchecked) private var watched: [Watched] = []
    @exclusivity(unchecked) private var token: Int?

    /// Watches `context`'s transition, or returns `nil` when there is nothing to watch: UIKit's
    /// own animators may move such views, and a context that hands out both views has none.
    static func start(for context: TransitionContext) -> HiddenParticipantWatch? {
        guard !(context.animator is any SystemTransitionAnimator) else { return nil }
        let watch = HiddenParticipantWatch(context: context)
        return watch.watched.isEmpty ? nil : watch
    }

    private init(context: TransitionContext) {
        let candidates: [(UIViewController?, UIView?)] = [(context.fromViewController, context.fromView), (context.toViewController, context.toView)]
        for (controller, handedOut) in candidates {
            guard handedOut == nil, let view = controller?.viewStorage, view.window != nil else { continue }
            watched.append(Watched(view: view, transform: view.transform, frame: view.frame))
        }
        guard !watched.isEmpty else { return }
        let kind = context.kind
        token = FrameScheduler.watchAnimationAdditions { [weak self] layer in
            guard let self, let index = watched.firstIndex(where: { $0.view?.layer === layer }), !watched[index].animated else { return }
            watched[index].animated = true
            let view = watched[index].view.map { "\(type(of: $0))" } ?? "a view"
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] the \(kind.rawValue) transition animates the root view (\(view)) of a controller whose view(forKey:) is nil: it is outside the container, so an interactive transition does not scrub it and it can end up displaced. Animate view(forKey:) or a snapshot, or use animateAlongsideTransition(in:).")
        }
    }

    /// The transition ended: stop watching; after a cancel, animated views get their geometry back.
    func finish(didComplete: Bool) {
        if let token { FrameScheduler.stopWatching(token) }
        token = nil
        guard !didComplete else { return }
        for entry in watched where entry.animated {
            guard let view = entry.view, view.transform != entry.transform || view.frame != entry.frame else { continue }
            UIView.performWithoutAnimation {
                view.transform = entry.transform
                view.frame = entry.frame
            }
        }
    }
}

/// See docs/transition-engine.md, "Diagnostics": under a percent-driven (layer-time) start, only the container and views
/// registered with `animateAlongsideTransition(in:)` are scrubbed. Animations the animator adds
/// elsewhere run in real time; each such view is named once.
@MainActor
final class OutsideContainerWatch {
    @exclusivity(unchecked) private var token: Int?
    @exclusivity(unchecked) private var reported: [ObjectIdentifier] = []

    init(context: TransitionContext) {
        let container = context.containerView.layer
        token = FrameScheduler.watchAnimationAdditions { [weak self, weak context] layer in
            guard let self, let context, !reported.contains(ObjectIdentifier(layer)) else { return }
            let scrubbed = [container] + (context.outsideAlongsideViews + context.coordinator.pendingAlongsideViews).map(\.layer)
            var ancestor: CALayer? = layer
            while let current = ancestor {
                if scrubbed.contains(where: { $0 === current }) { return }
                ancestor = current.superlayer
            }
            reported.append(ObjectIdentifier(layer))
            let name = (layer.delegate as? UIView).map { "\(type(of: $0))" } ?? "\(type(of: layer))"
            OpenUIKitDiagnostics.report(.transitionMisuse, "[TransitionDiagnostics] the interactive \(context.kind.rawValue) transition animates \(name), which is not in the container view: percent-driven scrubbing does not reach it (it runs in real time). Move it into the container, use a snapshot, or register it with animateAlongsideTransition(in:).")
        }
    }

    func stop() {
        if let token { FrameScheduler.stopWatching(token) }
        token = nil
    }
}
