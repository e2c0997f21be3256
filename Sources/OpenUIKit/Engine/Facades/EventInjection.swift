import Foundation

/// Input made up by the test kit's synthetic fingers and keys and by the live window: the one
/// way they make touches and presses, move them, and deliver them through
/// `UIApplication.sendEvent(_:)` with every other finger on the screen, as a device would. The
/// touch bookkeeping behind it (`TouchInputState`) stays internal.
@MainActor
package enum EventInjection {
    // MARK: Touches

    /// A finger coming down at `location` (window coordinates) in `window`, phase `.began`.
    package static func makeTouch(at location: CGPoint, in window: UIWindow, timestamp: TimeInterval, tapCount: Int = 1) -> UITouch {
        UITouch(location: location, window: window, timestamp: timestamp, tapCount: tapCount)
    }

    /// Moves a finger to `phase` at `location` (window coordinates).
    package static func update(_ touch: UITouch, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
        touch.update(phase: phase, location: location, timestamp: timestamp)
    }

    /// Whether a finger is still on the screen (neither ended nor cancelled).
    package static func isDown(_ touch: UITouch) -> Bool {
        touch.isActive
    }

    /// Where a finger is, in its window's coordinates.
    package static func windowLocation(of touch: UITouch) -> CGPoint {
        touch.windowLocation
    }

    /// The tap count of a finger that comes down at `location` at `time`: one more than the
    /// last tap's when it follows close enough in time and space, else 1.
    package static func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        UIApplication.shared.state.touchInput.tapCount(at: location, time: time)
    }

    /// The frontmost visible window a touch at `point` (screen coordinates) lands in.
    package static func window(at point: CGPoint) -> UIWindow? {
        UIApplication.shared.windowForTouch(at: point)
    }

    /// Sends one touch event: the `changed` touches (already updated) and every other finger on
    /// the screen, stationary.
    package static func send(_ changed: [UITouch], at time: TimeInterval) {
        UIApplication.shared.sendTouchEvent(changed: changed, at: time)
    }

    // MARK: Presses

    /// A hardware keyboard's key with `modifierFlags` held; `characters` defaults to what the key
    /// types on a US layout.
    package static func makeKey(_ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [], characters: String? = nil) -> UIKey {
        UIKey(keyCode: keyCode, modifierFlags: modifierFlags, characters: characters)
    }

    /// A hardware key going down: its press, typed as UIKit types the key (arrows, select,
    /// escape…), phase `.began`.
    package static func makePress(_ key: UIKey, timestamp: TimeInterval) -> UIPress {
        UIPress(key: key, type: UIPress.pressType(of: key.keyCode), timestamp: timestamp)
    }

    /// Moves a press to `phase`.
    package static func update(_ press: UIPress, phase: UIPress.Phase, timestamp: TimeInterval) {
        press.phase = phase
        press.timestamp = timestamp
    }

    /// Sends a presses event made of `presses`.
    package static func send(_ presses: [UIPress], at time: TimeInterval) {
        UIApplication.shared.sendEvent(UIPressesEvent(presses: presses, timestamp: time))
    }
}
