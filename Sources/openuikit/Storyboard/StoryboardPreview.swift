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

    /// A scene and the name its picture gets.
    struct Scene {
        var scene: StoryboardOutline.Scene
        var name: String
        /// What the map shows: the class and the title.
        var label: String
    }

    let url: URL
    let outline: StoryboardOutline
    let scenes: [Scene]

    /// Reads the file; an unreadable file or one that is not an iOS storyboard fails with its line.
    init(url: URL) throws(Failure) {
        self.url = url
        do {
            outline = try StoryboardOutline(contentsOf: url)
        } catch {
            throw Failure(description: error.description)
        }
        var used: Set<String> = []
        scenes = outline.scenes.map { scene in
            var name = Self.fileName(scene.preferredName)
            if !used.insert(name).inserted { name += "-" + Self.fileName(scene.id ?? "\(scene.line)") }
            used.insert(name)
            return Scene(scene: scene, name: name, label: scene.title.map { "\(scene.className)\\n\($0)" } ?? scene.className)
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
        let id = outline.deviceID
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
        let ids = Dictionary(scenes.map { ($0.scene.id ?? "", $0.name) }, uniquingKeysWith: { first, _ in first })
        for scene in scenes {
            lines.append("    \"\(scene.name)\" [label=\"\(scene.label)\"];")
        }
        for reference in outline.references {
            let target = [reference.storyboardName, reference.referencedIdentifier].compactMap { $0 }.joined(separator: " / ")
            lines.append("    \"\(reference.id ?? "")\" [label=\"→ \(target.isEmpty ? "reference" : target)\", shape=note];")
        }
        if let initial = outline.initialSceneID, let name = ids[initial] {
            lines.append("    \"initial\" [shape=point];")
            lines.append("    \"initial\" -> \"\(name)\";")
        }
        for segue in outline.segues {
            guard let sourceName = ids[segue.sourceSceneID ?? ""] else { continue }
            let target: String
            if segue.kind == "unwind" {
                target = "\(sourceName)-exit"
                lines.append("    \"\(target)\" [label=\"Exit\", shape=circle, fontsize=9];")
            } else {
                target = ids[segue.destinationID] ?? segue.destinationID
            }
            let label = [segue.kind == "relationship" ? segue.relationship : segue.kind, segue.identifier, segue.unwindAction]
                .compactMap { $0 }.joined(separator: "\\n")
            let style = segue.kind == "relationship" ? ", style=dashed" : segue.kind == "embed" ? ", style=dotted" : ""
            lines.append("    \"\(sourceName)\" -> \"\(target)\" [label=\"\(label)\"\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: A segue

    /// The segue with `identifier`, the scene it starts from, and a root showing that scene:
    /// the containers whose relationships lead to it (a navigation controller, tabs), else the
    /// scene itself.
    func segue(_ identifier: String) throws(Failure) -> StoryboardOutline.SegueStage {
        guard let stage = outline.stage(forSegue: identifier) else {
            let known = Set(outline.segues.compactMap(\.identifier)).sorted()
            throw Failure(description: "\(url.lastPathComponent): no segue with identifier '\(identifier)' (identifiers: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        let kind = stage.segue.kind
        guard !["relationship", "embed", "unwind"].contains(kind) else {
            throw Failure(description: "\(url.lastPathComponent):\(stage.segue.line): segue '\(identifier)' is a\(kind == "unwind" ? "n" : "") \(kind) segue, which is not a transition from a scene on its own")
        }
        return stage
    }
}
#endif
