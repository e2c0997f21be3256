import Foundation

/// What a controller's element says, applied in `UIViewController.init(coder:)`.
@MainActor
enum IBControllerDecoding {
    static func decode(_ controller: UIViewController, _ coder: InterfaceBuilderCoder) {
        let element = coder.element
        let load = coder.load
        let origin = InterfaceBuilderOrigin(storyboard: load.storyboard, document: load.document, element: element)
        controller.interfaceBuilderOrigin = origin
        load.register(controller, for: element)
        if let title = element["title"] { controller.title = title }
        if let identifier = element["restorationIdentifier"] { controller.restorationIdentifier = identifier }
        if element.bool("useStoryboardIdentifierAsRestorationIdentifier") == true, let identifier = element["storyboardIdentifier"] {
            controller.restorationIdentifier = identifier
        }
        if let style = IBValues.modalPresentationStyle(element["modalPresentationStyle"]) { controller.modalPresentationStyle = style }
        if let style = IBValues.modalTransitionStyle(element["modalTransitionStyle"]) { controller.modalTransitionStyle = style }
        if let value = element.bool("definesPresentationContext") { controller.definesPresentationContext = value }
        if let value = element.bool("providesPresentationContextTransitionStyle") { controller.providesPresentationContextTransitionStyle = value }
        if let value = element.bool("modalInPresentation") { controller.isModalInPresentation = value }
        if let value = element.bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = value }
        if let size = IBValues.size(element.child("size", key: "preferredContentSize")) { controller.preferredContentSize = size }
        if let item = element.child("navigationItem", key: "navigationItem") { load.decodeNavigationItem(controller.navigationItem, from: item) }
        if let item = element.child("tabBarItem", key: "tabBarItem") { controller.tabBarItem = load.makeTabBarItem(item) }
        let toolbarItems = element.children(of: "toolbarItems").filter { $0.name == "barButtonItem" }.map(load.makeBarButtonItem)
        if !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems }
        if let navigation = controller as? UINavigationController {
            if let bar = element.child("navigationBar", key: "navigationBar") { load.alias(navigation.navigationBar, for: bar) }
            if element.bool("navigationBarHidden") == true { navigation.setNavigationBarHidden(true, animated: false) }
            if let bar = element.child("toolbar", key: "toolbar") { load.alias(navigation.toolbar, for: bar) }
            if element.bool("toolbarHidden") == false { navigation.setToolbarHidden(false, animated: false) }
        }
        if let list = controller as? UITableViewController, let control = element.child("refreshControl", key: "refreshControl") {
            list.refreshControl = load.makeView(control) as? UIRefreshControl
        }
        if let tabs = controller as? UITabBarController, let bar = element.child("tabBar", key: "tabBar") {
            load.alias(tabs.tabBar, for: bar)
        }
        if let missing = IBElementKinds.controllersNotYetAvailable[element.name] {
            load.document.problem(at: element, "<\(element.name)> (\(missing)) is not available in OpenUIKit yet; a plain UIViewController stands in")
        }
        var relationships: [(kind: String, controller: UIViewController, element: IBElement)] = []
        for connection in element.children(of: "connections") where connection.name == "segue" {
            if connection["kind"] == "relationship" {
                guard let child = IBSegues.destination(of: IBSegueTemplate(connection), from: controller, load: load, creator: nil) else { continue }
                relationships.append((connection["relationship"] ?? "", child, connection))
            } else {
                origin.segueTemplates.append(IBSegueTemplate(connection))
            }
        }
        // Segues triggered by the scene's controls, bar items and cells are the controller's too:
        // `performSegue(withIdentifier:sender:)` finds them by identifier, as on iOS.
        element.forEachDescendant { descendant in
            guard descendant.name == "segue", let holder = descendant.parent?.parent, holder !== element, descendant["identifier"] != nil,
                  !["embed", "relationship"].contains(descendant["kind"] ?? "") else { return }
            origin.segueTemplates.append(IBSegueTemplate(descendant))
        }
        apply(relationships, to: controller, document: load.document)
        origin.sceneObjects = load.objects
    }

    /// Relationship segues: a navigation controller's root, a tab bar controller's tabs (in the
    /// document's order).
    private static func apply(_ relationships: [(kind: String, controller: UIViewController, element: IBElement)],
                              to container: UIViewController, document: IBDocument) {
        guard !relationships.isEmpty else { return }
        switch container {
        case let navigation as UINavigationController:
            let roots = relationships.filter { $0.kind == "rootViewController" }
            for other in relationships where other.kind != "rootViewController" {
                document.problem(at: other.element, "a navigation controller has no '\(other.kind)' relationship; it is left out")
            }
            if let root = roots.first { navigation.setViewControllers([root.controller], animated: false) }
        case let tabs as UITabBarController:
            let children = relationships.filter { $0.kind == "viewControllers" }
            for other in relationships where other.kind != "viewControllers" {
                document.problem(at: other.element, "a tab bar controller has no '\(other.kind)' relationship; it is left out")
            }
            tabs.setViewControllers(children.map(\.controller), animated: false)
        case let split as UISplitViewController:
            // Classic documents name the master and detail; column-style ones each column.
            let columns: [String: UISplitViewController.Column] = [
                "masterViewController": .primary, "detailViewController": .secondary, "primaryViewController": .primary,
                "supplementaryViewController": .supplementary, "secondaryViewController": .secondary, "compactViewController": .compact,
            ]
            for relationship in relationships {
                guard let column = columns[relationship.kind] else {
                    document.problem(at: relationship.element, "a split view controller has no '\(relationship.kind)' relationship; it is left out")
                    continue
                }
                if split.style == .unspecified {
                    split.place(relationship.controller, in: column)
                } else {
                    split.setViewController(relationship.controller, for: column)
                }
            }
        default:
            for relationship in relationships {
                document.problem(at: relationship.element, "a \(type(of: container)) has no '\(relationship.kind)' relationship; it is left out")
            }
        }
    }
}
