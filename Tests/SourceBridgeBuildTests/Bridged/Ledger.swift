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
        addButton.addTarget(self, action: Selector(Self.addTapped(_:forEvent:), name: "addTapped:forEvent:"), for: .touchUpInside)
        view.addSubview(addButton)
    }

    func add(_ amount: NSNumber, forKey key: String) {
        entries[key, default: 0] += amount.intValue
    }

    private func addTapped(_ sender: UIButton, forEvent event: UIEvent) {
        tapEvents.append(event.type)
        perform(Selector(Self.add(_:forKey:), name: "add:forKey:"), with: NSNumber(value: 5), with: "tips")
    }

    func selectorName() -> String {
        NSStringFromSelector(Selector(Self.add(_:forKey:), name: "add:forKey:"))
    }
}
