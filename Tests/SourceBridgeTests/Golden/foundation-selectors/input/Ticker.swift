import UIKit

final class Ticker: NSObject {
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: #selector(didEnterBackground(_:)), name: Notification.Name("TickerShouldPause"), object: nil)
        perform(#selector(reset), with: nil, afterDelay: 2)
        // A labelled parameter, spelled in the selector or only in the declaration.
        NotificationCenter.default.addObserver(self, selector: #selector(Ticker.keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
        // A method written for the Objective-C notification class.
        NotificationCenter.default.addObserver(self, selector: #selector(didBecomeActive(_:)), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    func stop() {
        // A delayed perform taken back; a nil object for a Bool parameter (NO in Objective-C).
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(reset), object: nil)
        perform(#selector(pause(animated:)), with: nil)
    }

    @objc func tick(_ timer: Timer) {
        // NSMutableString's count of replacements, dropped as iOS code does.
        let label = NSMutableString(string: "tick tock")
        label.replaceOccurrences(of: "tock", with: "tick", options: [], range: NSRange(location: 0, length: label.length))
    }
    @objc func didEnterBackground(_ notification: Notification) {}
    @objc func reset() {}
    @objc func pause(animated: Bool) {}
    @objc func keyboardWillShow(notification: Notification) {}
    @objc func keyboardWillHide (notification: Notification) {}
    @objc func didBecomeActive(_ notification: NSNotification) {}
}

/// Settings in an extension: open without @objc would warn (they cannot be overridden).
extension Ticker {
    @objc open var interval: TimeInterval { 0.5 }
    @objc open func restart() {}
}
