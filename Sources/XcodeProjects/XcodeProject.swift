import Foundation

/// An Xcode project (`.xcodeproj`) read as Xcode reads it: its targets with their sources,
/// resources, dependencies and build settings for one configuration, and its shared schemes.
/// Reading never runs anything and never writes.
package struct XcodeProject {
    /// The `.xcodeproj` folder.
    package var url: URL
    /// The folder that `<group>` paths start from (`$(SRCROOT)`).
    var sourceRoot: URL
    var name: String
    package var targets: [XcodeTarget]
    package var schemes: [XcodeScheme]
    /// The configuration the settings were read for.
    var configuration: String

    /// Reads `url` (an `.xcodeproj` folder) with the settings of `configuration`, or of the
    /// project's default configuration when the project has no configuration of that name.
    package init(url: URL, configuration: String = "Debug") throws {
        let file = url.appendingPathComponent("project.pbxproj")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw XcodeProjectError(file: file.path, "cannot read the project file (is \(url.lastPathComponent) an Xcode project?)")
        }
        try self.init(url: url, projectFileData: data, configuration: configuration)
    }

    /// Reads a project from the text of its `project.pbxproj` (the fuzzer's entry).
    package init(url: URL, projectFileData data: Data, configuration: String = "Debug") throws {
        let file = url.appendingPathComponent("project.pbxproj").path
        let graph = try PBXObjectGraph(file: file, data: data)
        let project = try graph.object(graph.rootObjectID, isa: ["PBXProject"])
        self.url = url
        name = url.deletingPathExtension().lastPathComponent
        let projectFolder = url.deletingLastPathComponent()
        let projectDirPath = try project.string("projectDirPath") ?? ""
        sourceRoot = projectDirPath.isEmpty ? projectFolder
            : projectDirPath.hasPrefix("/") ? URL(fileURLWithPath: projectDirPath) : projectFolder.appendingPathComponent(projectDirPath).standardizedFileURL
        let files = try FileTree(graph: graph, mainGroup: try project.requiredString("mainGroup"), sourceRoot: sourceRoot)
        let packages = try Self.packageReferences(project)
        let projectLevels = try Self.settingsLevels(project, configuration: configuration, files: files)
        self.configuration = projectLevels.name
        var targets: [XcodeTarget] = []
        var seenNames: Set<String> = []
        for target in try project.objects("targets") {
            var built = try Self.target(target, files: files, packages: packages, projectLevels: projectLevels.levels,
                                        projectName: name, sourceRoot: sourceRoot, configuration: configuration)
            built.missingFiles += projectLevels.missing
            guard seenNames.insert(built.name).inserted else {
                throw target.error("a second target named '\(built.name)'")
            }
            targets.append(built)
        }
        self.targets = targets
        schemes = XcodeScheme.schemes(in: url)
    }

    /// The target called `name`.
    func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }

    // MARK: Targets

    private static let targetKinds: Set<String> = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]

    private static func target(_ object: PBXObject, files: FileTree, packages: [String: SwiftPackageProduct],
                               projectLevels: [[String: String]], projectName: String, sourceRoot: URL,
                               configuration: String) throws -> XcodeTarget {
        guard targetKinds.contains(object.isa) else {
            throw object.error("is listed as a target but is a \(object.isa)")
        }
        let name = try object.requiredString("name")
        let kind = object.isa == "PBXNativeTarget" ? XcodeTarget.Kind(productType: try object.string("productType")) : .other(object.isa)
        var sources: [URL] = []
        var resources: [XcodeResource] = []
        var linked: [String] = []
        var scripts: [String] = []
        var missing: [String] = []
        var products: [SwiftPackageProduct] = []
        for phase in try object.objects("buildPhases") {
            switch phase.isa {
            case "PBXSourcesBuildPhase":
                for file in try phaseFiles(phase, files: files) { sources += file.urls }
            case "PBXResourcesBuildPhase":
                for file in try phaseFiles(phase, files: files) { resources += file.resources }
            case "PBXFrameworksBuildPhase":
                for buildFile in try phase.objects("files") {
                    if let reference = try buildFile.string("fileRef") {
                        linked.append(try files.productName(of: reference, in: buildFile))
                    } else if let product = try buildFile.reference("productRef") {
                        if let package = try packageProduct(product, packages: packages) { products.append(package) }
                    }
                }
            case "PBXShellScriptBuildPhase":
                scripts.append(try phase.string("name") ?? "Run Script")
            default:
                continue
            }
        }
        for product in try object.objects("packageProductDependencies") {
            if let package = try packageProduct(product, packages: packages), !products.contains(package) { products.append(package) }
        }
        // Xcode 16 folders: every file under the folder belongs to the target, except its exceptions.
        for group in try object.objects("fileSystemSynchronizedGroups") {
            let folder = try files.path(of: group.id)
            let exceptions = try files.synchronizedExceptions(of: group, target: object.id)
            let members = files.synchronizedMembers(folder: folder, excluding: exceptions)
            sources += members.sources
            resources += members.resources
        }
        var dependencies: [XcodeTarget.Dependency] = []
        for dependency in try object.objects("dependencies", isa: ["PBXTargetDependency"]) {
            if let target = try dependency.reference("target") {
                dependencies.append(.target(id: target.id, name: try target.string("name") ?? target.id))
            } else if let proxy = try dependency.reference("targetProxy", isa: ["PBXContainerItemProxy"]) {
                let portal = try proxy.requiredString("containerPortal")
                let remoteName = try proxy.string("remoteInfo") ?? "?"
                if try files.isProject(portal) {
                    dependencies.append(.target(id: try proxy.string("remoteGlobalIDString") ?? portal, name: remoteName))
                } else {
                    dependencies.append(.remote(projectPath: try files.path(of: portal).path, name: remoteName))
                }
            } else if let product = try dependency.reference("productRef") {
                if let package = try packageProduct(product, packages: packages), !products.contains(package) { products.append(package) }
            }
        }
        for url in sources + resources.map(\.url) where !FileManager.default.fileExists(atPath: url.path) {
            missing.append(url.path)
        }
        let targetLevels = try settingsLevels(object, configuration: configuration, files: files)
        missing += targetLevels.missing
        let productName = try object.string("productName") ?? name
        let defaults: [String: String] = [
            "TARGET_NAME": name, "PROJECT_NAME": projectName, "PRODUCT_NAME": "$(TARGET_NAME)",
            "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "SRCROOT": sourceRoot.path, "PROJECT_DIR": sourceRoot.path,
            "SOURCE_ROOT": sourceRoot.path, "BUILT_PRODUCTS_DIR": "/BUILT_PRODUCTS_DIR",
            "CONFIGURATION": configuration, "PLATFORM_NAME": "iphonesimulator", "SDKROOT": "iphoneos",
            "DEVELOPMENT_LANGUAGE": "en", "BUNDLE_EXECUTABLE_FOLDER_PATH": "", "CONTENTS_FOLDER_PATH": "$(PRODUCT_NAME).app",
        ]
        let settings = BuildSettings(levels: [defaults] + projectLevels + targetLevels.levels)
        let productFile = try object.reference("productReference").flatMap { try $0.string("path") }
        return XcodeTarget(id: object.id, name: name, kind: kind, productName: productName, productFileName: productFile,
                           sources: sources, resources: resources, linkedProducts: linked, dependencies: dependencies,
                           packageProducts: products, scriptPhases: scripts, missingFiles: missing, settings: settings)
    }

    private static func phaseFiles(_ phase: PBXObject, files: FileTree) throws -> [FileTree.Entry] {
        try phase.objects("files").compactMap { buildFile in
            guard let reference = try buildFile.string("fileRef") else { return nil }
            return try files.entry(reference, in: buildFile)
        }
    }

    // MARK: Settings

    /// The configuration file's and the dictionary's levels of an object's configuration called
    /// `configuration` (else its list's default, else its first). A configuration file that is
    /// not on disk is skipped and returned as missing, as Xcode warns and goes on (CocoaPods'
    /// `Pods/Target Support Files/…xcconfig` before `pod install`).
    private static func settingsLevels(_ object: PBXObject, configuration: String,
                                       files: FileTree) throws -> (name: String, levels: [[String: String]], missing: [String]) {
        guard let list = try object.reference("buildConfigurationList", isa: ["XCConfigurationList"]) else { return (configuration, [], []) }
        let configurations = try list.objects("buildConfigurations", isa: ["XCBuildConfiguration"])
        let fallback = try list.string("defaultConfigurationName")
        guard let chosen = try configurations.first(where: { try $0.string("name") == configuration })
            ?? configurations.first(where: { try $0.string("name") == fallback }) ?? configurations.first else {
            return (configuration, [], [])
        }
        var levels: [[String: String]] = []
        var missing: [String] = []
        if let base = try chosen.string("baseConfigurationReference") {
            let url = try files.path(of: base)
            if FileManager.default.fileExists(atPath: url.path) { levels.append(try XcodeConfigFile.read(url)) } else { missing.append(url.path) }
        }
        levels.append(BuildSettings.level(try chosen.dictionary("buildSettings")))
        return (try chosen.string("name") ?? configuration, levels, missing)
    }

    // MARK: Swift packages

    private static func packageReferences(_ project: PBXObject) throws -> [String: SwiftPackageProduct] {
        var result: [String: SwiftPackageProduct] = [:]
        for reference in try project.objects("packageReferences") {
            switch reference.isa {
            case "XCRemoteSwiftPackageReference":
                let requirement = try reference.dictionary("requirement")
                let described = requirement.sorted { $0.key < $1.key }.compactMap { key, value in (value as? String).map { "\(key) \($0)" } }.joined(separator: ", ")
                result[reference.id] = SwiftPackageProduct(product: "", repositoryURL: try reference.string("repositoryURL"),
                                                           requirement: described.isEmpty ? nil : described)
            case "XCLocalSwiftPackageReference":
                result[reference.id] = SwiftPackageProduct(product: "", localPath: try reference.string("relativePath") ?? reference.string("path"))
            default:
                throw reference.error("is listed as a package reference but is a \(reference.isa)")
            }
        }
        return result
    }

    private static func packageProduct(_ object: PBXObject, packages: [String: SwiftPackageProduct]) throws -> SwiftPackageProduct? {
        guard object.isa == "XCSwiftPackageProductDependency" else { return nil }
        var product = try object.string("package").flatMap { packages[$0] } ?? SwiftPackageProduct(product: "")
        product.product = try object.requiredString("productName")
        return product
    }
}
