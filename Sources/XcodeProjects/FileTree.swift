import Foundation

/// Where a project's file references are on disk: each reference's path resolved through its
/// groups (`<group>`), the project folder (`SOURCE_ROOT`) or an absolute path; products
/// (`BUILT_PRODUCTS_DIR`) and SDK frameworks are named, not located.
struct FileTree {
    /// What a build file stands for: its files, and the bundle paths of those that are resources.
    struct Entry {
        var urls: [URL]
        var resources: [XcodeResource]
    }

    let graph: PBXObjectGraph
    let sourceRoot: URL
    /// Each group member's group.
    private var parents: [String: String] = [:]
    private let mainGroup: String

    init(graph: PBXObjectGraph, mainGroup: String, sourceRoot: URL) throws {
        self.graph = graph
        self.mainGroup = mainGroup
        self.sourceRoot = sourceRoot
        // Walk the groups from the main group; a group reached twice is a cycle or a shared child.
        var pending = [mainGroup]
        var visited: Set<String> = [mainGroup]
        while let id = pending.popLast() {
            let group = try graph.object(id)
            for child in try group.strings("children") {
                // A child reached twice (a cycle, or a file in two groups) keeps its first group.
                guard visited.insert(child).inserted else { continue }
                parents[child] = id
                pending.append(child)
            }
        }
    }

    /// The absolute location of a file reference or group.
    func path(of id: String) throws -> URL {
        var depth = 0
        return try path(of: id, depth: &depth)
    }

    private func path(of id: String, depth: inout Int) throws -> URL {
        depth += 1
        let object = try graph.object(id)
        guard depth < 256 else { throw object.error("its groups nest more than 256 deep") }
        let path = try object.string("path") ?? ""
        switch try object.string("sourceTree") ?? "<group>" {
        case "<absolute>":
            return URL(fileURLWithPath: path)
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            return path.isEmpty ? sourceRoot : sourceRoot.appendingPathComponent(path).standardizedFileURL
        case "<group>":
            let base: URL
            if id == mainGroup {
                base = sourceRoot
            } else if let parent = parents[id] {
                base = try self.path(of: parent, depth: &depth)
            } else {
                // Referenced by a phase but in no group: Xcode puts it beside the project.
                base = sourceRoot
            }
            if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
            return path.isEmpty ? base : base.appendingPathComponent(path).standardizedFileURL
        case let tree:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not in the project's folders.
            return URL(fileURLWithPath: "/$(\(tree))").appendingPathComponent(path)
        }
    }

    /// Whether a reference is another Xcode project (a workspace sibling or a sub-project).
    func isProject(_ id: String) throws -> Bool {
        let object = try graph.object(id)
        let path = try object.string("path") ?? ""
        return object.isa == "PBXFileReference" && path.hasSuffix(".xcodeproj")
    }

    /// The product a link phase names: a framework or library file name.
    func productName(of id: String, in buildFile: PBXObject) throws -> String {
        let object = try graph.object(id)
        return try object.string("path").map { ($0 as NSString).lastPathComponent } ?? object.string("name") ?? id
    }

    /// The files a build file's reference stands for.
    func entry(_ id: String, in buildFile: PBXObject) throws -> Entry {
        let object = try graph.object(id)
        switch object.isa {
        case "PBXFileReference", "PBXReferenceProxy", "XCVersionGroup", "PBXGroup", "PBXFileSystemSynchronizedRootGroup":
            // One file or folder (a data model, a folder reference): one resource of its name.
            let url = try path(of: id)
            return Entry(urls: [url], resources: [XcodeResource(url: url, bundlePath: url.lastPathComponent)])
        case "PBXVariantGroup":
            // A localised resource: each variant goes into its `.lproj` folder.
            var urls: [URL] = []
            var resources: [XcodeResource] = []
            for child in try object.strings("children") {
                let url = try path(of: child)
                urls.append(url)
                let folder = url.deletingLastPathComponent().lastPathComponent
                let bundlePath = folder.hasSuffix(".lproj") ? "\(folder)/\(url.lastPathComponent)" : url.lastPathComponent
                resources.append(XcodeResource(url: url, bundlePath: bundlePath))
            }
            return Entry(urls: urls, resources: resources)
        default:
            throw buildFile.error("its fileRef \(id) is a \(object.isa), not a file")
        }
    }

    // MARK: Folder-synchronized groups (Xcode 16)

    /// The paths (relative to the folder) that are not members of `target`: the membership
    /// exceptions of the group's exception sets for that target.
    func synchronizedExceptions(of group: PBXObject, target: String) throws -> Set<String> {
        var result: Set<String> = []
        for exception in try group.objects("exceptions") where exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
            guard try exception.string("target") == target else { continue }
            result.formUnion(try exception.strings("membershipExceptions"))
        }
        return result
    }

    /// Folders that are one resource, never looked into.
    static let bundleLikeExtensions: Set<String> = ["xcassets", "bundle", "xcdatamodeld", "xcmappingmodel", "scnassets", "rcproject", "xcstrings", "docc", "storyboardc"]

    /// A synchronized folder's members: Swift sources and everything else as resources
    /// (localised files into their `.lproj` folder), in path order.
    func synchronizedMembers(folder: URL, excluding exceptions: Set<String>) -> (sources: [URL], resources: [XcodeResource]) {
        var sources: [URL] = []
        var resources: [XcodeResource] = []
        var pending: [(URL, String)] = [(folder, "")]
        var visitedFolders: Set<String> = []
        while let (directory, relative) = pending.popLast() {
            // Symbolic links can loop; each real folder is read once.
            guard visitedFolders.insert(directory.resolvingSymlinksInPath().path).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                guard !exceptions.contains(path) else { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                let ext = url.pathExtension
                if isDirectory.boolValue && !Self.bundleLikeExtensions.contains(ext) {
                    if ext == "lproj" {
                        // Localised files keep their folder.
                        for file in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where !file.hasPrefix(".") {
                            guard !exceptions.contains("\(path)/\(file)") else { continue }
                            resources.append(XcodeResource(url: url.appendingPathComponent(file), bundlePath: "\(name)/\(file)"))
                        }
                    } else {
                        pending.append((url, path))
                    }
                    continue
                }
                switch ext {
                case "swift": sources.append(url)
                case "h", "m", "mm", "c", "cpp", "metal", "modulemap", "entitlements", "xcconfig": continue
                case "plist" where name == "Info.plist": continue
                default: resources.append(XcodeResource(url: url, bundlePath: name))
                }
            }
        }
        return (sources.sorted { $0.path < $1.path }, resources.sorted { $0.bundlePath < $1.bundlePath })
    }
}
