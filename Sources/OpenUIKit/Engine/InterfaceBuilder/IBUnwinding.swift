import Foundation

/// Unwind segues: finding the controller that returns to, calling its unwind action, and
/// popping and dismissing what lies between.
///
/// The search follows UIKit's documented one: from the source, each parent (or, at the top of
/// a presented hierarchy, the presenting controller) offers its children
/// (`allowedChildrenForUnwinding(from:)`, which leaves out the branch the search came from);
/// each child's subtree is searched, deepest first, with `canPerformUnwindSegueAction`, then the
/// parent itself is asked.
@MainActor
enum IBUnwinding {
    static func perform(_ template: IBSegueTemplate, from source: UIViewController, sender: Any?) {
        guard let document = source.interfaceBuilderOrigin?.document else { return }
        guard let action = template.element["unwindAction"] else {
            document.problem(at: template.element, "unwind segue \(template.identifier ?? "") has no unwindAction; it is not performed")
            return
        }
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: Selector(action), sender: sender)
        guard let destination = findDestination(for: unwindSource) else {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "unwind segue \(template.identifier.map { "'\($0)' " } ?? "")from \(type(of: source)): no controller between it and the window's root handles \(action); nothing happens")
            return
        }
        let segue: UIStoryboardSegue
        if template.element["customClass"] != nil,
           let type = document.resolveClass(of: template.element, base: UIStoryboardSegue.self) as? UIStoryboardSegue.Type,
           type != UIStoryboardSegue.self {
            segue = type.init(identifier: template.identifier, source: source, destination: destination)
        } else {
            segue = UnwindSegue(identifier: template.identifier, source: source, destination: destination)
        }
        source.prepare(for: segue, sender: sender)
        if let call = InterfaceBuilderConnections.of(destination).actions[action], !call(destination, segue, nil) {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "unwind action \(action) of \(type(of: destination)) does not take a UIStoryboardSegue; it was not called")
        }
        segue.perform()
    }

    static func findDestination(for unwindSource: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current = unwindSource.source
        while let container = current.parentStorage ?? current.presentingStorage {
            for child in container.allowedChildrenForUnwinding(from: unwindSource) {
                if let found = search(child, for: unwindSource) { return found }
            }
            if container.canPerformUnwindSegueAction(unwindSource.unwindAction, from: unwindSource.source, sender: unwindSource.sender) {
                return container
            }
            current = container
        }
        return nil
    }

    /// Searches a subtree: its allowed children (deepest first), then the controller itself.
    private static func search(_ controller: UIViewController, for unwindSource: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for child in controller.allowedChildrenForUnwinding(from: unwindSource) {
            if let found = search(child, for: unwindSource) { return found }
        }
        let asks = controller.canPerformUnwindSegueAction(unwindSource.unwindAction, from: unwindSource.source, sender: unwindSource.sender)
        return asks ? controller : nil
    }

    /// The default `unwind(for:towards:)`: navigation controllers pop to the child, tab bar
    /// controllers select it.
    static func showChild(_ child: UIViewController, of container: UIViewController, for segue: UIStoryboardSegue) {
        let animated = (segue as? UnwindSegue)?.containersAnimate ?? true
        switch container {
        case let navigation as UINavigationController:
            if navigation.viewControllers.contains(where: { $0 === child }), navigation.topViewController !== child {
                _ = navigation.popToViewController(child, animated: animated)
            }
        case let tabs as UITabBarController:
            if tabs.viewControllers?.contains(where: { $0 === child }) == true { tabs.selectedViewController = child }
        default:
            break
        }
    }
}
