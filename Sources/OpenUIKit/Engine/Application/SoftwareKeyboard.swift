import Foundation

/// The keyboard a focused text field brings up. Nothing is drawn (see `UITextField`); what apps
/// observe of it is posted as on iOS: the will/did show, hide and change-frame notifications
/// with the keyboard's frames and its animation (0.25 s, curve 7), the "did" ones once that
/// animation's time has passed on the main loop.
@MainActor
struct SoftwareKeyboard {
    private(set) var isVisible = false
    /// The height shown: the keyboard's, or the first responder's input view's, plus its
    /// accessory's.
    private var shownHeight: CGFloat = 0

    init() {}

    // Behaviour source [R] — Layout
    //   Rule: The software keyboard's height, portrait, with the predictive bar
    //   Value: 336 pt iPhone preset (home indicator included), 260 iPhone SE, 320 iPad
    //   Source: Our measures; no published table found with these figures.
    /// The keyboard's height on the main screen's preset, portrait, with the predictive bar
    /// [R]: 336 points on the iPhone preset (home indicator included), 260 on the iPhone SE,
    /// 320 on the iPad.
    static func height(for preset: UIScreen.Preset) -> CGFloat {
        if preset.idiom == .pad { return 320 }
        return preset.safeAreaInsets.bottom > 0 ? 336 : 260
    }

    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    /// The frame on screen and the frame just below the screen, `height` tall.
    private static func frames(height: CGFloat) -> (shown: CGRect, hidden: CGRect) {
        let screen = UIScreen.main
        let width = screen.bounds.width
        return (CGRect(x: 0, y: screen.bounds.height - height, width: width, height: height),
                CGRect(x: 0, y: screen.bounds.height, width: width, height: height))
    }

    /// How tall the keyboard is for `responder`: its input view in the keyboard's place (the
    /// view's frame height, else its intrinsic height, else the keyboard's), the keyboard when
    /// it is text, and its accessory view above either.
    @MainActor
    private static func height(for responder: UIResponder) -> CGFloat {
        func height(of view: UIView) -> CGFloat? {
            let frame = view.frame.height
            if frame.isFinite, frame > 0 { return frame }
            let intrinsic = view.intrinsicContentSize.height
            return intrinsic.isFinite && intrinsic > 0 ? intrinsic : nil
        }
        let keyboard = Self.height(for: UIScreen.main.preset)
        let main = responder.inputView.map { height(of: $0) ?? keyboard } ?? (responder.editsText ? keyboard : 0)
        let accessory = responder.inputAccessoryView.flatMap { height(of: $0) } ?? 0
        return main + accessory
    }

    /// Brings the keyboard up for `responder`, or changes its height (a new input view or
    /// accessory, `reloadInputViews()`), with the notifications iOS posts.
    mutating func show(for responder: UIResponder) {
        let height = Self.height(for: responder)
        guard height > 0 else { return hide() }
        if isVisible {
            guard height != shownHeight else { return }
            let before = Self.frames(height: shownHeight).shown, after = Self.frames(height: height).shown
            shownHeight = height
            // iOS posts the show notifications again for a new frame while shown.
            Self.post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification, from: before, to: after)
            return
        }
        isVisible = true
        shownHeight = height
        let (shown, hidden) = Self.frames(height: height)
        Self.post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification, from: hidden, to: shown)
    }

    mutating func hide() {
        guard isVisible else { return }
        isVisible = false
        let (shown, hidden) = Self.frames(height: shownHeight)
        Self.post(will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification, from: shown, to: hidden)
    }

    /// Posts the change-frame notifications around `will` and `did`.
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
        _ = FrameScheduler.schedule(at: CACurrentMediaTime() + animationDuration, purpose: "keyboard animation") {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: did, object: nil, userInfo: info)
        }
    }
}
