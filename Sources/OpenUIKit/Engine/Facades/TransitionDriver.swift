/// The transition engine, as the test kit and the command line see it: what is running, in
/// values, without reaching into `TransitionContext`.
@MainActor
package enum TransitionDriver {
    /// One running transition at the moment it was asked about.
    package struct Snapshot {
        /// `push`, `pop`, `present`, `dismiss`, `tabSwitch`, `childSwap` or `sizeChange`.
        package let kind: String
        package let fromViewController: UIViewController?
        package let toViewController: UIViewController?
        package let isInteractive: Bool
        package let initiallyInteractive: Bool
        package let isCancelled: Bool
        /// The progress the context keeps (0 when no interaction set one).
        package let percentComplete: CGFloat
        /// The animator's duration, read when the transition started.
        package let duration: TimeInterval
        /// Seconds of the transition's own time: `percentComplete` × `duration` while a finger
        /// drives it, else the seconds since the animator or interactor started.
        package let elapsed: TimeInterval
    }

    /// Every transition running under `root` — its children and what it presents, searched
    /// breadth first — outermost first; each transition once.
    package static func runningTransitions(under root: UIViewController?) -> [Snapshot] {
        var snapshots: [Snapshot] = []
        var seen = Set<ObjectIdentifier>()
        var queue = root.map { [$0] } ?? []
        while !queue.isEmpty {
            let controller = queue.removeFirst()
            if let context = controller.activeCoordinator?.transitionContext, seen.insert(ObjectIdentifier(context)).inserted, !context.isComplete {
                snapshots.append(snapshot(of: context))
            }
            queue.append(contentsOf: controller.children)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                queue.append(presented)
            }
        }
        return snapshots
    }

    private static func snapshot(of context: TransitionContext) -> Snapshot {
        let elapsed = context.isInteractive && context.duration.isFinite
            ? Double(context.percentComplete) * context.duration
            : CACurrentMediaTime() - context.startTime
        return Snapshot(kind: context.kind.rawValue, fromViewController: context.fromViewController, toViewController: context.toViewController,
                        isInteractive: context.isInteractive, initiallyInteractive: context.initiallyInteractive,
                        isCancelled: context.transitionWasCancelled, percentComplete: context.percentComplete,
                        duration: context.duration, elapsed: elapsed)
    }
}
