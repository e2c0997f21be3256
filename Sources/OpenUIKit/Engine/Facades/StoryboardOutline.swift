import Foundation

/// The Interface Builder loader, as the command line sees a storyboard: its scenes, segues,
/// references and canvas device in values, and the few things it does with them (make a
/// scene's controller, find and perform a segue). The document's elements stay inside.
@MainActor
package struct StoryboardOutline {
    /// A scene's controller.
    package struct Scene {
        package let id: String?
        /// `storyboardIdentifier`, else the title, the custom class, the navigation item's
        /// title or the element's name: what a picture of it may be named after.
        package let preferredName: String
        package let className: String
        package let title: String?
        package let line: Int
        let element: IBElement
    }

    /// A segue, or a relationship, that a scene's element holds.
    package struct Segue {
        package let sourceSceneID: String?
        package let destinationID: String
        /// `show`, `presentation`, `relationship`, `embed`, `unwind`, `custom`…
        package let kind: String
        package let identifier: String?
        package let relationship: String?
        package let unwindAction: String?
        package let line: Int
        let element: IBElement
    }

    /// Why a storyboard could not be read: its file, line and message (`Main.storyboard:12: …`).
    package struct Problem: Error, CustomStringConvertible {
        package let description: String

        init(_ problem: IBDocument.Problem) { description = problem.description }
    }

    /// A storyboard reference (`<viewControllerPlaceholder>`).
    package struct Reference {
        package let id: String?
        package let storyboardName: String?
        package let referencedIdentifier: String?
    }

    /// What showing a segue needs: the segue, its source scene, and the outermost scene whose
    /// relationships lead to the source (a navigation controller, tabs), else the source.
    package struct SegueStage {
        package let segue: Segue
        let source: IBElement
        let root: IBElement
    }

    let storyboard: UIStoryboard
    package let scenes: [Scene]
    package let references: [Reference]
    package let segues: [Segue]
    package let initialSceneID: String?
    /// The `id` of the canvas's `<device>` (`retina6_1`, `ipad11_0rounded`…), empty when none.
    package let deviceID: String
    private let document: IBDocument

    /// Reads `url`; an unreadable file or one that is not an iOS storyboard fails with its
    /// file, line and message.
    package init(contentsOf url: URL) throws(Problem) {
        do {
            storyboard = try UIStoryboard(contentsOf: url, bundle: Bundle(url: url.deletingLastPathComponent()))
        } catch {
            throw Problem(error)
        }
        guard let document = storyboard.document else {
            throw Problem(IBDocument.Problem(file: url.lastPathComponent, line: 0, message: "nothing to read"))
        }
        self.document = document
        let controllers = document.sceneControllers
        scenes = controllers.filter { $0.name != "viewControllerPlaceholder" }.map { element in
            let navigationTitle = element.child("navigationItem", key: "navigationItem")?["title"]
            return Scene(id: element.id,
                         preferredName: element["storyboardIdentifier"] ?? element["title"] ?? element["customClass"] ?? navigationTitle ?? element.name,
                         className: element["customClass"] ?? element.name, title: element["title"] ?? navigationTitle,
                         line: element.line, element: element)
        }
        references = controllers.filter { $0.name == "viewControllerPlaceholder" }.map {
            Reference(id: $0.id, storyboardName: $0["storyboardName"], referencedIdentifier: $0["referencedIdentifier"])
        }
        var segues: [Segue] = []
        for scene in scenes {
            scene.element.forEachDescendant { element in
                guard element.name == "segue", let destination = element["destination"] else { return }
                segues.append(Segue(sourceSceneID: scene.id, destinationID: destination, kind: element["kind"] ?? "segue",
                                    identifier: element["identifier"], relationship: element["relationship"],
                                    unwindAction: element["unwindAction"], line: element.line, element: element))
            }
        }
        self.segues = segues
        initialSceneID = document.root["initialViewController"]
        deviceID = document.root.child("device")?["id"] ?? ""
    }

    /// Makes the scene's controller, as `instantiateViewController(withIdentifier:)` would.
    package func instantiate(_ scene: Scene) -> UIViewController? {
        storyboard.instantiate(scene.element, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The segue with `identifier` (the first in the document's scenes) and where showing it
    /// starts; nil when no segue has that identifier.
    package func stage(forSegue identifier: String) -> SegueStage? {
        guard let segue = segues.first(where: { $0.identifier == identifier }),
              let source = document.sceneController(containing: segue.element) else { return nil }
        var root = source
        var seen: Set<String> = []
        while let id = root.id, seen.insert(id).inserted,
              let parent = document.sceneControllers.first(where: { candidate in
                  candidate.children(of: "connections").contains { $0["kind"] == "relationship" && $0["destination"] == id }
              }) {
            root = parent
        }
        return SegueStage(segue: segue, source: source, root: root)
    }

    /// Makes the controller the stage starts from (the outermost container).
    package func makeRoot(of stage: SegueStage) -> UIViewController? {
        storyboard.instantiate(stage.root, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// Performs the stage's segue from the controller made of its source scene, found under
    /// `root` (children and presented controllers); false when it is not there.
    @discardableResult
    package func perform(_ stage: SegueStage, under root: UIViewController?) -> Bool {
        guard let source = Self.controller(of: stage.source, in: root) else { return false }
        source.performSegue(IBSegueTemplate(stage.segue.element), sender: nil)
        return true
    }

    /// The reuse identifiers of the cell prototypes the storyboard gave a table or collection
    /// view, in the document's order (empty for any other view).
    package static func prototypeIdentifiers(of view: UIView) -> [String] {
        switch view {
        case let table as UITableView: table.prototypeIdentifiers
        case let collection as UICollectionView: collection.prototypeIdentifiers
        default: []
        }
    }

    private static func controller(of element: IBElement, in root: UIViewController?) -> UIViewController? {
        guard let root else { return nil }
        if root.interfaceBuilderOrigin?.element === element { return root }
        for child in root.children {
            if let found = controller(of: element, in: child) { return found }
        }
        return controller(of: element, in: root.presentedViewController)
    }
}
