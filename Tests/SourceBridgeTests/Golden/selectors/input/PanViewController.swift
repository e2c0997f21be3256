import UIKit
import UIKit.UIGestureRecognizerSubclass

class PanViewController: UIViewController {
    let button = UIButton(type: .system)
    var link: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        // A pan drives the transition.
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
        button.addTarget(self, action: #selector(self.close), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(PanViewController.tapped))
        tap.addTarget(self, action: #selector(tapped))
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
    @objc private func close() {}
    @objc func step(_ link: CADisplayLink) {}
}

extension PanViewController {
    @objc func tapped() {}
}
