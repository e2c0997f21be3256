import UIKit

extension ListViewController {
    func _bridgedOverride_viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
    }

    func reload() {}
}

extension UIView {
    override open var intrinsicContentSize: CGSize { .zero }
}
