import UIKit

/// Selectors of methods that take two arguments: a control's action with its event, and
/// `perform(_:with:with:)`.
final class LedgerController: UIViewController {
    private(set) var entries: [String: Int] = [:]
    private(set) var tapEvents: [UIEvent.EventType] = []
    let addButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        addButton.setTitle("Add", for: .normal)
        addButton.addTarget(self, action: #selector(addTapped(_:forEvent:)), for: .touchUpInside)
        view.addSubview(addButton)
    }

    @objc func add(_ amount: NSNumber, forKey key: String) {
        entries[key, default: 0] += amount.intValue
    }

    @objc private func addTapped(_ sender: UIButton, forEvent event: UIEvent) {
        tapEvents.append(event.type)
        perform(#selector(add(_:forKey:)), with: NSNumber(value: 5), with: "tips")
    }

    func selectorName() -> String {
        NSStringFromSelector(#selector(add(_:forKey:)))
    }
}
