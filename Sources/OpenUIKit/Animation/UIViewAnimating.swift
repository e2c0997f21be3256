/// An object that runs view animations that can be started, paused, scrubbed, reversed,
/// stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// A `UIViewAnimating` object that can take more animation blocks and completions.
///
/// Every member has a default implementation that reports it as unsupported, standing in for
/// Objective-C's optional members (docs/porting.md, "No Objective-C runtime").
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) { reportMissing("addAnimations(_:)") }
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { reportMissing("addAnimations(_:delayFactor:)") }
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { reportMissing("addCompletion(_:)") }
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        reportMissing("continueAnimation(withTimingParameters:durationFactor:)")
    }

    private func reportMissing(_ member: String) {
        OpenUIKitDiagnostics.report(.viewMisuse, "\(type(of: self)) does not implement UIViewImplicitlyAnimating.\(member); the call does nothing.")
    }
}
