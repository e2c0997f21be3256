#if CommandLine && BridgeCommands
import Foundation
import XcodeProjects

/// What `openuikit test` builds and runs for a project or workspace: the test targets chosen
/// (by scheme, by name, or every unit-test target), the app that hosts each, and every target
/// they need, with what cannot be honoured listed once.
struct AppTestPlan {
    /// A target to build, with the project it comes from.
    struct Module {
        var target: XcodeTarget
        var project: XcodeProject
        /// Modules (by module name) this one depends on.
        var dependencies: [String]
        var name: String { target.moduleName }
    }

    /// Test targets run together, inside one launched host app (or none).
    struct RunGroup {
        var host: String?
        var tests: [String]
    }

    var projects: [XcodeProject]
    /// Every module to build, dependencies first.
    var modules: [Module]
    var groups: [RunGroup]
    /// Targets and things not honoured, for the report.
    var notes: [String]
    /// The build configuration the settings are read in, and why when it is not Debug (the
    /// scheme named, or the shared schemes testing these targets, as Xcode's test action uses).
    var configuration = "Debug"
    var configurationSource: String?

    /// Where the project or workspace is: PATH itself, or the one workspace (else project, else
    /// `Package.swift`) in a folder.
    static func locate(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if ["xcodeproj", "xcworkspace"].contains(url.pathExtension) { return url }
        if url.lastPathComponent == "Package.swift" {
            guard FileManager.default.fileExists(atPath: url.path) else { throw AppTestError("\(path): no such file") }
            return url
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AppTestError("\(path) is not an .xcodeproj, an .xcworkspace, a Package.swift or a folder holding one")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        let workspaces = names.filter { $0.hasSuffix(".xcworkspace") }
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }
        if workspaces.count == 1 { return url.appendingPathComponent(workspaces[0]) }
        if workspaces.count > 1 { throw AppTestError("\(path) holds several workspaces (\(workspaces.joined(separator: ", "))): name one") }
        if projects.count == 1 { return url.appendingPathComponent(projects[0]) }
        if projects.count > 1 { throw AppTestError("\(path) holds several projects (\(projects.joined(separator: ", "))): name one") }
        if names.contains("Package.swift") { return url.appendingPathComponent("Package.swift") }
        throw AppTestError("\(path) holds no .xcodeproj, .xcworkspace or Package.swift")
    }

    init(location: URL, scheme schemeName: String?, targets targetNames: [String]) throws {
        var notes: [String] = []
        var schemes: [XcodeScheme]
        if location.pathExtension == "xcworkspace" {
            let workspace = try XcodeWorkspace(url: location)
            projects = workspace.projects
            for missing in workspace.missingProjects {
                let pods = missing.path.contains("/Pods/") ? " (CocoaPods' project: the pods are not installed)" : ""
                notes.append("\(location.lastPathComponent): \(missing.path) is listed but missing\(pods)")
            }
            schemes = workspace.schemes + workspace.projects.flatMap(\.schemes)
        } else if location.lastPathComponent == "Package.swift" {
            projects = [try Self.readPackage(location.deletingLastPathComponent())]
            schemes = []
        } else {
            let project = try XcodeProject(url: location)
            projects = [project]
            schemes = project.schemes
        }
        // The scheme's test configuration decides the settings.
        let scheme = try schemeName.map { name in
            guard let found = schemes.first(where: { $0.name == name }) else {
                throw AppTestError("no scheme named '\(name)' (shared schemes: \(schemes.map(\.name).joined(separator: ", ")))")
            }
            if let problem = found.problem { throw AppTestError("\(found.file.path): \(problem)") }
            return found
        }
        if let scheme, scheme.testConfiguration != "Debug" {
            projects = try projects.map { try XcodeProject(url: $0.url, configuration: scheme.testConfiguration) }
            configuration = scheme.testConfiguration
            configurationSource = "the test action of the scheme \(scheme.name)"
        } else if scheme == nil, let implied = Self.impliedTestConfiguration(projects: projects, schemes: schemes, targetNames: targetNames) {
            // Without a scheme named, the shared schemes that test these targets decide, as
            // Xcode's test action does (a library's scheme may test in a configuration of its
            // own that defines TEST).
            projects = try projects.map { try XcodeProject(url: $0.url, configuration: implied.configuration) }
            configuration = implied.configuration
            configurationSource = "the test action of the shared scheme\(implied.schemes.count == 1 ? "" : "s") \(implied.schemes.joined(separator: ", "))"
        }
        // Targets for another platform (a library's macOS and tvOS twins of its iOS targets) are
        // left out, so their modules do not clash with the iOS ones.
        var all: [(target: XcodeTarget, project: XcodeProject)] = []
        for project in projects {
            for target in project.targets {
                if let platform = target.otherPlatform {
                    notes.append("\(target.name): a \(platform) target is not built")
                } else {
                    all.append((target: target, project: project))
                }
            }
        }
        func find(_ name: String) -> (target: XcodeTarget, project: XcodeProject)? { all.first { $0.target.name == name } }

        // The test targets.
        var chosen: [(target: XcodeTarget, project: XcodeProject)] = []
        if !targetNames.isEmpty {
            for name in targetNames {
                guard let found = find(name) else { throw AppTestError("no target named '\(name)' (targets: \(all.map(\.target.name).joined(separator: ", ")))") }
                guard found.target.kind == .unitTests else { throw AppTestError("'\(name)' is \(found.target.kind), not a unit-test target") }
                chosen.append(found)
            }
        } else if let scheme {
            for testable in scheme.testables where !testable.isSkipped {
                guard let found = find(testable.targetName) else {
                    notes.append("scheme \(scheme.name): test target \(testable.targetName) is in no project read")
                    continue
                }
                if found.target.kind == .uiTests { notes.append("\(found.target.name): UI tests are skipped (there is no app process to drive)"); continue }
                chosen.append(found)
            }
        } else {
            chosen = all.filter { $0.target.kind == .unitTests }
        }
        for entry in all where entry.target.kind == .uiTests && !chosen.contains(where: { $0.target.name == entry.target.name }) && targetNames.isEmpty {
            notes.append("\(entry.target.name): UI tests are skipped (there is no app process to drive)")
        }
        for entry in all where entry.target.kind == .appExtension {
            notes.append("\(entry.target.name): \(entry.target.kind) targets are not built")
        }
        guard !chosen.isEmpty else { throw AppTestError("no unit-test target to run in \(location.lastPathComponent)") }

        // Hosts, from TEST_HOST (`…/App.app/App`).
        var groups: [RunGroup] = []
        var hostOf: [String: String] = [:]
        for test in chosen {
            var host: String?
            if let testHost = test.target.settings["TEST_HOST"], !testHost.isEmpty {
                let appName = testHost.split(separator: "/").first { $0.hasSuffix(".app") }.map { String($0.dropLast(4)) }
                let app = all.first { entry in
                    entry.target.kind == .application && (entry.target.productFileName == appName.map { "\($0).app" }
                        || entry.target.settings["PRODUCT_NAME"] == appName || entry.target.name == appName)
                }
                if let app { host = app.target.name } else { notes.append("\(test.target.name): its test host \(testHost) is no application target read; its tests run without a launched app") }
            }
            hostOf[test.target.name] = host
            if let index = groups.firstIndex(where: { $0.host == host }) { groups[index].tests.append(test.target.name) }
            else { groups.append(RunGroup(host: host, tests: [test.target.name])) }
        }

        // Every target needed, dependencies first: explicit dependencies, the host, and products
        // linked by name (a workspace's implicit dependencies).
        var ordered: [Module] = []
        var visiting: Set<String> = []
        func dependencies(of entry: (target: XcodeTarget, project: XcodeProject)) -> [(target: XcodeTarget, project: XcodeProject)] {
            var result: [(target: XcodeTarget, project: XcodeProject)] = []
            func add(_ found: (target: XcodeTarget, project: XcodeProject)?) {
                guard let found, found.target.kind.isBuildable, found.target.kind != .unitTests,
                      !result.contains(where: { $0.target.name == found.target.name }) else { return }
                result.append(found)
            }
            for dependency in entry.target.dependencies {
                switch dependency {
                case .target(let id, let name):
                    add(all.first { $0.target.id == id && $0.project.url == entry.project.url } ?? find(name))
                case .remote(_, let name):
                    add(find(name))
                }
            }
            for product in entry.target.linkedProducts {
                add(all.first { $0.target.productFileName == product })
            }
            if entry.target.kind == .unitTests, let host = hostOf[entry.target.name] { add(find(host)) }
            return result
        }
        func visit(_ entry: (target: XcodeTarget, project: XcodeProject)) throws {
            if ordered.contains(where: { $0.target.name == entry.target.name }) { return }
            guard visiting.insert(entry.target.name).inserted else {
                throw AppTestError("\(entry.project.url.lastPathComponent): target \(entry.target.name) depends on itself (a dependency cycle)")
            }
            let needed = dependencies(of: entry)
            for dependency in needed { try visit(dependency) }
            visiting.remove(entry.target.name)
            ordered.append(Module(target: entry.target, project: entry.project, dependencies: needed.map(\.target.moduleName)))
        }
        for test in chosen { try visit(test) }
        for module in ordered {
            for phase in module.target.scriptPhases { notes.append("\(module.target.name): run-script phase '\(phase)' is not run") }
            for missing in module.target.missingFiles {
                let pods = missing.contains("/Pods/") ? " (CocoaPods' files: the pods are not installed, so their settings and frameworks are not used)" : ""
                notes.append("\(module.target.name): \(missing) is named by the project but missing\(pods)")
            }
        }
        modules = ordered
        self.groups = groups
        self.notes = notes
    }
}

extension AppTestPlan {
    /// A Swift package's targets, from the description `swift package dump-package` prints
    /// (the manifest is Swift: only SwiftPM can run it). Its scratch folder is a temporary one,
    /// so nothing is written into the package's tree.
    static func readPackage(_ folder: URL) throws -> XcodeProject {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let output = scratch.appendingPathComponent("package.json")
        let result = Shell.run(["sh", "-c", "swift package --package-path \"$1\" --scratch-path \"$2\" dump-package > \"$3\"", "dump-package",
                                folder.path, scratch.appendingPathComponent("build").path, output.path], log: nil, timeout: 300)
        guard result.status == 0, let data = FileManager.default.contents(atPath: output.path) else {
            let reason = result.output.split(separator: "\n").first { $0.contains("error") } ?? result.output.split(separator: "\n").last ?? ""
            throw AppTestError("\(folder.appendingPathComponent("Package.swift").path): swift package dump-package failed: \(reason)")
        }
        return try XcodeProject(packageFolder: folder, manifestJSON: data)
    }
}

/// A reason `openuikit test` cannot go on, in one line.
struct AppTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension AppTestPlan {
    /// The test configuration of the shared schemes that test the targets to run (`targetNames`,
    /// or every unit-test target), when they agree on one other than Debug.
    static func impliedTestConfiguration(projects: [XcodeProject], schemes: [XcodeScheme],
                                         targetNames: [String]) -> (configuration: String, schemes: [String])? {
        let unitTests = projects.flatMap(\.targets).filter { $0.kind == .unitTests && $0.otherPlatform == nil }.map(\.name)
        let wanted = Set(targetNames.isEmpty ? unitTests : targetNames)
        let testing = schemes.filter { scheme in
            scheme.problem == nil && scheme.testables.contains { !$0.isSkipped && wanted.contains($0.targetName) }
        }
        let configurations = Set(testing.map(\.testConfiguration))
        guard configurations.count == 1, let configuration = configurations.first, configuration != "Debug" else { return nil }
        return (configuration, testing.map(\.name).sorted())
    }
}
#endif
