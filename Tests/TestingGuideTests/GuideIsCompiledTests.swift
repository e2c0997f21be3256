import Foundation
import Testing

/// docs/testing-transitions.md cannot rot. Its Swift blocks are a whole package: the manifest
/// (the block that starts with `// swift-tools-version`), then files, each block starting with
/// its path (`// Tests/MyTransitionTests/….swift`) or continuing the file before it.
/// - This target holds the same files, so the guide's code compiles and runs with the tests;
///   the first test checks each one is exactly its blocks, joined by blank lines.
/// - The second writes the blocks into an empty package, with the manifest pointing at this
///   checkout instead of GitHub, resolves it (SwiftPM checks every product it names exists) and
///   checks that its test target has this target's dependencies, excludes and compiler flags.
///   SwiftPM compiles a dependency with the same arguments as a root package's target, but for
///   the build folder's paths, so this target compiling and passing is the guide's package
///   compiling and passing, and scripts/test builds OpenUIKit once.
/// - The third builds and tests that package for real, building OpenUIKit a second time
///   (`OPENUIKIT_GUIDE_PACKAGE=1`, run by `bash scripts/check-guide-package`).
struct GuideIsCompiledTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = here.deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyFileOfTheGuideIsInThisTargetVerbatim() throws {
        let guide = try GuidePackage(markdown: Self.guideText())
        #expect(guide.files.count >= 5, "the guide shows the animator, its tests and the waits")
        for (path, content) in guide.files {
            let local = Self.here.appendingPathComponent((path as NSString).lastPathComponent)
            let source = try? String(contentsOf: local, encoding: .utf8)
            #expect(source == content, "Tests/TestingGuideTests/\((path as NSString).lastPathComponent) differs from the guide's \(path)")
        }
        #expect(guide.manifest.contains(".package(url: \"https://github.com/<owner>/OpenUIKit.git\", branch: \"main\")"))
    }

    @Test func theGuidePastedIntoAnEmptyPackageResolvesToThisTarget() throws {
        let folder = try Self.writeGuidePackage()
        let scratch = Self.repository.appendingPathComponent(".build/guide-package").path
        let described = try Self.swift(["package", "--scratch-path", scratch, "describe", "--type", "json"], in: folder)
        #expect(described.status == 0, "the guide's package does not resolve:\n\(described.output.suffix(4000))")
        let guide = try Self.target("MyTransitionTests", ofManifestIn: folder, scratch: scratch)
        // Its own scratch folder: the running `swift test` holds the lock on .build itself.
        let here = try Self.target("TestingGuideTests", ofManifestIn: Self.repository,
                                   scratch: Self.repository.appendingPathComponent(".build/guide-manifest").path)
        #expect(guide.dependencies == here.dependencies)
        #expect(guide.exclude == here.exclude)
        #expect(guide.swiftSettings == here.swiftSettings)
        #expect(guide.swiftSettings.contains("-module-alias"), "the comparison reads the flags")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_GUIDE_PACKAGE"] == "1",
                   "builds OpenUIKit again: bash scripts/check-guide-package runs it"))
    func theGuidePastedIntoAnEmptyPackageBuildsAndPasses() throws {
        let folder = try Self.writeGuidePackage()
        // The goldens the guide's snapshot test compares with (a first run would record them).
        let snapshots = Self.here.appendingPathComponent("__Snapshots__")
        try FileManager.default.copyItem(at: snapshots, to: folder.appendingPathComponent("Tests/MyTransitionTests/__Snapshots__"))
        // Build products are kept between runs beside this repository's own (.build is ignored).
        let scratch = Self.repository.appendingPathComponent(".build/guide-package").path
        let build = try Self.swift(["build", "--build-tests", "--scratch-path", scratch], in: folder)
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(4000))")
        guard build.status == 0 else { return }
        #expect(!build.output.contains("warning:"), "the guide's package builds with warnings:\n\(build.output.suffix(4000))")
        let test = try Self.swift(["test", "--skip-build", "--no-parallel", "--scratch-path", scratch], in: folder,
                                  environment: ["SNAPSHOT_TESTING_RECORD": "never"])
        #expect(test.status == 0, "swift test failed:\n\(test.output.suffix(4000))")
    }

    /// The guide's blocks written into an empty package in the temporary folder.
    static func writeGuidePackage() throws -> URL {
        let guide = try GuidePackage(markdown: Self.guideText())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-guide-package")
        try? FileManager.default.removeItem(at: folder)
        try guide.write(to: folder, openUIKitPath: Self.repository.path)
        return folder
    }

    /// What decides how a target compiles, read from its package's manifest
    /// (`swift package dump-package`): the names of its dependencies, what it excludes, and its
    /// Swift flags in order.
    struct TargetBuildShape: Equatable {
        var dependencies: [String]
        var exclude: [String]
        var swiftSettings: [String]
    }

    static func target(_ name: String, ofManifestIn folder: URL, scratch: String) throws -> TargetBuildShape {
        let dumped = try swift(["package", "--scratch-path", scratch, "dump-package"], in: folder)
        guard dumped.status == 0, let start = dumped.output.firstIndex(of: "{"),
              let manifest = try JSONSerialization.jsonObject(with: Data(dumped.output[start...].utf8)) as? [String: Any],
              let targets = manifest["targets"] as? [[String: Any]],
              let target = targets.first(where: { $0["name"] as? String == name }) else {
            throw GuideError(message: "no target \(name) in the manifest of \(folder.path):\n\(dumped.output.suffix(2000))")
        }
        // A dependency is {"product": [name, package, …]}, {"byName": [name, …]} or {"target": [name, …]}.
        let dependencies = (target["dependencies"] as? [[String: [Any]]] ?? []).compactMap { $0.values.first?.first as? String }
        // A setting is {"tool": "swift", "kind": {"unsafeFlags": {"_0": [...]}}} or {"define": {"_0": "NAME"}}.
        var settings: [String] = []
        for setting in target["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" {
            for (kind, value) in setting["kind"] as? [String: [String: Any]] ?? [:] {
                let values = (value["_0"] as? [String]) ?? [value["_0"] as? String].compactMap { $0 }
                settings += kind == "unsafeFlags" ? values : values.map { "\(kind):\($0)" }
            }
        }
        return TargetBuildShape(dependencies: dependencies, exclude: target["exclude"] as? [String] ?? [], swiftSettings: settings)
    }

    static func guideText() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("docs/testing-transitions.md"), encoding: .utf8)
    }

    static func swift(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The package the guide's Swift blocks make.
struct GuidePackage {
    var manifest = ""
    /// Relative path → contents, in the guide's order.
    var files: [(path: String, content: String)] = []

    init(markdown: String) throws {
        var current: String?
        for block in Self.swiftBlocks(in: markdown) {
            let firstLine = block.prefix { $0 != "\n" }
            if firstLine.hasPrefix("// swift-tools-version") {
                manifest = block + "\n"
            } else if firstLine.hasPrefix("// Tests/") || firstLine.hasPrefix("// Sources/") {
                let path = String(firstLine.dropFirst(3))
                files.append((path, block + "\n"))
                current = path
            } else if let path = current, let index = files.firstIndex(where: { $0.path == path }) {
                files[index].content += "\n" + block + "\n"
            } else {
                throw GuideError(message: "a Swift block comes before any file path:\n\(block)")
            }
        }
        if manifest.isEmpty { throw GuideError(message: "the guide has no manifest block") }
    }

    /// Writes the package into `folder`, its OpenUIKit dependency pointing at `openUIKitPath`.
    func write(to folder: URL, openUIKitPath: String) throws {
        let remote = ".package(url: \"https://github.com/<owner>/OpenUIKit.git\", branch: \"main\")"
        guard manifest.contains(remote) else { throw GuideError(message: "the manifest does not name OpenUIKit's repository as expected") }
        let local = manifest.replacingOccurrences(of: remote, with: ".package(name: \"OpenUIKit\", path: \"\(openUIKitPath)\")")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try local.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (path, content) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// The contents of each ```swift … ``` block.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}

struct GuideError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
