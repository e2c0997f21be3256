import Foundation

/// Where a controller's description lives: its storyboard scene (and the segues it starts), or
/// its nib.
@MainActor
final class InterfaceBuilderOrigin {
    /// The storyboard (held strongly, as iOS's controllers hold theirs).
    var storyboard: UIStoryboard?
    var document: IBDocument?
    /// The controller's element in a storyboard.
    var element: IBElement?
    /// The segues that start from the controller itself (performed with `performSegue`).
    var segueTemplates: [IBSegueTemplate] = []
    /// Objects of the scene made with the controller (its navigation and tab bar items, bar
    /// button items), by id, for the connections made when its view loads.
    var sceneObjects: [String: AnyObject] = [:]
    /// The objects of the scene's view once it is loaded, by id (popover anchors).
    var viewObjects: [String: AnyObject] = [:]
    /// Whether the scene's objects and connections were made (with the view, or at once for a
    /// scene without a view).
    var sceneLoaded = false
    var nibName: String?
    var nibBundle: Bundle?

    init(storyboard: UIStoryboard?, document: IBDocument, element: IBElement) {
        self.storyboard = storyboard
        self.document = document
        self.element = element
    }

    init(nibName: String?, nibBundle: Bundle?) {
        self.nibName = nibName
        self.nibBundle = nibBundle
    }
}

/// A segue a storyboard describes, from a controller or from a control, gesture recognizer or
/// bar button item that triggers it.
struct IBSegueTemplate {
    let element: IBElement

    init(_ element: IBElement) { self.element = element }

    var identifier: String? { element["identifier"] }
    var kind: String { element["kind"] ?? "" }
    var destinationID: String? { element["destination"] }
    var animates: Bool { element.bool("animates") ?? true }
}
