import Foundation

/// The keyboard a focused text field brings up. Nothing is drawn (see `UITextField`); what apps
/// observe of it is posted as on iOS: the will/did show, hide and change-frame notifications
/// with the keyboard's frames and its animation (0.25 s, curve 7), the "did" ones once that
/// animation's time has passed on the main loop.
@MainActor
package struct SoftwareKeyboard {
    package private(set) var isVisible = false

    package init() {}

    /// The keyboard's height on the main screen's preset, portrait, with the predictive bar
    /// [R]: 336 points on the iPhone preset (home indicator included), 260 on the iPhone SE,
    /// 320 on the iPad.
    static func height(for preset: UIScreen.Preset) -> CGFloat {
        if preset.idiom == .pad { return 320 }
        return preset.safeAreaInsets.bottom > 0 ? 336 : 260
    }

    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    /// The frame on screen and the frame just below the screen.
    private static func frames() -> (shown: CGRect, hidden: CGRect) {
        let screen = UIScreen.main
        let height = height(for: screen.preset)
        let width = screen.bounds.width
        return (CGRect(x: 0, y: screen.bounds.height - height, width: width, height: height),
                CGRect(x: 0, y: screen.bounds.height, width: width, height: height))
    }

    mutating func show() {
        guard !isVisible else { return }
        isVisible = true
        let (shown, hidden) = Self.frames()
        Self.post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification, from: hidden, to: shown)
    }

    mutating func hide() {
        guard isVisible else { return }
        isVisible = false
        let (shown, hidden) = Self.frames()
        Self.post(will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification, from: shown, to: hidden)
    }

    private static func post(will: Notification.Name, did: Notification.Name, from begin: CGRect, to end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        _ = RunLoopDriver.shared.schedule(at: CACurrentMediaTime() + animationDuration, purpose: "keyboard animation") {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: did, object: nil, userInfo: info)
        }
    }
}
