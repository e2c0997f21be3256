import UIKit

/// A storyboard custom object that finishes its set-up in awakeFromNib, and a subclass that
/// adds to it.
class ModalTransitionObject: NSObject, UIViewControllerTransitioningDelegate {
    weak var presenter: UIViewController?
    var ready = false

    func awakeFromNib() {
        ready = presenter != nil
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        connections.makeInstance = { ModalTransitionObject() }
        connections.outlet("presenter", \ModalTransitionObject.presenter)
    }
}

extension ModalTransitionObject: InterfaceBuilderConnectable {}

class LoggingTransitionObject: ModalTransitionObject {
    var log: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awake")
    }
}

extension ModalTransitionObject: InterfaceBuilderAwakening {}
