import UIKit

class ListViewController: UIViewController {
    let table = UIView()
}
