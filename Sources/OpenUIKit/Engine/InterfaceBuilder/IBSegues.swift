import Foundation

/// Performs a storyboard's segues: makes the destination (through a storyboard reference or a
/// segue action when there is one), the segue object of its kind, calls the source's
/// `prepare(for:sender:)` and then `perform()`.
@MainActor
enum IBSegues {
    /// Makes the controller a segue leads to: a scene of this storyboard, or of another one
    /// through a storyboard reference (`<viewControllerPlaceholder>`).
    static func destination(of template: IBSegueTemplate, from source: UIViewController, load: IBLoad?,
                                    creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let origin = source.interfaceBuilderOrigin, let document = origin.document ?? load?.document else { return nil }
        guard let id = template.destinationID, let element = document.elements[id] else {
            document.problem(at: template.element, "segue \(template.identifier ?? template.element.id ?? ""): its destination '\(template.destinationID ?? "")' is not in the storyboard; it is not performed")
            return nil
        }
        guard let storyboard = origin.storyboard ?? load?.storyboard else {
            document.problem(at: template.element, "segue \(template.identifier ?? ""): the storyboard is gone; it is not performed")
            return nil
        }
        if element.name == "viewControllerPlaceholder" {
            return referencedController(element, from: storyboard, document: document, creator: creator)
        }
        return storyboard.instantiate(element, creator: creator)
    }

    /// A storyboard reference: the initial controller or the scene with `referencedIdentifier`
    /// of the storyboard `storyboardName` (this one when it names none).
    private static func referencedController(_ element: IBElement, from storyboard: UIStoryboard, document: IBDocument,
                                             creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        let target = element["storyboardName"].map { UIStoryboard(name: $0, bundle: storyboard.bundle) } ?? storyboard
        guard let targetDocument = target.document else {
            document.problem(at: element, "storyboard reference: the storyboard '\(element["storyboardName"] ?? "")' cannot be loaded")
            return nil
        }
        let made: UIViewController?
        if let identifier = element["referencedIdentifier"] {
            guard let scene = targetDocument.controller(withStoryboardIdentifier: identifier) else {
                document.problem(at: element, "storyboard reference: '\(target.name)' has no scene with identifier '\(identifier)'")
                return nil
            }
            made = target.instantiate(scene, creator: creator)
        } else {
            made = target.instantiateInitialViewController(creator: creator)
            if made == nil { document.problem(at: element, "storyboard reference: '\(target.name)' has no initial view controller") }
        }
        // A tab bar item given on the reference (a tab leading to another storyboard) is the tab's.
        if let made, let item = element.child("tabBarItem", key: "tabBarItem") {
            made.tabBarItem = IBLoad(document: document, storyboard: storyboard, owner: nil).makeTabBarItem(item)
        }
        return made
    }

    /// Makes and performs a segue the source starts (not an unwind or relationship segue).
    static func perform(_ template: IBSegueTemplate, from source: UIViewController, sender: Any?) {
        guard let document = source.interfaceBuilderOrigin?.document else { return }
        var creator: ((NSCoder) -> UIViewController?)?
        if let selector = template.element["destinationCreationSelector"] {
            if let call = InterfaceBuilderConnections.of(source).segueActions[selector] {
                creator = { [weak source] coder in
                    guard let source else { return nil }
                    return call(source, coder, sender, template.identifier) ?? nil
                }
            } else {
                document.problem(at: template.element, "segue action \(selector): \(String(reflecting: type(of: source))) has no such @IBSegueAction; init(coder:) is used")
            }
        }
        guard let destination = destination(of: template, from: source, load: nil, creator: creator) else { return }
        guard let segue = makeSegue(template, source: source, destination: destination, sender: sender, document: document) else { return }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The segue object for a template's kind, with the destination's presentation set up as
    /// the document says (before `prepare(for:sender:)`, which may change it).
    static func makeSegue(_ template: IBSegueTemplate, source: UIViewController, destination: UIViewController,
                                  sender: Any?, document: IBDocument) -> UIStoryboardSegue? {
        let identifier = template.identifier
        switch template.kind {
        case "show", "push":
            return ShowSegue(identifier: identifier, source: source, destination: destination)
        case "showDetail", "replace":
            return ShowDetailSegue(identifier: identifier, source: source, destination: destination)
        case "presentation", "modal":
            if let style = IBValues.modalPresentationStyle(template.element["modalPresentationStyle"]) { destination.modalPresentationStyle = style }
            if let style = IBValues.modalTransitionStyle(template.element["modalTransitionStyle"]) { destination.modalTransitionStyle = style }
            let segue = PresentationSegue(identifier: identifier, source: source, destination: destination)
            segue.animates = template.animates
            return segue
        case "popoverPresentation", "popover":
            destination.modalPresentationStyle = .popover
            configurePopover(template, destination: destination, source: source, sender: sender, document: document)
            let segue = PresentationSegue(identifier: identifier, source: source, destination: destination)
            segue.animates = template.animates
            return segue
        case "embed":
            return EmbedSegue(identifier: identifier, source: source, destination: destination)
        case "custom":
            return customSegue(template, source: source, destination: destination, document: document)
        default:
            document.problem(at: template.element, "unknown segue kind '\(template.kind)'; it is not performed")
            return nil
        }
    }

    private static func customSegue(_ template: IBSegueTemplate, source: UIViewController, destination: UIViewController,
                                    document: IBDocument) -> UIStoryboardSegue? {
        let type = document.resolveClass(of: template.element, base: UIStoryboardSegue.self) as? UIStoryboardSegue.Type ?? UIStoryboardSegue.self
        if template.element["customClass"] == nil {
            document.problem(at: template.element, "custom segue \(template.identifier ?? "") names no class; it performs nothing")
        }
        return type.init(identifier: template.identifier, source: source, destination: destination)
    }

    /// Anchor (the document's anchor view, else the sender when it is a view) and arrow directions.
    private static func configurePopover(_ template: IBSegueTemplate, destination: UIViewController, source: UIViewController,
                                         sender: Any?, document: IBDocument) {
        guard let popover = destination.popoverPresentationController else { return }
        let objects = source.interfaceBuilderOrigin?.viewObjects ?? [:]
        if let anchorID = template.element["popoverAnchorView"] {
            if let anchor = objects[anchorID] as? UIView {
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            } else {
                document.problem(at: template.element, "popover anchor '\(anchorID)' is not a loaded view of the source")
            }
        } else if let view = sender as? UIView {
            popover.sourceView = view
            popover.sourceRect = view.bounds
        } else if let anchorID = template.element["popoverAnchorBarButtonItem"] {
            let anchor = source.interfaceBuilderOrigin?.sceneObjects[anchorID] ?? objects[anchorID]
            if let item = anchor as? UIBarButtonItem ?? sender as? UIBarButtonItem {
                popover.barButtonItem = item
            } else {
                document.problem(at: template.element, "popover anchor bar button item '\(anchorID)' is not a loaded object of the source; the popover points at the source's view")
                popover.sourceView = source.view
            }
        } else if let item = sender as? UIBarButtonItem {
            popover.barButtonItem = item
        } else {
            popover.sourceView = source.view
        }
        if let arrows = template.element.child("popoverArrowDirection", key: "popoverArrowDirection") {
            var directions: UIPopoverArrowDirection = []
            if arrows.bool("up") == true { directions.insert(.up) }
            if arrows.bool("down") == true { directions.insert(.down) }
            if arrows.bool("left") == true { directions.insert(.left) }
            if arrows.bool("right") == true { directions.insert(.right) }
            if !directions.isEmpty { popover.permittedArrowDirections = directions }
        }
        // Behaviour source [R] — Others: runtime, observation, Interface Builder
        //   Rule: Popover segue passthrough views: an outlet collection `passthroughViews`, read
        //     under the segue or its `<connections>`
        //   Value: both places
        //   Source: Xcode's exact form is not documented.
        //   Also: docs/interface-builder.md
        // Passthrough views: an outlet collection of the segue (read under the segue or its
        // <connections> [R: Xcode's exact form is not documented]), added to what the anchor adds.
        let collections = (template.element.children + template.element.children(of: "connections"))
            .filter { $0.name == "outletCollection" && $0["property"] == "passthroughViews" }
        for entry in collections {
            guard let view = objects[entry["destination"] ?? ""] as? UIView else {
                document.problem(at: entry, "passthrough view '\(entry["destination"] ?? "")' is not a loaded view of the source; it is left out")
                continue
            }
            popover.passthroughViews = (popover.passthroughViews ?? []) + [view]
        }
    }
}

extension IBSegues {
    /// `performSegue(withIdentifier:sender:)`: the template with that identifier, performed
    /// without asking `shouldPerformSegue`.
    static func perform(identifier: String, from source: UIViewController, sender: Any?) {
        guard let template = source.interfaceBuilderOrigin?.segueTemplates.first(where: { $0.identifier == identifier }) else {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "Receiver (\(source)) has no segue with identifier '\(identifier)'", level: .error)
            return
        }
        source.performSegue(template, sender: sender)
    }
}
