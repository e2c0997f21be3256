import UIKit

class ListController: UIViewController {
    var log: [String] = []
    var ticks = 0
    var timer: Timer?

    override func viewDidLoad() { _bridgedOverride_viewDidLoad() }

    override func viewWillAppear(_ animated: Bool) { _bridgedOverride_viewWillAppear(animated) }
}

// Overrides in an extension: Objective-C dispatch on iOS; the bridge moves them into the class.
extension ListController {
    func _bridgedOverride_viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        let options: UIView.AnimationOptions = [.curveEaseOut]
        UIView.animate(withDuration: 0.2, delay: 0, options: options, animations: {
            self.view.layoutMargins = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        })
    }

    func _bridgedOverride_viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    func startTicking() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [self] timer in MainActor.assumeIsolated { self.tick() } }
    }

    func tick() {
        if let overriding = self as? _BridgedOverridable_tick { return overriding._bridgedOverridden_tick() }
        return _bridgedInherited_tick()
    }

    func _bridgedInherited_tick() {
        ticks += 1
        if ticks == 3 { timer?.invalidate() }
    }
}

/// Overrides of tick() from other modules (source bridge: Objective-C dispatched them).
protocol _BridgedOverridable_tick: AnyObject {
    func _bridgedOverridden_tick()
}
