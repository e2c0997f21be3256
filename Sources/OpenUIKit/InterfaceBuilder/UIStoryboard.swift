import Foundation

/// A storyboard file: its scenes (view controllers) and the segues between them, read from the
/// `.storyboard` XML Xcode writes.
///
/// `UIStoryboard(name: "Main", bundle: .module)` reads `Main.storyboard` from the bundle's
/// resources (add the file to your target's resources). Controllers are made with
/// `init(coder:)`, their views when first needed, with outlets, actions and segues connected
/// through the classes' `InterfaceBuilderConnections` (written by the source bridge for
/// `@IBOutlet`, `@IBAction` and `@IBSegueAction` members).
///
/// - Note: OpenUIKit differs: storyboards are read from their XML source, not compiled
///   `.storyboardc` files. A storyboard that cannot be found or read is reported through the
///   logger (iOS raises an exception) and instantiates nothing: `instantiateInitialViewController()`
///   answers nil and `instantiateViewController(withIdentifier:)` a plain `UIViewController`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name (the file's, without `.storyboard`).
    let name: String
    let document: IBDocument?
    let bundle: Bundle?
    /// Scenes being made, and scenes loading their views, right now: a document whose
    /// relationships or embeds lead back to a scene would otherwise recurse without end.
    final var scenesBeingMade: Set<ObjectIdentifier> = []
    final var scenesLoadingViews: Set<ObjectIdentifier> = []

    /// Reads `<name>.storyboard` from `storyboardBundleOrNil` (the main bundle when nil).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        self.bundle = storyboardBundleOrNil
        document = Self.loadDocument(name: name, bundle: storyboardBundleOrNil)
        super.init()
    }

    /// A storyboard read from a file (OpenUIKit only: tools and the previewer use it).
    init(contentsOf url: URL, bundle: Bundle?) throws(IBDocument.Problem) {
        name = url.deletingPathExtension().lastPathComponent
        self.bundle = bundle
        switch IBDocument.load(url, bundle: bundle) {
        case .success(let document): self.document = document
        case .failure(let problem): throw problem
        }
        guard document?.kind == .storyboard else {
            throw IBDocument.Problem(file: url.lastPathComponent, line: 1, message: "this is a xib, not a storyboard")
        }
        super.init()
    }

    /// Whether `<name>.storyboard` is in `bundle` (the main bundle when nil), without reporting.
    static func exists(name: String, bundle: Bundle?) -> Bool {
        (bundle ?? .main).url(forResource: name, withExtension: "storyboard") != nil
    }

    /// The controller whose Storyboard ID is `identifier`, or nil, without reporting (state
    /// restoration looks scenes up this way).
    final func instantiateIfPresent(identifier: String) -> UIViewController? {
        guard let element = document?.controller(withStoryboardIdentifier: identifier) else { return nil }
        return instantiate(element, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    private static func loadDocument(name: String, bundle: Bundle?) -> IBDocument? {
        let searched = bundle ?? .main
        guard let url = searched.url(forResource: name, withExtension: "storyboard") else {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "Could not find a storyboard named '\(name)' in bundle \(searched.bundleURL.path) (add \(name).storyboard to the target's resources)", level: .error)
            return nil
        }
        switch IBDocument.load(url, bundle: searched) {
        case .success(let document) where document.kind == .storyboard:
            return document
        case .success:
            OpenUIKitDiagnostics.report(.interfaceBuilder, "\(url.lastPathComponent) is a xib, not a storyboard; load it with UINib", level: .error)
            return nil
        case .failure(let problem):
            OpenUIKitDiagnostics.report(.interfaceBuilder, "Storyboard \(problem) — nothing is loaded from it", level: .error)
            return nil
        }
    }

    /// Makes the storyboard's initial view controller (nil when it has none).
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// Makes the initial view controller with `creator`, which calls your initializer taking a
    /// coder (`{ coder in DetailController(coder: coder, item: item) }`), or `init(coder:)` when nil.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let document else { return nil }
        guard let id = document.root["initialViewController"] else { return nil }
        guard let element = document.elements[id] else {
            document.problem(at: document.root, "the initial view controller '\(id)' is not in the storyboard")
            return nil
        }
        return instantiate(element, creator: creator)
    }

    /// Makes the controller whose Storyboard ID is `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// Makes the controller whose Storyboard ID is `identifier` with `creator` (or `init(coder:)`,
    /// also when `creator` returns nil, as on iOS).
    ///
    /// Differs from iOS: where UIKit raises an exception (no scene has that ID, or the scene's
    /// controller cannot be made as a `ViewController`), OpenUIKit reports the problem and returns
    /// a stand-in of the requested type made from an empty scene, by `creator` or else by
    /// `init(coder:)`, so the test goes on and fails on the report instead of crashing.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let document, let element = document.controller(withStoryboardIdentifier: identifier) else {
            OpenUIKitDiagnostics.report(.interfaceBuilder, "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'", level: .error)
            return stand(in: ViewController.self, creator: creator)
        }
        guard let made = instantiate(element, creator: creator) else {
            return stand(in: ViewController.self, creator: creator)
        }
        return made
    }

    /// A controller standing in for one that could not be made, so nothing traps: the caller
    /// gets a controller of the type it asked for, made from an empty scene by the creator, or
    /// else by `init(coder:)`.
    private func stand<ViewController: UIViewController>(
        in type: ViewController.Type, creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController {
        if type == UIViewController.self, let plain = UIViewController(nibName: nil, bundle: nil) as? ViewController { return plain }
        let root = IBElement(name: "document", attributes: [:], line: 0)
        let empty = IBDocument(kind: .storyboard, root: root, fileName: "\(name).storyboard", bundle: bundle)
        let emptyScene = { InterfaceBuilderCoder(element: IBElement(name: "viewController", attributes: [:], line: 0),
                                                 load: IBLoad(document: empty, storyboard: self, owner: nil)) }
        if let made = creator?(emptyScene()) ?? type.init(coder: emptyScene()) { return made }
        return unmakeable(type)
    }

    /// The one case with no way on: `ViewController`'s `init(coder:)` and the creator both return
    /// nil, and Swift can make an instance of a class only through its initializers
    /// (UIKit raises an exception here too). Reported first, so the reason is in the log.
    private func unmakeable<ViewController: UIViewController>(_ type: ViewController.Type) -> ViewController {
        let reason = "Storyboard '\(name)': no \(type) can be made: its init(coder:) and the creator return nil for every scene"
        OpenUIKitDiagnostics.report(.interfaceBuilder, reason, level: .error)
        fatalError(reason)
    }

    /// Makes the controller an element describes, with `awakeFromNib` after `init(coder:)` as
    /// on iOS.
    final func instantiate<ViewController: UIViewController>(
        _ element: IBElement, creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let document else { return nil }
        guard scenesBeingMade.insert(ObjectIdentifier(element)).inserted else {
            document.problem(at: element, "this scene's relationships lead back to it (a cycle); it is not made again")
            return nil
        }
        defer { scenesBeingMade.remove(ObjectIdentifier(element)) }
        let load = IBLoad(document: document, storyboard: self, owner: nil)
        let made = load.makeController(element, creator: creator.map { creator in { coder in creator(coder) } })
        guard let made else { return nil }
        guard let typed = made as? ViewController else {
            document.problem(at: element, "the controller is a \(type(of: made)), not a \(ViewController.self)")
            return nil
        }
        load.applyRuntimeAttributes()
        // A scene without a view (a container's) makes its other objects and connections now.
        if element.child(key: "view") == nil, let origin = made.interfaceBuilderOrigin {
            IBSceneLoader.loadScene(of: made, origin: origin, element: element, document: document)
        }
        made.awakeFromNib()
        return typed
    }
}
