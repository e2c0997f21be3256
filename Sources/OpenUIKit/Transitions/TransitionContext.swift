/// The state of one container transition — push, pop, present, dismiss or tab switch — that the
/// animator works with: the container view, the two controllers and their views, their frames,
/// and `completeTransition(_:)`.
///
/// The system's own animations use it today; custom animators (`UIViewControllerAnimatedTransitioning`)
/// plug into the same engine.
@MainActor
package final class TransitionContext {
    package enum Kind: String, Sendable { case push, pop, present, dismiss, tabSwitch, childSwap }

    package let kind: Kind
    package let containerView: UIView
    package let fromViewController: UIViewController?
    package let toViewController: UIViewController?
    /// `nil` when the transition keeps that view where it is (a presentation that keeps the
    /// presenter's view: spec §2.2).
    package let fromView: UIView?
    package let toView: UIView?
    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    package private(set) var transitionWasCancelled = false
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]
    private var hasCompleted = false
    /// Set by the engine: what happens when the animator calls `completeTransition(_:)`.
    package var onComplete: ((Bool) -> Void)?

    package init(kind: Kind, containerView: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
                 isAnimated: Bool, presentationStyle: UIModalPresentationStyle = .none) {
        self.kind = kind
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
    }

    package func setFrames(for controller: UIViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(controller)] = initial
        finalFrames[ObjectIdentifier(controller)] = final
    }

    /// Where the controller's view starts (`.zero` when unknown, as on iOS).
    package func initialFrame(for controller: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(controller)] ?? .zero }
    /// Where the controller's view must end (`.zero` when the animator decides, as on iOS).
    package func finalFrame(for controller: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(controller)] ?? .zero }

    /// Marks the transition cancelled (interactive transitions).
    package func markCancelled() { transitionWasCancelled = true }

    /// Ends the transition: `didComplete == false` rolls it back. Only the first call counts.
    package func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            OpenUIKitDiagnostics.report(.transitionMisuse, "completeTransition(_:) was called more than once for the same \(kind.rawValue) transition; later calls are ignored.")
            return
        }
        hasCompleted = true
        onComplete?(didComplete)
    }

    package var isComplete: Bool { hasCompleted }
}

/// An animation the system runs for a container transition (push/pop slide, modal cover,
/// cross-dissolve, flip, curl). Shaped like `UIViewControllerAnimatedTransitioning`.
@MainActor
package protocol SystemTransitionAnimator: AnyObject {
    func transitionDuration(using context: TransitionContext?) -> TimeInterval
    func animateTransition(using context: TransitionContext)
}

extension DiagnosticCode {
    /// Misuse of a transition (completing twice, transitions overlapping).
    public static let transitionMisuse = DiagnosticCode(rawValue: "UIViewControllerTransitionMisuse")
}
