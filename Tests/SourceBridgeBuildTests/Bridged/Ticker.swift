import UIKit

final class Ticker: NSObject {
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [self] timer in MainActor.assumeIsolated { self.tick(timer) } }
        _ = NotificationCenter.default.addObserver(forName: Notification.Name("TickerShouldPause"), object: nil, queue: nil) { [weak observer = self] notification in observer.map { observer in _bridgeRunOnMainActor(observer, notification) { observer, notification in observer.didEnterBackground(notification) } } }
        perform(Selector(Self.reset, name: "reset"), with: nil, afterDelay: 2)
        // A labelled parameter, spelled in the selector or only in the declaration.
        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak observer = self] notification in observer.map { observer in _bridgeRunOnMainActor(observer, notification) { observer, notification in observer.keyboardWillShow(notification: notification) } } }
        _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak observer = self] notification in observer.map { observer in _bridgeRunOnMainActor(observer, notification) { observer, notification in observer.keyboardWillHide(notification: notification) } } }
        // A method written for the Objective-C notification class.
        _ = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak observer = self] notification in observer.map { observer in _bridgeRunOnMainActor(observer, notification) { observer, notification in observer.didBecomeActive(notification as NSNotification) } } }
    }

    func stop() {
        // A delayed perform taken back; a nil object for a Bool parameter (NO in Objective-C).
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: Selector(Self.reset, name: "reset"), object: nil)
        self.pause(animated: false)
    }

    func tick(_ timer: Timer) {
        // NSMutableString's count of replacements, dropped as iOS code does.
        let label = NSMutableString(string: "tick tock")
        _ = label.replaceOccurrences(of: "tock", with: "tick", options: [], range: NSRange(location: 0, length: label.length))
    }
    func didEnterBackground(_ notification: Notification) {}
    func reset() {}
    func pause(animated: Bool) {}
    func keyboardWillShow(notification: Notification) {}
    func keyboardWillHide (notification: Notification) {}
    func didBecomeActive(_ notification: NSNotification) {}
}

/// Settings in an extension: open without @objc would warn (they cannot be overridden).
extension Ticker {
    public var interval: TimeInterval {
        if let overriding = self as? _BridgedOverridable_interval { return overriding._bridgedOverridden_interval }
        return _bridgedInherited_interval
    }

    public var _bridgedInherited_interval: TimeInterval { 0.5 }
    public func restart() {
        if let overriding = self as? _BridgedOverridable_restart { return overriding._bridgedOverridden_restart() }
        return _bridgedInherited_restart()
    }

    public func _bridgedInherited_restart() {}
}

/// Overrides of restart() from other modules (source bridge: Objective-C dispatched them).
public protocol _BridgedOverridable_restart: AnyObject {
    func _bridgedOverridden_restart()
}

/// Overrides of interval from other modules (source bridge: Objective-C dispatched them).
public protocol _BridgedOverridable_interval: AnyObject {
    var _bridgedOverridden_interval: TimeInterval { get }
}
