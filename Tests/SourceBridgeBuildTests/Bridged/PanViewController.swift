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
    func tapped() {}
}
