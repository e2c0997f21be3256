import Foundation

/// One instantiation from a document: a storyboard scene's view, a storyboard controller, or a
/// nib. It makes the objects, remembers them by id, and when everything exists installs the
/// constraints, makes the connections (outlets, actions, segues) and sends `awakeFromNib`.
@MainActor
final class IBLoad {
    let document: IBDocument
    let storyboard: UIStoryboard?
    /// File's Owner of a nib, or the controller whose scene view is loading.
    let owner: AnyObject?
    /// The storyboard scene's controller: the source of the segues its controls trigger.
    var sceneController: UIViewController? { owner as? UIViewController }
    /// The objects made, by id (placeholders included: File's Owner is the owner).
    private(set) var objects: [String: AnyObject] = [:]
    /// Objects to send `awakeFromNib` to, in the order they were made.
    private var awakening: [AnyObject] = []
    /// Views whose `<constraints>` wait until every item exists.
    private var constraintOwners: [(view: UIView, element: IBElement)] = []
    /// Elements whose `<connections>` wait until every object exists.
    private var connectionSources: [(object: AnyObject, element: IBElement)] = []
    /// Objects with `userDefinedRuntimeAttributes`, set before the connections.
    private var runtimeAttributeTargets: [(object: AnyObject, element: IBElement)] = []
    /// The connections of each class met in this load, made once per class.
    private var connectionsByClass: [ObjectIdentifier: InterfaceBuilderConnections] = [:]
    /// Placeholder ids that stand for the first responder (actions sent along the responder chain).
    private var firstResponderIDs: Set<String> = []

    init(document: IBDocument, storyboard: UIStoryboard?, owner: AnyObject?) {
        self.document = document
        self.storyboard = storyboard
        self.owner = owner
    }

    // MARK: Making objects

    /// Makes the object an element describes; nil for placeholders and elements that describe
    /// no object (those are reported when unknown).
    func make(_ element: IBElement) -> AnyObject? {
        switch element.name {
        case "placeholder":
            registerPlaceholder(element)
            return nil
        case "exit":
            return nil
        case "customObject":
            return makeCustomObject(element)
        case _ where IBElementKinds.gestureRecognizers[element.name] != nil:
            return makeGestureRecognizer(element)
        case _ where IBElementKinds.controllers[element.name] != nil:
            return makeController(element)
        case "barButtonItem":
            return makeBarButtonItem(element)
        case "navigationItem":
            let item = UINavigationItem()
            decodeNavigationItem(item, from: element)
            return item
        case "tabBarItem":
            return makeTabBarItem(element)
        default:
            return makeView(element)
        }
    }

    /// Makes a view (through `init(coder:)`, which decodes the element and its subviews), or a
    /// plain `UIView` for an element OpenUIKit has no class for (reported).
    func makeView(_ element: IBElement) -> UIView? {
        let base: UIView.Type
        if let known = IBElementKinds.views[element.name] {
            base = known
        } else if let missing = IBElementKinds.notYetAvailable[element.name] {
            document.problem(at: element, "<\(element.name)> (\(missing)) is not available in OpenUIKit yet; a plain UIView stands in")
            base = UIView.self
        } else {
            document.problem(at: element, "unknown element <\(element.name)>; a plain UIView stands in")
            base = UIView.self
        }
        let type = document.resolveClass(of: element, base: base) as? UIView.Type ?? base
        guard let view = type.init(coder: InterfaceBuilderCoder(element: element, load: self)) else {
            document.problem(at: element, "\(type).init(coder:) returned nil; the view is left out")
            return nil
        }
        return view
    }

    /// Makes a controller with `init(coder:)` (or the `creator` given to the storyboard).
    func makeController(_ element: IBElement, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        let base = IBElementKinds.controllers[element.name] ?? UIViewController.self
        let coder = InterfaceBuilderCoder(element: element, load: self)
        // A creator that returns nil leaves the work to `init(coder:)`, as UIKit documents.
        if let creator, let made = creator(coder) {
            guard isClass(type(of: made), kindOf: base) else {
                document.problem(at: element, "the creator made a \(type(of: made)), not a \(base); it is used anyway")
                return made
            }
            return made
        }
        let type = document.resolveClass(of: element, base: base) as? UIViewController.Type ?? base
        guard let controller = type.init(coder: coder) else {
            document.problem(at: element, "\(type).init(coder:) returned nil; no controller is made")
            return nil
        }
        return controller
    }

    private func makeCustomObject(_ element: IBElement) -> AnyObject? {
        let type: AnyClass = document.resolveClass(of: element, base: NSObject.self)
        if let make = InterfaceBuilderConnections.of(type).makeInstance {
            let object = make()
            if Swift.type(of: object) != type {
                document.problem(at: element, "\(type) has no makeInstance of its own; its superclass's made a \(Swift.type(of: object)), which is used")
            }
            register(object, for: element)
            return object
        }
        if type == NSObject.self {
            let object = NSObject()
            register(object, for: element)
            return object
        }
        document.problem(at: element, "\(type) cannot be made without the Objective-C runtime: it has no InterfaceBuilderConnections.makeInstance (the source bridge writes one for NSObject subclasses with init()); the object is left out")
        return nil
    }

    private func makeGestureRecognizer(_ element: IBElement) -> UIGestureRecognizer {
        let kind = IBElementKinds.gestureRecognizers[element.name]!
        let base = kind.type
        let type: AnyClass = document.resolveClass(of: element, base: base)
        let made = InterfaceBuilderConnections.of(type).makeInstance?() as? UIGestureRecognizer
        if made == nil, type != base {
            document.problem(at: element, "\(type) cannot be made without InterfaceBuilderConnections.makeInstance; \(base) is used")
        }
        let recognizer = made ?? kind.make()
        IBControlDecoding.decodeGestureRecognizer(recognizer, from: element)
        register(recognizer, for: element)
        return recognizer
    }

    func makeBarButtonItem(_ element: IBElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = element["systemItem"], let systemItem = IBControlDecoding.barButtonSystemItem(system) {
            item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil as Selector?)
        } else {
            item = UIBarButtonItem()
            item.title = element["title"]
            if let image = element["image"] { item.image = document.image(named: image, at: element) }
        }
        if element["style"] == "done" { item.style = .done }
        if element.bool("enabled") == false { item.isEnabled = false }
        if let tag = element.integer("tag") { item.tag = tag }
        if let width = element.number("width") { item.width = width }
        if let custom = element.children.first(where: { $0.key == "customView" }), let view = make(custom) as? UIView {
            item.customView = view
        }
        register(item, for: element)
        return item
    }

    func makeTabBarItem(_ element: IBElement) -> UITabBarItem {
        let image = element["image"].flatMap { document.image(named: $0, at: element) }
        let item = UITabBarItem(title: element["title"], image: image, tag: element.integer("tag") ?? 0)
        if let selected = element["selectedImage"] { item.selectedImage = document.image(named: selected, at: element) }
        if let badge = element["badgeValue"] { item.badgeValue = badge }
        register(item, for: element)
        return item
    }

    /// Title, back button title, hidden back button and bar button items of a navigation item.
    func decodeNavigationItem(_ item: UINavigationItem, from element: IBElement) {
        if let title = element["title"] { item.title = title }
        if element.bool("hidesBackButton") == true { item.hidesBackButton = true }
        if element.bool("leftItemsSupplementBackButton") == true { item.leftItemsSupplementBackButton = true }
        for attribute in ["prompt", "largeTitleDisplayMode"] where element[attribute] != nil {
            document.problem(at: element, "navigationItem \(attribute) is not available in OpenUIKit yet; it is ignored")
        }
        for child in element.children {
            switch child.key ?? child.name {
            case "leftBarButtonItem": item.leftBarButtonItem = makeBarButtonItem(child)
            case "rightBarButtonItem": item.rightBarButtonItem = makeBarButtonItem(child)
            case "backBarButtonItem": item.backButtonTitle = makeBarButtonItem(child).title
            case "leftBarButtonItems": item.leftBarButtonItems = child.children.map(makeBarButtonItem)
            case "rightBarButtonItems": item.rightBarButtonItems = child.children.map(makeBarButtonItem)
            case "connections": break
            case let key: document.problem(at: child, "navigationItem \(key) is not available in OpenUIKit yet; it is ignored")
            }
        }
        register(item, for: element)
    }

    /// Remembers `object` under the element's id, for `awakeFromNib` and its connections.
    func register(_ object: AnyObject, for element: IBElement) {
        if let id = element.id { objects[id] = object }
        awakening.append(object)
        if element.child("connections") != nil { connectionSources.append((object, element)) }
        if let view = object as? UIView, element.child("constraints") != nil { constraintOwners.append((view, element)) }
        if element.child("userDefinedRuntimeAttributes") != nil { runtimeAttributeTargets.append((object, element)) }
    }

    /// Registers an object that exists already (a controller's navigation bar, a layout guide).
    func alias(_ object: AnyObject, for element: IBElement) {
        if let id = element.id { objects[id] = object }
        if element.child("connections") != nil { connectionSources.append((object, element)) }
    }

    private func registerPlaceholder(_ element: IBElement) {
        guard let id = element.id else { return }
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner": if let owner { objects[id] = owner }
        case "IBFirstResponder": firstResponderIDs.insert(id)
        default: break
        }
        if element.child("connections") != nil, let owner, element["placeholderIdentifier"] == "IBFilesOwner" {
            connectionSources.append((owner, element))
        }
    }

    // MARK: Finishing

    /// Installs the constraints, makes the connections and sends `awakeFromNib` (in the order
    /// the objects were made), as iOS does once a nib's objects all exist.
    func finish() {
        applyRuntimeAttributes()
        for (view, element) in constraintOwners { IBConstraintDecoding.install(element.children(of: "constraints"), on: view, load: self) }
        let wiring = IBConnectionWiring(load: self, firstResponderIDs: firstResponderIDs)
        for (object, element) in connectionSources { wiring.connect(object, element.children(of: "connections")) }
        for object in awakening where object !== owner {
            (object as? UIResponder)?.awakeFromNib()
            (object as? any InterfaceBuilderAwakening)?.awakeFromNib()
        }
    }

    /// Sets the runtime attributes of the objects made so far (once each).
    func applyRuntimeAttributes() {
        for (object, element) in runtimeAttributeTargets {
            IBRuntimeAttributes.apply(element, to: object, connections: connections(of: object), document: document)
        }
        runtimeAttributeTargets.removeAll()
    }

    /// The connections of `object`'s class (its table is made once per load).
    func connections(of object: AnyObject) -> InterfaceBuilderConnections {
        let key = ObjectIdentifier(type(of: object))
        if let known = connectionsByClass[key] { return known }
        let made = InterfaceBuilderConnections.of(object)
        connectionsByClass[key] = made
        return made
    }

    /// The object with `id` (made by this load).
    func object(_ id: String?) -> AnyObject? {
        id.flatMap { objects[$0] }
    }
}
