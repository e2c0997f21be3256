import UIKit

// Swift 5 accepts a space between an attribute and its arguments (with a warning); the bridge
// parses with Swift 5's rules, so this file is ported rather than left as "cannot be parsed".
final class SwitchCell: UITableViewCell {
    let switchControl = UISwitch()

    func setUp() {
        switchControl.addTarget(self, action: Selector(SwitchCell.valueChanged, name: "switchValueDidChange"), for: .valueChanged)
    }

    func valueChanged() {
        textLabel?.text = switchControl.isOn ? "On" : "Off"
    }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.makeInstance = { SwitchCell(style: .default, reuseIdentifier: nil) }
    }
}
