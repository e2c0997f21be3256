import UIKit

class ListViewController: UIViewController {
    let table = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
    }
}
