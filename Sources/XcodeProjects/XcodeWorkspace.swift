import Foundation

/// An Xcode workspace (`.xcworkspace`): the projects its `contents.xcworkspacedata` lists (in
/// groups too), read in that order, and the workspace's own shared schemes.
package struct XcodeWorkspace {
    var url: URL
    package var projects: [XcodeProject]
    package var schemes: [XcodeScheme]
    /// Projects the workspace lists that are not on disk (CocoaPods' `Pods/Pods.xcodeproj`
    /// before `pod install`): Xcode shows them missing and opens the rest, and so does this.
    package var missingProjects: [URL]

    /// The project files the workspace lists, in order (not read).
    static func projectLocations(in url: URL) throws -> [URL] {
        let file = url.appendingPathComponent("contents.xcworkspacedata")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw XcodeProjectError(file: file.path, "no contents.xcworkspacedata (is \(url.lastPathComponent) a workspace?)")
        }
        let tree: XMLTree
        do {
            tree = try XMLTree(data: FileManager.default.contents(atPath: file.path) ?? Data())
        } catch {
            throw XcodeProjectError(file: file.path, (error as? XMLTree.ReadError)?.reason ?? "\(error)")
        }
        guard tree.root.name == "Workspace" else {
            throw XcodeProjectError(file: file.path, "the root element is not <Workspace>")
        }
        let workspaceFolder = url.deletingLastPathComponent()
        var result: [URL] = []
        func visit(_ element: XMLTree.Element, folder: URL, depth: Int) throws {
            guard depth < 64 else { throw XcodeProjectError(file: file.path, "groups nest more than 64 deep") }
            for child in element.children {
                let resolved = resolve(child["location"] ?? "", group: folder, workspaceFolder: workspaceFolder)
                switch child.name {
                case "FileRef":
                    if let resolved, resolved.pathExtension == "xcodeproj", !result.contains(resolved) { result.append(resolved) }
                case "Group":
                    try visit(child, folder: resolved ?? folder, depth: depth + 1)
                default:
                    continue
                }
            }
        }
        try visit(tree.root, folder: workspaceFolder, depth: 0)
        return result
    }

    /// `group:` (relative to the enclosing group), `container:` (to the workspace's folder),
    /// `absolute:`; `self:` is the workspace inside a project and lists nothing of its own.
    private static func resolve(_ location: String, group: URL, workspaceFolder: URL) -> URL? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return path.isEmpty ? group : group.appendingPathComponent(path).standardizedFileURL
        case "container": return path.isEmpty ? workspaceFolder : workspaceFolder.appendingPathComponent(path).standardizedFileURL
        case "absolute": return URL(fileURLWithPath: path)
        default: return nil
        }
    }

    /// Reads the workspace and every project it lists.
    package init(url: URL, configuration: String = "Debug") throws {
        self.url = url
        let locations = try Self.projectLocations(in: url)
        let present = locations.filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("project.pbxproj").path) }
        missingProjects = locations.filter { !present.contains($0) }
        projects = try present.map { try XcodeProject(url: $0, configuration: configuration) }
        schemes = XcodeScheme.schemes(in: url)
    }
}
