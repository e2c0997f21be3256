import UIKit

class ListViewController: UIViewController {
    let table = UIView()

    override func viewDidLoad() { _bridgedOverride_viewDidLoad() }
}
