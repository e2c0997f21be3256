import UIKit

// Swift 5 accepts a space between an attribute and its arguments (with a warning); the bridge
// parses with Swift 5's rules, so this file is ported rather than left as "cannot be parsed".
final class SwitchCell: UITableViewCell {
    let switchControl = UISwitch()

    func setUp() {
        switchControl.addTarget(self, action: #selector(SwitchCell.valueChanged), for: .valueChanged)
    }

    @objc (switchValueDidChange) func valueChanged() {
        textLabel?.text = switchControl.isOn ? "On" : "Off"
    }
}
