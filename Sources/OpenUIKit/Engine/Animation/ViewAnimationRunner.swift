/// Runs animation blocks: inheritance from an enclosing block, zero durations, disabled
/// animations and the block stack.
@MainActor
enum ViewAnimationRunner {
    static func run(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: ViewAnimationTiming,
                    timingIsExplicit: Bool, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let state = UIApplication.shared.state
        var duration = duration, delay = delay, options = options, timing = timing
        var driver: AnimationProgressDriver?, driverStart = 0.0
        if let outer = state.animationBlocks.last {
            // A nested block inherits the enclosing block's duration, curve and options unless it
            // overrides them [H]; it starts with the enclosing block (their delays add — our reading).
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve), !timingIsExplicit { timing = outer.timing }
            if !options.contains(.overrideInheritedOptions) {
                options = UIView.AnimationOptions(rawValue: (outer.options.rawValue & 0xFFFF) | (options.rawValue & ~0xFFFF))
            }
            delay += outer.delay
            driver = outer.driver
            driverStart = outer.driverStart
        }
        guard state.animationsEnabled, duration > 0 || driver != nil else {
            // No animation: the changes apply at once and the completion runs at the start of the
            // next turn of the main loop with `finished == true` [D][O].
            UIView.performWithoutAnimation(animations)
            if let completion { RunLoopDriver.shared.performOnNextFrame { completion(true) } }
            return
        }
        let block = ViewAnimationBlock(
            duration: duration, delay: delay, options: options, timing: timing,
            repeatCount: options.contains(.repeat) ? .infinity : 0, autoreverses: options.contains(.autoreverse),
            driver: driver, driverStart: driverStart, completion: completion
        )
        state.animationBlocks.append(block)
        animations()
        if options.contains(.layoutSubviews) { block.layOutChangedViews() }
        state.animationBlocks.removeLast()
        block.close()
    }
}
