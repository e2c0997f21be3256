import UIKit

class PanViewController: UIViewController {
    let button = UIButton(type: .system)
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        // A pan drives the transition.
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan(_:))
        view.addGestureRecognizer(pan)
        button.addTarget(self, action: Self.close, for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: PanViewController.tapped)
        tap.addTarget(self, action: Self.tapped)
        link = CADisplayLink(target: self, selector: Self.step(_:))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {}
    private func close() {}
    func step(_ link: CADisplayLink) {}
}

extension PanViewController {
    func tapped() {}
}
