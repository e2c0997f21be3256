import UIKit

extension ListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
    }

    func reload() {}
}

extension UIView {
    override open var intrinsicContentSize: CGSize { .zero }
}
