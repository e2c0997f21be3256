import UIKit

final class Ticker: NSObject {
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: #selector(didEnterBackground(_:)), name: Notification.Name("TickerShouldPause"), object: nil)
        perform(#selector(reset), with: nil, afterDelay: 2)
    }

    @objc func tick(_ timer: Timer) {}
    @objc func didEnterBackground(_ notification: Notification) {}
    @objc func reset() {}
}
