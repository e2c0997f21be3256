import Foundation

// Behaviour source [D] — Animation, timing, controls and dynamics
//   Rule: The animation blocks of the API before iOS 4 last 0.2 s with the ease-in-out curve
//     unless set between beginAnimations and commitAnimations
//   Value: 0.2 s, easeInOut
//   Source: Apple, `setAnimationDuration(_:)` ("The default value is 0.2")
//     (https://developer.apple.com/documentation/uikit/uiview/setanimationduration(_:)) and
//     `setAnimationCurve(_:)` ("The default value is easeInOut")
//     (https://developer.apple.com/documentation/uikit/uiview/setanimationcurve(_:)).

extension UIView {
    /// Opens an animation block of the API before iOS 4 (deprecated in iOS 13, still found in
    /// older code): the view changes made until `commitAnimations()` animate, 0.2 s on the
    /// ease-in-out curve unless the `setAnimation…` calls say otherwise. Blocks nest.
    ///
    /// - Note: OpenUIKit differs: a change animates with the parameters set before it, so set
    ///   the duration, delay and curve first (iOS applies them to the whole block at commit);
    ///   the selector-based delegate (`setAnimationDelegate`, `setAnimationDidStop`) is absent.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let state = UIApplication.shared.state
        var parameters = LegacyAnimationParameters()
        if let outer = state.legacyAnimations.last { parameters.inherit(from: outer) }
        state.legacyAnimations.append(parameters)
        state.animationBlocks.append(parameters.block())
    }

    /// Closes the block `beginAnimations(_:context:)` opened; its changes are animating.
    public class func commitAnimations() {
        let state = UIApplication.shared.state
        guard !state.legacyAnimations.isEmpty, let block = state.animationBlocks.popLast() else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIView.commitAnimations() without a beginAnimations(_:context:) before it; nothing was committed.")
            return
        }
        state.legacyAnimations.removeLast()
        block.close()
    }

    /// The open block's duration in seconds (default 0.2).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        changeLegacyAnimation("setAnimationDuration(_:)") { $0.duration = duration.isFinite ? max(0, duration) : 0.2 }
    }

    /// The open block's delay in seconds (default 0).
    public class func setAnimationDelay(_ delay: TimeInterval) {
        changeLegacyAnimation("setAnimationDelay(_:)") { $0.delay = delay.isFinite ? max(0, delay) : 0 }
    }

    /// The open block's curve (default `.easeInOut`).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        changeLegacyAnimation("setAnimationCurve(_:)") { $0.curve = curve }
    }

    /// How many times the open block's animations run (default 0: once; may be fractional).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        changeLegacyAnimation("setAnimationRepeatCount(_:)") { $0.repeatCount = repeatCount.isFinite || repeatCount == .infinity ? max(0, repeatCount) : 0 }
    }

    /// Whether the open block's animations run backward after each forward run.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        changeLegacyAnimation("setAnimationRepeatAutoreverses(_:)") { $0.autoreverses = repeatAutoreverses }
    }

    /// Whether the open block starts from what is on screen (geometry animates additively here
    /// either way, so it always does).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        changeLegacyAnimation("setAnimationBeginsFromCurrentState(_:)") { $0.beginsFromCurrentState = fromCurrentState }
    }

    /// Changes the open block's parameters: later changes in it animate with them.
    private class func changeLegacyAnimation(_ call: String, _ change: (inout LegacyAnimationParameters) -> Void) {
        let state = UIApplication.shared.state
        guard var parameters = state.legacyAnimations.popLast(), let replaced = state.animationBlocks.popLast() else {
            OpenUIKitDiagnostics.report(.viewMisuse, "UIView.\(call) outside beginAnimations(_:context:) and commitAnimations(); it changes nothing.")
            return
        }
        change(&parameters)
        replaced.close()
        state.legacyAnimations.append(parameters)
        state.animationBlocks.append(parameters.block())
    }
}

/// The parameters of an open `beginAnimations` block.
struct LegacyAnimationParameters {
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false

    /// A nested block starts with its enclosing block's parameters.
    mutating func inherit(from outer: LegacyAnimationParameters) {
        duration = outer.duration
        delay = outer.delay
        curve = outer.curve
    }

    @MainActor
    func block() -> ViewAnimationBlock {
        var options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
        return ViewAnimationBlock(duration: duration, delay: delay, options: options,
                                  timing: .curve(curve.timingFunction), repeatCount: repeatCount,
                                  autoreverses: autoreverses, completion: nil)
    }
}
