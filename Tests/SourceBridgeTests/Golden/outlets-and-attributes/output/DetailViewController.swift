import UIKit

class DetailViewController: UIViewController {
    weak var titleLabel: UILabel!
    var rows: [UIView]!
    @IBInspectable var cornerRadius: CGFloat = 8
    var progress: CGFloat = 0

    /// Closes the screen.
    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }

    func reload(animated: Bool) {}

    func helper() {}
}
