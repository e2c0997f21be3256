import UIKit

/// A storyboard custom object that finishes its set-up in awakeFromNib, and a subclass that
/// adds to it.
class ModalTransitionObject: NSObject, UIViewControllerTransitioningDelegate {
    @IBOutlet weak var presenter: UIViewController?
    var ready = false

    override func awakeFromNib() {
        super.awakeFromNib()
        ready = presenter != nil
    }
}

class LoggingTransitionObject: ModalTransitionObject {
    var log: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awake")
    }
}
