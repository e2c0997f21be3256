import Foundation
import Testing

/// docs/testing-transitions.md cannot rot. Its Swift blocks are a whole package: the manifest
/// (the block that starts with `// swift-tools-version`), then files, each block starting with
/// its path (`// Tests/MyTransitionTests/….swift`) or continuing the file before it.
/// - This target holds the same files, so the guide's code compiles and runs with the tests;
///   the first test checks each one is exactly its blocks, joined by blank lines.
/// - The second writes the blocks into an empty package, with the manifest pointing at this
///   checkout instead of GitHub, and builds and tests it (run on its own by scripts/test, with
///   `OPENUIKIT_GUIDE_PACKAGE=1`: it builds OpenUIKit a second time).
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

    @Test(.enabled(if: ProcessInfo.processInfo.environment["OPENUIKIT_GUIDE_PACKAGE"] == "1",
                   "builds OpenUIKit again: run alone with OPENUIKIT_GUIDE_PACKAGE=1 (scripts/test does)"))
    func theGuidePastedIntoAnEmptyPackageBuildsAndPasses() throws {
        let guide = try GuidePackage(markdown: Self.guideText())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-guide-package")
        try? FileManager.default.removeItem(at: folder)
        try guide.write(to: folder, openUIKitPath: Self.repository.path)
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
