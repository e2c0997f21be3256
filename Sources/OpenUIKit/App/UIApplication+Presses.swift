import OpenQuartzCore

extension UIApplication {
    /// Sends a presses event to the first responder (the key window without one), by the
    /// presses' phase: those that began, changed, ended and were cancelled, each group in one
    /// call. With neither, the presses are reported and go nowhere.
    func deliverPresses(_ event: UIPressesEvent) {
        guard let responder = state.firstResponder ?? keyWindow else {
            OpenUIKitDiagnostics.report(.gestureMisuse, "A presses event was sent with no first responder and no key window; it goes nowhere (make a window key, or a responder first, first).")
            return
        }
        for press in event.pressList where press.responder == nil {
            press.responder = responder
            press.window = (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window ?? keyWindow
        }
        let groups: [(UIPress.Phase, (Set<UIPress>, UIPressesEvent) -> Void)] = [
            (.began, { responder.pressesBegan($0, with: $1) }),
            (.changed, { responder.pressesChanged($0, with: $1) }),
            (.ended, { responder.pressesEnded($0, with: $1) }),
            (.cancelled, { responder.pressesCancelled($0, with: $1) }),
        ]
        for (phase, deliver) in groups {
            let presses = Set(event.pressList.filter { $0.phase == phase })
            if !presses.isEmpty { deliver(presses, event) }
        }
        CATransaction.flush()
    }
}
