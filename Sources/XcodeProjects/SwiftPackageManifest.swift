import Foundation

/// A Swift package read as a project of targets, so that `openuikit test` runs a library's own
/// test targets as it runs an Xcode project's: from the JSON that `swift package dump-package`
/// prints for `Package.swift` (running the manifest is the caller's part; this reads only).
///
/// Regular targets become frameworks and test targets unit-test bundles, with SwiftPM's
/// conventions: sources under `Sources/<name>` (or `Source`, `src`, `srcs`) and `Tests/<name>`
/// unless `path` says otherwise, `sources` and `exclude` relative to the target's folder,
/// dependencies by name on targets of the package or on products of its dependencies, and the
/// `define` and `swiftLanguageMode` settings. Executable, macro, plugin, binary and system
/// targets are listed and not built.
extension XcodeProject {
    package init(packageFolder: URL, manifestJSON: Data) throws {
        let manifest = packageFolder.appendingPathComponent("Package.swift").path
        func fail(_ message: String) -> XcodeProjectError { XcodeProjectError(file: manifest, message) }
        guard let root = (try? JSONSerialization.jsonObject(with: manifestJSON)) as? [String: Any] else {
            throw fail("swift package dump-package did not print a package description")
        }
        guard let name = root["name"] as? String, let targetList = root["targets"] as? [[String: Any]] else {
            throw fail("the package description has no name or no targets")
        }
        let dependencies = Self.packageDependencies(root["dependencies"] as? [[String: Any]] ?? [])
        let toolsVersion = ((root["toolsVersion"] as? [String: Any])?["_version"] as? String) ?? "5.0.0"
        let packageModes = (root["swiftLanguageModes"] ?? root["swiftLanguageVersions"]) as? [Any]
        let defaultMode = Self.languageMode(packageModes?.first) ?? (toolsVersion.hasPrefix("6") ? "6" : "5")
        let targetNames = Set(targetList.compactMap { $0["name"] as? String })

        var targets: [XcodeTarget] = []
        for entry in targetList {
            guard let targetName = entry["name"] as? String, let type = entry["type"] as? String else {
                throw fail("a target without a name or type")
            }
            let isTest = type == "test"
            let kind: XcodeTarget.Kind = switch type {
            case "regular": .framework
            case "test": .unitTests
            default: .other("\(type) target")
            }
            let folder = Self.targetFolder(entry["path"] as? String, name: targetName, isTest: isTest, in: packageFolder)
            let excluded = (entry["exclude"] as? [String] ?? []).map { folder.appendingPathComponent($0).standardizedFileURL.path }
            let roots = (entry["sources"] as? [String]).map { $0.map { folder.appendingPathComponent($0) } } ?? [folder]
            let resourceEntries = entry["resources"] as? [[String: Any]] ?? []
            let resourcePaths = resourceEntries.compactMap { $0["path"] as? String }.map { folder.appendingPathComponent($0).standardizedFileURL.path }
            var sources: [URL] = []
            var missing: [String] = []
            for root in roots {
                let found = Self.swiftFiles(under: root, skipping: excluded + resourcePaths)
                if found == nil { missing.append(root.path) }
                sources += found ?? []
            }
            var resources: [XcodeResource] = []
            for resource in resourceEntries {
                guard let path = resource["path"] as? String else { continue }
                let url = folder.appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: url.path) else { missing.append(url.path); continue }
                resources.append(XcodeResource(url: url, bundlePath: url.lastPathComponent))
            }

            var targetDependencies: [XcodeTarget.Dependency] = []
            var products: [SwiftPackageProduct] = []
            for dependency in entry["dependencies"] as? [[String: Any]] ?? [] {
                let (label, value) = (dependency.first?.key ?? "", dependency.first?.value as? [Any] ?? [])
                guard let dependencyName = value.first as? String else { continue }
                switch label {
                case "target":
                    targetDependencies.append(.target(id: dependencyName, name: dependencyName))
                case "byName" where targetNames.contains(dependencyName):
                    targetDependencies.append(.target(id: dependencyName, name: dependencyName))
                case "byName", "product":
                    // A product of a dependency: named by its package (`product`), or by a
                    // package of its own name (`byName`), or the only dependency there is.
                    let packageIdentity = label == "product" ? (value.count > 1 ? value[1] as? String : nil) : nil
                    let package = dependencies.first { $0.identity == (packageIdentity ?? dependencyName.lowercased()) }
                        ?? (dependencies.count == 1 ? dependencies.first : nil)
                    var product = package?.product ?? SwiftPackageProduct(product: "")
                    product.product = dependencyName
                    products.append(product)
                default:
                    continue
                }
            }

            var settings: [String: String] = [
                "TARGET_NAME": targetName, "PRODUCT_NAME": targetName, "PRODUCT_MODULE_NAME": targetName,
                "SDKROOT": "iphoneos", "SRCROOT": packageFolder.path, "CONFIGURATION": "Debug",
            ]
            var defines: [String] = []
            var mode = defaultMode
            for setting in entry["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" {
                guard let kindEntry = (setting["kind"] as? [String: Any])?.first,
                      let argument = (kindEntry.value as? [String: Any])?["_0"] else { continue }
                switch kindEntry.key {
                case "define": if let define = argument as? String { defines.append(define) }
                case "swiftLanguageMode", "swiftLanguageVersion": mode = Self.languageMode(argument) ?? mode
                default: continue
                }
            }
            settings["SWIFT_VERSION"] = mode.contains(".") ? mode : "\(mode).0"
            if !defines.isEmpty { settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = defines.joined(separator: " ") }
            targets.append(XcodeTarget(id: targetName, name: targetName, kind: kind, productName: targetName,
                                       productFileName: nil, sources: sources, resources: resources, linkedProducts: [],
                                       dependencies: targetDependencies, packageProducts: products, scriptPhases: [],
                                       missingFiles: missing, settings: BuildSettings(levels: [settings])))
        }
        url = packageFolder.appendingPathComponent("Package.swift")
        sourceRoot = packageFolder
        self.name = name
        self.targets = targets
        schemes = []
        configuration = "Debug"
    }

    /// Where SwiftPM looks for a target's files: its `path`, else `Sources/<name>` (or
    /// `Source`, `src`, `srcs`) for a regular target and `Tests/<name>` for a test target.
    private static func targetFolder(_ path: String?, name: String, isTest: Bool, in package: URL) -> URL {
        if let path { return package.appendingPathComponent(path).standardizedFileURL }
        let candidates = isTest ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        for folder in candidates {
            let url = package.appendingPathComponent(folder).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return package.appendingPathComponent(candidates[0]).appendingPathComponent(name)
    }

    /// The Swift files under `root` (a file or a folder), sorted by path, except those in
    /// `skipping`; nil when `root` is not on disk.
    private static func swiftFiles(under root: URL, skipping: [String]) -> [URL]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return root.pathExtension == "swift" ? [root] : [] }
        func isSkipped(_ path: String) -> Bool { skipping.contains { path == $0 || path.hasPrefix($0 + "/") } }
        var result: [URL] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.standardizedFileURL.path
            if isSkipped(path) { enumerator?.skipDescendants(); continue }
            if url.pathExtension == "swift" { result.append(url.standardizedFileURL) }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// A language mode as dump-package writes it (`"5"`, `{"version": {"_0": "6"}}`, `"v5"`).
    private static func languageMode(_ value: Any?) -> String? {
        if let text = value as? String { return text.hasPrefix("v") ? String(text.dropFirst()) : text }
        if let wrapped = value as? [String: Any], let inner = wrapped.first?.value {
            if let dictionary = inner as? [String: Any] { return languageMode(dictionary["_0"]) }
            return languageMode(inner)
        }
        return nil
    }

    /// The package's dependencies by identity, as products of a repository or a folder.
    private static func packageDependencies(_ list: [[String: Any]]) -> [(identity: String, product: SwiftPackageProduct)] {
        list.compactMap { dependency in
            if let control = (dependency["sourceControl"] as? [[String: Any]])?.first, let identity = control["identity"] as? String {
                let remote = ((control["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first
                let url = (remote?["urlString"] as? String) ?? (control["location"] as? [String: Any])?["remote"] as? String
                return (identity, SwiftPackageProduct(product: "", repositoryURL: url, requirement: requirement(control["requirement"])))
            }
            if let local = (dependency["fileSystem"] as? [[String: Any]])?.first, let identity = local["identity"] as? String {
                return (identity, SwiftPackageProduct(product: "", localPath: local["path"] as? String))
            }
            return nil
        }
    }

    /// A requirement in the words Xcode's projects use (`kind upToNextMajorVersion,
    /// minimumVersion 1.5.0`), which the package generator already reads.
    private static func requirement(_ value: Any?) -> String? {
        guard let requirement = value as? [String: Any], let (kind, argument) = requirement.first else { return nil }
        let values = argument as? [Any] ?? []
        switch kind {
        case "range":
            guard let range = values.first as? [String: Any], let lower = range["lowerBound"] as? String,
                  let upper = range["upperBound"] as? String else { return nil }
            let lowerParts = lower.split(separator: ".").compactMap { Int($0) }
            let nextMajor = "\((lowerParts.first ?? 0) + 1).0.0"
            let nextMinor = "\(lowerParts.first ?? 0).\((lowerParts.dropFirst().first ?? 0) + 1).0"
            if upper == nextMajor { return "kind upToNextMajorVersion, minimumVersion \(lower)" }
            if upper == nextMinor { return "kind upToNextMinorVersion, minimumVersion \(lower)" }
            return "kind versionRange, minimumVersion \(lower), maximumVersion \(upper)"
        case "exact": return (values.first as? String).map { "kind exactVersion, version \($0)" }
        case "branch": return (values.first as? String).map { "kind branch, branch \($0)" }
        case "revision": return (values.first as? String).map { "kind revision, revision \($0)" }
        default: return nil
        }
    }
}
