import Foundation
import OpenQuartzCore
import OpenUIKit

extension UIAlertController {
    /// Taps the button titled `title` where it is drawn, through the real touch path (the
    /// window's hit test, the button's tracking), as a user would (OpenUIKit only). The alert
    /// is dismissed and the button's handler runs after the dismissal, as on iOS, so advance
    /// the clock (or run the main loop) before checking what the handler did.
    ///
    /// Returns false, with a diagnostic naming the titles there are, when no button has that
    /// title or the alert is not on screen. A disabled button is tapped like any other and
    /// does nothing, as on iOS.
    ///
    /// ```swift
    /// let alert = try #require(screen.presentedViewController as? UIAlertController)
    /// alert.tapAction(titled: "Delete")
    /// RunLoop.main.run(until: Date().addingTimeInterval(0.5))
    /// ```
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else {
            OpenUIKitDiagnostics.report(.gestureMisuse, "tapAction(titled: \"\(title)\"): the alert has no button with that title; its buttons are \(actions.map { $0.title ?? "nil" }).")
            return false
        }
        guard let button = _buttonView(for: action), let window = button.window, !window.isHidden else {
            OpenUIKitDiagnostics.report(.gestureMisuse, "tapAction(titled: \"\(title)\"): the button is not on screen (present the alert and let its presentation run first; an action sheet's cancel button is not shown in a popover).")
            return false
        }
        SyntheticTouches(window: window).tap(at: CGPoint(x: button.bounds.midX, y: button.bounds.midY), in: button)
        return true
    }
}
