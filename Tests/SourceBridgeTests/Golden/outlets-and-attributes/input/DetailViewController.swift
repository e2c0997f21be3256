import UIKit

@objcMembers
class DetailViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var rows: [UIView]!
    @IBInspectable var cornerRadius: CGFloat = 8
    @available(*, unavailable, message: "For Interface Builder only; use style.")
    @IBInspectable var styleName: String {
        get { "" }
        set {}
    }
    @objc dynamic var progress: CGFloat = 0

    /// Closes the screen.
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }

    @objc(reloadWithAnimation:)
    func reload(animated: Bool) {}

    @nonobjc func helper() {}
}
