import UIKit

/// Actions named as Swift names them for Objective-C: `unwindWithSegue:`,
/// `tapped:forEvent:`, an explicit `@objc(resetAll:)`, and a method without arguments.
class SettingsController: UIViewController {
    var calls: [String] = []

    @IBAction func unwind(segue: UIStoryboardSegue) { calls.append("unwind") }
    @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) { calls.append("tapped") }
    @objc(resetAll:) @IBAction func reset(_ sender: Any) { calls.append("reset") }
    @IBAction func refresh() { calls.append("refresh") }
}
