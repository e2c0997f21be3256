extension UIView {
    /// Animates with keyframes: inside `animations`, each `addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)` call says when (as fractions of `duration`) its changes
    /// happen. Each changed property becomes one `CAKeyframeAnimation` through the values it has
    /// at the keyframes' ends, holding its value between them.
    ///
    /// The calculation mode comes from `options`; the overall curve is ease-in-out unless curve
    /// bits of `AnimationOptions` are passed in the raw value (`KeyframeAnimationOptions(rawValue:
    /// AnimationOptions.curveLinear.rawValue)`), as UIKit honours them.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let state = UIApplication.shared.state
        let animationOptions = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
        let collector = KeyframeCollector(mode: options.calculationModeField)
        let previous = state.keyframeCollector
        state.keyframeCollector = collector
        animations()
        state.keyframeCollector = previous
        // The keyframe animations are installed by an ordinary block, so inheritance, delays,
        // repeat options and the completion work as for `animate`.
        ViewAnimationRunner.run(duration: duration, delay: delay, options: animationOptions,
                                timing: .curve(AnimationCurve.timingFunction(forField: animationOptions.curveField)),
                                timingIsExplicit: false, animations: {
                                    if let block = state.animationBlocks.last { collector.install(in: block) }
                                }, completion: completion)
    }

    /// Inside `animateKeyframes`: the changes made in `animations` happen from
    /// `frameStartTime` for `frameDuration` (fractions of the whole animation).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let collector = UIApplication.shared.state.keyframeCollector else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes; its changes are applied without animation.")
            animations()
            return
        }
        collector.withSegment(start: frameStartTime, duration: frameDuration, animations)
    }
}

