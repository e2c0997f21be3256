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
            // Behaviour source [H] — Animation, timing, controls and dynamics
            //   Rule: A nested animation block inherits the enclosing block's duration, curve and
            //     options unless it overrides them
            //   Value: inherited
            //   Source: `UIView.AnimationOptions` `overrideInheritedDuration`,
            //     `overrideInheritedCurve`, `overrideInheritedOptions` (UIView.h). That the delays
            //     add is "our reading" (an untagged `[R]` on the same line).
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
            // Behaviour source [D] — Animation, timing, controls and dynamics
            //   Rule: A block that does not animate applies its changes at once and runs the
            //     completion at the next turn of the main loop with `finished == true`
            //   Value: next turn
            //   Source: Apple, `animate(withDuration:animations:completion:)`
            //     (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)):
            //     a zero or negative duration makes the changes without animating them; the
            //     completion parameter's description gives the completion's timing (the next run
            //     loop cycle).
            // No animation: the changes apply at once and the completion runs at the start of the
            // next turn of the main loop with `finished == true` [D].
            UIView.performWithoutAnimation(animations)
            if let completion { FrameScheduler.performOnNextFrame { completion(true) } }
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
