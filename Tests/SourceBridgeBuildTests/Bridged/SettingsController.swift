import UIKit

/// Actions named as Swift names them for Objective-C: `unwindWithSegue:`,
/// `tapped:forEvent:`, an explicit `@objc(resetAll:)`, and a method without arguments.
class SettingsController: UIViewController {
    var calls: [String] = []

    @IBAction func unwind(segue: UIStoryboardSegue) { calls.append("unwind") }
    func tapped(_ sender: UIButton, forEvent event: UIEvent) { calls.append("tapped") }
    @IBAction func reset(_ sender: Any) { calls.append("reset") }
    func refresh() { calls.append("refresh") }

    /// Outlets and actions storyboards and nibs connect by name (source bridge).
    @MainActor override class func interfaceBuilderConnections(into connections: inout InterfaceBuilderConnections) {
        super.interfaceBuilderConnections(into: &connections)
        connections.action("refresh", SettingsController.refresh)
        connections.action("resetAll:", SettingsController.reset(_:))
        connections.action("tapped:forEvent:", SettingsController.tapped(_:forEvent:))
        connections.action("unwindWithSegue:", SettingsController.unwind(segue:))
    }
}
