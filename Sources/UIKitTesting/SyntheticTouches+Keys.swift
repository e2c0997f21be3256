import Foundation
import OpenQuartzCore
import OpenUIKit

extension SyntheticTouches {
    /// Presses a hardware keyboard's key with `modifiers` held, for `duration` seconds of the
    /// virtual clock: a presses event with the key going down, then one with it coming up,
    /// through `UIApplication.sendEvent(_:)` to the first responder (the key window without
    /// one). `characters` defaults to what the key types on a US layout.
    ///
    /// ```swift
    /// SyntheticTouches().press(.keyboardTab, modifiers: .shift)   // back one field
    /// ```
    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], characters: String? = nil,
                      duration: TimeInterval = 0.05) {
        let press = EventInjection.makePress(EventInjection.makeKey(key, modifierFlags: modifiers, characters: characters),
                                             timestamp: CACurrentMediaTime())
        EventInjection.send([press], at: press.timestamp)
        wait(duration)
        EventInjection.update(press, phase: .ended, timestamp: CACurrentMediaTime())
        EventInjection.send([press], at: press.timestamp)
    }
}
