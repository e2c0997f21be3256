#if CommandLine
import Foundation
import OpenUIKit

/// A storyboard file read for `openuikit storyboard`: its scenes (named for files), the device
/// its canvas shows, a Graphviz map of scenes and segues, and what showing one segue needs.
@MainActor
struct StoryboardPreview {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A scene: its controller's element and the name its picture gets.
    struct Scene {
        var element: IBElement
        var name: String
        /// What the map shows: the class and the title.
        var label: String
    }

    let url: URL
    let storyboard: UIStoryboard
    let document: IBDocument
    let scenes: [Scene]

    /// Reads the file; an unreadable file or one that is not an iOS storyboard fails with its line.
    init(url: URL) throws(Failure) {
        self.url = url
        let folder = url.deletingLastPathComponent()
        do {
            storyboard = try UIStoryboard(contentsOf: url, bundle: Bundle(url: folder))
        } catch {
            throw Failure(description: "\(error.file):\(error.line): \(error.message)")
        }
        guard let document = storyboard.document else { throw Failure(description: "\(url.lastPathComponent): nothing to read") }
        self.document = document
        var used: Set<String> = []
        scenes = document.sceneControllers.filter { $0.name != "viewControllerPlaceholder" }.map { element in
            let base = element["storyboardIdentifier"] ?? element["title"] ?? element["customClass"]
                ?? element.child("navigationItem", key: "navigationItem")?["title"] ?? element.name
            var name = Self.fileName(base)
            if !used.insert(name).inserted { name += "-" + Self.fileName(element.id ?? "\(element.line)") }
            used.insert(name)
            let kind = element["customClass"] ?? element.name
            let title = element["title"] ?? element.child("navigationItem", key: "navigationItem")?["title"]
            return Scene(element: element, name: name, label: title.map { "\(kind)\\n\($0)" } ?? kind)
        }
    }

    /// `Photo Detail` → `photo-detail`.
    static func fileName(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isLetter || character.isNumber {
                if character.isUppercase, let last = result.last, last.isLowercase || last.isNumber { result.append("-") }
                result += character.lowercased()
            } else if result.last != "-", !result.isEmpty {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "scene" : result
    }

    /// The device of the document's canvas: iPads as the iPad preset, the 4.7-inch iPhones as
    /// the iPhone SE, every other iPhone as the default iPhone.
    var device: UIScreen.Preset {
        let id = document.root.child("device")?["id"] ?? ""
        if id.hasPrefix("ipad") { return .iPad }
        if id == "retina4_7" { return .iPhoneSE }
        return .iPhone
    }

    /// The storyboard's name (the file's, without its extension).
    var name: String { url.deletingPathExtension().lastPathComponent }

    // MARK: The map

    /// The scenes and segues as a Graphviz graph: relationships dashed, embeds dotted, unwinds
    /// to the scene's Exit, the initial controller marked with an arrow from nowhere.
    func map() -> String {
        var lines = ["digraph \"\(name)\" {", "    rankdir=LR;", "    node [shape=box, style=rounded, fontname=\"DejaVu Sans\"];",
                     "    edge [fontname=\"DejaVu Sans\", fontsize=10];"]
        let ids = Dictionary(scenes.map { ($0.element.id ?? "", $0.name) }, uniquingKeysWith: { first, _ in first })
        for scene in scenes {
            lines.append("    \"\(scene.name)\" [label=\"\(scene.label)\"];")
        }
        for placeholder in document.sceneControllers where placeholder.name == "viewControllerPlaceholder" {
            let target = [placeholder["storyboardName"], placeholder["referencedIdentifier"]].compactMap { $0 }.joined(separator: " / ")
            lines.append("    \"\(placeholder.id ?? "")\" [label=\"→ \(target.isEmpty ? "reference" : target)\", shape=note];")
        }
        if let initial = document.root["initialViewController"], let name = ids[initial] {
            lines.append("    \"initial\" [shape=point];")
            lines.append("    \"initial\" -> \"\(name)\";")
        }
        for scene in scenes {
            scene.element.forEachDescendant { element in
                guard element.name == "segue", let destination = element["destination"] else { return }
                let kind = element["kind"] ?? "segue"
                let target: String
                if kind == "unwind" {
                    target = "\(scene.name)-exit"
                    lines.append("    \"\(target)\" [label=\"Exit\", shape=circle, fontsize=9];")
                } else {
                    target = ids[destination] ?? destination
                }
                let label = [kind == "relationship" ? element["relationship"] : kind, element["identifier"], element["unwindAction"]]
                    .compactMap { $0 }.joined(separator: "\\n")
                let style = kind == "relationship" ? ", style=dashed" : kind == "embed" ? ", style=dotted" : ""
                lines.append("    \"\(scene.name)\" -> \"\(target)\" [label=\"\(label)\"\(style)];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: A segue

    /// The segue with `identifier`, the scene it starts from, and a root showing that scene:
    /// the containers whose relationships lead to it (a navigation controller, tabs), else the
    /// scene itself.
    func segue(_ identifier: String) throws(Failure) -> (segue: IBElement, source: IBElement, root: IBElement) {
        var found: IBElement?
        document.root.forEachDescendant { element in
            if found == nil, element.name == "segue", element["identifier"] == identifier { found = element }
        }
        guard let segue = found, let source = document.sceneController(containing: segue) else {
            let known = Set(scenes.flatMap { scene -> [String] in
                var names: [String] = []
                scene.element.forEachDescendant { if $0.name == "segue", let id = $0["identifier"] { names.append(id) } }
                return names
            }).sorted()
            throw Failure(description: "\(url.lastPathComponent): no segue with identifier '\(identifier)' (identifiers: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        guard !["relationship", "embed", "unwind"].contains(segue["kind"] ?? "") else {
            throw Failure(description: "\(url.lastPathComponent):\(segue.line): segue '\(identifier)' is a\(segue["kind"] == "unwind" ? "n" : "") \(segue["kind"]!) segue, which is not a transition from a scene on its own")
        }
        var root = source
        var seen: Set<String> = []
        while let id = root.id, seen.insert(id).inserted,
              let parent = document.sceneControllers.first(where: { candidate in
                  candidate.children(of: "connections").contains { $0["kind"] == "relationship" && $0["destination"] == id }
              }) {
            root = parent
        }
        return (segue, source, root)
    }
}
#endif
