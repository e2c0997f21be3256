import UIKit

class DetailViewController: UIViewController {
    weak var titleLabel: UILabel!
    var rows: [UIView]!
    @IBInspectable var cornerRadius: CGFloat = 8
    @available(*, unavailable, message: "For Interface Builder only; use style.")
    @IBInspectable var styleName: String {
        get { "" }
        set {}
    }
    var progress: CGFloat = 0 { willSet { willChangeValue(forKey: "progress") } didSet { didChangeValue(forKey: "progress") } }

    /// Closes the screen.
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }

    func reload(animated: Bool) {}

    func helper() {}

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.action("close:", DetailViewController.close(_:))
        connections.outlet("cornerRadius", \DetailViewController.cornerRadius)
        connections.outlet("rows", \DetailViewController.rows)
        connections.outlet("titleLabel", \DetailViewController.titleLabel)
    }
}
