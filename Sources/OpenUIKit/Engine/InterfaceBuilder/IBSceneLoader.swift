import Foundation

/// Loads what a storyboard scene has besides its controller — the view, gesture recognizers,
/// custom objects — connects it and performs the embed segues of its container views; or
/// loads a controller's view from its nib.
@MainActor
enum IBSceneLoader {
    /// Loads `controller`'s view from its scene or nib; false when it has neither (the caller
    /// makes an empty view).
    static func loadView(of controller: UIViewController) -> Bool {
        guard let origin = controller.interfaceBuilderOrigin ?? implicitMainBundleOrigin(for: controller) else { return false }
        if let element = origin.element, let document = origin.document, document.kind == .storyboard {
            guard element.child(key: "view") != nil else { return false }
            loadScene(of: controller, origin: origin, element: element, document: document)
            return controller.viewStorage != nil
        }
        return loadNibView(of: controller, origin: origin)
    }

    /// Makes the scene's objects once: with the view when the scene has one (called from
    /// `loadView`), else right after the controller is made.
    static func loadScene(of controller: UIViewController, origin: InterfaceBuilderOrigin, element: IBElement,
                                  document: IBDocument) {
        guard !origin.sceneLoaded else { return }
        if let storyboard = origin.storyboard {
            guard storyboard.scenesLoadingViews.insert(ObjectIdentifier(element)).inserted else {
                document.problem(at: element, "this scene embeds itself (directly or through its children); the inner copy gets an empty view")
                return
            }
        }
        defer { origin.storyboard?.scenesLoadingViews.remove(ObjectIdentifier(element)) }
        origin.sceneLoaded = true
        let load = IBLoad(document: document, storyboard: origin.storyboard, owner: controller)
        for (id, object) in origin.sceneObjects {
            if let objectElement = document.elements[id] { load.alias(object, for: objectElement) }
        }
        if let controllerID = element.id, load.object(controllerID) == nil { load.alias(controller, for: element) }
        if let scene = document.scene(containing: element) {
            for object in scene.children(of: "objects") where object !== element { _ = load.make(object) }
        }
        if let viewElement = element.child(key: "view") {
            if let view = load.make(viewElement) as? UIView { controller.view = view }
        }
        // The controller's top and bottom guides (older documents' constraints use them) exist
        // once it has its view.
        if controller.viewStorage != nil {
            for guide in element.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
                load.alias(guide["type"] == "bottom" ? controller.bottomLayoutGuide as AnyObject : controller.topLayoutGuide as AnyObject, for: guide)
            }
        }
        load.finish()
        origin.viewObjects = load.objects
        if let viewElement = element.child(key: "view") { performEmbeds(under: viewElement, in: load, controller: controller) }
    }

    /// Embed segues of the container views just loaded: the child is made, the parent's
    /// `prepare(for:sender:)` called (before its `viewDidLoad`, as on iOS), and the child added.
    private static func performEmbeds(under viewElement: IBElement, in load: IBLoad, controller: UIViewController) {
        var embeds: [(IBElement, UIView)] = []
        viewElement.forEachDescendant { element in
            guard element.name == "segue", element["kind"] == "embed",
                  let holder = element.parent?.parent, let container = load.object(holder.id) as? UIView else { return }
            embeds.append((element, container))
        }
        for (element, container) in embeds {
            let template = IBSegueTemplate(element)
            guard let child = IBSegues.destination(of: template, from: controller, load: load, creator: nil),
                  let segue = IBSegues.makeSegue(template, source: controller, destination: child, sender: nil, document: load.document) as? EmbedSegue
            else { continue }
            segue.containerView = container
            controller.prepare(for: segue, sender: nil)
            segue.perform()
        }
    }

    /// A controller made with `init(nibName:bundle:)`: its nib (File's Owner is the controller,
    /// the `view` outlet its view).
    private static func loadNibView(of controller: UIViewController, origin: InterfaceBuilderOrigin) -> Bool {
        let bundle = origin.nibBundle ?? .main
        let names = origin.nibName.map { [$0] } ?? implicitNibNames(for: controller)
        for name in names {
            guard let url = bundle.url(forResource: name, withExtension: "xib") else { continue }
            let nib = UINib(url: url, bundle: bundle)
            _ = nib.instantiate(withOwner: controller, options: nil)
            if controller.viewStorage == nil {
                OpenUIKitDiagnostics.report(.interfaceBuilder, "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.", level: .error)
            }
            return controller.viewStorage != nil
        }
        if let name = origin.nibName {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "Could not load NIB in bundle: '\(bundle.bundleURL.path)' with name '\(name)'", level: .error)
        }
        return false
    }

    /// `DetailViewController` → `DetailView`, then `DetailViewController`: the order Apple's
    /// documentation of `UIViewController.nibName` gives.
    private static func implicitNibNames(for controller: UIViewController) -> [String] {
        let name = String(describing: type(of: controller))
        guard name.hasSuffix("Controller"), name != "Controller" else { return [name] }
        return [String(name.dropLast("Controller".count)), name]
    }

    /// Controller classes whose nib the main bundle does not have (looked up once per class).
    private static var classesWithoutMainBundleNib: Set<ObjectIdentifier> = []

    /// A controller made with neither a nib name nor a bundle loads the main bundle's nib named
    /// after its class when there is one, as on iOS.
    private static func implicitMainBundleOrigin(for controller: UIViewController) -> InterfaceBuilderOrigin? {
        let key = ObjectIdentifier(type(of: controller))
        guard !classesWithoutMainBundleNib.contains(key) else { return nil }
        guard implicitNibNames(for: controller).contains(where: { Bundle.main.url(forResource: $0, withExtension: "xib") != nil }) else {
            classesWithoutMainBundleNib.insert(key)
            return nil
        }
        let origin = InterfaceBuilderOrigin(nibName: nil, nibBundle: .main)
        controller.interfaceBuilderOrigin = origin
        return origin
    }
}
