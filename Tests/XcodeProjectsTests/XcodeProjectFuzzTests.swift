import Foundation
import PropertyBased
import Testing
@testable import XcodeProjects

/// Damaged project files never trap or hang: the fixture projects (and, with
/// `OPENUIKIT_FUZZ_PROJECTS=folder`, every `project.pbxproj` under that folder — real projects
/// fetched outside the repository) with lines dropped, doubled or cut, references pointed at
/// other objects (cycles included), `isa`s swapped and values replaced. Each read either gives a
/// project or one ``XcodeProjectError``. `OPENUIKIT_SOAK_SEQUENCES` raises the count
/// (`scripts/soak` runs it long).
struct XcodeProjectFuzzTests {
    static var count: Int { ProcessInfo.processInfo.environment["OPENUIKIT_SOAK_SEQUENCES"].flatMap(Int.init) ?? 400 }
    static let genes = Gen.int(in: 0...10_000_000).array(of: 1...10)

    static let originals: [(url: URL, lines: [String])] = {
        var projects = [Fixtures.notes, Fixtures.tally]
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_PROJECTS"],
           let enumerator = FileManager.default.enumerator(atPath: folder) {
            for case let path as String in enumerator where path.hasSuffix(".xcodeproj/project.pbxproj") {
                projects.append(URL(fileURLWithPath: folder).appendingPathComponent(path).deletingLastPathComponent())
            }
        }
        return projects.map { project in
            let text = (try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)) ?? ""
            return (project, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
    }()

    static let isas = ["PBXGroup", "PBXNativeTarget", "PBXFileReference", "PBXVariantGroup", "XCBuildConfiguration",
                       "PBXFileSystemSynchronizedRootGroup", "PBXContainerItemProxy", "Mystery"]
    static let strangeValues = ["\"\"", "(A, B)", "{ }", "\"$(SRCROOT)/../../..\"", "\"<absolute>\"", "\"/\"", "\"$(A)$(A)\"",
                                String(repeating: "x", count: 5000)]

    @Test func damagedProjectFilesGiveAProjectOrOneError() async {
        await propertyCheck(count: Self.count, input: Self.genes) { genes in
            Self.check(genes)
        }
    }

    static func check(_ genes: [Int]) {
        let original = originals[genes[0] % originals.count]
        var lines = original.lines
        // Object identifiers in the file, to point references at.
        let identifiers = lines.compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let end = trimmed.firstIndex(of: " "), trimmed.contains("= {") else { return nil }
            return String(trimmed[..<end])
        }
        for gene in genes.dropFirst() where !lines.isEmpty {
            let line = (gene / 16) % lines.count
            switch gene % 8 {
            case 0: lines.remove(at: line)
            case 1: lines.insert(lines[line], at: line)
            case 2: lines = Array(lines.prefix(line)) + [String(lines[line].prefix((gene / 7) % max(1, lines[line].count)))]
            case 3, 4:
                guard !identifiers.isEmpty else { continue }
                let target = identifiers[(gene / 9) % identifiers.count]
                for other in identifiers where lines[line].contains(other) {
                    lines[line] = lines[line].replacingOccurrences(of: other, with: target)
                    break
                }
            case 5:
                if let isa = lines[line].range(of: "isa = ") {
                    let end = lines[line][isa.upperBound...].firstIndex(of: ";") ?? lines[line].endIndex
                    lines[line].replaceSubrange(isa.upperBound..<end, with: isas[(gene / 11) % isas.count])
                }
            default:
                if let equals = lines[line].range(of: " = ") {
                    let end = lines[line][equals.upperBound...].lastIndex(of: ";") ?? lines[line].endIndex
                    lines[line].replaceSubrange(equals.upperBound..<end, with: strangeValues[(gene / 13) % strangeValues.count])
                }
            }
        }
        let data = Data(lines.joined(separator: "\n").utf8)
        do {
            let project = try XcodeProject(url: original.url, projectFileData: data)
            // Everything a reader asks for afterwards is safe too.
            for target in project.targets {
                _ = target.moduleName
                for key in target.settings.keys { _ = target.settings[key] }
            }
        } catch let error as XcodeProjectError {
            // The project file, or a configuration file a damaged reference now names.
            #expect(!error.file.isEmpty && !error.message.isEmpty && !error.description.contains("\n"), "\(error)")
        } catch {
            Issue.record("not an XcodeProjectError: \(error)")
        }
    }

    /// A project ten times the size of a large app's (20,000 files in 400 groups, 200 targets)
    /// reads in seconds.
    @Test func hugeProjectsReadQuickly() throws {
        var objects: [String] = []
        var groups: [String] = []
        var targets: [String] = []
        for group in 0..<400 {
            var children: [String] = []
            for file in 0..<50 {
                let id = "F\(group)_\(file)"
                objects.append("\(id) = {isa = PBXFileReference; path = File\(file).swift; sourceTree = \"<group>\"; };")
                objects.append("B\(group)_\(file) = {isa = PBXBuildFile; fileRef = \(id); };")
                children.append(id)
            }
            objects.append("G\(group) = {isa = PBXGroup; path = Group\(group); children = (\(children.joined(separator: ", "))); sourceTree = \"<group>\"; };")
            groups.append("G\(group)")
            if group % 2 == 0 {
                let files = (0..<50).map { "B\(group)_\($0)" } + (0..<50).map { "B\(group + 1)_\($0)" }
                objects.append("S\(group) = {isa = PBXSourcesBuildPhase; files = (\(files.joined(separator: ", "))); };")
                objects.append("C\(group) = {isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = \"$(TARGET_NAME)\"; }; };")
                objects.append("L\(group) = {isa = XCConfigurationList; buildConfigurations = (C\(group)); };")
                objects.append("T\(group) = {isa = PBXNativeTarget; name = Target\(group); buildConfigurationList = L\(group); buildPhases = (S\(group)); productType = \"com.apple.product-type.framework\"; };")
                targets.append("T\(group)")
            }
        }
        objects.append("M = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        objects.append("P = {isa = PBXProject; mainGroup = M; targets = (\(targets.joined(separator: ", "))); };")
        let text = "// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; objects = {\n\(objects.joined(separator: "\n"))\n}; rootObject = P; }"
        let start = Date()
        let project = try XcodeProject(url: URL(fileURLWithPath: "/tmp/Huge/Huge.xcodeproj"), projectFileData: Data(text.utf8))
        #expect(project.targets.count == 200)
        #expect(project.targets.allSatisfy { $0.sources.count == 100 })
        #expect(Date().timeIntervalSince(start) < 20)
    }

    @Test func malformedWorkspacesAndSchemes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-fuzz-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let workspace = folder.appendingPathComponent("App.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let contents = workspace.appendingPathComponent("contents.xcworkspacedata")
        for text in ["<Workspace", "<Other/>", ""] {
            try text.write(to: contents, atomically: true, encoding: .utf8)
            #expect(throws: XcodeProjectError.self) { try XcodeWorkspace(url: workspace) }
        }
        // A project that is listed but not on disk (CocoaPods' before `pod install`) is named, and
        // the rest is read, as Xcode opens such a workspace.
        try "<Workspace><FileRef location=\"group:Pods/Pods.xcodeproj\"/></Workspace>".write(to: contents, atomically: true, encoding: .utf8)
        let partial = try XcodeWorkspace(url: workspace)
        #expect(partial.projects.isEmpty)
        #expect(partial.missingProjects.map(\.lastPathComponent) == ["Pods.xcodeproj"])
        // A scheme that is not XML is listed with its problem, not thrown.
        let schemes = workspace.appendingPathComponent("xcshareddata/xcschemes")
        try FileManager.default.createDirectory(at: schemes, withIntermediateDirectories: true)
        try "<Scheme><TestAction".write(to: schemes.appendingPathComponent("Broken.xcscheme"), atomically: true, encoding: .utf8)
        let read = XcodeScheme.schemes(in: workspace)
        #expect(read.map(\.name) == ["Broken"])
        #expect(read.first?.problem?.hasPrefix("cannot read the scheme") == true)
    }
}
