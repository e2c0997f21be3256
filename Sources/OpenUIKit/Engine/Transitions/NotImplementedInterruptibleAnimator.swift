/// What the default `interruptibleAnimator(using:)` returns: "not implemented".
@MainActor
final class NotImplementedInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let marker = NotImplementedInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    @exclusivity(unchecked) var isReversed = false
    @exclusivity(unchecked) var fractionComplete: CGFloat = 0
    func startAnimation() { complain() }
    func startAnimation(afterDelay delay: TimeInterval) { complain() }
    func pauseAnimation() { complain() }
    func stopAnimation(_ withoutFinishing: Bool) { complain() }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { complain() }
    private func complain() {
        OpenUIKitDiagnostics.report(.transitionMisuse, "The animator does not implement interruptibleAnimator(using:); the object returned by the protocol's default cannot animate.")
    }
}
