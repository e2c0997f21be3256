import UIKit

class PanViewController: UIViewController {
    let button = UIButton(type: .system)
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        // A pan drives the transition.
        let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(_:), name: "handlePan:"))
        view.addGestureRecognizer(pan)
        button.addTarget(self, action: Selector(Self.close, name: "close"), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: Selector(PanViewController.tapped, name: "tapped"))
        tap.addTarget(self, action: Selector(Self.tapped, name: "tapped"))
        link = CADisplayLink(target: self, selector: Selector(Self.step(_:), name: "step:"))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {}
    private func close() {}
    func step(_ link: CADisplayLink) {}
}

extension PanViewController {
    func tapped() {
        if let overriding = self as? _BridgedOverridable_tapped { return overriding._bridgedOverridden_tapped() }
        return _bridgedInherited_tapped()
    }

    func _bridgedInherited_tapped() {}
}

/// Overrides of tapped() from other modules (source bridge: Objective-C dispatched them).
protocol _BridgedOverridable_tapped: AnyObject {
    func _bridgedOverridden_tapped()
}
