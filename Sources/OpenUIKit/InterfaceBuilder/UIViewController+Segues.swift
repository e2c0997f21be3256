import Foundation

extension UIViewController {
    /// The storyboard the controller was made from (nil for controllers made in code or from nibs).
    final var originStoryboard: UIStoryboard? { interfaceBuilderOrigin?.storyboard }

    /// The name of the nib the controller's view is loaded from (nil when none was given).
    public var nibName: String? { interfaceBuilderOrigin?.nibName }

    /// The bundle of the controller's nib (nil when none was given).
    public var nibBundle: Bundle? { interfaceBuilderOrigin?.nibBundle }

    /// Whether `controller` is this one, a descendant or presented from one of them.
    func hierarchyContains(_ controller: UIViewController) -> Bool {
        if self === controller { return true }
        if children.contains(where: { $0.hierarchyContains(controller) }) { return true }
        return presentedStorage.map { $0.presentingStorage === self && $0.hierarchyContains(controller) } ?? false
    }

    // MARK: Internals

    /// A segue a control, recognizer or bar button item in this controller's scene triggers.
    func triggerSegue(_ template: IBSegueTemplate, sender: Any?) {
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        performSegue(template, sender: sender)
    }

    func performSegue(_ template: IBSegueTemplate, sender: Any?) {
        if template.kind == "unwind" {
            IBUnwinding.perform(template, from: self, sender: sender)
        } else {
            IBSegues.perform(template, from: self, sender: sender)
        }
    }
}
