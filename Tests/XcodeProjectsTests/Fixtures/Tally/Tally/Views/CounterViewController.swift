import UIKit

class CounterViewController: UIViewController {
    let countLabel = UILabel()
    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tally"
        view.addSubview(countLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(increment))
        update()
    }

    @objc func increment() {
        count += 1
        update()
    }

    private func update() { countLabel.text = "\(count)" }
}
