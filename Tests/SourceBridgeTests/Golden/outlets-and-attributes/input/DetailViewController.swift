import UIKit

@objcMembers
class DetailViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var rows: [UIView]!
    @IBInspectable var cornerRadius: CGFloat = 8
    @objc dynamic var progress: CGFloat = 0

    /// Closes the screen.
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }

    @objc(reloadWithAnimation:)
    func reload(animated: Bool) {}

    @nonobjc func helper() {}
}
