import UIKit

class ListController: UIViewController {
    var log: [String] = []
    var ticks = 0
    var timer: Timer?
}

// Overrides in an extension: Objective-C dispatch on iOS; the bridge moves them into the class.
extension ListController {
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        let options: UIViewAnimationOptions = [.curveEaseOut]
        UIView.animate(withDuration: 0.2, delay: 0, options: options, animations: {
            self.view.layoutMargins = UIEdgeInsetsMake(4, 8, 4, 8)
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    func startTicking() {
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc func tick() {
        ticks += 1
        if ticks == 3 { timer?.invalidate() }
    }
}
